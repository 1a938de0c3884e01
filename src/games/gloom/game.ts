// Gloom of Gods' GameDefinition, declared from its recipe (core/card-game.ts): one variant per
// scenario (scenarios.ts), the card files, army rules, set-up steps, view and the game's policy.

import { cardGame } from '../../core/card-game.js';
import { CardEvent } from '../../core/events.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { observationSize } from '../../core/game.js';
import { describeGloomBoard } from './board-text.js';
import { gloomCardReference } from './card-reference.js';
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
import { describeGloomAction, gloomActionSteps, gloomKey, gloomOwnText, OBSERVATION_SHAPE, observeGloom } from './view.js';

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

export const gloom: GameDefinition<GloomCard, GloomState> = cardGame<GloomCard, GloomCardSet, GloomState>({
  id: 'gloom',
  name: 'Gloom of Gods',
  description: 'hex-grid miniatures wargame: 3 rounds of 5/4/3 activations, charges and flanks, morale, magic, gambits, Soulshards from objectives',
  variants: GLOOM_VARIANTS,
  files: GLOOM_CARDS,
  reference: gloomCardReference,
  decks: { sections: GLOOM_DECK_SECTIONS, validate: validateGloomDeck, random: randomGloomDeck },
  // A unit's use is entering the battlefield, from its Deployment Zone or from Reserve ("units not
  // yet deployed (e.g., Reserve units)"); a Gambit is "kept hidden until used"; a spell is cast.
  useVerbs: { unit: 'deployed', gambit: 'used', spell: 'cast' },
  balance: { ablationFiller: gloomAblationFiller },
  // Set-up (SOM): both armies created from their lists, the map's terrain, then the hidden Gambit choices.
  setUp: {
    cardCount: (set, decks) => unitCount(set, decks[0]!) + unitCount(set, decks[1]!),
    blank: (key, game) => new GloomState(key.set, geometryOf(scenarioOf(key.facts.id)), key.cards, game, key.facts),
    createDecks: createArmies,
    start(s, setup) {
      if (setup.events) reportArmies(s);
      startMatch(s);
      s.settle();
    },
  },
  view: { describe: describeGloomBoard, describeAction: describeGloomAction, actionSteps: gloomActionSteps, observe: observeGloom, informationKey: gloomKey, ownText: gloomOwnText },
  ai: {
    evaluate: gloomEvaluate,
    heuristicAction: gloomHeuristic,
    // A move pays only through the attack or action after it in the same activation, which a
    // search spread over every legal move rarely reaches; the heuristic plays the activation out,
    // so its choice ranks the moves (PUCT, c 0.5). Without it (prior: none), UCB needs a small c
    // for the evaluation's small per-ply differences to steer. Random plies blur the evaluation,
    // so playouts stop after two (RULES.md, Search settings).
    searchDefaults: { cutoff: 2, c: 0.05, prior: 'heuristic', priorC: 0.5, priorWeight: 0.5, expandAfter: 8 },
  },
});
