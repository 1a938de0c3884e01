// Faction matchups when decks are generated afresh (randomDecks): each seat's deck is labelled
// by the set of factions its cards belong to (a bitmask; none = unaligned), and the collector
// counts games and win-share units for every (label, opposing label). Deck and faction tables
// of fixed-deck runs come from the outcome counters instead.

import type { CardEventSink } from '../core/events.js';
import { CardEvent } from '../core/events.js';
import type { Collector, CountedMatch } from './counts.js';

/** Above this many factions the labels (2^n) get too many to count; the collector is not used. */
export const MAX_FACTIONS = 6;

export class FactionCollector implements Collector, CardEventSink {
  readonly name = 'factions';
  readonly size: number;
  readonly names: readonly string[];
  private readonly bitOf: Int32Array;
  private readonly mask: Int32Array;
  private readonly labels: number;

  constructor(readonly players: number, factions: readonly (string | null)[]) {
    this.names = [...new Set(factions.filter((f): f is string => f !== null))].sort();
    this.bitOf = Int32Array.from(factions, (f) => (f === null ? 0 : 1 << this.names.indexOf(f)));
    this.labels = 1 << this.names.length;
    this.size = this.labels * this.labels * 2;
    this.mask = new Int32Array(players);
  }

  /** Name of a label: its factions joined by ' + ', or 'unaligned'. */
  labelName(mask: number): string {
    const parts = this.names.filter((_, i) => (mask & (1 << i)) !== 0);
    return parts.length === 0 ? 'unaligned' : parts.join(' + ');
  }

  sink(): CardEventSink {
    this.mask.fill(0);
    return this;
  }

  cardEvent(kind: CardEvent, player: number, def: number): void {
    if (kind === CardEvent.InDeck) this.mask[player] = this.mask[player]! | this.bitOf[def]!;
  }

  record(c: Int32Array, base: number, m: CountedMatch): void {
    const P = this.players;
    for (let s = 0; s < P; s++)
      for (let t = 0; t < P; t++) {
        if (s === t) continue;
        const o = base + (this.mask[s]! * this.labels + this.mask[t]!) * 2;
        c[o]!++;
        c[o + 1]! += m.shareUnits[s]!;
      }
  }

  /** Games and share (in whole wins) of label a against label b, from merged totals. */
  cell(totals: Float64Array, offset: number, units: number, a: number, b: number): { games: number; share: number } {
    const o = offset + (a * this.labels + b) * 2;
    return { games: totals[o]!, share: totals[o + 1]! / units };
  }

  /** Labels that played at least one game. */
  seen(totals: Float64Array, offset: number): number[] {
    const out: number[] = [];
    for (let a = 0; a < this.labels; a++) {
      let g = 0;
      for (let b = 0; b < this.labels; b++) g += totals[offset + (a * this.labels + b) * 2]!;
      if (g > 0) out.push(a);
    }
    return out;
  }
}
