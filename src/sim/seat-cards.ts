// What happened to each card of each seat in one match, from the card events: copies in the
// deck, copies in the first hand, the own turn of the first draw after it and of the first play.
// Only runs that write per-match records listen (the record tables are built from them).

import type { CardEventSink } from '../core/events.js';
import { CardEvent } from '../core/events.js';
import type { SeatCards } from '../core/match-record.js';

/** A seat's cards in a record: SeatCards and the own turn each card was first drawn on. */
export interface RecordedSeatCards extends SeatCards {
  readonly firstDrawn: Readonly<Record<string, number>>;
}

type Tally = Map<number, number>;

export class SeatCardRecorder implements CardEventSink {
  private seats: { deck: Tally; firstHand: Tally; drawn: Tally; firstDrawn: Tally; firstPlayed: Tally }[] = [];

  constructor(private readonly players: number) {
    this.reset();
  }

  /** Forgets the last match (call before each one). */
  reset(): void {
    this.seats = Array.from({ length: this.players }, () => ({ deck: new Map(), firstHand: new Map(), drawn: new Map(), firstDrawn: new Map(), firstPlayed: new Map() }));
  }

  cardEvent(kind: CardEvent, player: number, def: number, turn: number): void {
    const s = this.seats[player];
    if (s === undefined) return;
    const add = (t: Tally): void => void t.set(def, (t.get(def) ?? 0) + 1);
    if (kind === CardEvent.InDeck) add(s.deck);
    else if (kind === CardEvent.FirstHand) add(s.firstHand);
    else if (kind === CardEvent.Drawn) {
      add(s.drawn);
      if (!s.firstDrawn.has(def)) s.firstDrawn.set(def, turn);
    } else if (kind === CardEvent.Played && !s.firstPlayed.has(def)) s.firstPlayed.set(def, turn);
  }

  /** Each seat's cards by name (`names[def]`). */
  seatCards(names: readonly string[]): RecordedSeatCards[] {
    const named = (t: Tally): Record<string, number> => Object.fromEntries([...t].sort((a, b) => a[0] - b[0]).map(([d, n]) => [names[d]!, n]));
    return this.seats.map((s) => ({ deck: named(s.deck), firstHand: named(s.firstHand), drawn: named(s.drawn), firstDrawn: named(s.firstDrawn), firstPlayed: named(s.firstPlayed) }));
  }
}
