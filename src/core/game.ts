// The game contract. Modelled on OpenSpiel's State, adapted for speed in TypeScript and for
// card games whose effects stop halfway to ask a player something. Nothing outside
// src/games/<id>/ knows any one game: the CLI, the runner, the statistics, the agents and the
// conformance suite all work through these two interfaces.

import type { z } from 'zod';
import type { ActionSpace } from './action-space.js';
import type { CardFileText, LoadOptions } from './card-file-text.js';
import type { CardTable } from './cards.js';
import type { DeckSections } from './deck-sections.js';
import type { CardEvent, CardEventSink, UseVerbs } from './events.js';
import type { OnePly } from './one-ply.js';
import type { Rng } from './rng.js';

/**
 * A named block of an observation vector with its shape (a board as rows x columns x features, a
 * hand as slots x features): the blocks lie one after another in observe()'s output, in this
 * order, and their sizes add up to observationLength. Networks read spatial blocks as tensors.
 */
export interface ObservationPart {
  readonly name: string;
  readonly shape: readonly number[];
}

/** Facts a game declares per variant; the runner, agents and tests rely on them. */
export interface VariantFacts {
  readonly id: string;
  readonly description: string;
  readonly players: number;
  /** Length of observe()'s Float32Array. */
  readonly observationLength: number;
  /** The blocks of the observation and their shapes (see ObservationPart). */
  readonly observationShape: readonly ObservationPart[];
  /** Action ids are integers in [0, numDistinctActions). */
  readonly numDistinctActions: number;
  /** The action space the ids come from (numDistinctActions is its size), for decoding and policy heads. */
  readonly actions?: ActionSpace;
  /** Turn limit: after this many turns the match is scored (or drawn), reason "turn-limit". */
  readonly maxTurns: number;
  /** Hard cap on decisions; exceeding it is a rule loop, reported as an error. */
  readonly maxDecisions: number;
  /** Every entry of returns() lies in [min, max]. */
  readonly returnBounds: readonly [number, number];
  readonly hiddenInformation: boolean;
  readonly chance: boolean;
  /** The card events this game reports (Gloom of Gods has army lists and no draws, so no hand events). */
  readonly cardEvents: readonly CardEvent[];
  /** Whether players bring decks (or army lists) from a card set. */
  readonly usesDecks: boolean;
}

/** What every game's card exposes to reports and statistics, whatever its own schema. */
export interface CardInfo {
  /** Index in the card set: the definition id used in states and action ids. */
  readonly id: number;
  /** Stable key used in deck lists and reports (the card's name). */
  readonly name: string;
  readonly type: string;
  /** Faction, kingdom or army; null for unaligned cards. */
  readonly faction: string | null;
  readonly cost: number;
  readonly keywords: readonly string[];
  /** Where the card was defined: file and line, for messages. */
  readonly source?: { file: string; line: number };
}

export interface DeckList {
  readonly name: string;
  /** Definition ids, one entry per copy. */
  readonly cards: readonly number[];
  readonly source?: { file: string; line: number };
  /** The deck rules it breaks (a patched set only: LoadOptions.keepIllegalDecks); an experiment that plays it is refused. */
  readonly illegal?: readonly string[];
}

export interface CardSet<TCard = unknown> {
  readonly game: string;
  readonly name: string;
  /** Files the set was read from (empty for a set built in code). */
  readonly files: readonly string[];
  /** Content hash of the card files, recorded in run.json. */
  readonly hash: string;
  readonly cards: readonly CardInfo[];
  /** The game's own definitions, same index as `cards`. */
  readonly data: readonly TCard[];
  /** Preconstructed decks shipped with the set. */
  readonly decks: readonly DeckList[];
}

export interface DeckViolation {
  /** Short rule name, e.g. "deck-size", "copy-limit", "factions". */
  readonly rule: string;
  readonly message: string;
  /** How to mend the deck, shown after the problem in a card file's deck. */
  readonly fix?: string;
}

/** A broken deck rule as one phrase, the same in card files, experiments and sweeps. */
export function violationText(v: DeckViolation): string {
  return `the ${v.rule} rule: ${v.message}`;
}

export interface MatchSetup<TCard = unknown> {
  readonly variant: string;
  readonly cards: CardSet<TCard>;
  /** One deck per seat, as definition ids (ignored by games without decks). */
  readonly decks: readonly (readonly number[])[];
  /** Card events are reported here; null for matches nobody records. */
  readonly events?: CardEventSink | null;
}

/**
 * A game's advice to search agents. Long matches make full random playouts slow and noisy; a
 * game with a trustworthy evaluation can ask for playouts cut off after a few plies, and an
 * exploration constant that fits how spread its evaluations are.
 */
export interface SearchDefaults {
  /** Plies after which a playout stops and is scored by evaluate() (0: play to the end). */
  readonly cutoff?: number;
  /** UCB exploration constant (rewards are win shares in [0, 1]). */
  readonly c?: number;
  /** heuristic: the game's heuristic gives the search its prior over untried moves (PUCT). */
  readonly prior?: 'heuristic' | 'none';
  /** The exploration constant when the heuristic prior is in use (PUCT's scale is not UCB's); else `c`. */
  readonly priorC?: number;
  /** The heuristic prior's mass on the heuristic's action (the rest spread evenly). */
  readonly priorWeight?: number;
  /** With the heuristic prior: visits a node is valued as a leaf before it gets its edges and prior. */
  readonly expandAfter?: number;
}

/** One entry of a closed vocabulary of card files: a keyword, an effect, a tag. */
export interface VocabularyEntry {
  /** As written in a card file. */
  readonly name: string;
  /** What it takes after its name, e.g. "a number", "an attack type"; absent when nothing. */
  readonly parameter?: string;
  /** Its rule, in a sentence or two. */
  readonly rule: string;
}

/**
 * What `docs/cards/<game>.md` is generated from (`balance-lab cards <game>`), so that the
 * reference cannot drift from the loader: the schema the loader validates card files with, and
 * each closed vocabulary with the rule of every entry.
 */
export interface CardReference {
  /** A paragraph on what the card files of this game hold. */
  readonly intro: string;
  /** The zod schema of a whole card file; `.describe()` texts become the fields' meanings. */
  readonly fileSchema: z.ZodType;
  readonly vocabularies: readonly {
    /** e.g. "Keywords". */
    readonly title: string;
    /** The field path it is written in, e.g. "cards[].keywords". */
    readonly field: string;
    readonly entries: readonly VocabularyEntry[];
  }[];
}

/**
 * A rule parameter a game lets a sweep change (a seat compensation, a loss threshold): applied
 * to the card set the matches are played with, since the set is what every match receives.
 */
export interface Tunable<TCard = unknown> {
  readonly name: string;
  /** What it sets, in a sentence, with its value in the rulebook. */
  readonly description: string;
  /** The set with the parameter at `value`; throws InputError for a value the rules cannot take. */
  apply(cards: CardSet<TCard>, value: number): CardSet<TCard>;
}

/** A behaviour axis of the deck search (src/decks/search/axes.ts): the bin a deck falls in, named for reports. */
export interface DeckAxis {
  readonly name: string;
  bin(deck: readonly number[]): string;
}

/**
 * What a state of a BaseState game shows: its description, its observation, its information-state
 * key and its own text. The game supplies it (GameDefinition.view) and BaseState calls it, so a
 * state carries no methods that only pass itself on to its view module.
 */
export interface StateView<S> {
  describe(state: S): string;
  describeAction(state: S, action: number): string;
  /** GameState.describeActionSteps; absent: an action is one step. */
  actionSteps?(state: S, action: number): readonly string[];
  observe(state: S, player: number, out: Float32Array): void;
  /** The game's part of p's information-state key: what p sees of the board, hands and piles. */
  informationKey(state: S, player: number): string;
  /** The game's own state beyond the buffer's shared parts, as text (for serialize). */
  ownText(state: S): string;
}

/**
 * The cards facet: card files and their reference, deck rules and random decks. Absent for a
 * game without cards (core/facets.ts: an empty set, every deck legal and empty).
 */
export interface CardRules<TCard = unknown> {
  /** The embedded starter set (cards/<id>/), or a set built in code. */
  defaultSet(): CardSet<TCard>;
  /** Reads card files; a bad file throws InputError naming file, line and field. */
  load(files: readonly string[]): CardSet<TCard>;
  /**
   * Optional: the same from card texts held in memory, each under its file's path (problems
   * name that file): a patched set is built without writing files. A game without it (a plugin)
   * is patched through copies of its files.
   */
  fromTexts?(texts: readonly CardFileText[], options?: LoadOptions): CardSet<TCard>;
  /** Optional: the card-file reference (every field, its allowed values, every keyword and effect with its rule). */
  reference?(): CardReference;
  /**
   * The sections a deck has, each with its size and copy rules (deck-sections.ts); a deck is a
   * flat list of definition ids whose cards each belong in one section. Absent for games without
   * decks.
   */
  readonly deckSections?: DeckSections;
  /**
   * The verb of each card kind's use (the Played event): "cast" for spells, "accepted" for
   * quests; null for a kind with no such event. Absent: every kind is "played".
   */
  readonly useVerbs?: UseVerbs;
  /** Every rule the deck breaks (empty when legal). */
  validateDeck(cards: CardSet<TCard>, deck: readonly number[], variant: string): DeckViolation[];
  /**
   * Optional: advice about a legal deck that is not a rule of the rulebook (a deck no first
   * summon can use, say). `validate` prints these as warnings; they never refuse a deck.
   */
  deckWarnings?(cards: CardSet<TCard>, deck: readonly number[], variant: string): DeckViolation[];
  /** A legal deck drawn at random from the set. */
  randomDeck(cards: CardSet<TCard>, rng: Rng, variant: string): number[];
  /**
   * Optional: the deck search's behaviour axes for this set (default: the decks' faction mix and
   * mean cost, src/decks/search/axes.ts); `rng` may draw random decks to place bin edges.
   */
  deckAxes?(cards: CardSet<TCard>, variant: string, rng: Rng): readonly DeckAxis[];
}

/** The balance facet: what ablation and sweeps change. Absent: no card can be blanked, nothing swept. */
export interface BalanceTools<TCard = unknown> {
  /**
   * The set with card `def` replaced, under the same definition id, by its neutral filler (by
   * default the same type, cost and faction, the set's median stats for that cost, no
   * abilities). Ablation replays a match on this set only when no opponent holds the card, so
   * exactly the focal side's copies change, slot for slot; keeping the id keeps every action
   * id, legal-action order and random draw the same until the card matters. A card that plays
   * exactly like its filler keeps its own definition object (`data[def]` unchanged,
   * `isOwnBlank` in filler.ts): ablation cannot measure it and says so.
   */
  ablationFiller?(cards: CardSet<TCard>, def: number): CardSet<TCard>;
  /** Rule parameters a sweep may change (`sweep: {tunable, values}`). */
  readonly tunables?: readonly Tunable<TCard>[];
}

/**
 * The AI facet: the game's own evaluation, policy and search advice, apart from its rules.
 * Absent (core/facets.ts): the evaluation knows only a finished match's returns and the policy
 * plays a random legal action.
 */
export interface GameAi<S extends GameState = GameState> {
  /** The game's own evaluation: p's expected share of the win, in [0, 1]. */
  evaluate(state: S, player: number): number;
  /**
   * The game's hand-written policy: what a sensible human would play. Must not read hidden
   * information. `look` is the caller's scratch for one-ply looks (an agent keeps one per match);
   * without it the policy makes its own.
   */
  heuristicAction(state: S, player: number, rng: Rng, look?: OnePly): number;
  /** Search settings that suit this game's length and evaluation, used where an agent spec is silent. */
  readonly searchDefaults?: SearchDefaults;
}

/**
 * A game: its facts and rules at the top, the rest in facets a game declares only when it has
 * them (cards, balance, ai); core/facets.ts reads a facet with what its absence means.
 */
export interface GameDefinition<TCard = unknown, S extends GameState = GameState> {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly variants: readonly VariantFacts[];
  readonly defaultVariant: string;
  newMatch(setup: MatchSetup<TCard>, seed: number): S;
  /**
   * Optional: hands a state back so that a later newMatch may reuse its storage instead of
   * constructing a state (the result of newMatch is the same either way). Only the code that got
   * `state` from newMatch may release it, once, and only when nothing will read it again: not
   * itself, not a hook or agent that was given the state or a PlayerView of it (playMatch
   * therefore releases only matches played without an onStart or onDecision hook). A released state may be
   * handed out by the next newMatch at any time.
   */
  releaseState?(state: S): void;
  /**
   * A twin of `state` that `player` cannot tell apart from it: hidden cards permuted among
   * hidden places, secret choices changed, chance reseeded. For the hidden-information test.
   * Required of a game with hidden information or chance; absent: a clone.
   */
  perturbHidden?(state: S, player: number, rng: Rng): S;
  /** What BaseState's describe, observe, information key and serialize call (StateView); every BaseState game has one. */
  readonly view?: StateView<S>;
  readonly cards?: CardRules<TCard>;
  readonly balance?: BalanceTools<TCard>;
  readonly ai?: GameAi<S>;
}

export const TERMINAL = -1;

/** Two-player returns from a winner (0 or 1; anything else, or a match not over, is a draw). */
export function winnerReturns(over: boolean, winner: number): number[] {
  if (!over || (winner !== 0 && winner !== 1)) return [0.5, 0.5];
  return winner === 0 ? [1, 0] : [0, 1];
}

/** The largest numDistinctActions over a game's variants: a buffer this long holds any legal list. */
export function maxDistinctActions(game: GameDefinition): number {
  let max = 1;
  for (const v of game.variants) max = Math.max(max, v.numDistinctActions);
  return max;
}

export interface GameState {
  readonly game: GameDefinition;
  readonly facts: VariantFacts;
  readonly numPlayers: number;
  readonly cards: CardTable;
  /** The deciding player (also when it is not the turn player), or TERMINAL. */
  currentPlayer(): number;
  isTerminal(): boolean;
  /** Writes the legal action ids in ascending order into `out`; returns their count. No allocation. */
  legalActions(out: Int32Array): number;
  /**
   * Optional, for play that picks one action by index (random agents, random rollouts): the
   * number of legal actions, counted without listing them. legalActionAt(i), 0 <= i < count, is
   * then the id legalActions would list at index i. A game implements both or neither; the pair
   * must agree with legalActions exactly (the conformance suite checks it at every decision).
   */
  legalActionCount?(): number;
  /** See legalActionCount; cheapest right after it, correct at any time. */
  legalActionAt?(i: number): number;
  apply(action: number): void;
  /**
   * An exact, independent copy (RNG streams and pending effects included; no event sink).
   * Optional fast path: given `into`, a state the caller owns that nobody will read again (an
   * earlier clone or determinization of a state of the same match set-up, kept as scratch), a
   * game may overwrite `into` and return it instead of allocating a new state. A game without
   * the fast path ignores `into`, and one that cannot use it (another variant, another card
   * count) returns a new state: callers use the returned state, never `into` itself.
   */
  clone(into?: GameState): GameState;
  /** Canonical text of the whole state, for equality tests, replays and snapshots. */
  serialize(): string;
  /** Per-player returns within the variant's returnBounds; meaningful once terminal. */
  returns(): number[];
  /** Turns begun so far (the turn limit counts these). */
  turn(): number;
  /** Decisions applied so far. */
  decisions(): number;
  /** Why the match ended ("normal", "turn-limit", or a game's own reason); null while running. */
  endReason(): string | null;
  /** Points per player where the game keeps a score (Valor+Renown, cemetery HP, ...). */
  scores(): number[] | null;
  describeAction(action: number): string;
  /**
   * Optional, for a person choosing among many moves: describeAction's text cut into the
   * successive choices it makes (a card, then a place, then a facing). Joined with spaces the
   * steps read exactly as describeAction; the terminal menu asks them one at a time.
   */
  describeActionSteps?(action: number): readonly string[];
  /**
   * Optional, for logs: from now on `write` is told, as the rules resolve a decision, what they
   * did that the decision's description does not say (a card captured and by which card), told
   * to every seat alike, so only what all players see; null stops it. Clones and
   * determinizations never narrate.
   */
  setNarrator?(write: ((line: string) => void) | null): void;
  /**
   * What `viewer` learns when the current player takes `action` (call before apply): the
   * action id itself when it is public, otherwise an id >= numDistinctActions that hides what
   * the viewer cannot see (a face-down play shows only that a card was played).
   */
  actionObservation(action: number, viewer: number): number;
  /** p's observation, numbers in a fixed-length vector for neural agents. */
  observe(player: number, out: Float32Array): void;
  /** Identifies p's information state: equal for states p cannot tell apart. */
  informationStateKey(player: number): string;
  /**
   * A state p cannot tell from this one, with everything p has not seen (opponent hands, deck
   * orders including p's own, face-down cards, secret choices, future dice) resampled from
   * `rng`, never from this state's own streams. With `into`, the same scratch rule as clone's:
   * the result may be `into`, overwritten (the draws from `rng`, and so the result, are the same
   * either way).
   */
  determinize(player: number, rng: Rng, into?: GameState): GameState;
  /** A readable picture of the state for play logs. */
  describe(): string;
  setEventSink(sink: CardEventSink | null): void;
}

/** The length the blocks of an observation shape add up to. */
export function observationSize(parts: readonly ObservationPart[]): number {
  let n = 0;
  for (const part of parts) n += part.shape.reduce((a, b) => a * b, 1);
  return n;
}
