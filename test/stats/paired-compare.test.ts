import { describe, expect, it } from 'vitest';
import { matchSeed, Rng } from '../../src/core/rng.js';
import type { CoinCardSet } from '../../src/games/coin/cards.js';
import { coinGame } from '../../src/games/coin/coin.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import type { RunBlocks } from '../../src/stats/compare-items.js';
import { itemSeries } from '../../src/stats/compare-items.js';
import { BLOCKS, blockSpan, CountLayout } from '../../src/stats/counts.js';
import { medianWidthRatio, pairedChanges, pairedRateChange } from '../../src/stats/paired-compare.js';
import { coinSet, playCoin } from '../support/coin-sim.js';
import { cardsOf } from '../../src/core/facets.js';

const BASE: Record<string, number> = { Ace: 0.3, Brick: -0.3, Copper: 0, Dagger: 0.1, Ember: -0.1, Flint: 0, Garnet: 0.05, Hollow: -0.05, Iron: 0, Jade: 0, Kelp: 0.15, Lint: -0.15 };

/** A random-deck run of the coin game counted into blocks as the runner does: seat-swapped pairs share decks; match i has seed i. */
function run(set: CoinCardSet, matches: number, seed: number): RunBlocks {
  const impact = new CardImpactCollector(set.cards.length, 2);
  const layout = new CountLayout({ players: 2, agents: 1, decks: 1, lineups: 1 }, [impact]);
  const blocks = new Float64Array(BLOCKS * layout.size);
  const counts = new Int32Array(layout.size);
  const span = blockSpan(matches);
  const at = layout.offsetOf('cards');
  let decks: number[][] = [];
  for (let i = 0; i < matches; i++) {
    const plan = { lineup: 0, rotation: i % 2, agents: [0, 0], decks: [0, 0] };
    if (i % 2 === 0) {
      const rng = new Rng(matchSeed(seed ^ 0x5eed, i >> 1), 40);
      decks = [cardsOf(coinGame).randomDeck(set, rng, 'standard'), cardsOf(coinGame).randomDeck(set, rng, 'standard')];
    }
    counts.fill(0);
    const r = playCoin(set, i % 2 === 0 ? decks : [decks[1]!, decks[0]!], matchSeed(seed, i), impact.sink(counts, at, plan));
    const m = { plan, shareUnits: r.map((x) => x * 2), tiedBest: false, turns: 6, decisions: 6, endReason: 'normal' };
    layout.outcomes.record(counts, 0, m);
    impact.record(counts, at, m);
    const o = Math.floor(i / span) * layout.size;
    for (let k = 0; k < layout.size; k++) blocks[o + k]! += counts[k]!;
  }
  return { layout, blocks, agents: ['heuristic'], decks: ['random'], cards: set.cards.map((c) => c.name) };
}

describe('paired compare', () => {
  it('pairs block by block: a shift common to both runs cancels, and equal runs give an exact zero', () => {
    const a = { games: [10, 10, 10, 10], shares: [2, 8, 3, 7] };
    const b = { games: [10, 10, 10, 10], shares: [3, 9, 4, 8] };
    const d = pairedRateChange(a, b);
    expect(d.diff).toBeCloseTo(0.1, 12);
    // Every block moved by the same amount: no spread left.
    expect(d.high - d.low).toBeCloseTo(0, 12);
    const same = pairedChanges(new Map([['x', a]]), new Map([['x', a]]));
    expect(same[0]!.diff).toBe(0);
    expect(same[0]!.changed).toBe(false);
  });

  it('keeps the false "changed" rate at or below 5% on two paired runs whose edit leaves those cards unchanged, over many seeds, with far tighter intervals than unpaired ones', () => {
    // The edit swaps Ace's and Brick's values. Random decks draw cards exchangeably, so every
    // other card's true GP win rate is unchanged, while the matches that hold Ace or Brick
    // come out differently: a real null for ten cards, with partly shared noise.
    const before = coinSet(BASE, 0.1);
    const after = coinSet({ ...BASE, Ace: BASE.Brick!, Brick: BASE.Ace! }, 0.1);
    let tests = 0;
    let falseChanged = 0;
    let caught = 0;
    const ratios: number[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const x = itemSeries(run(before, 1000, seed));
      const y = itemSeries(run(after, 1000, seed));
      const changes = pairedChanges(x.cards, y.cards);
      for (const c of changes) {
        if (c.key === 'Ace' || c.key === 'Brick') {
          caught += Number(c.changed);
          continue;
        }
        tests++;
        falseChanged += Number(c.changed);
      }
      ratios.push(medianWidthRatio(changes.filter((c) => c.key !== 'Ace' && c.key !== 'Brick')));
    }
    expect(tests).toBe(400);
    expect(falseChanged / tests).toBeLessThanOrEqual(0.05);
    // The real changes (about 14 points each way) are found every time.
    expect(caught).toBe(80);
    ratios.sort((a, b) => a - b);
    expect(ratios[20]!).toBeLessThan(0.75);
  });
});
