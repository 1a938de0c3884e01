// The announcement rule (Equipment): "If a Creature is attacking and has multiple Equipment cards
// with the same subtypes the creature's controller should clearly state which Equipment the
// creature will use during that turn. This must be announced when the creature is declared to be
// an attacker ... When the creature is a defender instead the announcement of what equipment is
// used does not have to be made until after the creature has blocked an attacker". One question
// per contested subtype, asked right after the declaration or the block; the choice stays in use
// (refreshEquipment keeps equipment in use) until the carrier's equipment changes.

import * as coreFrames from '../../../core/frames.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';

const { ASKED } = coreFrames;
const { K_EQUIPMENT } = wtCards;
const { FRAMES } = wtFrames;
const { A_WIELD, FRONTS } = wtIds;
const { inUse: IN_USE } = wtLayout.CARD_FIELDS.at;
const F_WIELD = FRAMES.kind.wield;
const { carrier: CARRIER, subtype: SUBTYPE } = FRAMES.field.wield;

/** The first card of definition d attached to `carrier`, or -1. */
function carried(s: WtState, carrier: number, d: number): number {
  const n = s.cards.size;
  for (let a = 0; a < n; a++) if (s.cards.attachedTo[a] === carrier && s.cards.def[a] === d) return a;
  return -1;
}

/** Whether `carrier` holds equipment of at least two names with subtype `sub`. */
function contested(s: WtState, carrier: number, sub: number): boolean {
  const t = s.tables;
  const n = s.cards.size;
  let seen = -1;
  for (let a = 0; a < n; a++) {
    if (s.cards.attachedTo[a] !== carrier) continue;
    const d = s.cards.def[a]!;
    if (t.kind[d] !== K_EQUIPMENT || t.subtype[d] !== sub) continue;
    if (seen < 0) seen = d;
    else if (d !== seen) return true;
  }
  return false;
}

/** Asks about the next contested subtype of the creature in `cell` above `after`; false when none is left. */
function askFrom(s: WtState, p: number, cell: number, after: number): boolean {
  if (s.arrays.attachedCount[0] === 0) return false;
  const c = s.cards.cell(FRONTS, cell);
  for (let sub = after + 1; sub <= s.tables.subtypeNames.length; sub++) {
    if (!contested(s, c, sub)) continue;
    s.stack.push(F_WIELD, p, cell, sub);
    return true;
  }
  return false;
}

/** Right after the creature in `cell` is declared an attacker or has blocked: its controller p announces its equipment, subtype by subtype. */
export function announceEquipment(s: WtState, p: number, cell: number): void {
  askFrom(s, p, cell, 0);
}

/** The names of the asked creature's equipment of the asked subtype, ascending. */
export function wieldActions(s: WtState, out: Int32Array): number {
  const t = s.tables;
  const c = s.cards.cell(FRONTS, s.stack.top(CARRIER));
  const sub = s.stack.top(SUBTYPE);
  let n = 0;
  for (let d = 0; d < t.count; d++) if (t.kind[d] === K_EQUIPMENT && t.subtype[d] === sub && carried(s, c, d) >= 0) out[n++] = A_WIELD + d;
  return n;
}

/** The creature uses equipment `d` of the subtype and none of the others; then the next contested subtype, if any. */
export function wield(s: WtState, d: number): void {
  const st = s.stack;
  const p = st.top(ASKED);
  const cell = st.top(CARRIER);
  const sub = st.top(SUBTYPE);
  const c = s.cards.cell(FRONTS, cell);
  const chosen = carried(s, c, d);
  const n = s.cards.size;
  for (let a = 0; a < n; a++) {
    if (s.cards.attachedTo[a] !== c) continue;
    const ad = s.cards.def[a]!;
    if (s.tables.kind[ad] === K_EQUIPMENT && s.tables.subtype[ad] === sub) s.setF(a, IN_USE, a === chosen ? 1 : 0);
  }
  st.pop();
  askFrom(s, p, cell, sub);
}
