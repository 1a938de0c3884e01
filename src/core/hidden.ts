// Shared pieces of hidden-information handling. Card identities a player has not seen are
// resampled by permuting definition ids among the unseen card instances of the same owner:
// decklists are open, so what p does not know is which of the owner's unseen cards is where.

import type { CardTable } from './cards.js';
import { getOrMake } from './get-or-make.js';
import type { Rng, RngStreams } from './rng.js';

/** Unseen card ids of each owner, ascending (a canonical order). Owner -1 is the game's own. */
function unseenByOwner(t: CardTable, viewer: number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  const bit = 1 << viewer;
  for (let c = 0; c < t.size; c++) {
    if ((t.knownTo[c]! & bit) !== 0) continue;
    getOrMake(groups, t.owner[c]!, () => []).push(c);
  }
  return groups;
}

/** Scratch for resampleUnseenCards, which runs once per search iteration (grown on demand). */
let scratchIds = new Int32Array(256);
let scratchDefs = new Int32Array(256);

/**
 * Determinization of card identities for `viewer`: unseen definitions are gathered in a
 * canonical (sorted) order and dealt back at random from `rng`, so two states the viewer cannot
 * tell apart give the same result for the same rng. Owners are taken in the order of their first
 * unseen card, the same order as unseenByOwner; no allocation on the way.
 */
export function resampleUnseenCards(t: CardTable, viewer: number, rng: Rng): void {
  if (scratchIds.length < t.size) {
    scratchIds = new Int32Array(t.size);
    scratchDefs = new Int32Array(t.size);
  }
  const bit = 1 << viewer;
  let done = 0; // bitmask of owners (+1, so owner -1 is bit 0) already dealt
  for (let first = 0; first < t.size; first++) {
    if ((t.knownTo[first]! & bit) !== 0) continue;
    const o = t.owner[first]!;
    if ((done & (1 << (o + 1))) !== 0) continue;
    done |= 1 << (o + 1);
    let n = 0;
    for (let c = first; c < t.size; c++) {
      if ((t.knownTo[c]! & bit) !== 0 || t.owner[c] !== o) continue;
      scratchIds[n] = c;
      scratchDefs[n++] = t.def[c]!;
    }
    if (n < 2) continue;
    // Sorted in place by insertion (a few dozen values), so no subarray view is made per group.
    const defs = scratchDefs;
    for (let i = 1; i < n; i++) {
      const d = defs[i]!;
      let j = i - 1;
      for (; j >= 0 && defs[j]! > d; j--) defs[j + 1] = defs[j]!;
      defs[j + 1] = d;
    }
    rng.shuffle(defs, 0, n);
    for (let i = 0; i < n; i++) t.def[scratchIds[i]!] = defs[i]!;
  }
}

/**
 * For perturbHidden: a random permutation of unseen definitions that really changes something
 * when that is possible. Returns false when every unseen group holds one kind of card.
 */
export function permuteUnseenCards(t: CardTable, viewer: number, rng: Rng): boolean {
  let changed = false;
  for (const ids of unseenByOwner(t, viewer).values()) {
    if (ids.length < 2) continue;
    const before = ids.map((c) => t.def[c]!);
    if (before.every((d) => d === before[0])) continue;
    const defs = before.slice();
    for (let attempt = 0; attempt < 20 && defs.every((d, i) => d === before[i]); attempt++) rng.shuffle(defs);
    for (let i = 0; i < ids.length; i++) t.def[ids[i]!] = defs[i]!;
    if (defs.some((d, i) => d !== before[i])) changed = true;
  }
  return changed;
}

/** Replaces every stream of a state with fresh ones from `rng`: future dice and shuffles become unknown. */
export function reseedAllStreams(streams: RngStreams, rng: Rng): void {
  for (let i = 0; i < streams.count; i++) streams.reseed(i, rng);
}
