// Card events for every card kind: each game declares the verb of every kind of its shipped set
// (useVerbs), and in random play every kind with a verb produces its use event (CardEvent.Played)
// for a player holding the card, while a kind declared without one never does.

import { describe, expect, it } from 'vitest';
import { CardEvent, cardKind, useVerb } from '../../src/core/events.js';
import type { CardEventSink } from '../../src/core/events.js';
import { Rng } from '../../src/core/rng.js';
import { randomPlayout, randomSetup } from '../../src/sim/random-setup.js';
import { bufferFor, gameVariants } from './support.js';
import { cardsOf } from '../../src/core/facets.js';

/**
 * Matches are played until every kind has been used, at most this many. Random play is the
 * hardest case (it rarely meets a card's conditions): the rarest use measured over 200 random
 * matches, a WTactics magic card in the three-player variant (it needs a caster on the front),
 * comes in about one match in 25 (two-player: one in 10; every other kind in at least one in
 * three), so 300 matches miss it with a probability near 5e-6. The seeds are fixed, so the test
 * is deterministic, and it stops after a handful of matches for most games.
 */
const MAX_MATCHES = 300;

/** Per kind: how many times a holder used a card of it, from one match's events. */
class KindUses implements CardEventSink {
  private held = new Set<string>();
  constructor(
    private readonly kindOf: readonly string[],
    readonly uses: Map<string, number>,
  ) {}
  reset(): void {
    this.held.clear();
  }
  cardEvent(kind: CardEvent, player: number, def: number): void {
    if (kind === CardEvent.InDeck) this.held.add(`${player}/${def}`);
    else if (kind === CardEvent.Played && this.held.has(`${player}/${def}`)) this.uses.set(this.kindOf[def]!, (this.uses.get(this.kindOf[def]!) ?? 0) + 1);
  }
}

describe('card events for every card kind', () => {
  for (const [name, game, facts] of gameVariants()) {
    if (!facts.usesDecks) continue;
    const set = cardsOf(game).defaultSet();
    const kindOf = set.cards.map((c) => cardKind(c.type));
    const kinds = [...new Set(kindOf)].sort();

    it(`${name}: the game declares a verb (or none) for each kind of its set`, () => {
      const verbs = cardsOf(game).useVerbs ?? {};
      expect(kinds.filter((k) => !(k in verbs))).toEqual([]);
    });

    it(`${name}: in random play every kind with a verb produces its use event for a holder`, () => {
      const withVerb = kinds.filter((k) => useVerb(cardsOf(game).useVerbs, facts.cardEvents, k) !== null);
      const uses = new Map<string, number>();
      const sink = new KindUses(kindOf, uses);
      const ids = bufferFor(game);
      let matches = 0;
      while (matches < MAX_MATCHES && withVerb.some((k) => !uses.has(k))) {
        sink.reset();
        const seed = 7000 + matches++;
        randomPlayout(game.newMatch({ ...randomSetup(game, facts.id, seed), events: sink }, seed), new Rng(seed, 11), ids);
      }
      expect(withVerb.filter((k) => !uses.has(k)), `kinds never used in ${matches} random matches`).toEqual([]);
      // A kind without a verb records nothing.
      expect(kinds.filter((k) => !withVerb.includes(k) && uses.has(k))).toEqual([]);
    });
  }
});
