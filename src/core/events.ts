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
  /**
   * The card was used by its owner: played, cast, deployed, accepted... as the game words it for
   * the card's kind (`UseVerbs`). One event for every kind, so the statistics count one use rate.
   */
  Played = 3,
}

export const CARD_EVENT_NAMES = ['in-deck', 'first-hand', 'drawn', 'played'] as const;
export type CardEventName = (typeof CARD_EVENT_NAMES)[number];

/**
 * A game's word for the use its Played event records, per card kind (a card type's first
 * segment: 'quest' for 'quest/contract'): a past participle ("cast", "deployed", "accepted"),
 * or null for a kind whose use the game does not record (its use rate is shown as "-").
 */
export type UseVerbs = Readonly<Record<string, string | null>>;

/** The kind of a card type ('creature/beast' -> 'creature'). */
export function cardKind(type: string): string {
  const cut = type.indexOf('/');
  return cut < 0 ? type : type.slice(0, cut);
}

/**
 * The verb of a card's use: its kind's in `verbs`; "played" for every kind of a game that
 * declares none; null when the variant reports no Played event or the kind has no verb.
 */
export function useVerb(verbs: UseVerbs | undefined, cardEvents: readonly CardEvent[], type: string): string | null {
  if (!cardEvents.includes(CardEvent.Played)) return null;
  if (verbs === undefined) return 'played';
  return verbs[cardKind(type)] ?? null;
}

/** A card's recorded verb: `use` as resolved, or "played" for a run resolved before kinds had verbs (absent). */
export function verbOf(card: { readonly use?: string | null }): string | null {
  return card.use === undefined ? 'played' : card.use;
}

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
