// Gloom of Gods' GameDefinition: one variant per scenario (scenarios.ts), card loading, army
// rules, set-up and the game's own policy.

import { CardEvent } from '../../core/events.js';
import type { GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { observationSize } from '../../core/game.js';
import type { GloomCard } from './card-schema.js';
import type { GloomCardSet } from './card-tables.js';
import { GLOOM_CARDS } from './cards.js';
import { GLOOM_DECK_SECTIONS, randomGloomDeck, validateGloomDeck } from './decks.js';
import { gloomAblationFiller } from './filler.js';
import { geometryOf } from './geometry.js';
import { gloomEvaluate, gloomHeuristic } from './heuristic.js';
import { ACTIONS } from './ids.js';
import { createArmies, reportArmies, startMatch } from './rules/setup.js';
import { SCENARIOS } from './scenarios.js';
import { GloomState } from './state.js';
import { OBSERVATION_SHAPE } from './view.js';
import { gloomCardReference } from './card-reference.js';

function factsOf(id: string, description: string): VariantFacts {
  return {
    id,
    description,
    players: 2,
    observationLength: observationSize(OBSERVATION_SHAPE),
    observationShape: OBSERVATION_SHAPE,
    numDistinctActions: ACTIONS.size,
    actions: ACTIONS,
    // Fixed by the rules: 3 rounds of at most 12 activations, 16 deployments, bids and roles.
    maxTurns: 120,
    maxDecisions: 6000,
    returnBounds: [0, 1],
    hiddenInformation: true,
    chance: true,
    cardEvents: [CardEvent.InDeck, CardEvent.Played],
    usesDecks: true,
  };
}

export const GLOOM_VARIANTS: readonly VariantFacts[] = SCENARIOS.map((sc, i) => factsOf(i === 0 ? 'standard' : sc.id, `${sc.name}: ${sc.description}; 3 rounds, 100-point armies`));

function scenarioOf(variant: string) {
  const i = GLOOM_VARIANTS.findIndex((v) => v.id === variant);
  return SCENARIOS[i < 0 ? 0 : i]!;
}

/** A state of `set` on `variant`'s map holding `cards` units, as constructed. */
export function newGloomState(set: GloomCardSet, variant: string, cards: number): GloomState {
  const facts = GLOOM_VARIANTS.find((v) => v.id === variant) ?? GLOOM_VARIANTS[0]!;
  return new GloomState(set, geometryOf(scenarioOf(variant)), cards, gloom, facts);
}

function unitCount(set: GloomCardSet, deck: readonly number[]): number {
  return deck.filter((d) => set.tables.kind[d] === 0).length;
}

/** Set-up (SOM): both armies created from their lists, the map's terrain, then the hidden Gambit choices. */
function newGloomMatch(setup: MatchSetup<GloomCard>, seed: number): GloomState {
  const set = setup.cards as GloomCardSet;
  const s = newGloomState(set, setup.variant, unitCount(set, setup.decks[0]!) + unitCount(set, setup.decks[1]!));
  s.rng.seedAll(seed);
  createArmies(s, setup.decks);
  if (setup.events) {
    s.setEventSink(setup.events);
    reportArmies(s);
  }
  startMatch(s);
  s.settle();
  return s;
}

export const gloom: GameDefinition<GloomCard, GloomState> = {
  id: 'gloom',
  name: 'Gloom of Gods',
  description: 'hex-grid miniatures wargame: 3 rounds of 5/4/3 activations, charges and flanks, morale, magic, gambits, Soulshards from objectives',
  variants: GLOOM_VARIANTS,
  defaultVariant: 'standard',
  defaultCardSet: () => GLOOM_CARDS.defaultSet(),
  loadCards: (files) => GLOOM_CARDS.load(files),
  cardsFromTexts: (texts, options) => GLOOM_CARDS.fromTexts(texts, options),
  deckSections: GLOOM_DECK_SECTIONS,
  // A unit's use is entering the battlefield, from its Deployment Zone or from Reserve ("units not
  // yet deployed (e.g., Reserve units)"); a Gambit is "kept hidden until used"; a spell is cast.
  useVerbs: { unit: 'deployed', gambit: 'used', spell: 'cast' },
  validateDeck: (cards, deck) => validateGloomDeck(cards, deck),
  cardReference: () => gloomCardReference(),
  randomDeck: (cards, rng) => randomGloomDeck(cards as GloomCardSet, rng),
  ablationFiller: (cards, def) => gloomAblationFiller(cards as GloomCardSet, def),
  newMatch: (setup, seed) => newGloomMatch(setup, seed),
  evaluate: (state, p) => gloomEvaluate(state, p),
  heuristicAction: (state, p, rng, look) => gloomHeuristic(state, p, rng, look),
  // A move pays only through the attack or action after it in the same activation, which a
  // search spread over every legal move rarely reaches; the heuristic plays the activation out,
  // so its choice ranks the moves (PUCT, c 0.5). Without it (prior: none), UCB needs a small c
  // for the evaluation's small per-ply differences to steer. Random plies blur the evaluation,
  // so playouts stop after two (RULES.md, Search settings).
  searchDefaults: { cutoff: 2, c: 0.05, prior: 'heuristic', priorC: 0.5, priorWeight: 0.5, expandAfter: 8 },
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
};
