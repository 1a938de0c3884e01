// Battles (10): the turn player's creature against the opponent's primary, the faster striking
// first, hit and damage rolls with criticals and multipliers, the return attack, on-hit DOTs, and
// the end of the Combat Phase when a primary dies (9.1).

import * as coreCards from '../../../core/cards.js';
import * as coreRng from '../../../core/rng.js';
import type { WardState } from '../state.js';
import * as wardCards from '../card-tables.js';
import * as wardFrames from '../frames.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';
import * as wardEffects from './effects.js';
import * as wardSummon from './summon.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn, flow), so every module whose functions are bound here has been evaluated already.
const { NO_CARD } = coreCards;
const { STREAM_CHANCE } = coreRng;
const { CE_BONUS, CE_DOT_ON_HIT, CE_FIRST_MULT } = wardCards;
const { WINDOWS } = wardFrames;
const { A_BATTLE, ENTRY_BATTLE, SIDE_CELLS, V_COMBAT_OVER, V_LAST_CRIT, V_LAST_DAMAGE } = wardIds;
const { battled: BATTLED, dotAmount: DOT_AMOUNT, dotLeft: DOT_LEFT } = wardLayout.CARD_FIELDS.at;
const { affects, dealDamage, effAl, effAtkDice, effectsOn, effHitDice, effMod, effSpd, equipMultiplier, startOverTime } = wardEffects;
const { checkPrimaries } = wardSummon;

/** Whether p's creature in slot k may start a battle now: once per creature per phase, never in the first cycle, only against a primary. */
function mayBattle(s: WardState, p: number, k: number): boolean {
  const c = s.creatureAt(p * SIDE_CELLS + k);
  return c !== NO_CARD && s.field(c, BATTLED) !== s.turn();
}

export function canBattle(s: WardState, p: number): boolean {
  if (s.firstCycle() || s.primary(1 - p) === NO_CARD) return false;
  for (let k = 0; k < SIDE_CELLS; k++) if (mayBattle(s, p, k)) return true;
  return false;
}

/** The battles p may declare, appended to `out` from n; returns the new count. */
export function battleActions(s: WardState, p: number, out: Int32Array, n: number): number {
  if (s.firstCycle() || s.primary(1 - p) === NO_CARD) return n;
  for (let k = 0; k < SIDE_CELLS; k++) if (mayBattle(s, p, k)) out[n++] = A_BATTLE + k;
  return n;
}

/**
 * The turn player declares a battle with `att`: a chain entry with a window for the opponent,
 * who may play lightning "on either player's turn" before the dice are rolled; the battle is
 * fought when the entry resolves (fightDeclared).
 */
export function declareBattle(s: WardState, att: number): void {
  const p = s.cards.controller[att]!;
  WINDOWS.play(s.stack, p, att, p, -1, ENTRY_BATTLE, 0);
}

/** A declared battle's entry resolves: fought if its creature still stands and an enemy primary is there. */
export function fightDeclared(s: WardState, att: number, p: number): void {
  if (s.onField(att) && s.cards.controller[att] === p && s.primary(1 - p) !== NO_CARD && s.vars[V_COMBAT_OVER] === 0) battle(s, att);
}

export function battle(s: WardState, att: number): void {
  const p = s.cards.controller[att]!;
  const def = s.primary(1 - p);
  s.setField(att, BATTLED, s.turn());
  const sa = effSpd(s, att);
  const sd = effSpd(s, def);
  let attFirst = sa > sd;
  if (sa === sd) {
    // Tied speed: each rolls a die, re-rolled while tied, for this battle only.
    for (;;) {
      const ra = s.rng.die(STREAM_CHANCE);
      const rd = s.rng.die(STREAM_CHANCE);
      if (ra !== rd) {
        attFirst = ra > rd;
        break;
      }
    }
  }
  const first = attFirst ? att : def;
  const second = attFirst ? def : att;
  strike(s, first, second, true);
  if (s.isTerminal() || primaryDied(s)) return;
  if (s.onField(first) && s.onField(second)) strike(s, second, first, false);
  if (!s.isTerminal()) primaryDied(s);
}

/** A primary creature died: the Combat Phase ends (9.1). */
function primaryDied(s: WardState): boolean {
  if (s.primary(0) === NO_CARD || s.primary(1) === NO_CARD) {
    s.vars[V_COMBAT_OVER] = 1;
    checkPrimaries(s);
    return true;
  }
  return false;
}

/** One creature's hit roll and attack damage roll against another (10.2 steps 3-4, 10.3). */
function strike(s: WardState, x: number, y: number, first: boolean): void {
  const n = effHitDice(s, x);
  let sum = 0;
  let sixes = 0;
  let ones = 0;
  for (let i = 0; i < n; i++) {
    const d = s.rng.die(STREAM_CHANCE);
    sum += d;
    if (d === 6) sixes++;
    else if (d === 1) ones++;
  }
  s.vars[V_LAST_DAMAGE] = 0;
  s.vars[V_LAST_CRIT] = 0;
  if (n >= 2 && ones === n) {
    // Critical miss: automatic miss and one die of flat damage to the attacker itself.
    s.vars[V_LAST_CRIT] = -1;
    dealDamage(s, x, s.rng.die(STREAM_CHANCE), -1);
    return;
  }
  const crit = n >= 2 && sixes === n;
  const mod = effMod(s, x);
  // A critical hit still has to reach the AL: only the critical miss is "regardless" (18.11).
  if (sum + mod < effAl(s, y)) return;
  const ad = effAtkDice(s, x);
  let dmg = mod;
  for (let i = 0; i < ad; i++) dmg += s.rng.die(STREAM_CHANCE);
  const t = s.tables;
  const xd = s.cards.def[x]!;
  const on = effectsOn(s, x);
  // An unaffected defender ignores the effects that would add to the damage it takes (16.1.1):
  // the attacker's bonus, first-strike multiplier and equip multipliers; dice, modifier and
  // buffs are the attacker's own stats and stay.
  const touches = affects(s, y, s.cards.controller[x]!);
  if (on && touches && (t.creatureEffects[xd]! & CE_BONUS) !== 0) dmg += t.bonusDamage[xd]!;
  if (dmg < 0) dmg = 0;
  // Critical hit doubles the total after modifiers and buffs; then multipliers in sequence (5.3).
  if (crit) dmg *= 2;
  if (first && on && touches && (t.creatureEffects[xd]! & CE_FIRST_MULT) !== 0) dmg *= t.firstStrikeFactor[xd]!;
  if (touches) dmg *= equipMultiplier(s, x);
  s.vars[V_LAST_DAMAGE] = dmg;
  s.vars[V_LAST_CRIT] = crit ? 1 : 0;
  dealDamage(s, y, dmg, -1);
  // On-hit DOT: no stacking, a creature under a DOT takes no second one (11.3).
  if (on && touches && (t.creatureEffects[xd]! & CE_DOT_ON_HIT) !== 0 && s.onField(y) && !s.isLimited(y) && s.field(y, DOT_LEFT) === 0) {
    startOverTime(s, y, DOT_AMOUNT, t.hitDotDamage[xd]!, t.hitDotCycles[xd]!);
  }
}
