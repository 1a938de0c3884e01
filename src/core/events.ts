// The card-event hook. Engines report what happens to cards through one cheap call; the
// statistics layer (card impact: GP/OH/GD/GIH/GNS win rates, play rate, turn played) reads it.
// Clones made for search carry no sink, so agents' lookahead never records events.

export const enum CardEvent {
  /** The card is in the player's deck or army list at the start of the match. */
  InDeck = 0,
  /** The card was in the first hand dealt, before any mulligan choice. */
  FirstHand = 1,
  /** The card was drawn after the first hand. */
  Drawn = 2,
  /** The card was played (placed, summoned, cast) by its owner. */
  Played = 3,
}

export const CARD_EVENT_NAMES = ['in-deck', 'first-hand', 'drawn', 'played'] as const;
export type CardEventName = (typeof CARD_EVENT_NAMES)[number];

export interface CardEventSink {
  /** `turn` is the owner's own turn number, starting at 1. */
  cardEvent(kind: CardEvent, player: number, def: number, turn: number): void;
}

/** A sink that keeps each event as a `kind/player/definition/turn` line: for comparing two plays of a match. */
export class EventLines implements CardEventSink {
  readonly lines: string[] = [];
  cardEvent(kind: CardEvent, player: number, def: number, turn: number): void {
    this.lines.push(`${kind}/${player}/${def}/${turn}`);
  }
}
