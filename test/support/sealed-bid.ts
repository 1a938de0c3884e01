// A test game whose secret is not a card: each player in turn seals a bid of 0..3 Command
// Seals (as Gloom of Gods' initiative bid), the higher bid wins, equal bids draw. A sealed bid is
// hidden from the other player until both have bid: its action is observed as a hidden id, and
// determinization must resample it (BaseState.resampleSecrets).

import { BaseState, END_NORMAL } from '../../src/core/base-state.js';
import type { GameDefinition, VariantFacts } from '../../src/core/game.js';
import { TERMINAL } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';
import { allocateStorage, arrayLayout } from '../../src/core/state-storage.js';

export const BIDS = 4;
/** What the other player observes of a sealed bid. */
export const HIDDEN_BID = BIDS;
const NO_BID = 255;

const FACTS: VariantFacts = {
  id: 'standard',
  description: 'one sealed bid each',
  players: 2,
  observationLength: 2 * (BIDS + 1),
  observationShape: [{ name: 'bids as seen', shape: [2, BIDS + 1] }],
  numDistinctActions: BIDS,
  maxTurns: 2,
  maxDecisions: 2,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: false,
  cardEvents: [],
  usesDecks: false,
};

const SHAPE = { players: 2, arrays: arrayLayout({ bid: ['u8', 2] }) };

export class SealedBidState extends BaseState {
  readonly bid: Uint8Array;

  constructor() {
    const storage = allocateStorage(SHAPE);
    super(sealedBid, FACTS, storage);
    this.bid = storage.arrays.bid;
    this.bid.fill(NO_BID);
  }
  protected blank(): this {
    return new SealedBidState() as this;
  }
  protected sameConfiguration(): boolean {
    return true;
  }
  protected override copyOwnFrom(): void {}
  /** Bids are revealed once both are sealed. */
  private revealed(): boolean {
    return this.bid[1] !== NO_BID;
  }
  /** What `viewer` knows of player p's bid: the bid, or -1 while sealed and not theirs. */
  seenBid(p: number, viewer: number): number {
    if (this.bid[p] === NO_BID) return -2;
    return p === viewer || this.revealed() ? this.bid[p]! : -1;
  }
  currentPlayer(): number {
    return this.isTerminal() ? TERMINAL : this.bid[0] === NO_BID ? 0 : 1;
  }
  legalActions(out: Int32Array): number {
    if (this.isTerminal()) return 0;
    for (let b = 0; b < BIDS; b++) out[b] = b;
    return BIDS;
  }
  protected applyAction(a: number): void {
    const p = this.currentPlayer();
    this.beginTurnOf(p);
    this.bid[p] = a;
    if (p === 1) this.end(END_NORMAL);
  }
  override actionObservation(a: number, viewer: number): number {
    return viewer === this.currentPlayer() ? a : HIDDEN_BID;
  }
  protected override resampleSecrets(viewer: number, rng: Rng): void {
    if (this.revealed()) return;
    for (let p = 0; p < 2; p++) if (p !== viewer && this.bid[p] !== NO_BID) this.bid[p] = rng.below(BIDS);
  }
  returns(): number[] {
    const [a, b] = [this.bid[0]!, this.bid[1]!];
    return a === b ? [0.5, 0.5] : a > b ? [1, 0] : [0, 1];
  }
}

export const sealedBid: GameDefinition<never, SealedBidState> = {
  id: 'sealed-bid',
  name: 'Sealed bid (test)',
  description: 'one sealed bid each; a secret that is not a card',
  variants: [FACTS],
  defaultVariant: 'standard',
  newMatch: () => new SealedBidState(),
  perturbHidden: (s, p, rng) => s.perturbedTwin(p, rng),
  view: {
    describeAction: (_s, a) => `bids ${a}`,
    observe(s, p, out) {
      out.fill(0);
      for (let q = 0; q < 2; q++) {
        const seen = s.seenBid(q, p);
        if (seen >= 0) out[q * (BIDS + 1) + seen] = 1;
        else if (seen === -1) out[q * (BIDS + 1) + BIDS] = 1;
      }
    },
    informationKey: (s, p) => `${s.seenBid(0, p)},${s.seenBid(1, p)}`,
    describe: (s) => `bids ${s.bid.join(',')}`,
    ownText: (s) => `bid=${s.bid.join(',')}`,
  },
  ai: {
    evaluate: (s, p) => (s.isTerminal() ? s.returns()[p]! : 0.5),
    heuristicAction: () => BIDS - 1,
  },
};
