import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { cellOf, deckAxes } from '../../src/decks/search/axes.js';
import { deckKey, mutateDeck } from '../../src/decks/search/mutate.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { cardsOf } from '../../src/core/facets.js';

const GAMES = ['warsong', 'ward', 'gloom', 'wtactics', 'warlords'];

describe('deck mutations keep decks legal', () => {
  for (const id of GAMES) {
    it(`${id}: every mutant of a legal deck passes the game's own deck rules, over random seeds`, () => {
      const game = getGame(id);
      const cards = cardsOf(game).defaultSet();
      const variant = game.defaultVariant;
      let changed = 0;
      let fresh = 0;
      for (let seed = 1; seed <= 15; seed++) {
        const rng = new Rng(seed);
        let deck = cardsOf(game).randomDeck(cards, rng, variant);
        // A chain of mutants, each from the last, so that mutations of mutants are covered.
        for (let step = 0; step < 6; step++) {
          const m = mutateDeck(game, cards, variant, deck, rng, 1 + rng.below(3));
          expect(cardsOf(game).validateDeck(cards, m.deck, variant)).toEqual([]);
          if (m.kind === 'fresh') fresh++;
          else {
            expect(m.deck.length).toBe(deck.length);
            if (deckKey(m.deck) !== deckKey(deck)) changed++;
          }
          deck = m.deck;
        }
      }
      // Mutations are local changes, not fresh random decks.
      expect(changed).toBeGreaterThan(80);
      expect(fresh).toBeLessThan(10);
    });
  }

  it("a shipped 18-card Warsong starter, legal only as shipped, gives a fresh legal deck when no single change keeps it legal", () => {
    const game = getGame('warsong');
    const cards = cardsOf(game).defaultSet();
    const starter = cards.decks.find((d) => d.cards.length === 18)!;
    const m = mutateDeck(game, cards, game.defaultVariant, starter.cards, new Rng(3));
    expect(m.kind).toBe('fresh');
    expect(cardsOf(game).validateDeck(cards, m.deck, game.defaultVariant)).toEqual([]);
  });
});

describe('behaviour axes', () => {
  it('Warsong (no costs): one axis, the factions a deck is built on', () => {
    const game = getGame('warsong');
    const cards = cardsOf(game).defaultSet();
    const axes = deckAxes(game, cards, game.defaultVariant, new Rng(1));
    expect(axes.map((a) => a.name)).toEqual(['factions']);
    const northbourne = cards.decks.find((d) => d.name === 'Northbourne Vanguard')!;
    expect(cellOf(axes, northbourne.cards)).toBe('Army of Northbourne');
  });

  it('a game whose costs vary gets a mean-cost axis too', () => {
    const game = getGame('warlords');
    const cards = cardsOf(game).defaultSet();
    const axes = deckAxes(game, cards, game.defaultVariant, new Rng(1));
    expect(axes.map((a) => a.name)).toContain('mean cost');
  });
});
