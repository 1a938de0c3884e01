// The record of one match: enough to report it and to replay it from its seed.

export interface MatchRecord {
  readonly index: number;
  readonly seed: number;
  readonly game: string;
  readonly variant: string;
  /** Agent label per seat. */
  readonly agents: readonly string[];
  /** Deck name per seat (empty strings for games without decks). */
  readonly decks: readonly string[];
  readonly returns: readonly number[];
  readonly winShares: readonly number[];
  readonly scores: readonly number[] | null;
  readonly turns: number;
  readonly decisions: number;
  readonly endReason: string;
  readonly error?: { readonly message: string; readonly replay: string };
  /** Per seat, by card name: what the card events reported (games that report them). */
  readonly cards?: readonly SeatCards[];
}

export interface SeatCards {
  /** Copies of each card in the deck or army list. */
  readonly deck: Readonly<Record<string, number>>;
  /** Cards in the first dealt hand (before any mulligan), with copies. */
  readonly firstHand: Readonly<Record<string, number>>;
  /** Cards drawn after the first hand, with copies. */
  readonly drawn: Readonly<Record<string, number>>;
  /** The own turn each card was first played on. */
  readonly firstPlayed: Readonly<Record<string, number>>;
}

/**
 * Each player's share of the win: the players with the highest return split 1 equally
 * (a two-player draw gives 0.5 each; a win 1 and 0). Statistics count draws as half this way.
 */
export function winShares(returns: readonly number[]): number[] {
  let best = -Infinity;
  for (const r of returns) best = Math.max(best, r);
  let k = 0;
  for (const r of returns) if (r === best) k++;
  return returns.map((r) => (r === best ? 1 / k : 0));
}
