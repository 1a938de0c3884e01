// Confirmation and agent blind spots inside a run (issue 42), on a planted setup whose truth is
// known: in Warlords, Exiled Warband's Berserker and Ork Warrior are made 12/12, and the run's
// agent is the heuristic blinded to them and four other Exiled troops. Blinded, Exiled loses
// almost every match (Theridom Host "too strong"); the heuristic itself, confirming, plays the
// 12/12s and Exiled wins: every flag reverses, so none may stand in "Fix these first". The
// blinded cards look dead, and the run's own blind-spot check (the heuristic as search agent)
// must tell them as the agent's blind spots, not as dead cards.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmedFinding } from '../../src/stats/confirm.js';
import { confirmOutcome, outcomeCounts } from '../../src/stats/confirm.js';
import { matchesForHalfWidth } from '../../src/stats/confirm-size.js';
import { pct, pctSpan } from '../../src/stats/format.js';
import type { Summary } from '../../src/stats/summary.js';
import { cli, tempDir, writeFile } from './helpers.js';

const BLINDED = ['Berserker', 'Ork Warrior', 'Goblin Raider', 'Troll', 'Ogre', 'Dwarf Defender'];
const EXPERIMENT = `name: planted-blind
game: warlords
decks: [Exiled Warband, Theridom Host]
patch:
  Berserker: {atk: 12, hp: 12}
  Ork Warrior: {atk: 12, hp: 12}
agents: [{type: blinded, agent: heuristic, never: [${BLINDED.join(', ')}], label: blind-heuristic}]
confirmWith: [heuristic]
blindSpotCheck: {agent: heuristic, fastMatches: 120, searchMatches: 80}
matches: 96
seed: 1
`;

const csvRows = (file: string): Record<string, string>[] => {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const keys = head!.split(',');
  // The planted run's names hold no commas.
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i]!, v])));
};

describe('a run confirmed by a stronger agent, with a blinded agent of known blind spots', () => {
  let dir: string;
  let summary: Summary;
  let md: string;
  beforeAll(async () => {
    const root = tempDir();
    const file = writeFile(root, 'planted.yaml', EXPERIMENT);
    dir = join(root, 'run');
    const r = await cli(['run', file, '--workers', '1', '--quiet', '--out', dir], root);
    expect(r.code, r.stderr).toBe(0);
    summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary;
    md = readFileSync(join(dir, 'report.md'), 'utf8');
  }, 300_000);

  it('finds the blinded flags reversed under the heuristic, and keeps them out of "Fix these first"', () => {
    const c = summary.confirmation!;
    expect(c.agents).toEqual([{ label: 'heuristic', matches: 96 }]);
    const theridom = c.findings.find((f) => f.kind === 'deck' && f.name === 'Theridom Host')!;
    expect(theridom.verdict).toBe('too strong');
    expect(theridom.under[0]!.outcome).toBe('reverses');
    // No flagged finding holds here: each one that reverses is absent from the list.
    const fixFirst = md.includes('## Fix these first') ? md.split('## Fix these first')[1]!.split('## Findings')[0]! : '';
    for (const f of c.findings.filter((x) => x.under.some((u) => u.outcome === 'reverses'))) expect(fixFirst).not.toContain(f.name);
    const finding = md.split('\n').find((l) => l.startsWith('- Theridom Host (deck'))!;
    expect(finding).toContain(`Confirmation: under heuristic it reverses (${pct(theridom.under[0]!.estimate)} ${pctSpan(theridom.under[0]!.low!, theridom.under[0]!.high!)}).`);
    expect(finding).toContain('Left out of "Fix these first": heuristic finds the opposite, so the flag may be how blind-heuristic plays rather than the deck itself.');
  });

  it("says in the Confirmation section and confirmation.csv exactly what summary.json holds", () => {
    const c = summary.confirmation!;
    const n = outcomeCounts(c)[0]!;
    expect(md).toContain(`Of the ${c.findings.length} flagged findings: heuristic: ${n.holds} hold, ${n.reverses} reverse, ${n.undetermined} undetermined.`);
    const rows = csvRows(join(dir, 'confirmation.csv'));
    expect(rows).toHaveLength(c.findings.length);
    c.findings.forEach((f: ConfirmedFinding, k) => {
      const row = rows[k]!;
      const u = f.under[0]!;
      expect(row).toMatchObject({ kind: f.kind, name: f.name, verdict: f.verdict, confirming_agent: 'heuristic', outcome: u.outcome });
      expect(Number(row['estimate'])).toBeCloseTo(f.estimate, 6);
      expect(Number(row['confirming_estimate'])).toBeCloseTo(u.estimate!, 6);
      expect(Number(row['confirming_low'])).toBeCloseTo(u.low!, 6);
      // The outcome is the rule's on the recorded interval.
      expect(u.outcome).toBe(confirmOutcome(f.verdict === 'too strong' ? 1 : -1, f.nullValue, { low: u.low!, high: u.high! }));
      // The run's own figure is its decks or factions table's.
      const own = (f.kind === 'deck' ? summary.balance.decks : summary.balance.factions).find((g) => g.name === f.name)!;
      expect([f.estimate, f.low, f.high]).toEqual([own.rate, own.low, own.high]);
      expect(md).toContain(`|${f.name} (${f.kind}): ${f.verdict} by win rate|${pct(f.estimate)} ${pctSpan(f.low, f.high)}|heuristic|${pct(u.estimate)} ${pctSpan(u.low!, u.high!)}|${u.outcome}|`);
    });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<h2>Confirmation</h2>');
  });

  it('tells the blinded cards as the agent\'s blind spots, with what the check cost, never as dead', () => {
    const b = summary.blindSpots!;
    expect(b.fast).toEqual({ label: 'blind-heuristic', matches: 120 });
    expect(b.search).toEqual({ label: 'heuristic', matches: 80 });
    const dead = new Set(summary.balance.cards.filter((c) => c.dead).map((c) => c.name));
    expect(b.rows.map((r) => r.name).every((n) => dead.has(n))).toBe(true);
    const berserker = b.rows.find((r) => r.name === 'Berserker')!;
    expect(berserker.fast!.used).toBe(0);
    expect(berserker.verdict).not.toBe('none');
    const section = md.split('## Agent blind spots')[1]!.split('\n## ')[0]!;
    expect(section).toContain('blind-heuristic played 120 matches against itself and heuristic 80, 200 matches in all');
    for (const r of b.rows.filter((x) => x.verdict !== 'none')) {
      expect(section).toContain(`- ${r.name} (battle), ${r.verdict === 'blind spot' ? 'blind spot' : 'possible blind spot (more matches would decide)'}: blind-heuristic ${r.use} it in ${pct(r.fast!.rate)} ${pctSpan(r.fast!.low, r.fast!.high)} of the ${r.fast!.games} games that held it, heuristic in ${pct(r.search!.rate)} ${pctSpan(r.search!.low, r.search!.high)} of ${r.search!.games}.`);
      expect(md).not.toContain(`${r.name} looks dead`);
    }
    expect(md.split('## Fix these first')[1]?.split('## Findings')[0] ?? '').not.toContain('Berserker');
  });
});

describe('the confirm option', () => {
  it('sizes the run for the half-width asked, and says the agent, matches and extra time before playing', async () => {
    const root = tempDir();
    const file = writeFile(root, 'c.yaml', 'name: c\ngame: coin\nrandomDecks: true\nagents: [random]\nconfirm: {agent: heuristic, halfWidth: 0.1}\nblindSpotCheck: false\nmatches: 40\nseed: 3\n');
    const r = await cli(['run', file, '--workers', '1', '--out', join(root, 'run')], root);
    expect(r.code, r.stderr).toBe(0);
    // Coin's cards have no factions: one group, two seats a match, one lineup.
    const matches = matchesForHalfWidth(0.1, 0.5, 1, 2, 2);
    expect(r.stderr).toMatch(new RegExp(`^confirm: heuristic, ${matches} matches for ±\\d+\\.\\d points on a win rate over all its games; about [\\d.]+ (s|min) more on 1 worker\\.$`, 'm'));
    expect(r.stderr.indexOf('confirm: heuristic')).toBeLessThan(r.stderr.indexOf('running c:'));
    const s = JSON.parse(readFileSync(join(root, 'run', 'summary.json'), 'utf8')) as Summary;
    expect(s.confirmation!.agents).toEqual([{ label: 'heuristic', matches }]);
  });

  it('refuses bad values before anything is played, one line each', async () => {
    const root = tempDir();
    const base = 'name: c\ngame: coin\nagents: [random]\nmatches: 10\nseed: 1\n';
    const cases: [string, string][] = [
      ['confirm: yes\n', "c.yaml:6:10 confirm: expected 'auto' or a mapping such as {agent: mcts-200, halfWidth: 0.05}"],
      ['confirm: {halfWidth: 2}\n', 'c.yaml:6:22 confirm.halfWidth: expected a number at most 0.25, got 2'],
      ['confirm: {agent: mcts-2000}\n', "c.yaml:6:18 confirm.agent: unknown agent 'mcts-2000' (did you mean 'mcts-200'"],
      ['confirm: auto\nconfirmWith: [heuristic]\n', "c.yaml:6:10 confirm: 'confirm' and 'confirmWith' exclude each other"],
      ['confirm: {matches: 100, halfWidth: 0.05}\n', "confirm.halfWidth: 'matches' and 'halfWidth' both set the confirmation's size (give one of them)"],
    ];
    for (const [extra, message] of cases) {
      const r = await cli(['run', writeFile(root, 'c.yaml', base + extra), '--out', join(root, 'none')], root);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
