// Ward's GameDefinition, declared from its recipe (core/card-game.ts): the variant's facts, the
// card files, deck rules, set-up steps, view and the game's own policy.

import { cardGame, duelFacts } from '../../core/card-game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { ruleTunable } from '../../core/tunable.js';
import { wardCardReference } from './card-reference.js';
import type { WardCard } from './card-schema.js';
import type { WardCardSet } from './card-tables.js';
import { WARD_CARDS } from './cards.js';
import { randomWardDeck, validateWardDeck, WARD_DECK_SECTIONS, wardDeckWarnings } from './decks.js';
import { wardAblationFiller } from './filler.js';
import { wardEvaluate, wardHeuristic } from './heuristic.js';
import { ACTIONS } from './ids.js';
import { createDecks, startMatch } from './rules/turn.js';
import { WardState } from './state.js';
import { describeWard, describeWardAction, OBSERVATION_SHAPE, observeWard, wardKey, wardOwnText } from './view.js';

export const WARD_FACTS: VariantFacts = duelFacts({
  id: 'standard',
  description: '1v1, 30-card decks, 300 cemetery HP, time-out after 100 turns scored by cemetery HP',
  observationShape: OBSERVATION_SHAPE,
  actions: ACTIONS,
  maxTurns: 100,
  maxDecisions: 50000,
});

/** A Ward state of card set `set` as constructed: no cards yet, nothing pending. */
export function newWardState(set: WardCardSet): WardState {
  return new WardState(set, ward, WARD_FACTS);
}

export const ward: GameDefinition<WardCard, WardState> = cardGame<WardCard, WardCardSet, WardState>({
  id: 'ward',
  name: 'Ward',
  description: 'dice-driven 1v1 card game: one primary creature, limited summons, magic chains, 300 cemetery HP',
  variants: [WARD_FACTS],
  files: WARD_CARDS,
  reference: wardCardReference,
  decks: { sections: WARD_DECK_SECTIONS, validate: validateWardDeck, warnings: wardDeckWarnings, random: randomWardDeck },
  // "summon" a creature (limited summons included), "the method of playing a magic card" (6.2.1).
  useVerbs: { creature: 'summoned', magic: 'played' },
  balance: {
    ablationFiller: wardAblationFiller,
    tunables: [
      ruleTunable('cemetery-limit', 'cemetery HP at which a player loses (4.1.1; 300, and 4.2.1 lets players agree on another)', 'cemeteryLimit', 1, 10000),
      ruleTunable('hand-size', 'cards a player may keep in hand after the draw (9.1; 8)', 'handSize', 1, 30),
    ],
  },
  // Set-up (7.1): decks, shuffles, the first-player roll.
  setUp: { blank: (key, game) => new WardState(key.set, game, key.facts), createDecks, start: startMatch },
  view: { describe: describeWard, describeAction: describeWardAction, observe: observeWard, informationKey: wardKey, ownText: wardOwnText },
  ai: {
    evaluate: wardEvaluate,
    heuristicAction: wardHeuristic,
    // A match runs ~130 decisions with two dice rolls per battle: full random playouts are slow and
    // mostly noise. Ten plies then the evaluation, with exploration scaled to its narrow spread
    // (measured against the heuristic: see RULES.md, "Search settings").
    searchDefaults: { cutoff: 10, c: 0.2 },
  },
});
