// A person plays a few moves of Warsong against the heuristic in a real terminal: tmux runs
// `play --agents human,heuristic`, the test types move numbers and reads the screen. `npm test`
// installs Debian's tmux first when it is missing (scripts/ensure-system-packages.sh).

import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers.js';

/** A tmux server of this test's own, so no user's sessions are touched. */
const SOCKET = `balance-lab-test-${process.pid}`;
const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const screen = (): string => tmux('capture-pane', '-p', '-J', '-S', '-5000', '-t', 'play');

async function waitFor(what: (text: string) => boolean, label: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const text = screen();
    if (what(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${label}; the screen:\n${screen()}`);
}

const prompts = (text: string): number => (text.match(/^move number \(1-\d+, q to stop\):/gm) ?? []).length;

describe('a person playing in the terminal', () => {
  afterAll(() => {
    spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
    // The server leaves its socket file behind.
    rmSync(join(process.env['TMUX_TMPDIR'] ?? '/tmp', `tmux-${process.getuid?.() ?? 0}`, SOCKET), { force: true });
  });

  it('lists the legal moves by number, draws the board, shows the own hand only, plays the typed moves and stops on q', async () => {
    tmux('new-session', '-d', '-s', 'play', '-x', '220', '-y', '50', '-c', ROOT, `${process.execPath} ${BIN} play warsong --agents human,heuristic --seed 5; echo "exit code $?"; sleep 60`);
    let text = await waitFor((t) => prompts(t) === 1, 'the first prompt');
    expect(text).toContain('# P1: human with Clan Dýr Warband');
    expect(text).toMatch(/^ {2}\| turn 1, P1 to play$/m);
    expect(text).toMatch(/^ {2}your hand: (.+, ){4}.+$/m);
    expect(text).toMatch(/^ {3}1\. P1 plays .+ facing north$/m);
    // Three moves typed: a wrong entry first, then the numbers; the heuristic answers each.
    tmux('send-keys', '-t', 'play', 'x', 'Enter');
    await waitFor((t) => t.includes("'x' is not a move number"), 'the complaint about x');
    for (let move = 1; move <= 3; move++) {
      tmux('send-keys', '-t', 'play', String(move), 'Enter');
      text = await waitFor((t) => prompts(t) === move + 2, `the prompt after move ${move}`);
    }
    const mine = text.match(/^\[turn \d+\] P1: P1 plays .+$/gm) ?? [];
    const theirs = text.match(/^\[turn \d+\] P2: P2 plays .+$/gm) ?? [];
    expect(mine).toHaveLength(3);
    expect(theirs).toHaveLength(3);
    // The first move was number 1 of the first list.
    const firstChoice = /^ {3}1\. (P1 plays .+)$/m.exec(text)![1];
    expect(mine[0]).toBe(`[turn 1] P1: ${firstChoice}`);
    // Only the person's own hand is listed; the opponent's shows as a count on the board.
    expect(text.match(/your hand:/g)).toHaveLength(4);
    expect(text).toMatch(/^ {2}\| P2: score \d+ .*hand \d+/m);
    tmux('send-keys', '-t', 'play', 'q', 'Enter');
    text = await waitFor((t) => /exit code \d+/.test(t), 'the end of the program');
    expect(text).toContain('balance-lab: stopped by the player');
    expect(text).toContain('exit code 130');
  });
});
