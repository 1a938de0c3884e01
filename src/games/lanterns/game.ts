// Duel of Lanterns' GameDefinition: the variant's facts, card loading, deck rules, set-up (with
// released states and set-up templates reused through core/state-pool.ts) and the game's policy.

import { CardEvent } from '../../core/events.js';
import type { GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { observationSize } from '../../core/game.js';
import { PooledMatches } from '../../core/state-pool.js';
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
import { OBSERVATION_SHAPE } from './view.js';

export const LANTERN_FACTS: VariantFacts = {
  id: 'standard',
  description: '1v1, 20-card decks, 12 Light, hidden hands; scored by Light after 30 turns',
  players: 2,
  observationLength: observationSize(OBSERVATION_SHAPE),
  observationShape: OBSERVATION_SHAPE,
  numDistinctActions: ACTIONS.size,
  actions: ACTIONS,
  maxTurns: TURN_CAP,
  // 30 turns of at most a few dozen plays and answers each.
  maxDecisions: 5000,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};

/** A state of card set `set` as constructed: no cards yet, nothing pending. */
export function newLanternState(set: LanternCardSet): LanternState {
  return new LanternState(set, lanterns, LANTERN_FACTS);
}

const matches = new PooledMatches<LanternCardSet, LanternState>(newLanternState, createDecks);

function newLanternMatch(setup: MatchSetup<LanternCard>, seed: number): LanternState {
  const s = matches.setUp(setup.cards as LanternCardSet, setup.decks, seed, setup.events);
  startMatch(s);
  return s;
}

export const lanterns: GameDefinition<LanternCard, LanternState> = {
  id: 'lanterns',
  name: 'Duel of Lanterns',
  description: 'small 1v1 card game: hidden hands, 20-card decks, units in a row, spells answered by responses, 12 Light',
  variants: [LANTERN_FACTS],
  defaultVariant: 'standard',
  defaultCardSet: () => LANTERN_CARDS.defaultSet(),
  loadCards: (files) => LANTERN_CARDS.load(files),
  cardsFromTexts: (texts, options) => LANTERN_CARDS.fromTexts(texts, options),
  cardReference: lanternCardReference,
  deckSections: LANTERN_DECK_SECTIONS,
  // Rulebook 4 "To play a unit", 6 "To cast a spell"; a response is played in answer to one (6).
  useVerbs: { unit: 'played', spell: 'cast', response: 'played' },
  validateDeck: (cards, deck) => validateLanternDeck(cards, deck),
  randomDeck: (cards, rng) => randomLanternDeck(cards as LanternCardSet, rng),
  ablationFiller: (cards, def) => lanternAblationFiller(cards, def),
  newMatch: (setup, seed) => newLanternMatch(setup, seed),
  // Only the code that got the state from newMatch may release it, once nothing reads it any more.
  releaseState: (state) => matches.release(state.set, state),
  evaluate: (state, p) => lanternEvaluate(state, p),
  heuristicAction: (state, p, rng, look) => lanternHeuristic(state, p, rng, look),
  // A match runs about a hundred decisions; playouts cut after 12 plies are scored by the evaluation.
  searchDefaults: { cutoff: 12, c: 0.3 },
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
};
