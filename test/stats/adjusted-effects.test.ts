import { describe, expect, it } from 'vitest';
import { matchSeed, Rng } from '../../src/core/rng.js';
import type { CoinCardSet } from '../../src/games/coin/cards.js';
import { adjustedEffects, flagAdjustedEffects } from '../../src/stats/adjusted-effects.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import { summarizeCards } from '../../src/stats/card-summary.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import { DeckMomentCollector, momentLayout, triangleIndex } from '../../src/stats/deck-moments.js';
import { coinSet, playCoin } from '../support/coin-sim.js';

// A planted faction effect on the coin game: two factions of six cards, decks of eight drawn
// from one faction's cards (as random faction decks are), and one strong card in faction Sun.
// Every other card is worth nothing, so the neutral Sun cards ride on the strong one: their GP
// win rate is high although holding them changes nothing.
const SUN = ['Sun Star', 'Sun A', 'Sun B', 'Sun C', 'Sun D', 'Sun E'];
const MOON = ['Moon A', 'Moon B', 'Moon C', 'Moon D', 'Moon E', 'Moon Weak'];
const PLANTED: Record<string, number> = { 'Sun Star': 0.6, 'Moon Weak': -0.3 };
const values = Object.fromEntries([...SUN, ...MOON].map((n) => [n, PLANTED[n] ?? 0]));

/** A faction deck: 8 of the faction's cards, at most two copies each. */
function factionDeck(set: CoinCardSet, faction: readonly string[], rng: Rng): number[] {
  const pool = faction.flatMap((n) => {
    const id = set.cards.findIndex((c) => c.name === n);
    return [id, id];
  });
  rng.shuffle(pool);
  return pool.slice(0, 8).sort((a, b) => a - b);
}

/** Seat-swapped pairs of matches between fresh faction decks, counted into blocks as the runner does. */
function play(set: CoinCardSet, matches: number, seed: number): { blocks: Float64Array; size: number; impactSize: number } {
  const impact = new CardImpactCollector(set.cards.length, 2);
  const moments = new DeckMomentCollector(set.cards.length);
  const size = impact.size + moments.size;
  const blocks = new Float64Array(BLOCKS * size);
  const counts = new Int32Array(size);
  const span = blockSpan(matches);
  let decks: number[][] = [];
  for (let i = 0; i < matches; i++) {
    const plan = { lineup: 0, rotation: i % 2, agents: [0, 0], decks: [0, 1] };
    if (i % 2 === 0) {
      const rng = new Rng(matchSeed(seed, i), 40);
      decks = [0, 1].map(() => factionDeck(set, rng.below(2) === 0 ? SUN : MOON, rng));
    }
    const seats = i % 2 === 0 ? decks : [decks[1]!, decks[0]!];
    counts.fill(0);
    const a = impact.sink(counts, 0, plan);
    const b = moments.sink(counts, impact.size, plan);
    const r = playCoin(set, seats, matchSeed(seed, i), { cardEvent: (k, p, d, t) => (a.cardEvent(k, p, d, t), b.cardEvent(k, p, d, t)) });
    const m = { plan, shareUnits: r.map((x) => x * 2), tiedBest: false, turns: 6, decisions: 6, endReason: 'normal' };
    impact.record(counts, 0, m);
    moments.record(counts, impact.size, m);
    const o = Math.floor(i / span) * size;
    for (let k = 0; k < size; k++) blocks[o + k]! += counts[k]!;
  }
  return { blocks, size, impactSize: impact.size };
}

describe('adjusted card effects', () => {
  it('keeps copy differences, their products with the result and with each other', () => {
    const c = new DeckMomentCollector(3);
    const counts = new Int32Array(c.size);
    const plan = { lineup: 0, rotation: 0, agents: [0, 0], decks: [0, 1] };
    const sink = c.sink(counts, 0, plan);
    // Seat 0 holds cards 0, 0, 1; seat 1 holds 1, 2.
    for (const [p, d] of [[0, 0], [0, 0], [0, 1], [1, 1], [1, 2]] as const) sink.cardEvent(0, p, d, 0);
    c.record(counts, 0, { plan, shareUnits: [2, 0], tiedBest: false, turns: 1, decisions: 1, endReason: 'normal' });
    const at = momentLayout(3);
    expect(counts[0]).toBe(1);
    expect(counts[1]).toBe(2);
    expect([...counts.slice(at.x, at.x + 3)]).toEqual([2, 0, -1]);
    expect([...counts.slice(at.xy, at.xy + 3)]).toEqual([4, 0, -2]);
    expect(counts[at.xx + triangleIndex(3, 0, 0)]).toBe(4);
    expect(counts[at.xx + triangleIndex(3, 0, 2)]).toBe(-2);
    expect(counts[at.xx + triangleIndex(3, 2, 2)]).toBe(1);
    // The next match starts from nothing.
    c.sink(counts, 0, plan).cardEvent(0, 1, 2, 0);
    counts.fill(0);
    c.record(counts, 0, { plan, shareUnits: [1, 1], tiedBest: true, turns: 1, decisions: 1, endReason: 'normal' });
    expect([...counts.slice(at.x, at.x + 3)]).toEqual([0, 0, -1]);
  });

  it('recovers planted card values under a planted faction effect that the GP win rate gets wrong', () => {
    const set = coinSet(values, 0.1);
    const { blocks, size, impactSize } = play(set, 24000, 7);
    const fit = adjustedEffects(blocks, size, impactSize, set.cards.length, 2);
    const mean = Object.values(values).reduce((s, v) => s + v, 0) / set.cards.length;
    // Fixed-size decks identify differences between cards: the truth is the planted value less the pool's mean.
    const misses = set.cards.filter((c, d) => {
      const e = fit.effects[d]!;
      const truth = values[c.name]! - mean;
      expect(Math.abs(e.logOdds - truth)).toBeLessThan(0.12);
      return truth < e.logOddsLow || truth > e.logOddsHigh;
    });
    expect(misses.length).toBeLessThanOrEqual(1);
    expect(fit.seatTerm).toBeGreaterThan(0.1 - 0.1);
    expect(fit.seatTerm).toBeLessThan(0.1 + 0.1);

    const gp = summarizeCards(set.cards, 2, blocks, size, 0, 2, { matches: 24000 });
    const adjusted = flagAdjustedEffects(fit, 0.03, 24000);
    const byName = (n: string): number => set.cards.findIndex((c) => c.name === n);
    for (const n of [...SUN, ...MOON].filter((x) => !(x in PLANTED))) {
      // GP: a neutral card is flagged with its faction, because of its company.
      expect(gp[byName(n)]!.flag.verdict).toBe(n.startsWith('Sun') ? 'too strong' : 'too weak');
      expect(Math.abs(gp[byName(n)]!.gp.rate - 0.5)).toBeGreaterThan(0.2);
      // Adjusted: not flagged.
      expect(adjusted[byName(n)]!.flag.verdict).not.toBe('too strong');
      expect(adjusted[byName(n)]!.flag.verdict).not.toBe('too weak');
    }
    expect(adjusted[byName('Sun Star')]!.flag.verdict).toBe('too strong');
    expect(adjusted[byName('Moon Weak')]!.flag.verdict).toBe('too weak');
  });

  it('gives no effect to a card that never appears, and none at all without matches', () => {
    const set = coinSet({ ...values, Absent: 0 }, 0);
    const { blocks, size, impactSize } = play(set, 400, 3);
    const fit = adjustedEffects(blocks, size, impactSize, set.cards.length, 2);
    expect(fit.effects[set.cards.length - 1]).toBeNull();
    expect(fit.effects[0]).not.toBeNull();
    const empty = adjustedEffects(new Float64Array(BLOCKS * size), size, impactSize, set.cards.length, 2);
    expect(empty.effects.every((e) => e === null)).toBe(true);
  });
});
