// Warlords of Terra's GameDefinition: the variant's facts, card loading, deck rules, set-up (with
// released states and set-up templates reused) and the game's own policy.

import { CardEvent } from '../../core/events.js';
import type { GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { observationSize } from '../../core/game.js';
import { PooledMatches } from '../../core/state-pool.js';
import { ruleTunable } from '../../core/tunable.js';
import type { WarlordsCard } from './card-schema.js';
import type { WarlordsCardSet } from './card-tables.js';
import { WARLORDS_CARDS } from './cards.js';
import { randomWarlordsDeck, validateWarlordsDeck, WARLORDS_DECK_SECTIONS } from './decks.js';
import { warlordsAblationFiller } from './filler.js';
import { warlordsEvaluate, warlordsHeuristic } from './heuristic.js';
import { ACTIONS } from './ids.js';
import { warlordsCardReference } from './card-reference.js';
import { createDecks, startMatch } from './rules/turn.js';
import { WarlordsState } from './state.js';
import { OBSERVATION_SHAPE } from './view.js';

export const WARLORDS_FACTS: VariantFacts = {
  id: 'standard',
  description: '1v1 on the 5x5 battlefield, warlords at 20 health, 40-card battle decks and 10 locations; after 100 turns (a simulator cap) the healthier warlord wins',
  players: 2,
  observationLength: observationSize(OBSERVATION_SHAPE),
  observationShape: OBSERVATION_SHAPE,
  numDistinctActions: ACTIONS.size,
  actions: ACTIONS,
  maxTurns: 100,
  maxDecisions: 30000,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};

export function newWarlordsState(set: WarlordsCardSet): WarlordsState {
  return new WarlordsState(set, warlords, WARLORDS_FACTS);
}

/** Released states and set-up templates per card set (GameDefinition.releaseState). */
const matches = new PooledMatches<WarlordsCardSet, WarlordsState>(newWarlordsState, createDecks);

function newWarlordsMatch(setup: MatchSetup<WarlordsCard>, seed: number): WarlordsState {
  const s = matches.setUp(setup.cards as WarlordsCardSet, setup.decks, seed, setup.events);
  startMatch(s);
  return s;
}

export const warlords: GameDefinition<WarlordsCard, WarlordsState> = {
  id: 'warlords',
  name: 'Warlords of Terra',
  description: '1v1 tactics card game: troops on a 5x5 battlefield with threat areas, locations, items with durability, sudden spells in chains, 20-health warlords',
  variants: [WARLORDS_FACTS],
  defaultVariant: 'standard',
  defaultCardSet: () => WARLORDS_CARDS.defaultSet(),
  loadCards: (files) => WARLORDS_CARDS.load(files),
  cardsFromTexts: (texts, options) => WARLORDS_CARDS.fromTexts(texts, options),
  deckSections: WARLORDS_DECK_SECTIONS,
  // The rulebook's verbs: troops are summoned, spells cast, items forged ("doesn't need mana to
  // be forged"; equipping one later is not counted), locations built; a hero is used when its
  // skill is ("spend them on one of their skills").
  useVerbs: { troop: 'summoned', spell: 'cast', 'sudden-spell': 'cast', item: 'forged', location: 'built', hero: 'used' },
  validateDeck: (cards, deck) => validateWarlordsDeck(cards, deck),
  cardReference: () => warlordsCardReference(),
  randomDeck: (cards, rng) => randomWarlordsDeck(cards as WarlordsCardSet, rng),
  ablationFiller: (cards, def) => warlordsAblationFiller(cards, def),
  tunables: [ruleTunable('starting-health', 'health each warlord starts with; 0 loses ("Each player starts the game with 20 health points")', 'startingHealth', 1, 1000)],
  newMatch: (setup, seed) => newWarlordsMatch(setup, seed),
  releaseState: (state) => matches.release(state.set, state),
  evaluate: (state, p) => warlordsEvaluate(state, p),
  heuristicAction: (state, p, rng, look) => warlordsHeuristic(state, p, rng, look),
  // Matches run hundreds of decisions, most of them single steps: playouts are cut after a few
  // plies and scored by the evaluation.
  searchDefaults: { cutoff: 20, c: 0.3 },
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
};
