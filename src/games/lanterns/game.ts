// Duel of Lanterns' GameDefinition, declared from its recipe (core/card-game.ts): the variant's
// facts, the card files, deck rules, set-up steps, view and the game's own policy.

import { cardGame, duelFacts } from '../../core/card-game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { lanternCardReference } from './card-reference.js';
import type { LanternCard } from './card-schema.js';
import type { LanternCardSet } from './card-tables.js';
import { LANTERN_CARDS } from './cards.js';
import { LANTERN_DECK_SECTIONS, randomLanternDeck, validateLanternDeck } from './decks.js';
import { lanternAblationFiller } from './filler.js';
import { lanternEvaluate, lanternHeuristic } from './heuristic.js';
import { ACTIONS, TURN_CAP } from './ids.js';
import { createDecks, startMatch } from './rules/turn.js';
import { LanternState } from './state.js';
import { describeLanternAction, describeLanterns, lanternKey, lanternOwnText, OBSERVATION_SHAPE, observeLanterns } from './view.js';

export const LANTERN_FACTS: VariantFacts = duelFacts({
  id: 'standard',
  description: '1v1, 20-card decks, 12 Light, hidden hands; scored by Light after 30 turns',
  observationShape: OBSERVATION_SHAPE,
  actions: ACTIONS,
  maxTurns: TURN_CAP,
  // 30 turns of at most a few dozen plays and answers each.
  maxDecisions: 5000,
});

/** A state of card set `set` as constructed: no cards yet, nothing pending. */
export function newLanternState(set: LanternCardSet): LanternState {
  return new LanternState(set, lanterns, LANTERN_FACTS);
}

export const lanterns: GameDefinition<LanternCard, LanternState> = cardGame<LanternCard, LanternCardSet, LanternState>({
  id: 'lanterns',
  name: 'Duel of Lanterns',
  description: 'small 1v1 card game: hidden hands, 20-card decks, units in a row, spells answered by responses, 12 Light',
  variants: [LANTERN_FACTS],
  files: LANTERN_CARDS,
  reference: lanternCardReference,
  decks: { sections: LANTERN_DECK_SECTIONS, validate: validateLanternDeck, random: randomLanternDeck },
  // Rulebook 4 "To play a unit", 6 "To cast a spell"; a response is played in answer to one (6).
  useVerbs: { unit: 'played', spell: 'cast', response: 'played' },
  balance: { ablationFiller: lanternAblationFiller },
  setUp: { blank: (key, game) => new LanternState(key.set, game, key.facts), createDecks, start: startMatch },
  view: { describe: describeLanterns, describeAction: describeLanternAction, observe: observeLanterns, informationKey: lanternKey, ownText: lanternOwnText },
  ai: {
    evaluate: lanternEvaluate,
    heuristicAction: lanternHeuristic,
    // A match runs about a hundred decisions; playouts cut after 12 plies are scored by the evaluation.
    searchDefaults: { cutoff: 12, c: 0.3 },
  },
});
