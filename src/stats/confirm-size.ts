// The size of a confirmation run for a stated precision, and the confirming agent a time budget
// affords. The precision is the half-width of the 95% interval of a group's win rate (a deck, or
// with random decks a faction) near the expected rate p: a group needs z²·p(1-p)/h² games, and
// each match gives `players` seats to share among the groups. A card's adjusted effect or
// ablation is measured on fewer games than its groups, so its interval stays wider.

import { Z95 } from './wilson.js';

/** Matches, rounded up to whole rounds of `cycle`, for a ±`halfWidth` interval on each of `groups` groups' win rates. */
export function matchesForHalfWidth(halfWidth: number, baseline: number, groups: number, players: number, cycle: number): number {
  const games = Math.ceil((Z95 * Z95 * baseline * (1 - baseline)) / (halfWidth * halfWidth));
  const matches = Math.ceil((games * Math.max(1, groups)) / players);
  return Math.ceil(matches / cycle) * cycle;
}

/** The half-width `matches` matches give each group's win rate (the inverse of matchesForHalfWidth). */
export function halfWidthOf(matches: number, baseline: number, groups: number, players: number): number {
  const games = (matches * players) / Math.max(1, groups);
  return Z95 * Math.sqrt((baseline * (1 - baseline)) / games);
}

export interface Candidate {
  readonly label: string;
  /** Estimated wall seconds per match on the run's workers; null when it could not be timed. */
  readonly secondsPerMatch: number | null;
}

export interface ConfirmChoice {
  /** Index of the chosen candidate. */
  readonly index: number;
  readonly matches: number;
  /** Estimated wall seconds of the confirmation run. */
  readonly seconds: number | null;
  /** The budget cut the matches below those the precision asks for. */
  readonly capped: boolean;
}

/**
 * The first candidate (strongest first) whose `wanted` matches fit in `budgetSeconds`; when none
 * does, the cheapest one with as many whole rounds of `cycle` as the budget allows (at least one).
 */
export function chooseConfirming(candidates: readonly Candidate[], wanted: number, budgetSeconds: number, cycle: number): ConfirmChoice {
  for (let k = 0; k < candidates.length; k++) {
    const spm = candidates[k]!.secondsPerMatch;
    if (spm !== null && spm * wanted <= budgetSeconds) return { index: k, matches: wanted, seconds: spm * wanted, capped: false };
  }
  let cheapest = candidates.length - 1;
  for (let k = 0; k < candidates.length; k++) {
    const spm = candidates[k]!.secondsPerMatch;
    const best = candidates[cheapest]!.secondsPerMatch;
    if (spm !== null && (best === null || spm < best)) cheapest = k;
  }
  const spm = candidates[cheapest]!.secondsPerMatch;
  const matches = spm === null ? wanted : Math.max(cycle, Math.floor(budgetSeconds / spm / cycle) * cycle);
  return { index: cheapest, matches: Math.min(matches, wanted), seconds: spm === null ? null : spm * Math.min(matches, wanted), capped: matches < wanted };
}
