// The Open Mulligan mod (Formats & Mods): one single mulligan, in which up to two cards may stay
// in hand, shown to everyone; the rest go back, the deck is shuffled and the hand refilled to 7.

import * as coreFrames from '../../../core/frames.js';
import * as coreRng from '../../../core/rng.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtPlay from './play.js';

const { ASKED } = coreFrames;
const { STREAM_SHUFFLE } = coreRng;
const { FRAMES } = wtFrames;
const { A_DONE, A_KEEP, ARMY, HAND, OPENING_HAND, VARIANT_OPEN_MULLIGAN } = wtIds;
const { draw } = wtBoard;
const { handDefs } = wtPlay;
const { first: FIRST, second: SECOND } = FRAMES.field.keep;

export function isOpenMulligan(s: WtState): boolean {
  return s.facts.id === VARIANT_OPEN_MULLIGAN;
}

/** The player mulligans: the question of which cards to keep replaces the mulligan question. */
export function beginOpenMulligan(s: WtState): void {
  const p = s.stack.top(ASKED);
  s.stack.pop();
  s.stack.push(FRAMES.kind.keep, p, -1, -1);
}

/** A card of definition d in p's hand not kept yet, or -1. */
function unkept(s: WtState, p: number, d: number): number {
  const t = s.cards;
  const start = t.pileStart(HAND, p);
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
    const c = t.pile[start + i]!;
    if (t.def[c] === d && c !== s.stack.top(FIRST) && c !== s.stack.top(SECOND)) return c;
  }
  return -1;
}

/** Done, or keep one more card (by name) while fewer than two are kept. */
export function keepActions(s: WtState, p: number, out: Int32Array): number {
  out[0] = A_DONE;
  let n = 1;
  if (s.stack.top(SECOND) >= 0) return n;
  const defs = s.scratch.handDefs;
  const k = handDefs(s, p, defs);
  for (let i = 0; i < k; i++) if (unkept(s, p, defs[i]!) >= 0) out[n++] = A_KEEP + defs[i]!;
  return n;
}

/** Keeps a card of definition d: "If the player does keep one or two cards then the must be shown to all other players". */
export function keepCard(s: WtState, p: number, d: number): void {
  const c = unkept(s, p, d);
  s.cards.revealToAll(c);
  if (s.stack.top(FIRST) < 0) s.stack.setTop(FIRST, c);
  else s.stack.setTop(SECOND, c);
  if (s.stack.top(SECOND) >= 0) redraw(s);
}

/** The rest of the hand goes back, the deck is shuffled, and the player draws up to 7; no further mulligan. */
export function redraw(s: WtState): void {
  const p = s.stack.top(ASKED);
  const first = s.stack.top(FIRST);
  const second = s.stack.top(SECOND);
  s.stack.pop();
  const t = s.cards;
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
    const c = t.at(HAND, p, i);
    if (c !== first && c !== second) t.pushOnto(c, ARMY, p);
  }
  t.shufflePile(ARMY, p, s.rng, STREAM_SHUFFLE + p);
  while (t.count(HAND, p) < OPENING_HAND && draw(s, p));
}
