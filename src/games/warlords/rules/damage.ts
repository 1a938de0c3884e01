// Damage and what it wears out: physical damage less Absorb, armour that absorbs damage of any
// kind and loses durability for it, damage that stays on a troop from turn to turn, deaths
// (attached items with durability left go back to the armoury), items destroyed at durability 0,
// non-attached items losing 1 durability per hit, and the warlords' health.

import { NO_CARD } from '../../../core/cards.js';
import { ITEM_TRINKET, K_ITEM } from '../card-tables.js';
import { ARMORY, ATTACHED, CELLS, DISCARD, END_WARLORD, FIELD } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarlordsState } from '../state.js';
import { effHp, physicalAbsorb, recompute } from './board.js';

const { armor: ARMOR, damage: DAMAGE, durability: DURABILITY } = CARD_FIELDS.at;

/** A card goes to its owner's discard area with its fields reset. */
export function toDiscard(s: WarlordsState, c: number): void {
  s.cards.pushOnto(c, DISCARD, s.cards.owner[c]!);
  s.fields.reset(c);
}

/** An item (attached or on the battlefield) whose durability reached 0 is destroyed: discarded, and its troop's bonuses recomputed. */
function destroyItem(s: WarlordsState, item: number): void {
  const host = s.cards.attachedTo[item]!;
  toDiscard(s, item);
  if (host !== NO_CARD) recompute(s, host);
}

/** The item loses 1 durability and is destroyed at 0 (trinkets have none to lose). */
export function wearItem(s: WarlordsState, item: number): void {
  if (s.tables.itemSubtype[s.cards.def[item]!] === ITEM_TRINKET) return;
  const left = s.field(item, DURABILITY) - 1;
  s.setField(item, DURABILITY, left);
  if (left <= 0) destroyItem(s, item);
}

/**
 * Deals `amount` damage to troop c: Absorb takes off physical damage, then armour absorbs what it
 * can of any kind and loses 1 durability when it absorbed anything. Returns the damage taken.
 * Deaths wait for checkDeaths, so combat damage is simultaneous.
 */
export function dealDamage(s: WarlordsState, c: number, amount: number, magic: boolean): number {
  let x = amount;
  if (!magic) x -= physicalAbsorb(s, c);
  if (x <= 0) return 0;
  const armor = s.field(c, ARMOR);
  if (armor !== NO_CARD) {
    const absorbed = Math.min(x, s.tables.effectAbsorb[s.cards.def[armor]!]!);
    if (absorbed > 0) {
      x -= absorbed;
      wearItem(s, armor);
    }
  }
  if (x > 0) s.setField(c, DAMAGE, s.field(c, DAMAGE) + x);
  return x;
}

export function heal(s: WarlordsState, c: number, amount: number): void {
  const left = s.field(c, DAMAGE) - amount;
  s.setField(c, DAMAGE, left > 0 ? left : 0);
}

/**
 * Troop c dies: items with durability left (and trinkets) go back to their owner's armoury,
 * curses, powers and worn-out items to the discard area, then the troop itself.
 */
export function troopDies(s: WarlordsState, c: number): void {
  const cards = s.cards;
  const t = s.tables;
  for (let a = 0; a < cards.size; a++) {
    if (cards.attachedTo[a] !== c || cards.zone[a] !== ATTACHED) continue;
    const d = cards.def[a]!;
    if (t.kind[d] === K_ITEM && (t.itemSubtype[d] === ITEM_TRINKET || s.field(a, DURABILITY) > 0)) cards.pushOnto(a, ARMORY, cards.owner[a]!);
    else toDiscard(s, a);
  }
  toDiscard(s, c);
}

/** Every troop whose damage reached its HP dies. */
export function checkDeaths(s: WarlordsState): void {
  for (let cell = 0; cell < CELLS; cell++) {
    const c = s.cards.cell(FIELD, cell);
    if (c !== NO_CARD && s.field(c, DAMAGE) >= effHp(s, c)) troopDies(s, c);
  }
}

/** Warlord q loses `amount` health; at 0 the other player wins. */
export function damageWarlord(s: WarlordsState, q: number, amount: number): void {
  const left = s.health[q]! - amount;
  s.health[q] = left > 0 ? left : 0;
  if (left <= 0) s.finish(1 - q, END_WARLORD);
}
