// Kuhn poker: the hidden-information and chance reference game. Three cards (J, Q, K) are
// shuffled, one dealt to each player, ante 1, one bet of 1. Its equilibrium value is known
// exactly (-1/18 for the first player), so the rules and determinization can be checked
// against a known result from the first day.

import { BaseState, END_NORMAL } from '../../core/base-state.js';
import { codeCardSet } from '../../core/card-set.js';
import type { ZoneSpec } from '../../core/cards.js';
import type { CardSet, GameDefinition, MatchSetup, StateView, VariantFacts } from '../../core/game.js';
import { TERMINAL } from '../../core/game.js';
import type { MatchScratch } from '../../core/match-scratch.js';
import { STREAM_CHANCE } from '../../core/rng.js';
import { allocateStorage, arrayLayout } from '../../core/state-storage.js';

export const PASS = 0;
export const BET = 1;
export const DECK = 0;
export const HAND = 1;
const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
];
const RANKS = ['J', 'Q', 'K'];

const FACTS: VariantFacts = {
  id: 'standard',
  description: 'three cards, ante 1, one bet of 1',
  players: 2,
  observationLength: 10,
  observationShape: [
    { name: 'own card', shape: [3] },
    { name: 'history', shape: [3, 2] },
    { name: 'to act', shape: [1] },
  ],
  numDistinctActions: 2,
  maxTurns: 3,
  maxDecisions: 3,
  returnBounds: [-2, 2],
  hiddenInformation: true,
  chance: true,
  cardEvents: [],
  usesDecks: false,
};

const SHAPE = { zones: ZONES, players: 2, cards: 3, streams: 1, arrays: arrayLayout({ history: ['u8', 3] }) };

export class KuhnState extends BaseState {
  /** Actions so far (PASS/BET), at most three. */
  readonly history: Uint8Array;
  historyLength = 0;
  /** Player 0's winnings once the hand is over. */
  payoff0 = 0;

  constructor(scratch?: MatchScratch) {
    const storage = allocateStorage(SHAPE);
    super(kuhnPoker, FACTS, storage, scratch);
    this.history = storage.arrays.history;
  }

  protected blank(): this {
    return new KuhnState(this.scratch) as this;
  }

  protected sameConfiguration(): boolean {
    return true;
  }

  protected override copyOwnFrom(o: this): void {
    this.historyLength = o.historyLength;
    this.payoff0 = o.payoff0;
  }

  /** The card in player p's hand, as a rank 0..2. */
  rankOf(p: number): number {
    return this.cards.def[this.cards.at(HAND, p, 0)]!;
  }

  currentPlayer(): number {
    return this.isTerminal() ? TERMINAL : this.historyLength % 2;
  }

  legalActions(out: Int32Array): number {
    if (this.isTerminal()) return 0;
    out[0] = PASS;
    out[1] = BET;
    return 2;
  }

  protected applyAction(a: number): void {
    const p = this.currentPlayer();
    this.beginTurnOf(p);
    this.history[this.historyLength++] = a;
    const h = Array.from(this.history.subarray(0, this.historyLength)).join('');
    // Histories: 00 showdown 1; 010 fold by p0; 011 showdown 2; 10 fold by p1; 11 showdown 2.
    if (h === '00') this.showdown(1);
    else if (h === '11' || h === '011') this.showdown(2);
    else if (h === '10') this.finish(1);
    else if (h === '010') this.finish(-1);
  }

  private showdown(stake: number): void {
    this.cards.revealToAll(this.cards.at(HAND, 0, 0));
    this.cards.revealToAll(this.cards.at(HAND, 1, 0));
    this.finish(this.rankOf(0) > this.rankOf(1) ? stake : -stake);
  }

  private finish(payoff0: number): void {
    this.payoff0 = payoff0;
    this.end(END_NORMAL);
  }

  returns(): number[] {
    return [this.payoff0, -this.payoff0];
  }
}

const CARDS: CardSet<null> = codeCardSet(
  'kuhn',
  'kuhn-3',
  RANKS.map((name, id) => ({ id, name, type: 'rank', faction: null, cost: 0, keywords: [] })),
  [null, null, null],
);

/** History as text: 0 a pass, 1 a bet. */
function historyText(s: KuhnState): string {
  return Array.from(s.history.subarray(0, s.historyLength)).join('');
}

const VIEW: StateView<KuhnState> = {
  describeAction(s, a) {
    const facingBet = s.historyLength > 0 && s.history[s.historyLength - 1] === BET;
    const who = `P${s.currentPlayer() + 1}`;
    if (facingBet) return `${who} ${a === BET ? 'calls' : 'folds'}`;
    return `${who} ${a === BET ? 'bets' : 'checks'}`;
  },
  observe(s, p, out) {
    out.fill(0);
    out[s.rankOf(p)] = 1;
    for (let i = 0; i < s.historyLength; i++) out[3 + i * 2 + s.history[i]!] = 1;
    out[9] = s.currentPlayer() === p ? 1 : 0;
  },
  informationKey: (s, p) => `${RANKS[s.rankOf(p)]}:${historyText(s)}`,
  describe(s) {
    const hands = [0, 1].map((p) => `P${p + 1}: ${RANKS[s.rankOf(p)]}`).join('  ');
    const moves = Array.from(s.history.subarray(0, s.historyLength)).map((a) => (a === BET ? 'b' : 'p')).join('');
    return `${hands}  history: ${moves || '-'}`;
  },
  ownText: (s) => `history=${historyText(s)} payoff0=${s.payoff0}`,
};

function newMatch(_setup: MatchSetup<null>, seed: number): KuhnState {
  const s = new KuhnState();
  s.rng.seedAll(seed);
  for (let id = 0; id < 3; id++) s.cards.create(id, id, -1, DECK, 0);
  s.cards.shufflePile(DECK, 0, s.rng, STREAM_CHANCE);
  for (const p of [0, 1]) s.cards.moveTop(DECK, 0, HAND, p);
  return s;
}

export const kuhnPoker: GameDefinition<null, KuhnState> = {
  id: 'kuhn',
  name: 'Kuhn poker',
  description: 'hidden-information and chance reference game; equilibrium value -1/18 for the first player',
  variants: [FACTS],
  defaultVariant: 'standard',
  newMatch,
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
  view: VIEW,
  // Its three cards are built in code: no files, no decks.
  cards: { defaultSet: () => CARDS, load: () => CARDS, validateDeck: () => [], randomDeck: () => [] },
  ai: {
    evaluate(state, p) {
      if (state.isTerminal()) return state.returns()[p]! > 0 ? 1 : 0;
      // Chance of holding the better card given only one's own card.
      return state.rankOf(p) / 2;
    },
    heuristicAction(state, p) {
      // Bet or call with the king, check or fold with the jack, check and call with the queen.
      const rank = state.rankOf(p);
      const facingBet = state.historyLength > 0 && state.history[state.historyLength - 1] === BET;
      if (rank === 2) return BET;
      if (rank === 0) return PASS;
      return facingBet ? BET : PASS;
    },
  },
};
