// Per-card counters from card events: the raw material of card impact (GP, OH, GD, GIH, GNS
// win rates, IWD, IOH, play rate, turn played, dead cards). Engines report events through the
// shared hook; this collector tallies one match in small per-seat arrays and, when the match
// ends, adds integer counts for each card the seat held. Counts go into the runner's blocks
// keyed by match index, so clustered intervals can be computed and merged results never
// depend on the worker count.

import type { CardEventSink } from '../core/events.js';
import { CardEvent } from '../core/events.js';
import type { MatchPlan } from '../experiment/schedule.js';
import type { Collector, CountedMatch } from './counts.js';

/** Counter fields per (card, class). Pairs of (games, share units) unless noted. */
export const F_DECK = 0; // card in the deck (GP)
export const F_OH = 2; // in the first dealt hand (OH)
export const F_NOT_OH = 4; // in the deck but not in the first hand
export const F_GD = 6; // drawn after the first hand
export const F_GIH = 8; // in hand at some point (first hand or drawn)
export const F_GNS = 10; // in the deck, never seen
export const F_PLAYED = 12; // played at least once
export const F_TURN_SUM = 14; // sum of the own turn of the first play (over played games)
export const F_EARLY = 15; // in hand with at least two own turns left (count)
export const F_EARLY_PLAYED = 16; // ... and played (count)
export const F_COPIES = 17; // sum of copies in the deck
/** IOH by copy count: for copies 1..4 (4 = four or more), (OH games, OH share, not-OH games, not-OH share). */
export const F_IOH_STRATA = 18;
export const IOH_STRATA = 4;
export const CARD_FIELDS = F_IOH_STRATA + IOH_STRATA * 4;

/**
 * Class 0: the opponents' decks lack the card (the headline); class 1: an opponent has it too.
 * Class 2 is a subset of class 0 counted again: the opponents lack the card but play its
 * faction, so a faction-locked card is also seen against its own faction's decks.
 */
export const CLASS_OPPONENT_LACKS = 0;
export const CLASS_SHARED = 1;
export const CLASS_OWN_FACTION = 2;
export const CARD_CLASSES = 3;

const NOT_SEEN = 0x7fff;

/** Offset of field f of (def, class) inside the collector's section. */
export function cardField(def: number, cls: number, f: number): number {
  return (def * CARD_CLASSES + cls) * CARD_FIELDS + f;
}

export class CardImpactCollector implements Collector {
  readonly name = 'cards';
  readonly size: number;
  /** Per seat x definition, for the match in progress. */
  private readonly copies: Int16Array;
  private readonly inFirstHand: Int16Array;
  private readonly drawn: Int16Array;
  private readonly firstSeenTurn: Int16Array;
  private readonly firstPlayTurn: Int16Array;
  /** Per seat, the definitions in its deck this match (heldCount[p] of them from p * defs): record visits only these. */
  private readonly held: Int16Array;
  private readonly heldCount: Int32Array;

  /** factionOf[def]: a faction index, or -1 for unaligned cards. */
  private readonly factionOf: Int16Array;
  private readonly factionIn: Uint8Array;

  constructor(readonly defs: number, readonly players: number, factions: readonly (string | null)[] = []) {
    this.size = defs * CARD_CLASSES * CARD_FIELDS;
    const names = [...new Set(factions.filter((f): f is string => f !== null))];
    this.factionOf = Int16Array.from({ length: defs }, (_, d) => (factions[d] ? names.indexOf(factions[d]) : -1));
    this.factionIn = new Uint8Array(players * Math.max(1, names.length));
    const n = defs * players;
    this.copies = new Int16Array(n);
    this.inFirstHand = new Int16Array(n);
    this.drawn = new Int16Array(n);
    this.firstSeenTurn = new Int16Array(n);
    this.firstPlayTurn = new Int16Array(n);
    this.held = new Int16Array(n);
    this.heldCount = new Int32Array(players);
  }

  sink(_counts: Int32Array, _offset: number, _plan: MatchPlan): CardEventSink {
    this.copies.fill(0);
    this.inFirstHand.fill(0);
    this.drawn.fill(0);
    this.firstSeenTurn.fill(NOT_SEEN);
    this.firstPlayTurn.fill(NOT_SEEN);
    this.heldCount.fill(0);
    return this;
  }

  cardEvent(kind: CardEvent, player: number, def: number, turn: number): void {
    const k = player * this.defs + def;
    switch (kind) {
      case CardEvent.InDeck:
        if (this.copies[k]!++ === 0) this.held[player * this.defs + this.heldCount[player]!++] = def;
        break;
      case CardEvent.FirstHand:
        this.inFirstHand[k]!++;
        if (this.firstSeenTurn[k]! > 0) this.firstSeenTurn[k] = 0;
        break;
      case CardEvent.Drawn:
        this.drawn[k]!++;
        if (turn < this.firstSeenTurn[k]!) this.firstSeenTurn[k] = turn;
        break;
      case CardEvent.Played:
        if (turn < this.firstPlayTurn[k]!) this.firstPlayTurn[k] = turn;
        break;
    }
  }

  /** The last match's events for `seat`, by definition id (for per-match records). */
  seatEvents(seat: number): { deck: Map<number, number>; firstHand: Map<number, number>; drawn: Map<number, number>; firstPlayed: Map<number, number> } {
    const out = { deck: new Map<number, number>(), firstHand: new Map<number, number>(), drawn: new Map<number, number>(), firstPlayed: new Map<number, number>() };
    for (let d = 0; d < this.defs; d++) {
      const k = seat * this.defs + d;
      if (this.copies[k]! > 0) out.deck.set(d, this.copies[k]!);
      if (this.inFirstHand[k]! > 0) out.firstHand.set(d, this.inFirstHand[k]!);
      if (this.drawn[k]! > 0) out.drawn.set(d, this.drawn[k]!);
      if (this.firstPlayTurn[k]! !== NOT_SEEN) out.firstPlayed.set(d, this.firstPlayTurn[k]!);
    }
    return out;
  }

  record(c: Int32Array, base: number, m: CountedMatch): void {
    const D = this.defs;
    const P = this.players;
    // Which factions each seat's deck plays.
    const F = this.factionIn.length / P;
    this.factionIn.fill(0);
    for (let p = 0; p < P; p++)
      for (let i = 0; i < this.heldCount[p]!; i++) {
        const f = this.factionOf[this.held[p * D + i]!]!;
        if (f >= 0) this.factionIn[p * F + f] = 1;
      }
    // Own turns each seat had: turns are shared out in seat order.
    for (let p = 0; p < P; p++) {
      const share = m.shareUnits[p]!;
      const ownTurns = Math.ceil((m.turns - p) / P);
      for (let i = 0; i < this.heldCount[p]!; i++) {
        const d = this.held[p * D + i]!;
        const k = p * D + d;
        const copies = this.copies[k]!;
        let opponentHas = false;
        for (let q = 0; q < P && !opponentHas; q++) if (q !== p && this.copies[q * D + d]! > 0) opponentHas = true;
        const o = base + cardField(d, opponentHas ? CLASS_SHARED : CLASS_OPPONENT_LACKS, 0);
        const f = this.factionOf[d]!;
        if (!opponentHas && f >= 0) {
          let sameFaction = false;
          for (let q = 0; q < P; q++) if (q !== p && this.factionIn[q * F + f] === 1) sameFaction = true;
          if (sameFaction) add(c, base + cardField(d, CLASS_OWN_FACTION, F_DECK), share);
        }
        const oh = this.inFirstHand[k]! > 0;
        const gd = this.drawn[k]! > 0;
        const seen = oh || gd;
        const played = this.firstPlayTurn[k]! !== NOT_SEEN;
        add(c, o + F_DECK, share);
        add(c, o + (oh ? F_OH : F_NOT_OH), share);
        if (gd) add(c, o + F_GD, share);
        add(c, o + (seen ? F_GIH : F_GNS), share);
        if (played) {
          add(c, o + F_PLAYED, share);
          c[o + F_TURN_SUM]! += this.firstPlayTurn[k]!;
        }
        if (seen && ownTurns - Math.max(1, this.firstSeenTurn[k]!) >= 2) {
          c[o + F_EARLY]!++;
          if (played) c[o + F_EARLY_PLAYED]!++;
        }
        c[o + F_COPIES]! += copies;
        const stratum = o + F_IOH_STRATA + (Math.min(copies, IOH_STRATA) - 1) * 4;
        add(c, stratum + (oh ? 0 : 2), share);
      }
    }
  }
}

function add(c: Int32Array, at: number, share: number): void {
  c[at]!++;
  c[at + 1]! += share;
}
