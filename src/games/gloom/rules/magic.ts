// Magic (rulebook "Spell", "Magic Lore", "Mana Pool", "Magic Die", "Target Number", "Dispel
// Aura", "Dispel Die", "Area Target", "3-Hex Template", "7-Hex Template", "Hollow Hex",
// "Teleport", "[Exclusive Action]", "[Single Reaction]").
//
// Casting is a Caster's Standard Action and an [Exclusive Action]: roll Magic Dice equal to its
// Mana Pool; at least the spell's Target Number of ✨ successes casts it. The opponent may then
// answer with a Dispel Test (a [Single Reaction], one Command Seal) by a unit whose Dispel Aura
// reaches the caster: as many 🧿 successes as the caster's ✨ dispel it.

import { NO_CARD } from '../../../core/cards.js';
import { STREAM_CHANCE } from '../../../core/rng.js';
import { LORE_SIZE } from '../decks.js';
import { ENTRY_CAST, FRAMES, WINDOWS } from '../frames.js';
import { A_CAST, BOARD } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import * as V from '../vocabulary.js';
import { pushDirectlyAway, teleport } from './movement.js';
import { askBoost, testModifier } from './boost.js';
import { isFree } from './setup.js';
import { canTarget, hexOf, occupant } from './sight.js';
import { gainMomentum, gainMorale, gainToken, heal, wound } from './tokens.js';

const { boost: BOOST, weak: WEAK, slow: SLOW, fast: FAST, shield: SHIELD, exclusive: EXCLUSIVE } = CARD_FIELDS.at;
const FE = FRAMES.field.entry;
/** Dispel Dice a Dispel Test rolls before modifiers. */
export const DISPEL_DICE = 2;

function rollSuccesses(s: GloomState, dice: number): number {
  let n = 0;
  for (let i = 0; i < dice; i++) if (s.rng.die(STREAM_CHANCE) >= 3) n++;
  return n;
}

/** Whether hex h holds what the spell `def` cast by c must aim at. */
function targetKindOk(s: GloomState, c: number, def: number, h: number): boolean {
  const o = occupant(s, h);
  const mine = s.cards.owner[c]!;
  switch (s.tables.target[def]) {
    case V.ST_ENEMY:
      return o !== NO_CARD && s.cards.owner[o] !== mine;
    case V.ST_FRIEND:
      return o !== NO_CARD && s.cards.owner[o] === mine;
    case V.ST_ANY_UNIT:
      return o !== NO_CARD;
    case V.ST_EMPTY:
      return isFree(s, h);
    default:
      return true;
  }
}

/** Whether the spell `def` cast by c may aim at hex h: in range (with sight for a solid hex) and the right target. */
export function spellTargetOk(s: GloomState, c: number, def: number, h: number): boolean {
  return targetKindOk(s, c, def, h) && canTarget(s, c, h, s.tables.range[def]!, s.tables.lineOfSight[def] === 1);
}

export function castActions(s: GloomState, c: number, out: Int32Array, n: number): number {
  const def = s.cards.def[c]!;
  if (!s.tables.hasTrait(def, V.T_MANA_POOL) || s.get(c, EXCLUSIVE) === 1) return n;
  const p = s.cards.owner[c]!;
  const t = s.tables;
  const at = hexOf(s, c);
  // Per hex: 1 in sight (Vision Arc and Line of Sight), 2 not; 0 not yet known.
  const sightMemo = s.scratch.sightMemo;
  sightMemo.fill(0);
  for (let k = 0; k < LORE_SIZE; k++) {
    const spell = s.a.spellDefs[p * LORE_SIZE + k]!;
    if (spell < 0) continue;
    const range = t.range[spell]!;
    const solid = t.lineOfSight[spell] === 1;
    for (let h = 0; h < CELLS; h++) {
      if (s.geo.distance[at * CELLS + h]! > range || !targetKindOk(s, c, spell, h)) continue;
      if (solid && sightMemo[h] === 0) sightMemo[h] = canTarget(s, c, h, range, true) ? 1 : 2;
      if ((solid ? sightMemo[h] === 1 : canTarget(s, c, h, range, false))) out[n++] = A_CAST + k * CELLS + h;
    }
  }
  return n;
}

/** The Casting Test. A Boost token does not help it; a Weak token costs a die and is used up. */
export function cast(s: GloomState, c: number, k: number, h: number): void {
  s.put(c, EXCLUSIVE, 1);
  const def = s.cards.def[c]!;
  const p = s.cards.owner[c]!;
  const spell = s.a.spellDefs[p * LORE_SIZE + k]!;
  // Cast counts from the Casting Test on, passed or not: the caster's choice is the use.
  s.used(p, spell);
  const dice = s.tables.traitValue(def, V.T_MANA_POOL) - s.get(c, WEAK);
  s.put(c, WEAK, 0);
  const mana = rollSuccesses(s, dice) + s.tables.autoMana[def]!;
  if (mana < s.tables.targetNumber[spell]!) return;
  WINDOWS.play(s.stack, p, ENTRY_CAST, c, spell, h, mana, 0);
}

/** Units of p that may attempt to dispel a spell cast by `caster`. */
export function mayDispel(s: GloomState, p: number, d: number, caster: number): boolean {
  if (s.a.commandSeals[p]! < 1 || s.a.reacted[p] === 1 || s.cards.zone[d] !== BOARD || s.cards.owner[d] !== p) return false;
  const aura = s.tables.traitValue(s.cards.def[d]!, V.T_DISPEL_AURA);
  return aura > 0 && s.geo.distance[hexOf(s, d) * CELLS + hexOf(s, caster)]! <= aura;
}

/** The Dispel Test: Dispel Dice (a Boost token spent on it adds one, a Weak token removes one) against the caster's ✨. */
export function resolveDispel(s: GloomState, dispeller: number, castEntry: number): void {
  const p = s.cards.owner[dispeller]!;
  const dice = DISPEL_DICE + testModifier(s, dispeller);
  const dispels = rollSuccesses(s, Math.max(0, dice)) + s.tables.autoDispels[s.cards.def[dispeller]!]!;
  if (castEntry >= 0 && dispels >= s.stack.get(castEntry, FE.y)) {
    s.stack.set(castEntry, FE.flag, 1);
    gainMomentum(s, p);
  }
}

/** The hexes an area covers: the target; a 3-hex template adds the two hexes beyond it that touch both; a 7-hex its six neighbours. */
export function areaHexes(s: GloomState, def: number, from: number, h: number, out: Int16Array): number {
  out[0] = h;
  const area = s.tables.area[def];
  if (area === V.AREA_SINGLE) return 1;
  let n = 1;
  if (area === V.AREA_7) {
    for (let d = 0; d < 6; d++) if (s.geo.neighbour[h * 6 + d]! >= 0) out[n++] = s.geo.neighbour[h * 6 + d]!;
    return n;
  }
  const d = from === h ? 0 : s.geo.side[from * CELLS + h]!;
  for (let k = d; k <= d + 1; k++) {
    const x = s.geo.neighbour[h * 6 + (k % 6)]!;
    if (x >= 0) out[n++] = x;
  }
  return n;
}

/** Whether the spell `def` cast by `caster` affects unit u (its "affects" filter). */
function affects(s: GloomState, caster: number, def: number, u: number): boolean {
  const friend = s.cards.owner[u] === s.cards.owner[caster];
  const aff = s.tables.affects[def];
  return !((aff === V.AF_ENEMIES && friend) || (aff === V.AF_FRIENDS && !friend));
}

/**
 * Before a damage spell takes effect, each unit of its area that it affects and that holds a
 * Boost token defends with a Test ("can be used for unit defense from spell effects"): its
 * controller is asked, one unit at a time, whether to spend the token. Returns whether it asked.
 */
export function askSpellBoosts(s: GloomState, caster: number, def: number, h: number): boolean {
  if (s.cards.zone[caster] !== BOARD || (s.tables.spellEffects[def]! & V.SE_DAMAGE) === 0) return false;
  const area = s.scratch.area;
  const n = areaHexes(s, def, hexOf(s, caster), h, area);
  for (let i = 0; i < n; i++) {
    const u = occupant(s, area[i]!);
    if (u !== NO_CARD && affects(s, caster, def, u) && askBoost(s, u)) return true;
  }
  return false;
}

/** A cast spell takes effect on every unit of its area that it affects. */
export function applySpell(s: GloomState, caster: number, def: number, h: number): void {
  if (s.cards.zone[caster] !== BOARD) return;
  const t = s.tables;
  const fx = t.spellEffects[def]!;
  const value = t.spellEffectValue[def]!;
  const from = hexOf(s, caster);
  const p = s.cards.owner[caster]!;
  if ((fx & V.SE_TELEPORT) !== 0) {
    if (isFree(s, h)) teleport(s, caster, h);
    return;
  }
  const area = s.scratch.area;
  const n = areaHexes(s, def, from, h, area);
  for (let i = 0; i < n; i++) {
    const u = occupant(s, area[i]!);
    if (u === NO_CARD) continue;
    if (!affects(s, caster, def, u)) continue;
    if ((fx & V.SE_DAMAGE) !== 0) {
      const defence = t.defenceDefenceDice[s.cards.def[u]!]! + s.get(u, SHIELD) + ((s.terrain[area[i]!]! & V.TK_COVER) !== 0 ? 1 : 0) + testModifier(s, u);
      const dealt = rollSuccesses(s, value) - rollSuccesses(s, Math.max(0, defence)) - t.traitValue(s.cards.def[u]!, V.T_TOUGH);
      if (wound(s, u, Math.max(0, dealt), p)) continue;
    }
    if ((fx & V.SE_WOUND) !== 0 && wound(s, u, value, p)) continue;
    if ((fx & V.SE_HEAL) !== 0) heal(s, u, value);
    if ((fx & V.SE_RALLY) !== 0) gainMorale(s, u, value);
    if ((fx & V.SE_BOOST) !== 0) gainToken(s, u, BOOST);
    if ((fx & V.SE_WEAKEN) !== 0) gainToken(s, u, WEAK);
    if ((fx & V.SE_SLOW) !== 0) gainToken(s, u, SLOW);
    if ((fx & V.SE_HASTE) !== 0) gainToken(s, u, FAST);
    if ((fx & V.SE_SHIELD) !== 0) s.put(u, SHIELD, 1);
    if ((fx & V.SE_PUSH) !== 0 && u !== caster) pushDirectlyAway(s, u, from, p);
  }
}

