// A person plays a few moves of Warsong and of Gloom of Gods against the heuristic in a real
// terminal: tmux runs `play --agents human,heuristic`, the test types move numbers (a long list
// step by step: card or unit, then place, then facing) and reads the screen. `npm test`
// installs Debian's tmux first when it is missing (scripts/ensure-system-packages.sh).

import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers.js';

/** A tmux server of this test's own, so no user's sessions are touched. */
const SOCKET = `balance-lab-test-${process.pid}`;
const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
let session = 'play';
const screen = (): string => tmux('capture-pane', '-p', '-J', '-S', '-5000', '-t', session);
const type = (keys: string): void => void tmux('send-keys', '-t', session, keys, 'Enter');

async function waitFor(what: (text: string) => boolean, label: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const text = screen();
    if (what(text)) return text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${label}; the screen:\n${screen()}`);
}

/** First-step prompts (a new decision); later steps of one decision also offer 'b'. */
const prompts = (text: string): number => (text.match(/^move number \(1-\d+, q to stop\):/gm) ?? []).length;
const allPrompts = (text: string): number => (text.match(/^move number \(1-\d+(, b to go back)?, q to stop\):/gm) ?? []).length;

/** Types `first` at a decision's first step and 1 at each later step, until the next decision's first prompt. */
async function playMove(first: string): Promise<string> {
  const before = screen();
  const decisions = prompts(before);
  let asked = allPrompts(before);
  type(first);
  for (;;) {
    const text = await waitFor((t) => allPrompts(t) > asked || /exit code \d+/.test(t), 'the next prompt');
    if (prompts(text) > decisions || /exit code \d+/.test(text)) return text;
    asked = allPrompts(text);
    type('1');
  }
}

function start(name: string, args: string): void {
  session = name;
  tmux('new-session', '-d', '-s', name, '-x', '250', '-y', '50', '-c', ROOT, `${process.execPath} ${BIN} ${args}; echo "exit code $?"; sleep 60`);
}

describe('a person playing in the terminal', () => {
  afterAll(() => {
    spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
    // The server leaves its socket file behind.
    rmSync(join(process.env['TMUX_TMPDIR'] ?? '/tmp', `tmux-${process.getuid?.() ?? 0}`, SOCKET), { force: true });
  });

  it('lists the legal moves by number, draws the board, shows the own hand only, plays the typed moves and stops on q', async () => {
    start('warsong', 'play warsong --agents human,heuristic --seed 5');
    let text = await waitFor((t) => prompts(t) === 1, 'the first prompt');
    expect(text).toContain('# P1: human with Clan Dýr Warband');
    expect(text).toMatch(/^ {2}\| turn 1, P1 to play$/m);
    expect(text).toMatch(/^ {2}your hand: (.+, ){4}.+$/m);
    // A placement is asked in steps: the card, then the cell and facing.
    expect(text).toMatch(/^ {2}1\. P1 plays .+ \.\.\. \(\d+ moves\)$/m);
    // Three moves typed: a wrong entry first, then the numbers; the heuristic answers each.
    type('x');
    await waitFor((t) => t.includes("'x' is not a move number"), 'the complaint about x');
    for (let move = 1; move <= 3; move++) text = await playMove(String(move));
    const mine = text.match(/^\[turn \d+\] P1: P1 plays .+$/gm) ?? [];
    const theirs = text.match(/^\[turn \d+\] P2: P2 plays .+$/gm) ?? [];
    expect(mine).toHaveLength(3);
    expect(theirs).toHaveLength(3);
    // The first move was the first card of the first list, then the first cell and facing offered for it.
    const card = /^ {2}1\. (P1 plays .+) \.\.\. \(\d+ moves\)$/m.exec(text)![1];
    const where = /^P1, your move: .+ \.\.\.\n {2}1\. (.+)$/m.exec(text)![1];
    expect(mine[0]).toBe(`[turn 1] P1: ${card} ${where}`);
    // Only the person's own hand is listed; the opponent's shows as a count on the board.
    expect(text.match(/your hand:/g)).toHaveLength(4);
    expect(text).toMatch(/^ {2}\| P2: score \d+ .*hand \d+/m);
    type('q');
    text = await waitFor((t) => /exit code \d+/.test(t), 'the end of the program');
    expect(text).toContain('balance-lab: stopped by the player');
    expect(text).toContain('exit code 130');
  });

  it('Gloom: draws the hex map with its legend, names the gambits, and asks a placement hex first, then facing', async () => {
    start('gloom', 'play gloom --agents human,heuristic --seed 3');
    let text = await waitFor((t) => prompts(t) === 1, 'the first prompt');
    expect(text).toMatch(/^ {2}\| {6}A {3}B {3}C {3}D {3}E {3}F {3}G {3}H {3}I$/m);
    expect(text).toMatch(/^ {2}\| {3}units: P1 a b c\.\.\., P2 A B C\.\.\.; arrow = facing/m);
    expect(text).toMatch(/^ {2}1\. P1 chooses the gambits Hold the Line and Steady Ranks$/m);
    text = await playMove('1');
    expect(text).toMatch(/^ {2}1\. P1 deploys Shield Wardens \[a\]$/m);
    type('1');
    text = await waitFor((t) => t.includes('P1, your move: P1 places Shield Wardens [a] ...'), 'the hexes');
    expect(text).toMatch(/^ {2}12\. at C2 \.\.\. \(6 moves\)$/m);
    type('12');
    text = await waitFor((t) => t.includes('P1, your move: P1 places Shield Wardens [a] at C2 ...'), 'the facings');
    expect(text).toMatch(/^ {2}6\. facing south-east$/m);
    type('6');
    text = await waitFor((t) => prompts(t) === 4, 'the next decision');
    expect(text).toContain('P1: P1 places Shield Wardens [a] at C2 facing south-east');
    expect(text).toMatch(/^ {2}\| {3}2 {4}\. {3}\. {3}a↘/m);
    expect(text).toMatch(/^ {2}\| {3}a {2}P1 Shield Wardens +C2 +facing SE {2}wounds 0\/4 {2}morale 3$/m);
    type('q');
    text = await waitFor((t) => /exit code \d+/.test(t), 'the end of the program');
    expect(text).toContain('exit code 130');
  });
});
