// Sweeps on the coin game, where the truth is known: a match is one Bernoulli draw on
// logistic(own deck values - the opponent's + seat term), so with random decks the holder of a
// card wins half its paired matches exactly when the card's value equals the mean value of the
// other cards (each side's other cards come from the same pool; the seat term cancels over seats).

import { describe, expect, it } from 'vitest';
import { coinGame } from '../../src/games/coin/coin.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import { crossing, isotonic, sweepSummary } from '../../src/stats/sweep.js';
import { cardsOf } from '../../src/core/facets.js';

async function sweepRun(spec: Record<string, unknown>) {
  const exp = await experimentFromSpec({ name: 'sweep', game: 'coin', randomDecks: true, agents: ['random'], ...spec });
  const p = prepareExperiment(exp);
  const blocks = new Float64Array(BLOCKS * p.layout.size);
  const span = blockSpan(exp.matches);
  for (let b = 0; b * span < exp.matches; b++) blocks.set(playBatch(p, b * span, Math.min(exp.matches, (b + 1) * span), null).counts, b * p.layout.size);
  return sweepSummary(exp, p.layout, blocks)!;
}

describe('sweep', () => {
  it('recovers the value that balances a planted card (Ace, 0.30) within its interval', async () => {
    const set = cardsOf(coinGame).defaultSet();
    const others = set.data.filter((_, i) => set.cards[i]!.name !== 'Ace').map((c) => c.value);
    const truth = others.reduce((a, b) => a + b, 0) / others.length; // -0.027
    const s = await sweepRun({ matches: 6000, seed: 11, sweep: { card: 'Ace', field: 'value', values: [-0.6, -0.3, 0, 0.3, 0.6], target: 'win rate' } });
    expect(s.target).toBe('win rate');
    expect(s.trend).toBe('rises');
    expect(s.base.pairs).toBeGreaterThan(2000);
    // The planted value is the base: its row has no change and the base's rate.
    const at = (v: number) => s.points.find((p) => p.value === v)!;
    expect(at(0.3).differing).toBe(0);
    expect(at(0.3).rate).toBeCloseTo(s.base.rate, 10);
    // Lower values lose more, and the paired intervals exclude zero away from the planted value.
    expect(at(-0.6).effectHigh).toBeLessThan(0);
    expect(at(0.6).effectLow).toBeGreaterThan(0);
    const b = s.balancing!;
    expect(b.value).not.toBeNull();
    expect(b.low).not.toBeNull();
    expect(b.high).not.toBeNull();
    expect(b.low!).toBeLessThanOrEqual(truth);
    expect(b.high!).toBeGreaterThanOrEqual(truth);
    expect(b.high! - b.low!).toBeLessThan(0.3); // an interval that says something
    expect(b.value!).toBeGreaterThan(b.low!);
    expect(b.value!).toBeLessThan(b.high!);
    // The band's values surround the balancing value.
    expect(s.inBand!.low!).toBeLessThan(b.value!);
    expect(s.inBand!.high!).toBeGreaterThan(b.value!);
  });

  it('sweeps a rule parameter the game declares tunable: the seat term that makes the first seat fair (0) is inside the interval in most runs', async () => {
    // Decks rotate through the seats, so the first seat's win rate is exactly 50% at
    // seatAdvantage 0 (the planted value is 0.1). A 95% interval may miss now and then: of 12
    // independent runs, at least 10 must cover the truth.
    let covered = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = await sweepRun({ matches: 1500, seed, sweep: { tunable: 'seatAdvantage', values: [-0.4, -0.2, 0, 0.2, 0.4] } });
      expect(s.card).toBeNull();
      expect(s.base.pairs).toBe(1500); // every match, seen from the first seat
      expect(s.trend).toBe('rises');
      const b = s.balancing!;
      expect(b.high! - b.low!).toBeLessThan(0.5);
      if (b.low! <= 0 && b.high! >= 0) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(10);
  });

  it('refuses a tunable the game does not declare, with the nearest name', async () => {
    await expect(experimentFromSpec({ name: 's', game: 'coin', randomDecks: true, agents: ['random'], matches: 10, seed: 1, sweep: { tunable: 'seatAdvantge', values: [0, 1] } })).rejects.toThrow(/declares no tunable 'seatAdvantge'.*did you mean 'seatAdvantage'/);
  });

  it('refuses a value the card schema refuses, at its own line', async () => {
    await expect(experimentFromSpec({ name: 's', game: 'coin', randomDecks: true, agents: ['random'], matches: 10, seed: 1, sweep: { card: 'Ace', field: 'value', values: [0, 9] } })).rejects.toThrow(/sweep\.values\[1\]: value 9 of 'Ace'/);
    await expect(experimentFromSpec({ name: 's', game: 'coin', randomDecks: true, agents: ['random'], matches: 10, seed: 1, sweep: { card: 'Acee', field: 'value', values: [0, 1] } })).rejects.toThrow(/unknown card 'Acee'.*did you mean 'Ace'/);
  });

  it('takes a dotted field with values that are not numbers, and refuses each value the card format refuses, at its own line', async () => {
    const spec = { name: 's', game: 'warsong', randomDecks: true, agents: ['random'], matches: 10, seed: 1 };
    const exp = await experimentFromSpec({ ...spec, sweep: { card: 'Stout-Paw Alpha', field: 'quadrants.front', values: ['Empty', 'Magic'] } });
    expect(exp.sweep).toMatchObject({ card: 'Stout-Paw Alpha', field: 'quadrants.front', values: ['Empty', 'Magic'] });
    await expect(experimentFromSpec({ ...spec, sweep: { card: 'Stout-Paw Alpha', field: 'quadrants.front', values: ['Empty', 'Magik'] } })).rejects.toThrow(/sweep\.values\[1\]: quadrants\.front "Magik" of 'Stout-Paw Alpha'/);
  });

  it('fits a monotone curve by pooling adjacent violators, and finds where it meets a level', () => {
    expect(isotonic([0.1, 0.3, 0.2, 0.5], [1, 1, 1, 1], true)).toEqual([0.1, 0.25, 0.25, 0.5]);
    expect(isotonic([0.5, 0.6, 0.2], [1, 3, 1], false)).toEqual([0.575, 0.575, 0.2]);
    expect(crossing([0, 1, 2], [0.4, 0.45, 0.6], 0.5)).toBeCloseTo(1 + 1 / 3, 10);
    expect(crossing([0, 1, 2], [0.4, 0.45, 0.48], 0.5)).toBeNull();
    expect(crossing([0, 1, 2, 3], [0.4, 0.5, 0.5, 0.6], 0.5)).toBe(1.5);
  });
});

describe('sweep report', () => {
  it('writes sweep.md, sweep.html with its chart, and sweep.csv with one row per value', async () => {
    const { writeSweepReport } = await import('../../src/report/sweep.js');
    const { tempDir } = await import('../support/temp-dir.js');
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const s = await sweepRun({ matches: 400, seed: 2, sweep: { card: 'Brick', field: 'value', values: [-0.3, 0, 0.3], target: 'win rate' } });
    const dir = tempDir('bl-sweep-');
    await writeSweepReport(dir, s, 'test');
    const md = readFileSync(join(dir, 'sweep.md'), 'utf8');
    expect(md).toContain("# Sweep of Brick's value");
    expect(md).toMatch(/The fitted curve meets 50\.0% at value /);
    expect(readFileSync(join(dir, 'sweep.html'), 'utf8')).toContain('<svg');
    const csv = readFileSync(join(dir, 'sweep.csv'), 'utf8').trim().split('\n');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toMatch(/^-0\.3,\d+,0,/); // Brick's own value: no replay differs
  });
});
