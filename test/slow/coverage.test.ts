// Interval coverage on the coin calibration game, whose truths are planted: over R replicates
// each interval kind must cover the known truth about 95% of the time. The benchmark runs
// R = 1000 (BALANCE_LAB_SLOW_SCALE=1) and requires at least 930; CI runs R = 100 and requires
// at least 88 (95% minus three binomial standard deviations).

import { describe, expect, it } from 'vitest';
import { matchSeed, Rng } from '../../src/core/rng.js';
import { coinGame } from '../../src/games/coin/coin.js';
import type { CoinCardSet } from '../../src/games/coin/cards.js';
import { ablationEffect, AblationTally } from '../../src/stats/ablation.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { clusteredWilson } from '../../src/stats/differences.js';
import { bradleyTerry } from '../../src/stats/ratings.js';
import type { PairRecord } from '../../src/stats/ratings.js';
import { wilson } from '../../src/stats/wilson.js';
import { logistic, playCoin, randomDeckCardRows, slowScale } from '../support/coin-sim.js';
import { balanceOf, cardsOf } from '../../src/core/facets.js';

const R = Math.max(100, Math.round(1000 * slowScale()));
const needed = R >= 1000 ? Math.ceil(0.93 * R) : Math.floor(R * 0.95 - 3 * Math.sqrt(R * 0.95 * 0.05));
const set = cardsOf(coinGame).defaultSet() as CoinCardSet;
const deck = (name: string): number[] => [...set.decks.find((d) => d.name === name)!.cards];
const value = (d: number[]): number => d.reduce((s, c) => s + set.data[c]!.value, 0);
const seatAdv = (set as unknown as { seatAdvantage: number }).seatAdvantage;

/** Seat-balanced win rate of deck a against deck b over `pairs` seat-swapped pairs, clustered by pair. */
function matchup(a: number[], b: number[], pairs: number, seed: number): { shares: number[]; games: number[] } {
  const shares: number[] = [];
  const games: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const s = matchSeed(seed, i);
    const first = playCoin(set, [a, b], s)[0]!;
    const second = playCoin(set, [b, a], s)[1]!;
    shares.push(first + second);
    games.push(2);
  }
  return { shares, games };
}

function report(kind: string, covered: number): void {
  console.log(`coverage ${kind}: ${covered}/${R} (need ${needed})`);
}

describe(`interval coverage over ${R} replicates`, () => {
  it('win rate (Wilson) of a deck against another', () => {
    const [a, b] = [deck('Strong'), deck('Weak')];
    const d = value(a) - value(b);
    const truth = (logistic(d + seatAdv) + logistic(d - seatAdv)) / 2;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const m = matchup(a, b, 100, 1000 + r);
      const w = wilson(m.shares.reduce((x, y) => x + y, 0), m.games.reduce((x, y) => x + y, 0));
      if (w.low <= truth && truth <= w.high) covered++;
    }
    report('rate', covered);
    expect(covered).toBeGreaterThanOrEqual(needed);
  });

  it('matchup rate clustered by seat-swapped pair', () => {
    const [a, b] = [deck('Mixed'), deck('Middling')];
    const d = value(a) - value(b);
    const truth = (logistic(d + seatAdv) + logistic(d - seatAdv)) / 2;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const m = matchup(a, b, 100, 5000 + r);
      const w = clusteredWilson(m.shares, m.games);
      if (w.low <= truth && truth <= w.high) covered++;
    }
    report('matchup', covered);
    expect(covered).toBeGreaterThanOrEqual(needed);
  });

  it('IWD and IOH (true value zero: plays and draws never change the result)', () => {
    let iwd = 0;
    let ioh = 0;
    for (let r = 0; r < R; r++) {
      const rows = randomDeckCardRows(set, 300, 9000 + r);
      const row = rows[r % rows.length]!;
      if (row.iwd.low <= 0 && 0 <= row.iwd.high) iwd++;
      if (row.ioh.low <= 0 && 0 <= row.ioh.high) ioh++;
    }
    report('IWD', iwd);
    report('IOH', ioh);
    expect(iwd).toBeGreaterThanOrEqual(needed);
    expect(ioh).toBeGreaterThanOrEqual(needed);
  });

  it('ablation change (paired) against the mean of the pairs’ true differences', () => {
    const card = set.cards.find((c) => c.name === 'Ace')!.id;
    const ablated = balanceOf(coinGame).ablationFiller!(set, card) as typeof set;
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const tally = new AblationTally();
      let truth = 0;
      for (let i = 0; i < 150; i++) {
        const seed = matchSeed(20_000 + r, i);
        const rng = new Rng(seed, 40);
        const decks = [cardsOf(coinGame).randomDeck(set, rng, 'standard'), cardsOf(coinGame).randomDeck(set, rng, 'standard')];
        for (const focal of [0, 1]) {
          if (!decks[focal]!.includes(card) || decks[1 - focal]!.includes(card)) continue;
          const base = playCoin(set, decks, seed)[focal]!;
          const abl = playCoin(ablated, decks, seed)[focal]!;
          tally.add(Math.floor((i * BLOCKS) / 150), base, abl);
          // The focal seat wins with logistic(own - opponent + seat term), the term counting for seat 0.
          const seat = focal === 0 ? seatAdv : -seatAdv;
          const copies = decks[focal]!.filter((c) => c === card).length;
          const margin = value(decks[focal]!) - value(decks[1 - focal]!) + seat;
          truth += logistic(margin) - logistic(margin - copies * set.data[card]!.value);
        }
      }
      const e = ablationEffect(tally, r);
      truth /= tally.pairs;
      if (e.low <= truth && truth <= e.high) covered++;
    }
    report('ablation', covered);
    expect(covered).toBeGreaterThanOrEqual(needed);
  });

  it('Bradley-Terry difference between decks with planted strengths', () => {
    const decks = [deck('Strong'), deck('Middling'), deck('Weak')];
    const truth = value(decks[0]!) - value(decks[2]!);
    let covered = 0;
    for (let r = 0; r < R; r++) {
      const records: PairRecord[] = [];
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 3; b++) {
          if (a === b) continue;
          let share = 0;
          const games = 60;
          for (let i = 0; i < games; i++) share += playCoin(set, [decks[a]!, decks[b]!], matchSeed(40_000 + r, a * 1000 + b * 100 + i))[0]!;
          records.push({ first: a, second: b, games, firstShare: share });
        }
      const d = bradleyTerry(3, records).difference(0, 2);
      if (d.low <= truth && truth <= d.high) covered++;
    }
    report('Bradley-Terry', covered);
    expect(covered).toBeGreaterThanOrEqual(needed);
  });
});
