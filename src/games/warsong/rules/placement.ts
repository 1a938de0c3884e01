// Placement: where a card may go (staging, Flying, Large blocks, Key Figures, Bastions and the
// Prestigious, Vanquisher and Sacrificial thresholds), placing it and what it sets off
// (Sacrificial, Summon, Stench, Lobbed), entering the battlefield, and the occupancy and running
// totals the other rules read. Also the board readers every rules module uses.

import * as coreCards from '../../../core/cards.js';
import * as events from '../../../core/events.js';
import * as rngModule from '../../../core/rng.js';
import * as warsongCardsSchema from '../card-schema.js';
import * as warsongCards from '../card-tables.js';
import * as frameModule from '../frames.js';
import * as geometry from '../geometry.js';
import * as ids from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarsongState } from '../state.js';
import { pushRound } from './attack.js';
import { capturedRenown, destroy, returnToHand } from './removal.js';

// Imported constants bound to this module's own consts: optimised code reads an imported binding
// from its module cell at each use, and folds a module's own const.
const { NO_CARD } = coreCards;
const { CardEvent } = events;
const { STREAM_CHANCE } = rngModule;
const { AURA_BITS, BASTION, CREATURE, KW } = warsongCardsSchema;
const { PC_BASTION, PC_FLYING, PC_KEY_FIGURE, PC_LARGE, PC_THRESHOLD } = warsongCards;
const { FRAMES, FRAME_WIDTH, pushFrame } = frameModule;
const { popcount } = geometry;
const { BOARD, CAPTURE, HAND, SUPPLY } = ids;
const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;
const LARGE_HIT_BY = CARD_FIELDS.at.largeHitBy;
const END_TURN = FRAMES.kind.endTurn;
const PLACED = FRAMES.kind.placed;
const SACRIFICE = FRAMES.kind.sacrifice;
const PLACED_CARD = FRAMES.field.placed.card;
const PLACED_PHASE = FRAMES.field.placed.phase;

// ---------------------------------------------------------------- reading the board

/** Whether the card is on the battlefield and not under another (a Key Figure levelled over it). */
export function isOnBoard(s: WarsongState, card: number): boolean {
  const t = s.cards;
  return t.zone[card] === BOARD && t.slot[card]! >= 0;
}

/** The keywords printed on a card: for a keyword no Aura grants, the same test as hasKeyword. */
export function printedKeywords(s: WarsongState, card: number): number {
  return s.defs.keywords[s.cards.def[card]!]!;
}

export function isLarge(s: WarsongState, card: number): boolean {
  return (printedKeywords(s, card) & KW.Large) !== 0;
}

/** The key of the cells around a card on the board in the geometry's `around` table. */
export function aroundKey(s: WarsongState, card: number): number {
  return s.geo.aroundKey(s.cards.slot[card]!, isLarge(s, card));
}

/** The attack type a card shows towards absolute direction d. */
export function facing(s: WarsongState, card: number, d: number): number {
  return s.defs.quadrants[s.cards.def[card]! * 4 + ((d - s.cardValues[card * FIELD_WIDTH + ORIENTATION]! + 4) & 3)]!;
}

/** Keywords of a card on the board, including those an adjacent allied Aura grants. */
export function hasKeyword(s: WarsongState, card: number, bit: number): boolean {
  if ((printedKeywords(s, card) & bit) !== 0) return true;
  if ((bit & AURA_BITS) === 0 || s.auraCount[31 - Math.clz32(bit)] === 0 || !isOnBoard(s, card)) return false;
  return grantedByAura(s, card, bit);
}

/** Whether an allied card around `card` has an Aura granting `bit`. */
function grantedByAura(s: WarsongState, card: number, bit: number): boolean {
  const geo = s.geo;
  const t = s.cards;
  const auraKeywords = s.defs.auraKeywords;
  const occupant = s.occupant;
  const p = t.controller[card]!;
  const k = aroundKey(s, card);
  const n = geo.aroundCount[k]!;
  for (let i = 0; i < n; i++) {
    const o = occupant[geo.around[k * 12 + i]!]!;
    if (o !== NO_CARD && t.controller[o] === p && (auraKeywords[t.def[o]!]! & bit) !== 0) return true;
  }
  return false;
}

/** The cells covered by the cards of p's enemies (every other seat's), as a mask. */
export function enemyCells(s: WarsongState, p: number): number {
  return ~(s.ownCells[p]! | s.ownCells[s.numPlayers]!);
}

/** Bitmask of the cells a card with keywords `kw` covers when its top-left cell is `cell`. */
export function footprintAt(s: WarsongState, cell: number, kw: number): number {
  if ((kw & KW.Large) === 0) return 1 << cell;
  const w = s.geo.cols;
  return (1 << cell) | (1 << (cell + 1)) | (1 << (cell + w)) | (1 << (cell + w + 1));
}

// ---------------------------------------------------------------- where a card may go

/** A placement group's words (placementGroups): the definition, its cells, and the running count of ids to the group's end. */
const GROUP = 3;
const GROUP_DEF = 0;
const GROUP_CELLS = 1;
const GROUP_END = 2;

/**
 * p's placements as groups, one per distinct hand definition in ascending order, into the
 * state's memo `groups` (GROUP words each); returns the number of groups. listPlacements lists the
 * ids from them, and placementAt picks one without listing the rest.
 */
export function placementGroups(s: WarsongState, p: number): number {
  const t = s.cards;
  const hn = t.count(HAND, p);
  if (hn === 0) return 0;
  // Distinct hand definitions as a 64-bit set (two words), read back in ascending order.
  const def = t.def;
  const pile = t.pile;
  let lo = 0;
  let hi = 0;
  const hb = t.pileStart(HAND, p);
  for (let i = 0; i < hn; i++) {
    const d = def[pile[hb + i]!]!;
    if (d < 32) lo |= 1 << d;
    else hi |= 1 << (d - 32);
  }
  // Staging: which depths (seen from p) hold one of p's cards, and the cells that opens.
  const geo = s.geo;
  const own = s.ownCells;
  const depthMask = geo.depthsOf(p, own[p]!);
  const open = geo.stagedFor[p * 256 + depthMask]!;
  const empty = own[s.numPlayers]!;
  const { placementConditions, orientationCount } = s.defs;
  const groups = s.memo.groups;
  let k = 0;
  let total = 0;
  while ((lo | hi) !== 0) {
    let d: number;
    if (lo !== 0) {
      const low = lo & -lo;
      lo ^= low;
      d = 31 - Math.clz32(low);
    } else {
      const low = hi & -hi;
      hi ^= low;
      d = 63 - Math.clz32(low);
    }
    const cond = placementConditions[d]!;
    const cells = cond === 0 ? empty & open : conditionalCells(s, p, d, cond, empty, open, depthMask);
    if (cells === 0) continue;
    total += popcount(cells) * orientationCount[d]!;
    const g = k++ * GROUP;
    groups[g + GROUP_DEF] = d;
    groups[g + GROUP_CELLS] = cells;
    groups[g + GROUP_END] = total;
  }
  return k;
}

/** The number of placement ids in the first `groups` groups placementGroups made. */
export function placementsIn(s: WarsongState, groups: number): number {
  return groups === 0 ? 0 : s.memo.groups[(groups - 1) * GROUP + GROUP_END]!;
}

/**
 * Legal placements of player p as action ids, ascending: definition-major, then cell, then
 * relative orientation. Level-ups (and defections) are placements on the Key Figure's cell.
 */
export function listPlacements(s: WarsongState, p: number, out: Int32Array): number {
  const count = placementGroups(s, p);
  const groups = s.memo.groups;
  const cells = s.geo.cells;
  const orientations = s.defs.orientations;
  let n = 0;
  for (let g = 0; g < count * GROUP; g += GROUP) {
    const d = groups[g + GROUP_DEF]!;
    let cellsLeft = groups[g + GROUP_CELLS]!;
    const mask = orientations[d]!;
    const idBase = d * cells;
    while (cellsLeft !== 0) {
      const low = cellsLeft & -cellsLeft;
      cellsLeft ^= low;
      const x = 31 - Math.clz32(low);
      if (mask === 1) out[n++] = (idBase + x) << 2;
      else for (let r = 0; r < 4; r++) if ((mask & (1 << r)) !== 0) out[n++] = ((idBase + x) << 2) + r;
    }
  }
  return n;
}

/** The i-th placement id listPlacements would list, read from the groups placementGroups made. */
export function placementAt(s: WarsongState, i: number): number {
  const groups = s.memo.groups;
  let g = 0;
  while (groups[g + GROUP_END]! <= i) g += GROUP;
  const d = groups[g + GROUP_DEF]!;
  // The j-th id of the group: cell number j / orientations (ascending), then orientation.
  let j = i - (g === 0 ? 0 : groups[g - GROUP + GROUP_END]!);
  const mask = s.defs.orientations[d]!;
  const per = s.defs.orientationCount[d]!;
  let cells = groups[g + GROUP_CELLS]!;
  while (j >= per) {
    cells &= cells - 1;
    j -= per;
  }
  const x = 31 - Math.clz32(cells & -cells);
  let r = 0;
  for (let seen = -1; ; r++) if ((mask & (1 << r)) !== 0 && ++seen === j) break;
  return ((d * s.geo.cells + x) << 2) + r;
}

/**
 * Where p may place definition d, a card with placement conditions `cond` (see placementConditions), as
 * a cell mask (top-left cells for a Large card); `open` is the staged cells, `depthMask` the
 * depths p holds. The rarer Key Figure and Bastion cases are helpers, so that this stays small enough
 * to inline into placementGroups.
 */
function conditionalCells(s: WarsongState, p: number, d: number, cond: number, empty: number, open: number, depthMask: number): number {
  const geo = s.geo;
  if ((cond & PC_THRESHOLD) !== 0 && !meetsThresholds(s, p, d)) return 0;
  const isBastion = (cond & PC_BASTION) !== 0;
  if (isBastion && s.bastionsOf[p]! > 0) return 0;
  const large = (cond & PC_LARGE) !== 0;
  if ((cond & PC_KEY_FIGURE) !== 0) {
    const figure = s.keyFigureTop[s.defs.character[d]!]!;
    if (figure !== NO_CARD) return keyFigureCells(s, d, figure, large);
  }
  let cells: number;
  if (large) {
    // Top-left cells of empty 2x2 blocks, staged by the block's least depth (any for Flying).
    const w = geo.cols;
    cells = empty & (empty >>> 1) & (empty >>> w) & (empty >>> (w + 1)) & geo.largeAnchors;
    if ((cond & PC_FLYING) === 0) cells &= geo.largeStagedFor[p * 256 + depthMask]!;
  } else cells = (cond & PC_FLYING) !== 0 ? empty : empty & open;
  return isBastion ? bastionCells(s, p, cells, large) : cells;
}

/** Where definition d may go with its Key Figure `figure` on the field: a level-up (own card) or a defection (an opponent's) onto it. */
function keyFigureCells(s: WarsongState, d: number, figure: number, large: boolean): number {
  const { valor, renown } = s.defs;
  const od = s.cards.def[figure]!;
  const superior = valor[d]! >= valor[od]! && renown[d]! >= renown[od]! && (valor[d]! > valor[od]! || renown[d]! > renown[od]!);
  return superior && isLarge(s, figure) === large ? 1 << s.cards.slot[figure]! : 0;
}

/** The cells of `cells` where a Bastion of p may go: three of p's cards around it (none with fewer than three on the field). */
function bastionCells(s: WarsongState, p: number, cells: number, large: boolean): number {
  if (cells === 0 || popcount(s.ownCells[p]!) < 3) return 0;
  if (!large) return cells & crowdedCells(s, p);
  let kept = 0;
  for (let left = cells; left !== 0; ) {
    const low = left & -left;
    left ^= low;
    if (alliesAroundBlock(s, p, 31 - Math.clz32(low)) >= 3) kept |= low;
  }
  return kept;
}

/** Prestigious (Valor on the field), Vanquisher (Renown captured) and Sacrificial (creatures to give up) of d, for p. */
function meetsThresholds(s: WarsongState, p: number, d: number): boolean {
  const defs = s.defs;
  if (defs.prestigious[d]! > 0 && s.valorOf[p]! < defs.prestigious[d]!) return false;
  if ((defs.keywords[d]! & KW.Vanquisher) !== 0 && s.renownOf[p]! < defs.vanquisher[d]!) return false;
  return !(defs.sacrificial[d]! > 0 && s.creaturesOf[p]! < defs.sacrificial[d]!);
}

/** The cells with at least three of p's cards (a Large one counted once) among their eight neighbours. */
function crowdedCells(s: WarsongState, p: number): number {
  const geo = s.geo;
  const w = geo.cols;
  const ringMask = geo.ringMask;
  const own = s.ownCells[p]!;
  const large = own & s.largeCells[0]!;
  // Touching is symmetric: add each own card's surrounding cells to bit-sliced counters (1+, 2+, 3+).
  let one = 0;
  let two = 0;
  let three = 0;
  for (let cells = own & ~large; cells !== 0; cells &= cells - 1) {
    const m = ringMask[31 - Math.clz32(cells & -cells)]!;
    three |= two & m;
    two |= one & m;
    one |= m;
  }
  // A Large card once, from its top-left cell (the lowest of its four): the cells around its whole footprint.
  for (let cells = large; cells !== 0; ) {
    const x = 31 - Math.clz32(cells & -cells);
    const fp = footprintAt(s, x, KW.Large);
    cells &= ~fp;
    const m = (ringMask[x]! | ringMask[x + 1]! | ringMask[x + w]! | ringMask[x + w + 1]!) & ~fp;
    three |= two & m;
    two |= one & m;
    one |= m;
  }
  return three;
}

/** Distinct cards of p around a 2x2 footprint with top-left cell x (a Large Bastion's rule). */
function alliesAroundBlock(s: WarsongState, p: number, x: number): number {
  const geo = s.geo;
  const k = geo.aroundKey(x, true);
  const n = geo.aroundCount[k]!;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const o = s.occupant[geo.around[k * 12 + i]!]!;
    if (o !== NO_CARD && s.cards.controller[o] === p && firstAround(s, k, i, o)) count++;
  }
  return count;
}

/** Whether card `o`, seen at place i of the cells around key k, is seen there for the first time. */
export function firstAround(s: WarsongState, k: number, i: number, o: number): boolean {
  const geo = s.geo;
  for (let j = 0; j < i; j++) if (s.occupant[geo.around[k * 12 + j]!] === o) return false;
  return true;
}

// ---------------------------------------------------------------- placing

/** Puts a card of definition d from p's hand at `cell`, turned `r` from p's forward direction. */
export function place(s: WarsongState, p: number, d: number, cell: number, r: number): void {
  const t = s.cards;
  const { def, pile } = t;
  let card = NO_CARD;
  const hb = t.pileStart(HAND, p);
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
    const c = pile[hb + i]!;
    if (def[c] === d) {
      card = c;
      break;
    }
  }
  if (card === NO_CARD) throw new Error(`player ${p} has no ${s.config.set.cards[d]?.name} in hand`);
  const under = s.occupant[cell]!;
  if (under !== NO_CARD) {
    // Levelling up / defecting: the old card goes under the new one.
    occupy(s, under, cell, t.controller[under]!, -1);
    t.attach(under, card, BOARD, p);
  }
  enterBoard(s, card, cell, (s.geo.forward[p]! + r) & 3, p);
  pushFrame(s.stack, END_TURN);
  // Without a cost or a play ability, stepPlaced would only start the round.
  const defs = s.defs;
  if (defs.sacrificial[d]! === 0 && (defs.keywords[d]! & (KW.Summon | KW.Stench | KW.Lobbed)) === 0) pushRound(s, card, 1);
  else pushFrame(s.stack, PLACED, card);
  // Last: the sink is a call that optimised code cannot see through (the arrays read after it are fetched again).
  s.cardEvent(CardEvent.Played, p, d);
}

/** A card was placed: Sacrificial costs, then its abilities, then its attacks. */
export function stepPlaced(s: WarsongState): void {
  const st = s.stack;
  const idx = st.length - 1;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  const card = frames[o + PLACED_CARD]!;
  const p = s.cards.controller[card]!;
  const d = s.cards.def[card]!;
  const kw = s.defs.keywords[d]!;
  if (frames[o + PLACED_PHASE] === 0) {
    frames[o + PLACED_PHASE] = 1;
    const n = s.defs.sacrificial[d]!;
    if (n > 0) {
      pushFrame(st, SACRIFICE, p, n, -1, card);
      return;
    }
  }
  if (frames[o + PLACED_PHASE] === 1) {
    frames[o + PLACED_PHASE] = 2;
    if (isOnBoard(s, card)) {
      if ((kw & KW.Summon) !== 0) summon(s, card);
      if ((kw & KW.Stench) !== 0) stench(s, card);
      if ((kw & KW.Lobbed) !== 0 && isOnBoard(s, card)) destroy(s, card, p);
      // A question raised by an ability (Horde) is answered before the attacks.
      if (st.length - 1 > idx) return;
    }
  }
  st.pop();
  if (isOnBoard(s, card)) pushRound(s, card, 1);
}

/** Summon: one spawn token from the supply enters the first empty space beside it, clockwise from the front. */
function summon(s: WarsongState, card: number): void {
  const t = s.cards;
  const p = t.controller[card]!;
  const spawn = s.defs.summonedSpawn[t.def[card]!]!;
  let token = NO_CARD;
  for (let i = t.count(SUPPLY, p) - 1; i >= 0; i--) {
    const c = t.at(SUPPLY, p, i);
    if (t.def[c] === spawn) {
      token = c;
      break;
    }
  }
  if (token === NO_CARD) return;
  const size = isLarge(s, card) ? 2 : 1;
  for (let k = 0; k < 4; k++) {
    for (let i = 0; i < size; i++) {
      const y = slotCell(s, card, k * 3 + i);
      if (y >= 0 && s.occupant[y] === NO_CARD) {
        enterBoard(s, token, y, s.cardValues[card * FIELD_WIDTH + ORIENTATION]!, p);
        s.cardEvent(CardEvent.Played, p, spawn);
        return;
      }
    }
  }
}

/** Fetid Gob: a coin for every card in the eight spaces around it; tails returns it to hand. */
function stench(s: WarsongState, card: number): void {
  const geo = s.geo;
  const k = aroundKey(s, card);
  const n = geo.aroundCount[k]!;
  // The cards first, each once (a Large one covers two of the spaces), then the coins.
  const targets = s.scratch.stenchTargets;
  let m = 0;
  for (let i = 0; i < n; i++) {
    const o = s.occupant[geo.around[k * 12 + i]!]!;
    if (o !== NO_CARD && firstAround(s, k, i, o)) targets[m++] = o;
  }
  for (let j = 0; j < m; j++) {
    const o = targets[j]!;
    // 0 = heads, 1 = tails.
    if (s.rng.below(STREAM_CHANCE, 2) === 1 && isOnBoard(s, o)) returnToHand(s, o);
  }
}

/**
 * Target cell of attack slot s: side k = s / 3 relative to the front, j = s % 3 its straight
 * neighbour (0), the second space (1: Ranged; for a Large card the side's second cell) or the
 * corner after it, clockwise (2).
 */
export function slotCell(s: WarsongState, card: number, slot: number): number {
  const geo = s.geo;
  const k = (slot / 3) | 0;
  const j = slot % 3;
  const d = (s.cardValues[card * FIELD_WIDTH + ORIENTATION]! + k) & 3;
  const a = s.cards.slot[card]!;
  if (!isLarge(s, card)) return j === 0 ? geo.step[a * 4 + d]! : geo.step2(a, d, j === 2 ? (d + 1) & 3 : d);
  // Large: side d's two cells lie one step beyond the footprint's corners d and d + 1 (clockwise
  // from the top-left); the corner slot is diagonal from the second.
  const from = a + geo.largeCorner[j === 0 ? d : (d + 1) & 3]!;
  return j === 2 ? geo.step2(from, d, (d + 1) & 3) : geo.step[from * 4 + d]!;
}

// ---------------------------------------------------------------- entering and leaving the cells

/** Puts a card into play at `cell` (placements, summons, Horde, a position's set-up). */
export function enterBoard(s: WarsongState, card: number, cell: number, orientation: number, p: number): void {
  s.cards.placeInCell(card, BOARD, cell, p);
  const f = card * FIELD_WIDTH;
  s.cardValues[f + ORIENTATION] = orientation;
  s.cardValues[f + LARGE_HIT_BY] = 0;
  occupy(s, card, cell, p, 1);
}

/**
 * A card of p's covering (+1) or leaving (-1) the cells from `cell` (its top-left one): the
 * occupancy, then the running totals.
 */
export function occupy(s: WarsongState, card: number, cell: number, p: number, sign: number): void {
  const kw = printedKeywords(s, card);
  const fp = footprintAt(s, cell, kw);
  const own = s.ownCells;
  const e = s.numPlayers;
  const occupant = s.occupant;
  const v = sign > 0 ? card : NO_CARD;
  own[e] = sign > 0 ? own[e]! & ~fp : own[e]! | fp;
  if ((kw & KW.Large) !== 0) {
    s.largeCells[0] = s.largeCells[0]! ^ fp;
    const w = s.geo.cols;
    occupant[cell] = v;
    occupant[cell + 1] = v;
    occupant[cell + w] = v;
    occupant[cell + w + 1] = v;
  } else occupant[cell] = v;
  tally(s, card, p, sign, fp);
}

/**
 * Adds (+1) or takes away (-1) a card entering or leaving the battlefield from the totals;
 * `fp` is the cells it covers.
 */
function tally(s: WarsongState, card: number, p: number, sign: number, fp: number): void {
  const defs = s.defs;
  const d = s.cards.def[card]!;
  s.valorOf[p] = s.valorOf[p]! + sign * defs.valor[d]!;
  const type = defs.type[d];
  if (type === CREATURE) s.creaturesOf[p] = s.creaturesOf[p]! + sign;
  else if (type === BASTION) s.bastionsOf[p] = s.bastionsOf[p]! + sign;
  const character = defs.character[d]!;
  if (character >= 0) s.keyFigureTop[character] = sign > 0 ? card : NO_CARD;
  s.ownCells[p] = sign > 0 ? s.ownCells[p]! | fp : s.ownCells[p]! & ~fp;
  const aura = defs.auraKeywords[d]!;
  if (aura !== 0) countAura(s, aura, sign);
  if ((defs.keywords[d]! & KW.Sentry) !== 0) s.sentriesOf[p] = s.sentriesOf[p]! + sign;
}

function countAura(s: WarsongState, aura: number, delta: number): void {
  for (let b = 0; b < 32; b++) if ((aura & (1 << b)) !== 0) s.auraCount[b] = s.auraCount[b]! + delta;
}

/** Recomputes the occupancy and every running total from the card table (set-up, positions, checks). */
export function recount(s: WarsongState): void {
  const t = s.cards;
  const cells = s.geo.cells;
  s.occupant.fill(NO_CARD);
  for (const totals of [s.valorOf, s.renownOf, s.creaturesOf, s.bastionsOf, s.sentriesOf, s.ownCells, s.largeCells, s.auraCount]) totals.fill(0);
  s.keyFigureTop.fill(NO_CARD);
  s.ownCells[s.numPlayers] = (1 << cells) - 1;
  for (let x = 0; x < cells; x++) {
    const c = t.cell(BOARD, x);
    if (c !== NO_CARD) occupy(s, c, x, t.controller[c]!, 1);
  }
  for (let p = 0; p < s.numPlayers; p++) for (let i = 0; i < t.count(CAPTURE, p); i++) s.renownOf[p] = s.renownOf[p]! + capturedRenown(s, t.at(CAPTURE, p, i));
}
