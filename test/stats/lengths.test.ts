// Match length in the report, checked against the lengths it summarises (issue 44, item 1: a
// median and 90th percentile of decisions that read 256 for matches of 340 and 481 decisions).

import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import type { MatchPlan } from '../../src/experiment/schedule.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS, CountLayout } from '../../src/stats/counts.js';
import type { LengthStats } from '../../src/stats/summary.js';
import { summarize } from '../../src/stats/summary.js';

/** The figures as the report defines them, from the raw lengths. */
function expected(lengths: readonly number[]): Omit<LengthStats, 'histogram' | 'p10'> & { p10: number } {
  const s = [...lengths].sort((a, b) => a - b);
  const n = s.length;
  const rank = (q: number): number => s[Math.ceil(q * n) - 1]!;
  const median = n % 2 === 1 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
  return { mean: Number((s.reduce((a, b) => a + b, 0) / n).toFixed(6)), median, p10: rank(0.1), p90: rank(0.9), max: s[n - 1]! };
}

describe('match length', () => {
  it('gives the mean, median, 10th and 90th percentiles and maximum of the lengths counted, however long', () => {
    // Lengths on both sides of the old 256 cap, and an even count (the median is a mean of two).
    const lengths = [12, 40, 255, 256, 300, 340, 341, 481, 512, 763, 1999, 2047];
    const layout = new CountLayout({ players: 2, agents: 1, decks: 1, lineups: 1 });
    const counts = new Int32Array(layout.size);
    const plan: MatchPlan = { index: 0, seed: 1, lineup: 0, agents: [0, 0], decks: [0, 0] } as unknown as MatchPlan;
    for (const d of lengths) layout.outcomes.record(counts, 0, { plan, shareUnits: [2, 0], tiedBest: false, turns: Math.ceil(d / 10), decisions: d, endReason: 'normal' });
    const blocks = new Float64Array(BLOCKS * layout.size);
    blocks.set(Float64Array.from(counts));
    const exp = { name: 'x', game: 'coin', variant: 'standard', cards: [], cardFiles: [], decks: [{ name: '', cards: [] }], agents: [{ label: 'a', spec: { type: 'random' } }], players: 2, matches: lengths.length, seed: 1, bands: { decks: 0.05, cards: 0.03 }, ablate: [], randomDecks: false } as never;
    const s = summarize(exp, layout, blocks, []);
    const { histogram, ...figures } = s.decisions;
    expect(figures).toEqual(expected(lengths));
    expect(figures.median).toBe(340.5);
    expect(histogram.reduce((n, [, c]) => n + c, 0)).toBe(lengths.length);
    expect(s.turns.max).toBe(205);
  });

  it('matches the records of a Warlords run, whose matches last hundreds of decisions', async () => {
    const exp = await experimentFromSpec({ name: 'lengths', game: 'warlords', randomDecks: true, agents: ['heuristic'], matches: 64, seed: 3 });
    const p = prepareExperiment(exp);
    const batch = playBatch(p, 0, exp.matches, null, true);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    blocks.set(Float64Array.from(batch.counts));
    const s = summarize(exp, p.layout, blocks, []);
    const records = batch.records!.trim().split('\n').map((l) => JSON.parse(l) as { decisions: number; turns: number });
    expect(records).toHaveLength(exp.matches);
    const decisions = records.map((r) => r.decisions);
    // The case that read "median 256, 90% <= 256": most matches are longer than 256 decisions.
    expect(decisions.filter((d) => d > 256).length).toBeGreaterThan(exp.matches / 2);
    const { histogram: _d, ...d } = s.decisions;
    expect(d).toEqual(expected(decisions));
    const { histogram: _t, ...t } = s.turns;
    expect(t).toEqual(expected(records.map((r) => r.turns)));
  });
});
