// Ward's GameDefinition: card loading, deck rules, set-up and the game's own policy.

import type { GameDefinition } from '../../core/game.js';
import type { WardCard, WardCardSet } from './cards.js';
import { defaultWardSet, loadWardCards, randomWardDeck, validateWardDeck } from './cards.js';
import { wardAblationFiller } from './filler.js';
import { wardEvaluate, wardHeuristic } from './heuristic.js';
import { newWardMatch, releaseWardState, WARD_FACTS, WardState } from './ward.js';

export const ward: GameDefinition<WardCard, WardState> = {
  id: 'ward',
  name: 'Ward',
  description: 'dice-driven 1v1 card game: one primary creature, limited summons, magic chains, 300 cemetery HP',
  variants: [WARD_FACTS],
  defaultVariant: 'standard',
  defaultCardSet: () => defaultWardSet(),
  loadCards: (files) => loadWardCards(files),
  validateDeck: (cards, deck) => validateWardDeck(cards, deck),
  randomDeck: (cards, rng) => randomWardDeck(cards as WardCardSet, rng),
  ablationFiller: (cards, def) => wardAblationFiller(cards, def),
  newMatch: (setup, seed) => newWardMatch(ward, setup, seed),
  releaseState: (state) => releaseWardState(state),
  evaluate: (state, p) => wardEvaluate(state, p),
  heuristicAction: (state, p, rng) => wardHeuristic(state, p, rng),
  // A match runs ~130 decisions with two dice rolls per battle: full random playouts are slow and
  // mostly noise. Ten plies then the evaluation, with exploration scaled to its narrow spread
  // (measured against the heuristic: see RULES.md, "Search settings").
  searchDefaults: { cutoff: 10, c: 0.2 },
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
};
