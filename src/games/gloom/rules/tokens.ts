// State tokens, morale, wounds and Momentum (rulebook "State Tokens", "Boost", "Weak", "Fast",
// "Slow", "Effect Token", "Morale Token", "Zero Morale", "Morale Break", "Wound", "Badly
// Wounded", "Destroyed", "Last Stand", "Momentum", "Momentum Tracker").

import { FALLEN, V_MOMENTUM } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { GloomState } from '../state.js';
import { T_LAST_STAND } from '../vocabulary.js';

const { boost: BOOST, weak: WEAK, fast: FAST, slow: SLOW, morale: MORALE, wounds: WOUNDS, effect: EFFECT } = CARD_FIELDS.at;

/** The token that cancels each token field (Boost/Weak, Fast/Slow). */
function opposite(token: number): number {
  if (token === BOOST) return WEAK;
  if (token === WEAK) return BOOST;
  if (token === FAST) return SLOW;
  if (token === SLOW) return FAST;
  return -1;
}

/** A unit gains a state token: never two of one kind; gaining one while holding its opposite removes both. */
export function gainToken(s: GloomState, c: number, token: number): void {
  const o = opposite(token);
  if (o >= 0 && s.get(c, o) === 1) {
    s.put(c, o, 0);
    return;
  }
  s.put(c, token, 1);
}

export function isNegative(s: GloomState, c: number): boolean {
  return s.get(c, WEAK) === 1 || s.get(c, SLOW) === 1;
}

export function healthLeft(s: GloomState, c: number): number {
  return s.tables.health[s.cards.def[c]!]! - s.get(c, WOUNDS);
}

/** A unit is removed the moment its Wounds reach its Health; its destroyer's player gains Momentum. */
function destroy(s: GloomState, c: number, byPlayer: number): void {
  const owner = s.cards.owner[c]!;
  s.cards.pushOnto(c, FALLEN, owner);
  s.fields.reset(c);
  if (byPlayer >= 0 && byPlayer !== owner) gainMomentum(s, byPlayer);
}

/**
 * Inflicts Wounds. A unit brought to exactly 1 Health is Badly Wounded and gains a Weak token;
 * one brought to 0 is Destroyed, unless Last Stand still has its Effect token: then it stays at 1.
 * Returns whether the unit was destroyed.
 */
export function wound(s: GloomState, c: number, n: number, byPlayer: number): boolean {
  if (n <= 0) return false;
  const def = s.cards.def[c]!;
  const health = s.tables.health[def]!;
  let w = s.get(c, WOUNDS) + n;
  if (w >= health) {
    if (!(s.tables.hasTrait(def, T_LAST_STAND) && s.get(c, EFFECT) === 1)) {
      destroy(s, c, byPlayer);
      return true;
    }
    s.put(c, EFFECT, 0);
    w = health - 1;
  }
  s.put(c, WOUNDS, w);
  if (health - w === 1) gainToken(s, c, WEAK);
  return false;
}

export function heal(s: GloomState, c: number, n: number): void {
  s.put(c, WOUNDS, Math.max(0, s.get(c, WOUNDS) - n));
}

/** Loses Morale tokens one at a time; a unit with none left suffers a Wound instead (Morale Break). Returns whether it was destroyed. */
export function loseMorale(s: GloomState, c: number, n: number, byPlayer: number): boolean {
  for (let i = 0; i < n; i++) {
    const m = s.get(c, MORALE);
    if (m > 0) s.put(c, MORALE, m - 1);
    else if (wound(s, c, 1, byPlayer)) return true;
  }
  return false;
}

export function gainMorale(s: GloomState, c: number, n: number): void {
  s.put(c, MORALE, Math.min(s.tables.morale[s.cards.def[c]!]!, s.get(c, MORALE) + n));
}

/** The tracker moves one step toward player p, at most two steps from the centre. */
export function gainMomentum(s: GloomState, p: number): void {
  const m = s.vars[V_MOMENTUM]!;
  s.vars[V_MOMENTUM] = p === 0 ? Math.min(2, m + 1) : Math.max(-2, m - 1);
}

/** Momentum toward p: 0, 1 or 2. */
export function momentumOf(s: GloomState, p: number): number {
  const m = s.vars[V_MOMENTUM]!;
  return p === 0 ? Math.max(0, m) : Math.max(0, -m);
}

export function spendMomentum(s: GloomState): void {
  s.vars[V_MOMENTUM] = 0;
}
