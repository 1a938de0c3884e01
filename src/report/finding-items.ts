import { count } from '../stats/format.js';

export { count };

// What a finding is while the findings are gathered and ranked (findings.ts, card-findings.ts),
// and the small text helpers they share.

/** Ranks of the kinds of findings: lower comes first. */
export const RANK = {
  /** A card flagged by ablation, the effect of holding it against a blank of its kind. */
  ablation: 0,
  /** A card flagged by its adjusted effect (random decks, no ablation). */
  adjusted: 1,
  /** A card whose own effect points against what its decks' win rate says. */
  disagreement: 2,
  group: 3,
  /** A card flagged on GP win rate where the run has no causal measure of it. */
  gp: 4,
  /** Rates and flags that belong to a card's company or kind, not to the card. */
  explained: 5,
  health: 6,
  note: 7,
} as const;

export interface Item {
  rank: number;
  /** Gap from the expected value, in win-rate units: orders items of one rank. */
  size: number;
  text: string;
  /** One line for the "fix these first" list (problems only). */
  short?: string;
  /** Names of the flagged items it tells of, for the structural remarks. */
  names: string[];
}

export const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
export const list = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
