// A card game's GameDefinition from its recipe: what is the game's own (facts, card files, deck
// rules, set-up steps, view, policy) in one object, and the rest said once here: the facets
// assembled, the card-file tail wired (cardFiles), states reused between matches through
// PooledMatches, and the hidden-information twin of BaseState.

import type { ActionSpace } from './action-space.js';
import type { BaseState } from './base-state.js';
import type { CardFiles } from './card-set-loader.js';
import type { DeckSections } from './deck-sections.js';
import { CardEvent, type UseVerbs } from './events.js';
import type { CardReference, CardSet, DeckAxis, DeckViolation, GameAi, GameDefinition, MatchSetup, ObservationPart, StateView, Tunable, VariantFacts } from './game.js';
import { observationSize } from './game.js';
import { getOrMake } from './get-or-make.js';
import type { Rng } from './rng.js';
import { PooledMatches } from './state-pool.js';

/** What a duel's facts say of their own; the rest may be overridden too. */
export type DuelFacts = Pick<VariantFacts, 'id' | 'description' | 'maxTurns' | 'maxDecisions'> & {
  readonly observationShape: readonly ObservationPart[];
  readonly actions: ActionSpace;
} & Partial<VariantFacts>;

/**
 * The facts of a duel with decks: two seats, returns as win shares, hidden hands, chance, and
 * every card event (in deck, first hand, drawn, played); the observation's length and the number
 * of actions follow from its shape and its action space.
 */
export function duelFacts(own: DuelFacts): VariantFacts {
  const { id, description, observationShape, actions, maxTurns, maxDecisions, ...rest } = own;
  return {
    id,
    description,
    players: 2,
    observationLength: observationSize(observationShape),
    observationShape,
    numDistinctActions: actions.size,
    actions,
    maxTurns,
    maxDecisions,
    returnBounds: [0, 1],
    hiddenInformation: true,
    chance: true,
    cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
    usesDecks: true,
    ...rest,
  };
}

/** What states of a game's match differ in: its card set, its variant and (PooledSetUp.cardCount) its card count. */
export interface MatchKey<Set> extends VariantKey<Set> {
  /** Card instances of a match, for a game whose state's size depends on its decks (else 0). */
  readonly cards: number;
}

/** States are pooled, and set-ups templated, per card set and variant (PooledMatches separates card counts). */
interface VariantKey<Set> {
  readonly set: Set;
  readonly facts: VariantFacts;
}

/** A game's deck rules over its own typed set. */
export interface DeckRules<Set> {
  readonly sections: DeckSections;
  validate(set: Set, deck: readonly number[], variant: string): DeckViolation[];
  /** Advice that is not a rule (CardRules.deckWarnings). */
  warnings?(set: Set, deck: readonly number[], variant: string): DeckViolation[];
  random(set: Set, rng: Rng, variant: string): number[];
  /** The deck search's own axes (CardRules.deckAxes). */
  axes?(set: Set, variant: string, rng: Rng): readonly DeckAxis[];
}

/**
 * Set-up with states reused: a match starts from a released state (or a blank one), its decks
 * created card by card, or copied from the line-up's set-up template once it was built twice.
 * createDecks must draw nothing at random: a template is reseeded, not replayed.
 */
export interface PooledSetUp<TCard, Set, S extends BaseState> {
  /** The card instances of a match of `decks`, for a state sized by its decks; absent: the set fixes the size. */
  cardCount?(set: Set, decks: readonly (readonly number[])[]): number;
  /** A state of `key` as constructed: no cards, nothing pending. */
  blank(key: MatchKey<Set>, game: GameDefinition<TCard, S>): S;
  /** Creates the decks' cards in a blank state. */
  createDecks(s: S, decks: readonly (readonly number[])[]): void;
  /** The rest of set-up once the cards exist (card events reported, shuffles, hands, the first decision). */
  start(s: S, setup: MatchSetup<TCard>): void;
}

/** Set-up a game keeps for itself (Warsong's configurations and pools). */
export interface OwnSetUp<TCard, S> {
  newMatch(setup: MatchSetup<TCard>, seed: number): S;
  releaseState?(state: S): void;
}

export interface CardGameRecipe<TCard, Set extends CardSet<TCard>, S extends BaseState> {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly variants: readonly VariantFacts[];
  /** Absent: the first variant. */
  readonly defaultVariant?: string;
  /** The card files (cardFiles of the game's loader recipe). */
  readonly files: CardFiles<Set>;
  readonly reference?: () => CardReference;
  readonly decks: DeckRules<Set>;
  readonly useVerbs?: UseVerbs;
  readonly balance?: {
    ablationFiller?(set: Set, def: number): CardSet<TCard>;
    readonly tunables?: readonly Tunable<TCard>[];
  };
  readonly setUp: PooledSetUp<TCard, Set, S> | OwnSetUp<TCard, S>;
  readonly view: StateView<S>;
  readonly ai: GameAi<S>;
}

/** The GameDefinition of a card game from its recipe. */
export function cardGame<TCard, Set extends CardSet<TCard>, S extends BaseState>(recipe: CardGameRecipe<TCard, Set, S>): GameDefinition<TCard, S> {
  // Every set a game receives is one its own loader made (or a patch of one): its typed set.
  const typed = (cards: CardSet<TCard>): Set => cards as Set;
  const { files, decks, balance } = recipe;
  const game: GameDefinition<TCard, S> = {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    variants: recipe.variants,
    defaultVariant: recipe.defaultVariant ?? recipe.variants[0]!.id,
    ...matchesOf(recipe, () => game),
    perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
    view: recipe.view,
    cards: {
      defaultSet: () => files.defaultSet(),
      load: (paths) => files.load(paths),
      fromTexts: (texts, options) => files.fromTexts(texts, options),
      ...(recipe.reference && { reference: recipe.reference }),
      deckSections: decks.sections,
      ...(recipe.useVerbs && { useVerbs: recipe.useVerbs }),
      validateDeck: (cards, deck, variant) => decks.validate(typed(cards), deck, variant),
      ...(decks.warnings && { deckWarnings: (cards: CardSet<TCard>, deck: readonly number[], variant: string) => decks.warnings!(typed(cards), deck, variant) }),
      randomDeck: (cards, rng, variant) => decks.random(typed(cards), rng, variant),
      ...(decks.axes && { deckAxes: (cards: CardSet<TCard>, variant: string, rng: Rng) => decks.axes!(typed(cards), variant, rng) }),
    },
    ...(balance && {
      balance: {
        ...(balance.ablationFiller && { ablationFiller: (cards: CardSet<TCard>, def: number) => balance.ablationFiller!(typed(cards), def) }),
        ...(balance.tunables && { tunables: balance.tunables }),
      },
    }),
    ai: recipe.ai,
  };
  return game;
}

/** newMatch and releaseState: the game's own, or set-up through PooledMatches per card set and variant (and card count). */
function matchesOf<TCard, Set extends CardSet<TCard>, S extends BaseState>(
  recipe: CardGameRecipe<TCard, Set, S>,
  game: () => GameDefinition<TCard, S>,
): Pick<GameDefinition<TCard, S>, 'newMatch' | 'releaseState'> {
  const setUp = recipe.setUp;
  if ('newMatch' in setUp) return { newMatch: (setup, seed) => setUp.newMatch(setup, seed), ...(setUp.releaseState && { releaseState: (s: S) => setUp.releaseState!(s) }) };
  // States are pooled per card set and variant; PooledMatches keeps them apart by card count.
  const keys = new WeakMap<Set, Map<string, VariantKey<Set>>>();
  const keyOf = (set: Set, variant: string): VariantKey<Set> => {
    const byVariant = getOrMake(keys, set, () => new Map<string, VariantKey<Set>>());
    return getOrMake(byVariant, variant, () => {
      const facts = recipe.variants.find((v) => v.id === variant);
      if (facts === undefined) throw new Error(`${recipe.id} has no variant '${variant}'`);
      return { set, facts };
    });
  };
  const count = setUp.cardCount;
  const matches = new PooledMatches<VariantKey<Set>, S>(
    (key, cards) => setUp.blank({ ...key, cards }, game()),
    (s, d) => setUp.createDecks(s, d),
    count && ((key, decks) => count(key.set, decks)),
  );
  /** The key each state newMatch handed out was set up under, for its release. */
  const keyOfState = new WeakMap<S, VariantKey<Set>>();
  return {
    newMatch(setup, seed) {
      const set = setup.cards as Set;
      const key = keyOf(set, setup.variant);
      const s = matches.setUp(key, setup.decks, seed, setup.events);
      keyOfState.set(s, key);
      setUp.start(s, setup);
      return s;
    },
    // Only the code that got the state from newMatch may release it, once nothing reads it any more.
    releaseState(s) {
      const key = keyOfState.get(s);
      if (key === undefined) throw new Error(`releaseState: this ${recipe.id} state did not come from newMatch`);
      matches.release(key, s);
    },
  };
}
