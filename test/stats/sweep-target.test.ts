// A sweep brings the card's verdict measure into the band (src/stats/card-verdict.ts): the effect
// of holding it against a blank where it is ablated, its adjusted effect in random-deck runs,
// else the holder's win rate; and it says the value moves the target one way only where the
// paired changes between values show it (issue 44, item 5).

import { describe, expect, it } from 'vitest';
import { coinGame } from '../../src/games/coin/coin.js';
import { sweepFindings } from '../../src/report/sweep.js';
import type { ResolvedExperiment } from '../../src/experiment/resolved.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { SWEEP_SECTION } from '../../src/experiment/resolved.js';
import { playBatch } from '../../src/sim/worker.js';
import { AblationCollector } from '../../src/stats/ablation.js';
import { BLOCKS, blockSpan, CountLayout, totalOf } from '../../src/stats/counts.js';
import { designerSummary } from '../../src/stats/designer.js';
import { sweepSummary } from '../../src/stats/sweep.js';
import { cardsOf } from '../../src/core/facets.js';

async function played(spec: Record<string, unknown>) {
  const exp = await experimentFromSpec({ name: 'sweep', game: 'coin', randomDecks: true, agents: ['random'], ...spec });
  const p = prepareExperiment(exp);
  const blocks = new Float64Array(BLOCKS * p.layout.size);
  const span = blockSpan(exp.matches);
  for (let b = 0; b * span < exp.matches; b++) blocks.set(playBatch(p, b * span, Math.min(exp.matches, (b + 1) * span), null).counts, b * p.layout.size);
  return { exp, layout: p.layout, blocks, s: sweepSummary(exp, p.layout, blocks)! };
}

const VALUES = [-0.6, -0.3, 0, 0.3, 0.6];

describe('the target of a card sweep', () => {
  it('is the effect of holding the card against its blank where the card is ablated: zero where the value is the blank\'s, and the balancing value covers it', async () => {
    // The coin game's blank of a card has value 0: a value of 0 plays exactly like the blank.
    const { s, exp, layout, blocks } = await played({ matches: 4000, seed: 5, ablation: { cards: ['Ace'] }, sweep: { card: 'Ace', field: 'value', values: VALUES } });
    expect(s.target).toBe('ablation');
    expect(s.targetChosen).toBe(false);
    expect(s.goal).toBe(0);
    // As it is, the target is the card's ablation effect in the same run.
    const abl = designerSummary(exp, layout, blocks, totalOf(blocks, layout.size)).ablation[0]!;
    expect(s.asIs.value).toBeCloseTo(abl.diff, 5);
    const zero = s.points.find((p) => p.value === 0)!;
    expect(zero.target).toBe(0);
    expect(zero.targetLow).toBe(0);
    expect(s.trend).toBe('rises');
    const b = s.balancing!;
    expect(b.low!).toBeLessThanOrEqual(0);
    expect(b.high!).toBeGreaterThanOrEqual(0);
    expect(sweepFindings(s)[0]).toMatch(/^Target: the effect of holding the card against a blank of its kind \(ablation, points\), which decides an ablated card's verdict/);
  });

  it("is the card's adjusted effect in a random-deck run without ablation, balanced where the card is worth an average card", async () => {
    const set = cardsOf(coinGame).defaultSet();
    const others = set.data.filter((_, i) => set.cards[i]!.name !== 'Ace').map((c) => c.value);
    const truth = others.reduce((a, b) => a + b, 0) / others.length;
    const { s, exp, layout, blocks } = await played({ matches: 6000, seed: 11, sweep: { card: 'Ace', field: 'value', values: VALUES } });
    expect(s.target).toBe('adjusted effect');
    const card = designerSummary(exp, layout, blocks, totalOf(blocks, layout.size)).cards.find((c) => c.name === 'Ace')!;
    expect(s.asIs.value).toBe(card.adjusted!.diff);
    expect(s.copies).toBeCloseTo(card.meanCopies, 10);
    // The planted value (0.3) is the card as it is: its target is the adjusted effect itself.
    expect(s.points.find((p) => p.value === 0.3)!.target).toBeCloseTo(card.adjusted!.diff, 10);
    const b = s.balancing!;
    expect(b.low!).toBeLessThanOrEqual(truth);
    expect(b.high!).toBeGreaterThanOrEqual(truth);
    expect(sweepFindings(s)[0]).toMatch(/^Target: the card's adjusted effect \(points per copy, against an average card of the pool\), which decides a card's verdict in random-deck runs/);
  });

  it('is the holder\'s win rate with fixed decks, and the report says what would measure the card', async () => {
    const { s } = await played({ randomDecks: undefined, matches: 400, seed: 2, sweep: { card: 'Ace', field: 'value', values: [0, 0.3] } });
    expect(s.target).toBe('win rate');
    expect(sweepFindings(s)[0]).toMatch(/the rate of the decks the card is in, its company included\. The run has no causal measure of the card: with 'randomDecks: true' the sweep would target its adjusted effect/);
  });

  it('is refused where the run does not measure it, at the line of the target', async () => {
    const spec = { name: 's', game: 'coin', agents: ['random'], matches: 10, seed: 1 };
    await expect(experimentFromSpec({ ...spec, randomDecks: true, sweep: { card: 'Ace', field: 'value', values: [0, 1], target: 'ablation' } })).rejects.toThrow(/sweep\.target: target 'ablation' needs 'Ace' ablated in this run.*ablation: \{cards: \[\.\.\.\]\}/s);
    await expect(experimentFromSpec({ ...spec, sweep: { card: 'Ace', field: 'value', values: [0, 1], target: 'adjusted effect' } })).rejects.toThrow(/sweep\.target: target 'adjusted effect' needs a two-player run with 'randomDecks: true'/);
    await expect(experimentFromSpec({ ...spec, randomDecks: true, sweep: { tunable: 'seatAdvantage', values: [0, 1], target: 'ablation' } })).rejects.toThrow(/a tunable's sweep reads the first player's win rate/);
    await expect(experimentFromSpec({ ...spec, randomDecks: true, sweep: { card: 'Ace', field: 'value', values: [0, 1], target: 'adjusted' } })).rejects.toThrow(/sweep\.target: expected one of "ablation", "adjusted effect", "win rate", got "adjusted".*did you mean 'adjusted effect'/s);
  });
});

/**
 * A sweep's counts planted directly: per value, the holder's replay wins with probability
 * `wins[k]`%, against base matches that win half the time; 100 pairs per block.
 */
function planted(wins: readonly number[], values: readonly number[]) {
  let state = 12345;
  const uniform = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const layout = new CountLayout({ players: 2, agents: 1, decks: 1, lineups: 1 }, [new AblationCollector(values.length, SWEEP_SECTION)]);
  const offset = layout.offsetOf(SWEEP_SECTION);
  const units = layout.outcomes.units;
  const blocks = new Float64Array(BLOCKS * layout.size);
  for (let b = 0; b < BLOCKS; b++) {
    const counts = new Int32Array(layout.size);
    for (let k = 0; k < values.length; k++)
      for (let j = 0; j < 100; j++) {
        const base = j % 2 === 0 ? units : 0;
        const replay = uniform() * 100 < wins[k]! ? units : 0;
        AblationCollector.addPair(counts, offset, k, base, replay, units);
      }
    blocks.set(Float64Array.from(counts), b * layout.size);
  }
  const exp = { players: 2, bands: { decks: 0.05, cards: 0.03 }, ablate: [], sweep: { card: 'Jade Sentinel', id: 0, field: 'valor', values, target: 'win rate', targetChosen: true } } as unknown as ResolvedExperiment;
  return sweepSummary(exp, layout, blocks)!;
}

describe('the trend a sweep reports', () => {
  it('is none where every paired change lies inside its interval (no "falls with" for 50.7/50.0/50.4%)', () => {
    const s = planted([50.7, 50, 50.4], [150, 300, 600]);
    expect(s.trend).toBe('flat');
    expect(s.balancing).toBeNull();
    const text = sweepFindings(s).join(' ');
    expect(text).toMatch(/does not change measurably with valor between 150 and 600: every change between neighbouring values, and from the lowest to the highest \([-+]?\d+\.\d \[-?\d+\.\d, -?\d+\.\d\]\), lies inside its 95% interval\./);
    expect(text).not.toMatch(/rises|falls/);
  });

  it('is "not monotone" for a curve that falls and then rises, with no balancing value', () => {
    const s = planted([70, 30, 70], [1, 2, 3]);
    expect(s.trend).toBe('not monotone');
    expect(s.balancing).toBeNull();
    expect(s.points.every((p) => p.fit === null)).toBe(true);
    const text = sweepFindings(s).join(' ');
    expect(text).toMatch(/is not monotone in valor: it falls from 1 to 2 by -\d+\.\d \[-\d+\.\d, -\d+\.\d\]; it rises from 2 to 3 by \+\d+\.\d \[\d+\.\d, \d+\.\d\]/);
    expect(text).toContain('No single value balances it');
  });

  it('rises where the paired changes show it, and says which way to widen when the curve never meets the goal', () => {
    const s = planted([60, 70, 80], [0, 1, 2]);
    expect(s.trend).toBe('rises');
    expect(s.balancing!.value).toBeNull();
    const text = sweepFindings(s).join(' ');
    expect(text).toMatch(/The win rate rises with valor: from 0 to 1 by \+\d+\.\d \[\d+\.\d, \d+\.\d\]; from 1 to 2 by \+\d+\.\d \[/);
    expect(text).toContain('The fitted curve stays above 50.0% at every swept value of valor (0 to 2): try values below 0.');
    expect(text).not.toContain('none in the swept range');
  });
});
