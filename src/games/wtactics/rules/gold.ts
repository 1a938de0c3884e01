// Gold & Resources: any card laid face down as a resource (one per turn in the own play phase,
// the hero's starting resources the first time), a resource makes 1 gold when marked, gold
// beyond resources vanishes at the end of the turn, recycling exactly four resources into hand
// once per turn, and costs of fixed value, X and T.

import * as wtCards from '../card-tables.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';

const { COST_T, COST_X } = wtCards;
const { HAND, RECYCLE_COUNT, RESOURCES } = wtIds;
const { marked: MARKED } = wtLayout.CARD_FIELDS.at;
const { effAtk } = wtBoard;

/** Unmarked resource cards of p. */
export function unmarkedResources(s: WtState, p: number): number {
  const t = s.cards;
  const start = t.pileStart(RESOURCES, p);
  const n = t.count(RESOURCES, p);
  let k = 0;
  for (let i = 0; i < n; i++) if (s.f(t.pile[start + i]!, MARKED) === 0) k++;
  return k;
}

/** The gold p can spend now: bonus gold plus one per unmarked resource (and the default army's gold for creatures in the first turn). */
export function gold(s: WtState, p: number, forCreature = false): number {
  return s.bonusGold[p]! + unmarkedResources(s, p) + (forCreature ? s.armyGold[p]! : 0);
}

/** Pays `amount`: the default army's gold first (creatures only), then bonus gold, then resources marked from the bottom of the pile. */
export function pay(s: WtState, p: number, amount: number, forCreature = false): void {
  if (amount > 0) s.goldSpent[p] = 1;
  let left = amount;
  if (forCreature) {
    const a = Math.min(left, s.armyGold[p]!);
    s.armyGold[p] = s.armyGold[p]! - a;
    left -= a;
  }
  const b = Math.min(left, s.bonusGold[p]!);
  s.bonusGold[p] = s.bonusGold[p]! - b;
  left -= b;
  const t = s.cards;
  const start = t.pileStart(RESOURCES, p);
  const n = t.count(RESOURCES, p);
  for (let i = 0; i < n && left > 0; i++) {
    const c = t.pile[start + i]!;
    if (s.f(c, MARKED) === 0) {
      s.setF(c, MARKED, 1);
      left--;
    }
  }
  if (left > 0) throw new Error(`player ${p} paid ${amount} gold without having it`);
}

/** The gold cost of definition d aimed at card `target` (-1 for none): fixed, X (the target's ATK) or T (the target's cost), plus the modifier. */
export function costOf(s: WtState, d: number, target: number): number {
  const t = s.tables;
  const kind = t.costKind[d];
  let c = t.cost[d]!;
  if (kind === COST_X) c += target >= 0 ? effAtk(s, target) : 0;
  else if (kind === COST_T) c += target >= 0 && t.costKind[s.cards.def[target]!] === 0 ? t.cost[s.cards.def[target]!]! : 0;
  return c < 0 ? 0 : c;
}

export function canLayResource(s: WtState, p: number): boolean {
  return s.resourcesLeft[p]! > 0 && s.cards.count(HAND, p) > 0;
}

/** p lays hand card c face down as a resource. */
export function layResource(s: WtState, p: number, c: number): void {
  s.cards.pushOnto(c, RESOURCES, p);
  s.fields.reset(c);
  s.resourcesLeft[p] = s.resourcesLeft[p]! - 1;
  s.resourcesStarted[p] = 1;
}

export function canRecycle(s: WtState, p: number): boolean {
  return s.recycled[p] === 0 && s.cards.count(RESOURCES, p) >= RECYCLE_COUNT;
}

/** Exactly four resource cards back to hand: the four laid last. */
export function recycle(s: WtState, p: number): void {
  for (let i = 0; i < RECYCLE_COUNT; i++) {
    const c = s.cards.moveTop(RESOURCES, p, HAND, p);
    s.fields.reset(c);
  }
  s.recycled[p] = 1;
}

/** The unmark phase for resources: all of p's are unmarked. */
export function unmarkResources(s: WtState, p: number): void {
  const t = s.cards;
  const start = t.pileStart(RESOURCES, p);
  const n = t.count(RESOURCES, p);
  for (let i = 0; i < n; i++) s.setF(t.pile[start + i]!, MARKED, 0);
}
