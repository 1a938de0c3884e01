// Shared pieces of hidden-information handling. Card identities a player has not seen are
// resampled by permuting definition ids among the unseen card instances of one deal group:
// decklists are open, so what p does not know is which of the group's unseen cards is where.
//
// A deal group is an owner's cards of one deck section. A game whose decks have several sections
// (Warlords' battle and building decks) registers each definition's section for its states'
// tables (`CardTable.dealGroups`), so a determinized location stays a location and a battle card a
// battle card, in the deck and in hand alike; every other table deals per owner.

import type { CardTable } from './cards.js';
import type { DeckSections } from './deck-sections.js';
import { sectionOf } from './deck-sections.js';
import type { CardSet } from './game.js';
import { getOrMake } from './get-or-make.js';
import type { MatchScratch } from './match-scratch.js';
import type { Rng, RngStreams } from './rng.js';

/** Each definition's section (-1: none), per game's sections and card set: read-only, shared by every state of the set. */
const sectionTables = new WeakMap<DeckSections, WeakMap<CardSet, Int8Array>>();

/** The section of each definition of `set`, as `CardTable.dealGroups`. */
export function sectionGroups(set: CardSet, sections: DeckSections): Int8Array {
  const bySet = getOrMake(sectionTables, sections, () => new WeakMap<CardSet, Int8Array>());
  return getOrMake(bySet, set, () => Int8Array.from(set.cards, (card) => sectionOf(sections, card)));
}

/** The deal group of card c, as one number: its owner (-1 for the game's own cards) and its definition's group. */
export function dealGroupOf(t: CardTable, c: number): number {
  return dealKey(t, c, t.dealGroups);
}

function dealKey(t: CardTable, c: number, groupOfDef: Int8Array | null): number {
  return (t.owner[c]! + 1) * 256 + (groupOfDef === null ? 0 : groupOfDef[t.def[c]!]! + 1);
}

/** Unseen card ids of each deal group, ascending (a canonical order). */
function unseenByGroup(t: CardTable, viewer: number): Map<number, number[]> {
  const groupOfDef = t.dealGroups;
  const groups = new Map<number, number[]>();
  const bit = 1 << viewer;
  for (let c = 0; c < t.size; c++) {
    if ((t.knownTo[c]! & bit) !== 0) continue;
    getOrMake(groups, dealKey(t, c, groupOfDef), () => []).push(c);
  }
  return groups;
}

/**
 * Determinization of card identities for `viewer`: each deal group's unseen definitions are
 * gathered in a canonical (sorted) order and dealt back at random from `rng`, so two states the
 * viewer cannot tell apart give the same result for the same rng. Groups are taken in the order
 * of their first unseen card, the same order as unseenByGroup; no allocation on the way (the
 * work arrays are the match's scratch, sized for the table).
 */
export function resampleUnseenCards(t: CardTable, viewer: number, rng: Rng, scratch: MatchScratch): void {
  const groupOfDef = t.dealGroups;
  const bit = 1 << viewer;
  const { dealIds: ids, dealDefs: defs, dealt } = scratch;
  dealt.fill(0, 0, t.size);
  for (let first = 0; first < t.size; first++) {
    if ((t.knownTo[first]! & bit) !== 0 || dealt[first] !== 0) continue;
    // Dealing within a group keeps every card's group: its definitions all share one.
    const key = dealKey(t, first, groupOfDef);
    let n = 0;
    for (let c = first; c < t.size; c++) {
      if ((t.knownTo[c]! & bit) !== 0 || dealt[c] !== 0 || dealKey(t, c, groupOfDef) !== key) continue;
      dealt[c] = 1;
      ids[n] = c;
      defs[n++] = t.def[c]!;
    }
    if (n < 2) continue;
    // Sorted in place by insertion (a few dozen values), so no subarray view is made per group.
    for (let i = 1; i < n; i++) {
      const d = defs[i]!;
      let j = i - 1;
      for (; j >= 0 && defs[j]! > d; j--) defs[j + 1] = defs[j]!;
      defs[j + 1] = d;
    }
    rng.shuffle(defs, 0, n);
    for (let i = 0; i < n; i++) t.def[ids[i]!] = defs[i]!;
  }
}

/**
 * For perturbHidden: a random permutation of unseen definitions that really changes something
 * when that is possible. Returns false when every unseen group holds one kind of card.
 */
export function permuteUnseenCards(t: CardTable, viewer: number, rng: Rng): boolean {
  let changed = false;
  for (const ids of unseenByGroup(t, viewer).values()) {
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
