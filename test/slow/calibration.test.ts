// A/A calibration: a card set whose cards are identical in effect must not look unbalanced.
// Fixed seed, 40 cards: at most one flag, at most 7 cards with unadjusted p < 0.05 for GP win
// rate against 50%, and ablation by an identical filler changes no match. The benchmark
// version (BALANCE_LAB_SLOW_SCALE=1) repeats the run over 20 seeds and reports the share of
// runs with any flag, with its interval.

import { cumulativeStdNormalProbability } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { matchSeed, Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { coinGame } from '../../src/games/coin/coin.js';
import { playAblationPair } from '../support/ablation-pair.js';
import { wilson } from '../../src/stats/wilson.js';
import { coinSet, randomDeckCardRows, slowScale } from '../support/coin-sim.js';
import { balanceOf, cardsOf } from '../../src/core/facets.js';

const names = Array.from({ length: 40 }, (_, i) => `Card ${String(i + 1).padStart(2, '0')}`);
const identical = coinSet(Object.fromEntries(names.map((n) => [n, 0])), 0.1);
const matches = Math.max(4000, Math.round(40_000 * slowScale()));

function unadjustedSignificant(rows: ReturnType<typeof randomDeckCardRows>): number {
  return rows.filter((r) => {
    const se = Math.sqrt(0.25 / r.gp.effective);
    const z = Math.abs(r.gp.rate - 0.5) / se;
    return 2 * (1 - cumulativeStdNormalProbability(z)) < 0.05;
  }).length;
}

describe('A/A calibration on identical cards', () => {
  it(`flags at most one card and finds at most 7 unadjusted p < 0.05 (${matches} matches)`, () => {
    const rows = randomDeckCardRows(identical, matches, 2026);
    const flagged = rows.filter((r) => r.flag.verdict === 'too strong' || r.flag.verdict === 'too weak');
    expect(flagged.length).toBeLessThanOrEqual(1);
    expect(unadjustedSignificant(rows)).toBeLessThanOrEqual(7);
  });

  it('ablation by an identical filler changes no match', () => {
    const card = 0;
    const ablated = balanceOf(coinGame).ablationFiller!(identical, card);
    const agents = (seed: number) => [0, 1].map((p) => createAgent('random', { game: coinGame, rng: new Rng(seed, STREAM_AGENT + p) }));
    let pairs = 0;
    for (let i = 0; i < 2000; i++) {
      const seed = matchSeed(4, i);
      const rng = new Rng(seed, 40);
      const decks = [cardsOf(coinGame).randomDeck(identical, rng, 'standard'), cardsOf(coinGame).randomDeck(identical, rng, 'standard')];
      if (!decks[0]!.includes(card) || decks[1]!.includes(card)) continue;
      const pair = playAblationPair(coinGame, identical, ablated, 'standard', decks, seed, 0, agents);
      expect(pair.ablated).toBe(pair.base);
      pairs++;
    }
    expect(pairs).toBeGreaterThan(100);
  });

  it.runIf(slowScale() >= 1)('over 20 seeds, runs with any flag are at most 5% (benchmark)', () => {
    let withFlag = 0;
    const seeds = 20;
    for (let s = 0; s < seeds; s++) {
      const rows = randomDeckCardRows(identical, matches, 100 + s);
      if (rows.some((r) => r.flag.verdict === 'too strong' || r.flag.verdict === 'too weak')) withFlag++;
    }
    const w = wilson(withFlag, seeds);
    console.log(`A/A: ${withFlag}/${seeds} runs with a flag = ${(100 * w.rate).toFixed(1)}% [${(100 * w.low).toFixed(1)}, ${(100 * w.high).toFixed(1)}]`);
    expect(withFlag / seeds).toBeLessThanOrEqual(0.05);
  });
});
