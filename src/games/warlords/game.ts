// Warlords of Terra's GameDefinition, declared from its recipe (core/card-game.ts): the variant's
// facts, the card files, deck rules, set-up steps, view and the game's own policy.

import { cardGame, duelFacts } from '../../core/card-game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { ruleTunable } from '../../core/tunable.js';
import { warlordsCardReference } from './card-reference.js';
import type { WarlordsCard } from './card-schema.js';
import type { WarlordsCardSet } from './card-tables.js';
import { WARLORDS_CARDS } from './cards.js';
import { randomWarlordsDeck, validateWarlordsDeck, WARLORDS_DECK_SECTIONS } from './decks.js';
import { warlordsAblationFiller } from './filler.js';
import { warlordsEvaluate, warlordsHeuristic } from './heuristic.js';
import { ACTIONS } from './ids.js';
import { createDecks, startMatch } from './rules/turn.js';
import { WarlordsState } from './state.js';
import { describeWarlords, describeWarlordsAction, OBSERVATION_SHAPE, observeWarlords, warlordsActionSteps, warlordsKey, warlordsOwnText } from './view.js';

export const WARLORDS_FACTS: VariantFacts = duelFacts({
  id: 'standard',
  description: '1v1 on the 5x5 battlefield, warlords at 20 health, 40-card battle decks and 10 locations; after 100 turns (a simulator cap) the healthier warlord wins',
  observationShape: OBSERVATION_SHAPE,
  actions: ACTIONS,
  maxTurns: 100,
  maxDecisions: 30000,
});

export function newWarlordsState(set: WarlordsCardSet): WarlordsState {
  return new WarlordsState(set, warlords, WARLORDS_FACTS);
}

export const warlords: GameDefinition<WarlordsCard, WarlordsState> = cardGame<WarlordsCard, WarlordsCardSet, WarlordsState>({
  id: 'warlords',
  name: 'Warlords of Terra',
  description: '1v1 tactics card game: troops on a 5x5 battlefield with threat areas, locations, items with durability, sudden spells in chains, 20-health warlords',
  variants: [WARLORDS_FACTS],
  files: WARLORDS_CARDS,
  reference: warlordsCardReference,
  decks: { sections: WARLORDS_DECK_SECTIONS, validate: validateWarlordsDeck, random: randomWarlordsDeck },
  // The rulebook's verbs: troops are summoned, spells cast, items forged ("doesn't need mana to
  // be forged"; equipping one later is not counted), locations built; a hero is used when its
  // skill is ("spend them on one of their skills").
  useVerbs: { troop: 'summoned', spell: 'cast', 'sudden-spell': 'cast', item: 'forged', location: 'built', hero: 'used' },
  balance: {
    ablationFiller: warlordsAblationFiller,
    tunables: [ruleTunable('starting-health', 'health each warlord starts with; 0 loses ("Each player starts the game with 20 health points")', 'startingHealth', 1, 1000)],
  },
  setUp: { blank: (key, game) => new WarlordsState(key.set, game, key.facts), createDecks, start: startMatch },
  view: { describe: describeWarlords, describeAction: describeWarlordsAction, actionSteps: warlordsActionSteps, observe: observeWarlords, informationKey: warlordsKey, ownText: warlordsOwnText },
  ai: {
    evaluate: warlordsEvaluate,
    heuristicAction: warlordsHeuristic,
    // Matches run hundreds of decisions, most of them single steps: playouts are cut after a few
    // plies and scored by the evaluation.
    searchDefaults: { cutoff: 20, c: 0.3 },
  },
});
