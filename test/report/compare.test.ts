// `compare` after the designer's day of issue 44, item 6: card files edited in place between two
// runs, a `patch:`, and a buff that moves its deck-mates' win rates. The edit is named from the
// texts each run kept in its folder, a patch is named as a patch, and each card is judged by the
// measure that decides its verdict, its GP win-rate change beside it.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareCsv, compareMarkdown } from '../../src/report/compare.js';
import type { ResolvedExperiment } from '../../src/experiment/resolved.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import type { CardRow } from '../../src/stats/card-summary.js';
import { compareRuns } from '../../src/stats/run-comparison.js';
import type { Summary } from '../../src/stats/summary.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';
import { playSummary } from './play-summary.js';

const NAMES = ['Ace', 'Brick', 'Copper', 'Dagger', 'Ember', 'Flint', 'Garnet', 'Hollow', 'Iron', 'Jade'];
const cards = (ace: number): string => `cards:\n${NAMES.map((n) => `  - { name: ${n}, value: ${n === 'Ace' ? ace : 0} }`).join('\n')}\n`;
const spec = (extra = ''): string => `name: c\ngame: coin\ncards: set.cards.yaml\nrandomDecks: true\nagents: [heuristic]\nmatches: 600\nseed: 4\n${extra}`;

describe('compare across edits in place and patches', () => {
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    writeFile(dir, 'set.cards.yaml', cards(0.2));
    const run = async (file: string, text: string, out: string): Promise<void> => {
      const r = await cli(['run', writeFile(dir, file, text), '--workers', '1', '--out', join(dir, out), '--quiet'], dir);
      expect(r.code, r.stderr).toBe(0);
    };
    await run('a.yaml', spec(), 'ra');
    // The designer edits the card file in place, as docs/user/compare.md says, and runs again.
    writeFile(dir, 'set.cards.yaml', cards(0.6));
    await run('b.yaml', spec(), 'rb');
    await run('c.yaml', spec('patch:\n  Ace: { value: 0.9 }\n'), 'rc');
  }, 300_000);

  it('keeps the card texts each run played in its folder', () => {
    expect(JSON.parse(readFileSync(join(dir, 'ra', 'cards', 'index.json'), 'utf8'))).toEqual([join(dir, 'set.cards.yaml')]);
    expect(readFileSync(join(dir, 'ra', 'cards', '01-set.cards.yaml'), 'utf8')).toBe(cards(0.2));
    expect(readFileSync(join(dir, 'rb', 'cards', '01-set.cards.yaml'), 'utf8')).toBe(cards(0.6));
  });

  it('names an edit made in place after the first run', async () => {
    const r = await cli(['compare', join(dir, 'ra'), join(dir, 'rb'), '--out', join(dir, 'ab')], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/warning/);
    expect(r.stdout).toContain('- Ace: value 0.2 → 0.6');
    expect(r.stdout).not.toContain('edited in place');
    expect(existsSync(join(dir, 'ab', 'compare.html'))).toBe(true);
  });

  it('names a patch as a patch, with the value the files had', async () => {
    const r = await cli(['compare', join(dir, 'rb'), join(dir, 'rc'), '--out', join(dir, 'bc')], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/warning/);
    expect(r.stdout).toContain("- Ace: value 0.6 → 0.9 (the second run's patch)");
    expect(r.stdout).not.toContain('edited in place');
  });
});

describe('compare judges each card by the measure that decides its verdict', () => {
  let base: Summary;
  beforeAll(async () => {
    base = playSummary(await experimentFromSpec({ name: 'c', game: 'coin', randomDecks: true, agents: ['random'], matches: 200, seed: 5 }));
  });

  /** A run's summary with cards at these GP win rates and adjusted effects (points per copy). */
  const run = (rows: [string, number, number][]): Summary => {
    const row = base.balance.cards[0]!;
    const cards: CardRow[] = rows.map(([name, gp, adjusted]) => ({
      ...row,
      name,
      gp: { ...row.gp, rate: gp, low: gp - 0.015, high: gp + 0.015, games: 4000, effective: 4000 },
      adjusted: { ...row.adjusted!, diff: adjusted, low: adjusted - 0.012, high: adjusted + 0.012, se: 0.006 },
    }));
    return { ...base, balance: { ...base.balance, cards, ablation: [] } };
  };

  it('shows a buffed card changed by its adjusted effect, and its deck-mate changed in GP win rate only', () => {
    // Sansurian Longbow buffed; Sansurian Veteran, in the same faction's decks, wins more with it.
    const before = run([['Sansurian Longbow', 0.45, -0.01], ['Sansurian Veteran', 0.44, -0.02], ['Hill Giant', 0.55, 0.03]]);
    const after = run([['Sansurian Longbow', 0.6, 0.08], ['Sansurian Veteran', 0.522, -0.018], ['Hill Giant', 0.54, 0.029]]);
    // The buff is the second run's patch: the comparison knows which card was edited.
    const exp = (patch: unknown[]) => ({ patch }) as unknown as ResolvedExperiment;
    const side = (summary: Summary, patch: unknown[]) => ({ summary, exp: exp(patch), blocks: null, cards: null, texts: [], kept: true });
    const r = compareRuns(side(before, []), side(after, [{ card: 'Sansurian Longbow', fields: { valor: 4 } }]));
    expect(r.cardEdits).toEqual(["Sansurian Longbow: valor - → 4 (the second run's patch)"]);
    expect(r.cards[0]).toMatchObject({ card: 'Sansurian Longbow', measure: 'adjusted effect', change: { changed: true } });
    expect(r.cards.slice(1).map((c) => [c.card, c.measure, c.change.changed]).sort()).toEqual([
      ['Hill Giant', 'adjusted effect', false],
      ['Sansurian Veteran', 'adjusted effect', false],
    ]);
    const md = compareMarkdown(r);
    const veteran = md.split('\n').find((l) => l.startsWith('| Sansurian Veteran |'))!;
    // Against the unedited cards (mean +0.5 before, +0.55 after) the Veteran's effect moves +0.15
    // points, with an interval from the two runs' (half-width 1.2 points each); its GP +8.2.
    expect(veteran).toMatch(/^\| Sansurian Veteran \| adjusted effect \| -2\.5 \| -2\.4 \| \+0\.2 \| \[-1\.5, 1\.8\] \| [0-9.]+ \| 44\.0% → 52\.2% \(\+8\.2 \[\d+\.\d, \d+\.\d\]\) \| -2\.5 → -2\.4 \(\+0\.2 \[-1\.5, 1\.8\]\) \| [^|]+ \|  \|$/);
    expect(md.split('\n').find((l) => l.startsWith('| Sansurian Longbow |'))).toMatch(/\| changed \|$/);
    const csv = compareCsv(r).split('\n');
    const head = csv[0]!.split(',');
    const decides = (kind: string, card: string): string => csv.find((l) => l.startsWith(`${kind},${card},`))!.split(',')[head.indexOf('decides')]!;
    expect(decides('adjusted effect', 'Sansurian Veteran')).toBe('true');
    expect(decides('cards', 'Sansurian Veteran')).toBe('false');
  });
});
