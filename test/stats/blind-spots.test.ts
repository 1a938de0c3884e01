// The blind-spot comparison: per card, its use rate under a fast and a search agent with 95%
// intervals, the rule that names a blind spot (and a possible one), and the use counts read from
// the card-impact counters the runner keeps.

import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../src/core/events.js';
import type { UseCounts } from '../../src/stats/blind-spots.js';
import { blindSpots, DEFAULT_RULE, playCounts, useRate, verdictOf } from '../../src/stats/blind-spots.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { wilson } from '../../src/stats/wilson.js';

/** Counts spread evenly over `clusters` clusters (independent games: no design effect). */
function counts(used: number, held: number, clusters = 20): UseCounts {
  const h = new Float64Array(BLOCKS);
  const u = new Float64Array(BLOCKS);
  for (let k = 0; k < held; k++) h[k % clusters]!++;
  for (let k = 0; k < used; k++) u[k % clusters]!++;
  return { held: h, used: u };
}

describe('use rates', () => {
  it('is the share of the games holding the card that used it, with a Wilson interval never wider in games than were played', () => {
    const r = useRate(counts(30, 100));
    expect(r.rate).toBeCloseTo(0.3, 12);
    expect(r.games).toBe(100);
    expect(r.used).toBe(30);
    expect(r.effective).toBeLessThanOrEqual(100);
    // A card never used: no spread to read a design gain from, so the interval is the plain one.
    const never = useRate(counts(0, 400));
    expect(never.effective).toBe(400);
    expect(never.high).toBeCloseTo(wilson(0, 400).high, 12);
  });

  it('counts clustered uses as fewer effective games (a deck that holds a card is played twice)', () => {
    // The same 10 clusters of 10 games each: all used or none.
    const held = new Float64Array(BLOCKS);
    const used = new Float64Array(BLOCKS);
    for (let k = 0; k < 10; k++) {
      held[k] = 10;
      used[k] = k < 5 ? 10 : 0;
    }
    const r = useRate({ held, used });
    expect(r.rate).toBe(0.5);
    expect(r.effective).toBeLessThan(15);
    expect(r.high - r.low).toBeGreaterThan(wilson(50, 100).high - wilson(50, 100).low);
  });
});

describe('the blind-spot rule', () => {
  const r = DEFAULT_RULE;
  it('names a blind spot when the intervals say the fast agent almost never uses the card and the search agent does', () => {
    expect(verdictOf(useRate(counts(0, 400)), useRate(counts(25, 30)), r)).toBe('blind spot');
  });

  it('names a possible blind spot when only the estimates say so (2% against 41% of 30)', () => {
    expect(verdictOf(useRate(counts(8, 400)), useRate(counts(12, 30)), r)).toBe('possible blind spot');
  });

  it('names none for a card both use, one neither uses, or one held in too few games', () => {
    expect(verdictOf(useRate(counts(200, 400)), useRate(counts(25, 30)), r)).toBe('none');
    expect(verdictOf(useRate(counts(0, 400)), useRate(counts(0, 30)), r)).toBe('none');
    expect(verdictOf(useRate(counts(0, 400)), useRate(counts(9, 9)), r)).toBe('none');
    expect(verdictOf(null, useRate(counts(25, 30)), r)).toBe('none');
  });

  it('lists blind spots first, then by how much more the search agent uses the card, and leaves cards without a use event unmeasured', () => {
    const cards = ['Ace', 'Brick', 'Copper', 'Dagger'].map((name) => ({ name, type: 'coin' }));
    const rows = blindSpots(cards, [counts(100, 400), counts(0, 400), counts(8, 400), null], [counts(15, 30), counts(28, 30), counts(12, 30), null]);
    expect(rows.map((x) => [x.name, x.verdict])).toEqual([
      ['Brick', 'blind spot'],
      ['Copper', 'possible blind spot'],
      ['Ace', 'none'],
      ['Dagger', 'none'],
    ]);
    const brick = rows[0]!;
    expect(brick.gap!.diff).toBeCloseTo(28 / 30, 12);
    expect(rows[3]!.fast).toBeNull();
    expect(rows[3]!.gap).toBeNull();
  });
});

describe('use counts from the card counters', () => {
  it("counts each game holding the card once (a faction's repeat class left out) and its plays", () => {
    // Cards 0 and 1 of faction F, card 2 unaligned. Match 1: seat 0 holds 0 (played) and 2, seat 1
    // holds 1 (so it plays faction F without card 0) and 2 (played). Match 2: both hold 0, neither plays it.
    const c = new CardImpactCollector(3, 2, ['F', 'F', null]);
    const blocks = new Float64Array(BLOCKS * c.size);
    const plan = { lineup: 0, rotation: 0, agents: [0, 0], decks: [0, 0] };
    const play = (block: number, decks: number[][], played: [number, number][]): void => {
      const n = new Int32Array(c.size);
      const sink = c.sink(n, 0, plan);
      decks.forEach((d, p) => d.forEach((def) => sink.cardEvent(CardEvent.InDeck, p, def, 1)));
      for (const [p, def] of played) sink.cardEvent(CardEvent.Played, p, def, 1);
      c.record(n, 0, { plan, shareUnits: [2, 0], tiedBest: false, turns: 4, decisions: 10, endReason: 'normal' });
      for (let k = 0; k < c.size; k++) blocks[block * c.size + k]! += n[k]!;
    };
    play(0, [[0, 2], [1, 2]], [[0, 0], [1, 2]]);
    play(1, [[0], [0]], []);
    const labels = ['A', 'B', 'C'].map((name) => ({ name, type: 'spell', use: 'cast' }));
    const got = playCounts(labels, blocks, c.size, 0).map((u) => {
      const r = useRate(u!);
      return [r.games, r.used];
    });
    expect(got).toEqual([
      [3, 1],
      [1, 0],
      [2, 1],
    ]);
    // A kind that records no use has no counts (shown "-"), never a 0% rate; a run resolved before kinds had verbs counts "played".
    const quest = playCounts([labels[0]!, { name: 'B', type: 'quest/contract', use: null }, { name: 'C', type: 'spell' }], blocks, c.size, 0);
    expect(quest[1]).toBeNull();
    expect(useRate(quest[2]!).used).toBe(1);
  });
});
