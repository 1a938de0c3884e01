import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../../src/core/events.js';
import { Rng } from '../../../src/core/rng.js';
import { coinGame } from '../../../src/games/coin/coin.js';
import { cardsOf } from '../../../src/core/facets.js';

const cards = cardsOf(coinGame).defaultSet();
const deck = (name: string): number[] => [...cards.decks.find((d) => d.name === name)!.cards];

describe('coin calibration game', () => {
  it('wins with the planted probability logistic(own - opponent + seat advantage)', () => {
    const s = coinGame.newMatch({ variant: 'standard', cards, decks: [deck('Strong'), deck('Weak')] }, 1);
    const strong = 2 * (0.3 + 0.15 + 0.1 + 0.05);
    expect(s.deckValue(0)).toBeCloseTo(strong, 9);
    expect(s.seatZeroWinProbability()).toBeCloseTo(1 / (1 + Math.exp(-(2 * strong + 0.1))), 9);
    let wins = 0;
    const n = 4000;
    const ids = new Int32Array(64);
    const rng = new Rng(3);
    for (let i = 0; i < n; i++) {
      const m = coinGame.newMatch({ variant: 'standard', cards, decks: [deck('Strong'), deck('Weak')] }, i);
      while (!m.isTerminal()) m.apply(ids[rng.below(m.legalActions(ids))]!);
      wins += m.returns()[0]!;
    }
    const p = s.seatZeroWinProbability();
    expect(Math.abs(wins / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it('reports every card event: deck, first hand, draws and plays with own turn numbers', () => {
    const events: [number, number, number, number][] = [];
    const s = coinGame.newMatch({ variant: 'standard', cards, decks: [deck('Mixed'), deck('Middling')], events: { cardEvent: (k, p, d, t) => events.push([k, p, d, t]) } }, 9);
    const ids = new Int32Array(64);
    while (!s.isTerminal()) {
      s.legalActions(ids);
      s.apply(ids[0]!);
    }
    const count = (k: CardEvent, p: number): number => events.filter((e) => e[0] === k && e[1] === p).length;
    for (const p of [0, 1]) {
      expect(count(CardEvent.InDeck, p)).toBe(8);
      expect(count(CardEvent.FirstHand, p)).toBe(3);
      expect(count(CardEvent.Drawn, p)).toBe(2);
      expect(count(CardEvent.Played, p)).toBe(3);
    }
    expect(events.filter((e) => e[0] === CardEvent.Played && e[1] === 1).map((e) => e[3])).toEqual([1, 2, 3]);
  });

  it('refuses illegal decks with every broken rule', () => {
    const v = cardsOf(coinGame).validateDeck(cards, [0, 0, 0, 1], 'standard');
    expect(v.map((x) => x.rule).sort()).toEqual(['copy-limit', 'deck-size']);
  });
});
