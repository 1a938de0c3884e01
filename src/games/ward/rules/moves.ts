// Cards moving between zones: into the cemetery (where creatures count, 4.1.1) and out of it,
// off the field with what hangs on them (equips, the anchoring magic, cards beneath: 8.3, 12),
// magic destroyed, draws and shuffles. A card that leaves the field loses its fields.

import * as coreCards from '../../../core/cards.js';
import * as coreEvents from '../../../core/events.js';
import * as coreRng from '../../../core/rng.js';
import type { WardState } from '../state.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';

// Imported constants bound to this module's own consts, which optimised code folds (README,
// Development).
const { NO_CARD } = coreCards;
const { CardEvent } = coreEvents;
const { STREAM_SHUFFLE } = coreRng;
const { CEMETERY, DECK, END_CEMETERY, HAND, MAGIC, SIDE_CELLS, UNDER } = wardIds;
const { anchor: ANCHOR, host: HOST, underOf: UNDER_OF } = wardLayout.CARD_FIELDS.at;

/** Puts a card into its owner's cemetery; a creature adds its printed HP, and 300 loses (4.1.1, 17.5). */
export function toCemetery(s: WardState, c: number): void {
  const cards = s.cards;
  const o = cards.owner[c]!;
  cards.pushOnto(c, CEMETERY, o);
  s.fields.reset(c);
  const d = cards.def[c]!;
  if (s.tables.isCreature[d] === 1) {
    s.cemeteryHp[o]! += s.tables.hp[d]!;
    if (s.cemeteryHp[o]! >= s.lossHp && !s.isTerminal()) s.finish(1 - o, END_CEMETERY);
  }
}

/** A creature taken out of the cemetery stops counting (4.3.1); the caller puts it elsewhere. */
export function fromCemetery(s: WardState, c: number): void {
  s.cemeteryHp[s.cards.owner[c]!]! -= s.tables.hp[s.cards.def[c]!]!;
}

function toHand(s: WardState, c: number): void {
  s.fields.reset(c);
  s.cards.pushOnto(c, HAND, s.cards.owner[c]!);
}

function depart(s: WardState, c: number, returnToHand: boolean): void {
  if (returnToHand) toHand(s, c);
  else toCemetery(s, c);
}

/** Creature c's equips are destroyed and its anchoring magic goes, as c leaves its place. */
function dropAttachments(s: WardState, c: number): void {
  for (let k = 0; k < 2 * SIDE_CELLS; k++) {
    const m = s.magicAt(k);
    if (m !== NO_CARD && s.field(m, HOST) === c) toCemetery(s, m);
  }
  const anchor = s.field(c, ANCHOR);
  s.setField(c, ANCHOR, -1);
  if (anchor >= 0 && s.cards.zone[anchor] === MAGIC) toCemetery(s, anchor);
}

/**
 * A creature leaves the field (killed, sacrificed, bounced, its anchor gone): its equips are
 * destroyed, its anchor goes with it, cards under it follow it (8.3).
 */
export function leaveField(s: WardState, c: number, returnToHand: boolean): void {
  const cards = s.cards;
  dropAttachments(s, c);
  for (let p = 0; p < 2; p++) {
    for (let i = cards.count(UNDER, p) - 1; i >= 0; i--) {
      const u = cards.at(UNDER, p, i);
      if (s.field(u, UNDER_OF) === c) depart(s, u, returnToHand);
    }
  }
  depart(s, c, returnToHand);
}

/** Primary u goes under the creature summoned on it (8.3): its own equips and anchor end. */
export function placeUnder(s: WardState, u: number, host: number): void {
  dropAttachments(s, u);
  s.fields.reset(u);
  s.cards.pushOnto(u, UNDER, s.cards.controller[u]!);
  s.setField(u, UNDER_OF, host);
}

/** Destroys a magic card on the field (18.12); an anchoring effect takes its creature with it (12.2). */
export function destroyMagic(s: WardState, m: number): void {
  toCemetery(s, m);
  for (let k = 0; k < 2 * SIDE_CELLS; k++) {
    const c = s.creatureAt(k);
    if (c !== NO_CARD && s.field(c, ANCHOR) === m) {
      s.setField(c, ANCHOR, -1);
      leaveField(s, c, false);
    }
  }
}

/** p draws the top card of their deck (none from an empty deck, 17.4); `first` for the first turn's five. */
export function drawCard(s: WardState, p: number, first: boolean): number {
  const c = s.cards.moveTop(DECK, p, HAND, p);
  if (c === NO_CARD) return NO_CARD;
  s.cardEvent(first ? CardEvent.FirstHand : CardEvent.Drawn, p, s.cards.def[c]!);
  return c;
}

export function shuffleDeck(s: WardState, p: number): void {
  s.cards.shufflePile(DECK, p, s.rng, STREAM_SHUFFLE + p);
}
