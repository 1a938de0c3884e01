// The coin game: a calibration instrument for the statistics, registered like any game.
// Each player brings a deck of planted-value cards, is dealt a hand, draws and plays a card
// on each of three turns; then one Bernoulli draw decides the match: seat 0 wins with
// probability logistic(sum of own deck values - opponent's + seat advantage). Every true
// quantity the report estimates (win rates, matchups, ratings, ablation changes, and zero for
// IWD and IOH) is known exactly, so interval coverage can be measured.

import { BaseState, END_NORMAL } from '../../core/base-state.js';
import type { ZoneSpec } from '../../core/cards.js';
import { sectionViolations, singleSection } from '../../core/deck-sections.js';
import { CardEvent } from '../../core/events.js';
import type { MatchScratch } from '../../core/match-scratch.js';
import type { GameDefinition, MatchSetup, StateView, VariantFacts } from '../../core/game.js';
import { TERMINAL } from '../../core/game.js';
import { STREAM_CHANCE, STREAM_SHUFFLE } from '../../core/rng.js';
import { allocateStorage, NO_ARRAYS } from '../../core/state-storage.js';
import type { CoinCard, CoinCardSet } from './cards.js';
import { COIN_CARDS } from './cards.js';

export const DECK_SIZE = 8;
export const MAX_COPIES = 2;
export const HAND_SIZE = 3;
export const TURNS_EACH = 3;
/** Action ids are card definitions; a card set holds at most this many. */
export const MAX_DEFS = 64;

const DECK = 0;
const HAND = 1;
const PLAYED = 2;
const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'played', kind: 'pile', visibility: 'public' },
];

const FACTS: VariantFacts = {
  id: 'standard',
  description: `decks of ${DECK_SIZE}, hand ${HAND_SIZE}, ${TURNS_EACH} turns each, one Bernoulli draw`,
  players: 2,
  observationLength: MAX_DEFS * 3 + 1,
  observationShape: [
    { name: 'own hand', shape: [MAX_DEFS] },
    { name: 'played', shape: [2, MAX_DEFS] },
    { name: 'progress', shape: [1] },
  ],
  numDistinctActions: MAX_DEFS,
  maxTurns: 2 * TURNS_EACH,
  maxDecisions: 2 * TURNS_EACH,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

const SECTIONS = singleSection({ min: DECK_SIZE, max: DECK_SIZE }, () => MAX_COPIES);

export class CoinState extends BaseState {
  toMove = 0;
  winner = -1;

  constructor(
    readonly set: CoinCardSet,
    size: number,
    scratch?: MatchScratch,
  ) {
    super(coinGame, FACTS, allocateStorage({ zones: ZONES, players: 2, cards: size, streams: STREAM_SHUFFLE + 2, arrays: NO_ARRAYS }), scratch);
  }

  protected blank(): this {
    return new CoinState(this.set, this.cards.size, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }

  protected override copyOwnFrom(o: this): void {
    this.toMove = o.toMove;
    this.winner = o.winner;
  }

  /** Sum of the planted values of the cards p owns. */
  deckValue(p: number): number {
    let v = 0;
    for (let c = 0; c < this.cards.size; c++) if (this.cards.owner[c] === p) v += this.set.data[this.cards.def[c]!]!.value;
    return v;
  }

  /** Probability that seat 0 wins, given both decks (decklists are open). */
  seatZeroWinProbability(): number {
    return logistic(this.deckValue(0) - this.deckValue(1) + this.set.seatAdvantage);
  }

  currentPlayer(): number {
    return this.isTerminal() ? TERMINAL : this.toMove;
  }

  legalActions(out: Int32Array): number {
    if (this.isTerminal()) return 0;
    // Distinct definitions in hand, ascending.
    const t = this.cards;
    const n = t.count(HAND, this.toMove);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const d = t.def[t.at(HAND, this.toMove, i)]!;
      let j = 0;
      while (j < k && out[j]! < d) j++;
      if (j < k && out[j] === d) continue;
      for (let m = k; m > j; m--) out[m] = out[m - 1]!;
      out[j] = d;
      k++;
    }
    return k;
  }

  protected applyAction(def: number): void {
    const p = this.toMove;
    const t = this.cards;
    const n = t.count(HAND, p);
    for (let i = 0; i < n; i++) {
      const c = t.at(HAND, p, i);
      if (t.def[c] === def) {
        t.pushOnto(c, PLAYED, p);
        this.emit(CardEvent.Played, p, def);
        break;
      }
    }
    if (this.ownTurns[0]! >= TURNS_EACH && this.ownTurns[1]! >= TURNS_EACH) {
      this.winner = this.rng.float(STREAM_CHANCE) < this.seatZeroWinProbability() ? 0 : 1;
      this.end(END_NORMAL);
      return;
    }
    this.toMove = 1 - p;
    this.startTurn();
  }

  /** The player to move begins a turn and draws (the first turn's hand is the dealt one). */
  startTurn(): void {
    const p = this.toMove;
    this.beginTurnOf(p);
    if (this.ownTurns[p]! > 1 && this.cards.count(DECK, p) > 0) {
      const c = this.cards.moveTop(DECK, p, HAND, p);
      this.emit(CardEvent.Drawn, p, this.cards.def[c]!);
    }
  }

  returns(): number[] {
    return this.winner < 0 ? [0.5, 0.5] : this.winner === 0 ? [1, 0] : [0, 1];
  }

  static start(setup: MatchSetup<CoinCard>, seed: number): CoinState {
    const set = setup.cards as CoinCardSet;
    const size = setup.decks.reduce((s, d) => s + d.length, 0);
    const s = new CoinState(set, size);
    s.rng.seedAll(seed);
    if (setup.events) s.setEventSink(setup.events);
    let id = 0;
    for (let p = 0; p < 2; p++) for (const def of setup.decks[p]!) s.cards.create(id++, def, p, DECK);
    for (let p = 0; p < 2; p++) {
      s.reportDeck(DECK, p);
      s.cards.shufflePile(DECK, p, s.rng, STREAM_SHUFFLE + p);
      for (let k = 0; k < HAND_SIZE; k++) {
        const c = s.cards.moveTop(DECK, p, HAND, p);
        s.emit(CardEvent.FirstHand, p, s.cards.def[c]!);
      }
    }
    s.startTurn();
    return s;
  }
}

/** The definitions in p's pile of `zone`, in pile order. */
function pileDefs(s: CoinState, zone: number, p: number): number[] {
  const t = s.cards;
  return Array.from({ length: t.count(zone, p) }, (_, i) => t.def[t.at(zone, p, i)]!);
}

const VIEW: StateView<CoinState> = {
  describeAction: (s, def) => `plays ${s.set.cards[def]?.name ?? `#${def}`}`,
  observe(s, p, out) {
    out.fill(0);
    for (const d of pileDefs(s, HAND, p)) out[d]! += 1;
    for (const q of [p, 1 - p]) {
      const base = q === p ? MAX_DEFS : 2 * MAX_DEFS;
      for (const d of pileDefs(s, PLAYED, q)) out[base + d]! += 1;
    }
    out[3 * MAX_DEFS] = s.turn() / FACTS.maxTurns;
  },
  informationKey(s, p) {
    const hand = pileDefs(s, HAND, p).sort((a, b) => a - b);
    const played = [0, 1].map((q) => pileDefs(s, PLAYED, q).join(','));
    return `${p}|${s.turn()}|${hand.join(',')}|${played.join('|')}`;
  },
  describe(s) {
    const names = (z: number, q: number): string => pileDefs(s, z, q).map((d) => s.set.cards[d]!.name).join(' ') || '-';
    return [0, 1].map((q) => `P${q + 1} hand: ${names(HAND, q)} | played: ${names(PLAYED, q)} | deck: ${s.cards.count(DECK, q)} cards`).join('\n');
  },
  ownText: (s) => `toMove=${s.toMove} winner=${s.winner}`,
};

export const coinGame: GameDefinition<CoinCard, CoinState> = {
  id: 'coin',
  name: 'Coin (calibration)',
  description: 'planted card values decide one Bernoulli draw: known truths for checking the statistics',
  variants: [FACTS],
  defaultVariant: 'standard',
  newMatch: (setup, seed) => CoinState.start(setup, seed),
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
  view: VIEW,
  cards: {
    defaultSet: () => COIN_CARDS.defaultSet(),
    load: (files) => COIN_CARDS.load(files),
    fromTexts: (texts, options) => COIN_CARDS.fromTexts(texts, options),
    deckSections: SECTIONS,
    useVerbs: { coin: 'played' },
    validateDeck: (cards, deck) => sectionViolations(cards, SECTIONS, deck),
    randomDeck(cards, rng) {
      const pool: number[] = [];
      for (const c of cards.cards) for (let k = 0; k < MAX_COPIES; k++) pool.push(c.id);
      rng.shuffle(pool);
      return pool.slice(0, DECK_SIZE).sort((a, b) => a - b);
    },
  },
  balance: {
    ablationFiller(cards, def) {
      const set = cards as CoinCardSet;
      return {
        ...set,
        cards: set.cards.map((c) => (c.id === def ? { ...c, name: `${c.name} (blank)` } : c)),
        data: set.data.map((d, i) => (i === def ? { value: 0 } : d)),
      } as CoinCardSet;
    },
    tunables: [{ name: 'seatAdvantage', description: "seat 1's term in the logit of its win probability (the card file's seatAdvantage)", apply: (cards, value) => ({ ...(cards as CoinCardSet), seatAdvantage: value }) as CoinCardSet }],
  },
  ai: {
    evaluate(state, p) {
      if (state.isTerminal()) return state.returns()[p]!;
      const q = state.seatZeroWinProbability();
      return p === 0 ? q : 1 - q;
    },
    heuristicAction(state, p) {
      // The result does not depend on plays: play the highest-valued card, as a tidy player would.
      const ids = new Int32Array(MAX_DEFS);
      const n = state.legalActions(ids);
      let best = ids[0]!;
      for (let i = 1; i < n; i++) if (state.set.data[ids[i]!]!.value > state.set.data[best]!.value) best = ids[i]!;
      void p;
      return best;
    },
  },
};
