// WTactics' GameDefinition, declared from its recipe (core/card-game.ts): the variants' facts,
// the card files, deck rules, set-up steps, view and the game's own policy.

import { cardGame, duelFacts } from '../../core/card-game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { observationSize } from '../../core/game.js';
import type { WtCard } from './card-schema.js';
import type { WtCardSet } from './card-tables.js';
import { WT_CARDS } from './cards.js';
import { randomWtDeck, validateWtDeck, WT_DECK_SECTIONS } from './decks.js';
import { wtCardReference } from './card-reference.js';
import { wtAblationFiller } from './filler.js';
import { wtEvaluate, wtHeuristic } from './heuristic.js';
import { ACTIONS, VARIANT_OPEN_MULLIGAN, VARIANT_STANDARD, VARIANT_TRIUMVIRATE } from './ids.js';
import { cardCount, createDecks, startMatch } from './rules/turn.js';
import { WtState } from './state.js';
import { actionSteps, describeAction, describeState, informationKey, observationShape, observe, ownText } from './view.js';

export const WT_FACTS: VariantFacts = duelFacts({
  id: VARIANT_STANDARD,
  description: '1v1 Original Rules Concept: army decks of 60+, 10-card quest decks, heroes; after 36 turns the most VP, then influence, wins',
  observationShape: observationShape(2),
  actions: ACTIONS,
  maxTurns: 36,
  maxDecisions: 30000,
});

/** The Open Mulligan mod: the standard game with one single mulligan that may keep up to two cards, shown. */
export const WT_OPEN_MULLIGAN_FACTS: VariantFacts = {
  ...WT_FACTS,
  id: VARIANT_OPEN_MULLIGAN,
  description: 'Open Mulligan mod: as standard, but one single mulligan that may keep up to two cards (shown to the opponent) and refills the hand to 7',
};

/**
 * The Triumvirate: three players, each attacking the opponent a die-rolled rotation names (or
 * the other one, paid for); 18 own turns each, as in the standard game.
 */
export const WT_TRIUMVIRATE_FACTS: VariantFacts = {
  ...WT_FACTS,
  id: VARIANT_TRIUMVIRATE,
  description: 'Triumvirate: three players; a die each round sets whom everyone attacks (to the right or left), paid off-rotation attacks; the first to bring a player to zero influence wins; after 54 turns the most VP, then influence, wins',
  players: 3,
  observationLength: observationSize(observationShape(3)),
  observationShape: observationShape(3),
  maxTurns: 54,
  maxDecisions: 45000,
};

const VARIANTS: readonly VariantFacts[] = [WT_FACTS, WT_OPEN_MULLIGAN_FACTS, WT_TRIUMVIRATE_FACTS];

function factsOf(variant: string): VariantFacts {
  const v = VARIANTS.find((f) => f.id === variant);
  if (!v) throw new Error(`wtactics has no variant '${variant}'`);
  return v;
}

/** A state of card set `set` for a match of `cards` card instances, as constructed. */
export function newWtState(set: WtCardSet, cards: number, variant: string = VARIANT_STANDARD): WtState {
  return new WtState(set, wtactics, factsOf(variant), cards);
}

export const wtactics: GameDefinition<WtCard, WtState> = cardGame<WtCard, WtCardSet, WtState>({
  id: 'wtactics',
  name: 'WTactics',
  description: 'two-front CCG for two or three players: any card as a face-down gold resource, marking and assigning, attackers and defenders, quests for victory points, influence, heroes',
  variants: VARIANTS,
  files: WT_CARDS,
  reference: wtCardReference,
  decks: { sections: WT_DECK_SECTIONS, validate: validateWtDeck, random: randomWtDeck },
  // Cards from hand are played, equipment "put into play ... attached" (equipped); a quest is
  // accepted ("Accepting a Quest"); a hero, in play from the start, is used when one of its
  // abilities is ("you may only use one single Hero ability per turn").
  useVerbs: { creature: 'played', equipment: 'equipped', enchantment: 'played', event: 'played', magic: 'played', quest: 'accepted', hero: 'used' },
  balance: { ablationFiller: wtAblationFiller },
  setUp: {
    cardCount: (_set, decks) => cardCount(decks),
    blank: (key, game) => new WtState(key.set, game, key.facts, key.cards),
    createDecks,
    start: (s) => startMatch(s),
  },
  view: { describe: describeState, describeAction, actionSteps, observe, informationKey, ownText },
  ai: { evaluate: wtEvaluate, heuristicAction: wtHeuristic, searchDefaults: { cutoff: 20, c: 0.3 } },
});
