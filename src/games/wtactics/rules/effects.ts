// Effects (Events, Magic, Abilities): the closed vocabulary of what a card does, who it may aim
// at (span: a card's effects are local unless it says otherwise; an event reaches the zone it
// targets), entries resolving off the stack, and triggered abilities, which are mandatory and do
// nothing when they cannot apply.

import * as coreCards from '../../../core/cards.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtWinning from './winning.js';

const { NO_CARD } = coreCards;
const { E_BUFF, E_COUNTER, E_DESTROY, E_DRAIN, E_DRAW, E_GAIN, E_GOLD, E_HEAL, E_MARK, E_UNMARK, HERO_ABILITIES, T_ANY, T_ENEMY, T_NONE, T_OWN, T_SELF } = wtCards;
const { EN_ABILITY, EN_CARD, EN_HERO, FRAMES } = wtFrames;
const { FRONTS } = wtIds;
const { assigned: ASSIGNED, marked: MARKED, tempAtk: TEMP_ATK, tempDef: TEMP_DEF, counterAtk: COUNTER_ATK, counterDef: COUNTER_DEF } = wtLayout.CARD_FIELDS.at;
const { source: EN_SOURCE, player: EN_PLAYER, card: EN_CARD_W, target: EN_TARGET, index: EN_INDEX, countered: EN_COUNTERED } = FRAMES.field.entry;
const { cellsLocal, draw, effDef, kill, toGrave } = wtBoard;
const { loseInfluence } = wtWinning;

/**
 * Whether p may aim an effect of target kind `tk` at creature x: own creatures only unassigned
 * (an assigned creature cannot be targeted by its controller), enemy creatures always.
 */
export function targetOk(s: WtState, p: number, tk: number, x: number): boolean {
  if (s.cards.zone[x] !== FRONTS) return false;
  const own = s.cards.controller[x] === p;
  if (own && s.f(x, ASSIGNED) === 1) return false;
  if (tk === T_OWN) return own;
  if (tk === T_ENEMY) return !own;
  return tk === T_ANY;
}

/** Whether x is local to creature y (their zones are one place). */
export function localTo(s: WtState, x: number, y: number): boolean {
  return cellsLocal(s.cards.slot[x]!, s.cards.slot[y]!);
}

/** Applies one effect for player p; x is the target creature, or -1 for an effect on players. */
export function applyEffect(s: WtState, p: number, kind: number, amount: number, def: number, x: number): void {
  switch (kind) {
    case E_BUFF:
      s.setF(x, TEMP_ATK, s.f(x, TEMP_ATK) + amount);
      s.setF(x, TEMP_DEF, s.f(x, TEMP_DEF) + def);
      return;
    case E_HEAL:
      s.setF(x, TEMP_DEF, s.f(x, TEMP_DEF) + def);
      s.healedTurn[p] = s.turn();
      return;
    case E_COUNTER:
      s.setF(x, COUNTER_ATK, s.f(x, COUNTER_ATK) + amount);
      s.setF(x, COUNTER_DEF, s.f(x, COUNTER_DEF) + def);
      return;
    case E_DESTROY:
      if (effDef(s, x) <= amount) kill(s, x, false, p, -1);
      return;
    case E_DRAW:
      for (let i = 0; i < amount; i++) draw(s, p);
      return;
    case E_GAIN:
      s.influence[p] = Math.min(s.maxInfluence[p]!, s.influence[p]! + amount);
      return;
    case E_DRAIN:
      loseInfluence(s, s.opponentOf(p), amount, p);
      return;
    case E_GOLD:
      s.bonusGold[p] = s.bonusGold[p]! + amount;
      return;
    case E_UNMARK:
      s.setF(x, MARKED, 0);
      return;
    case E_MARK:
      s.setF(x, MARKED, 1);
      return;
  }
}

/** Resolves the entry on top of the stack: a played event or magic, an activated ability or a hero ability. */
export function resolveEntry(s: WtState): void {
  const st = s.stack;
  const source = st.top(EN_SOURCE);
  const p = st.top(EN_PLAYER);
  const card = st.top(EN_CARD_W);
  const x = st.top(EN_TARGET);
  const index = st.top(EN_INDEX);
  const countered = st.top(EN_COUNTERED);
  st.pop();
  const t = s.tables;
  if (source === EN_CARD) {
    const d = s.cards.def[card]!;
    const tk = t.effect.target[d]!;
    // A target gone from play (or no longer a legal target) leaves the card without effect.
    if (tk === T_NONE || targetOk(s, p, tk, x)) applyEffect(s, p, t.effect.kind[d]!, t.effect.amount[d]!, t.effect.defence[d]!, tk === T_NONE ? -1 : x);
    toGrave(s, card);
  } else if (source === EN_ABILITY) {
    if (s.cards.zone[card] !== FRONTS) return;
    const d = s.cards.def[card]!;
    const tk = t.activated.target[d]!;
    const aim = tk === T_SELF ? card : x;
    if (tk === T_NONE || tk === T_SELF || targetOk(s, p, tk, aim)) applyEffect(s, p, t.activated.kind[d]!, t.activated.amount[d]!, t.activated.defence[d]!, tk === T_NONE ? -1 : aim);
  } else if (source === EN_HERO) {
    if (countered === 1) return;
    const i = s.cards.def[card]! * HERO_ABILITIES + index;
    applyEffect(s, p, t.hero.kind[i]!, t.hero.amount[i]!, t.hero.defence[i]!, -1);
  }
}

/**
 * Creature c's triggered ability fires for its controller. A creature target is the first legal
 * one local to c; without one the effect does nothing.
 */
export function fireTrigger(s: WtState, c: number, p: number): void {
  const t = s.tables;
  const d = s.cards.def[c]!;
  const tk = t.triggered.target[d]!;
  let x = -1;
  if (tk === T_SELF) x = s.cards.zone[c] === FRONTS ? c : -1;
  else if (tk !== T_NONE) {
    for (let k = 0; k < s.cellCount && x < 0; k++) {
      const y = s.cards.cell(FRONTS, k);
      if (y !== NO_CARD && y !== c && localTo(s, y, c) && targetOk(s, p, tk, y)) x = y;
    }
  }
  if (tk !== T_NONE && x < 0) return;
  applyEffect(s, p, t.triggered.kind[d]!, t.triggered.amount[d]!, t.triggered.defence[d]!, x);
}

/** A dying creature's trigger: effects on the creature itself have nothing left to act on. */
export function fireDeathTrigger(s: WtState, c: number, p: number): void {
  const tk = s.tables.triggered.target[s.cards.def[c]!]!;
  if (tk === T_SELF) return;
  fireTrigger(s, c, p);
}
