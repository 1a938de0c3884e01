// WTactics stack frames. Questions ask a player (word ASKED). The response window and the
// entries beneath it are core/response-window.ts's: the passive player's play window after each
// action of the active player (openAfter) and the combat response phases (openFor); an event, a
// magic, an activated or hero ability goes on the stack as an entry with a window for the other
// players, and entries resolve last in, first out. A play does not count as its player's pass:
// a window "is repeated until both players make a pass", one after the other.

import { frameKinds } from '../../core/frames.js';
import { ResponseWindows, WINDOW_FRAME } from '../../core/response-window.js';

export const FRAMES = frameKinds({
  window: WINDOW_FRAME,
  /** A card or ability waiting to resolve: `source` EN_*, the `card` (or creature, or hero), its target card (-1 none), the hero ability `index`, `countered`. */
  entry: { fields: ['source', 'player', 'card', 'target', 'index', 'countered'], title: 'effect on the stack' },
  /** Prep and veto: the asked player removes one of the other player's quests; `left` vetoes to go in all. */
  veto: { question: true, fields: ['left'], title: 'veto a quest' },
  /** The first turn's mulligan: `drawn` the cards of the last draw (7, then one fewer each time). */
  mulligan: { question: true, fields: ['drawn', 'count'], title: 'mulligan?' },
  /** Unmark/unassign phase: which assigned creatures to unassign, one at a time. */
  unassign: { question: true, fields: [], title: 'unassign creatures' },
  /** Upkeep of `card`: pay its gold or discard it. */
  upkeep: { question: true, fields: ['card'], title: 'pay upkeep' },
  /** The draw phase after the first card: draw a second? */
  drawSecond: { question: true, fields: [], title: 'draw a second card?' },
  /** Over the hand size at the end of the turn: one discard at a time. */
  discard: { question: true, fields: [], title: 'discard down to the hand size' },
  /** Attackers chosen one at a time in ascending slot order; `last` the slot chosen last. */
  attackers: { question: true, fields: ['last'], title: 'declare attackers' },
  /** Defenders assigned one at a time in ascending slot order; `last` the defensive slot chosen last. */
  blocks: { question: true, fields: ['last'], title: 'assign defenders' },
  /** Which combat resolves next: the players choose in turn. */
  order: { question: true, fields: [], title: 'next combat' },
  /** Resolves the combat of `attacker` once its response phase closes. */
  fight: { fields: ['attacker'], title: 'combat' },
  /** A contract's escrow: `left` cards still to discard face down for quest `slot`. */
  escrow: { question: true, fields: ['slot', 'left'], title: 'escrow a card' },
  /** The completing player looks at quest `card` of deck `slot`: keep it on top, or send it to the bottom. */
  reveal: { question: true, fields: ['slot', 'card'], title: 'keep the new quest?' },
  /** Both offered quests expired: the asked player chooses which one goes. */
  expire: { question: true, fields: [], title: 'which quest expires' },
  /** The abandon penalty of a confrontation: `left` damage the asked player may still distribute among `victim`'s creatures that fought it. */
  penalty: { question: true, fields: ['victim', 'slot', 'left'], title: 'confrontation abandon penalty' },
  /** Open Mulligan: the cards `first` and `second` (-1 none yet) stay in hand; the rest are redrawn. */
  keep: { question: true, fields: ['first', 'second'], title: 'keep up to two cards' },
  /** The creature in cell `carrier` (an attacker just declared, a defender that just blocked) announces which of its equipment of subtype `subtype` it uses. */
  wield: { question: true, fields: ['carrier', 'subtype'], title: 'which equipment the creature uses' },
  /** The creature in cell `carrier` picks up one of the dropped equipment lying where it stands: which one. */
  take: { question: true, fields: ['carrier'], title: 'which dropped equipment to pick up' },
});

const WINDOWS_BY_SEATS: ResponseWindows[] = [];

/** The response windows of a table of `players` seats (priority passes in seat order), made once per size. */
export function windowsFor(players: number): ResponseWindows {
  return (WINDOWS_BY_SEATS[players] ??= new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, players, { playCountsAsPass: false }));
}

/** Entry sources. */
export const EN_CARD = 0;
export const EN_ABILITY = 1;
export const EN_HERO = 2;

export const STACK_CAPACITY = 48;
