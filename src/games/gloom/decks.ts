// Army building (rulebook "Cost", "MAX (Availability)", "TC (Tribute Cost)", "Magic Lore",
// "Gambits"): an army list is a deck of three sections — units, gambits, spells — with points,
// availability, the Tribute Cap and one faction; and the random legal army.

import type { DeckSections } from '../../core/deck-sections.js';
import { sectionViolations, splitDeck } from '../../core/deck-sections.js';
import type { CardSet, DeckViolation } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { GloomCard } from './card-schema.js';
import type { GloomCardSet } from './card-tables.js';
import { T_MANA_POOL } from './vocabulary.js';

/** Points an army may spend on units. */
export const POINTS_LIMIT = 100;
/** The army's Tribute Cap: ◆ icons across its units. */
export const TRIBUTE_CAP = 4;
export const MIN_UNITS = 4;
export const MAX_UNITS = 8;
/** Gambits an army list names; GAMBITS_CHOSEN of them are chosen, hidden, at the start of the match. */
export const LIST_GAMBITS = 4;
export const GAMBITS_CHOSEN = 2;
export const LORE_SIZE = 6;

export const GLOOM_DECK_SECTIONS: DeckSections = [
  { name: 'units', title: 'unit roster', holds: (c) => c.type.startsWith('unit/'), size: { min: MIN_UNITS, max: MAX_UNITS }, maxCopies: () => 4 },
  { name: 'gambits', title: 'gambit list', holds: (c) => c.type === 'gambit', size: { min: LIST_GAMBITS, max: LIST_GAMBITS }, maxCopies: () => 1 },
  { name: 'spells', title: 'magic lore', holds: (c) => c.type.startsWith('spell/'), size: { min: 0, max: LORE_SIZE }, maxCopies: () => 1 },
];

function isCaster(card: GloomCard, set: GloomCardSet, id: number): boolean {
  return card.kind === 'unit' && set.tables.hasTrait(id, T_MANA_POOL);
}

export function validateGloomDeck(cardSet: CardSet<GloomCard>, deck: readonly number[]): DeckViolation[] {
  const set = cardSet as GloomCardSet;
  const out = sectionViolations(set, GLOOM_DECK_SECTIONS, deck);
  if (out.some((v) => v.rule === 'unknown-card')) return out;
  const [units, gambits, spells] = splitDeck(set, GLOOM_DECK_SECTIONS, deck) as [number[], number[], number[]];
  const t = set.tables;
  const factions = new Set(units.map((u) => t.faction[u]!));
  if (factions.size > 1) out.push({ rule: 'factions', message: `an army fields one faction, this one has ${[...factions].map((f) => set.factions[f]!.name).join(' and ')}`, fix: "keep one faction's units" });
  const faction = units.length > 0 ? t.faction[units[0]!]! : -1;
  let points = 0;
  let tribute = 0;
  const copies = new Map<number, number>();
  for (const u of units) {
    points += t.cost[u]!;
    tribute += t.tribute[u]!;
    copies.set(u, (copies.get(u) ?? 0) + 1);
  }
  for (const [u, k] of copies) if (k > t.maxCopies[u]!) out.push({ rule: 'max', message: `${k} copies of '${set.cards[u]!.name}' (MAX ${t.maxCopies[u]})`, fix: `take out ${k - t.maxCopies[u]!} of them` });
  if (points > POINTS_LIMIT) out.push({ rule: 'points', message: `the units cost ${points} points, the limit is ${POINTS_LIMIT}`, fix: `take out units worth at least ${points - POINTS_LIMIT} points` });
  if (tribute > TRIBUTE_CAP) out.push({ rule: 'tribute-cap', message: `the units carry ${tribute} tribute (◆), the Tribute Cap is ${TRIBUTE_CAP}`, fix: `take out units carrying at least ${tribute - TRIBUTE_CAP} ◆` });
  for (const g of gambits) if (t.faction[g] !== -1 && t.faction[g] !== faction) out.push({ rule: 'factions', message: `gambit '${set.cards[g]!.name}' belongs to ${set.factions[t.faction[g]!]!.name}`, fix: "choose a neutral gambit or one of the army's faction" });
  const lores = new Set(spells.map((s) => t.lore[s]!));
  if (lores.size > 1) out.push({ rule: 'lore', message: 'all spells of an army come from the one Magic Lore it chose', fix: "keep one lore's spells" });
  else if (spells.length > 0 && spells.length !== LORE_SIZE) out.push({ rule: 'lore', message: `a Magic Lore is ${LORE_SIZE} spells, this list has ${spells.length}`, fix: `list all ${LORE_SIZE} spells of the lore` });
  if (spells.length === 0 && units.some((u) => isCaster(set.data[u]!, set, u))) out.push({ rule: 'lore', message: 'an army with a Caster chooses a Magic Lore: list its 6 spells', fix: "add one lore's 6 spells under 'spells'" });
  return out;
}

/** A random legal army: a faction, units drawn while points, MAX and the Tribute Cap allow, 4 gambits, one lore. */
export function randomGloomDeck(set: GloomCardSet, rng: Rng): number[] {
  const t = set.tables;
  for (let attempt = 0; ; attempt++) {
    const faction = rng.below(set.factions.length);
    const pool: number[] = [];
    for (let d = 0; d < t.count; d++) if (t.kind[d] === 0 && t.faction[d] === faction) pool.push(d);
    const units: number[] = [];
    let points = 0;
    let tribute = 0;
    for (let tries = 0; tries < 40 && units.length < MAX_UNITS; tries++) {
      const u = pool[rng.below(pool.length)]!;
      const copies = units.filter((x) => x === u).length;
      if (copies >= t.maxCopies[u]! || points + t.cost[u]! > POINTS_LIMIT || tribute + t.tribute[u]! > TRIBUTE_CAP) continue;
      units.push(u);
      points += t.cost[u]!;
      tribute += t.tribute[u]!;
    }
    if (units.length < MIN_UNITS && attempt < 50) continue;
    units.sort((a, b) => a - b);
    const gambitPool: number[] = [];
    for (let d = 0; d < t.count; d++) if (t.kind[d] === 1 && (t.faction[d] === -1 || t.faction[d] === faction)) gambitPool.push(d);
    rng.shuffle(gambitPool);
    const gambits = gambitPool.slice(0, LIST_GAMBITS).sort((a, b) => a - b);
    const lore = rng.below(set.lores.length);
    const spells: number[] = [];
    for (let d = 0; d < t.count; d++) if (t.kind[d] === 2 && t.lore[d] === lore) spells.push(d);
    return [...units, ...gambits, ...spells];
  }
}
