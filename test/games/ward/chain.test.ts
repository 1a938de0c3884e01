// Ward's chains on core/response-window.ts: a play is an entry beneath a window asking the other
// player, a response goes beneath the window and reopens it for the other player, one pass
// closes it, and the entries resolve last in, first out, a chain opened during a resolution
// before the rest (14.1, 14.2, 14.4; RULES.md open question 17).

import { describe, expect, it } from 'vitest';
import { KIND } from '../../../src/core/frames.js';
import { entryRef, FRAMES, WINDOWS } from '../../../src/games/ward/frames.js';
import { A_NO_RESPONSE, A_SAC_PRIMARY, A_SUMMON, ENTRY_MAGIC, ENTRY_SUMMON, MAGIC, T_SLOT_NONE } from '../../../src/games/ward/ids.js';
import { CARD_FIELDS } from '../../../src/games/ward/layout.js';
import { effAtkDice } from '../../../src/games/ward/rules/effects.js';
import { cell, def, Scenario } from './scenario.js';

const P0 = 0;
const P1 = 1;
const ENTRY = FRAMES.field.entry;

/** The chain entries on the stack, bottom first, as [card, player, target, kind, negated]. */
function entries(sc: Scenario): number[][] {
  const stack = sc.s.stack;
  const out: number[][] = [];
  for (let i = 0; i < stack.length; i++) {
    if (stack.get(i, KIND) === FRAMES.kind.entry) out.push([ENTRY.card, ENTRY.player, ENTRY.target, ENTRY.kind, ENTRY.negated].map((f) => stack.get(i, f)));
  }
  return out;
}

/** P0's Bear Wolf against P1's Stone Golem in P0's main phase, with these hands (card ids returned in order). */
function duel(hand0: string[], hand1: string[]): { sc: Scenario; wolf: number; mine: number[]; theirs: number[] } {
  const sc = new Scenario();
  const wolf = sc.creature(P0, 'Bear Wolf');
  sc.creature(P1, 'Stone Golem');
  return { sc, wolf, mine: sc.hand(P0, ...hand0), theirs: sc.hand(P1, ...hand1) };
}

describe('Ward chains on response windows', () => {
  it('a play waits beneath a window asking the opponent; responses reopen it for the other player; one pass resolves last in, first out', () => {
    const { sc, wolf, mine: [axe, tree], theirs: [melody] } = duel(['Battle Axe', 'Haunted Tree'], ['Melody of the Deep']);
    sc.play('Battle Axe', cell(P0));
    expect(WINDOWS.isOpen(sc.s.stack)).toBe(true);
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(entries(sc)).toEqual([[axe, P0, wolf, ENTRY_MAGIC, 0]]);
    // Melody answers the Axe: its entry goes beneath the window, which now asks P0.
    sc.play('Melody of the Deep');
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(entries(sc)[1]).toEqual([melody, P1, entryRef(0), ENTRY_MAGIC, 0]);
    sc.play('Haunted Tree');
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(WINDOWS.pending(sc.s.stack)).toBe(3);
    expect(entries(sc)[2]).toEqual([tree, P0, entryRef(1), ENTRY_MAGIC, 0]);
    // One pass closes the window: the Tree negates the Melody, which then negates nothing.
    sc.act(A_NO_RESPONSE);
    expect(sc.s.stack.length).toBe(0);
    expect([sc.inCemetery(tree!), sc.inCemetery(melody!)]).toEqual([true, true]);
    expect(sc.s.cards.zone[axe!]).toBe(MAGIC);
    expect(sc.s.field(axe!, CARD_FIELDS.at.host)).toBe(wolf);
  });

  it('an answer resolves before the card it answers: an unanswered Melody negates the Axe', () => {
    const { sc, wolf, mine: [axe] } = duel(['Battle Axe'], ['Melody of the Deep']);
    sc.play('Battle Axe', cell(P0));
    sc.play('Melody of the Deep');
    sc.act(A_NO_RESPONSE);
    expect(sc.s.stack.length).toBe(0);
    expect(sc.inCemetery(axe!)).toBe(true);
    expect(effAtkDice(sc.s, wolf)).toBe(2);
  });

  it('a response may answer only what its card answers: negate-magic a magic entry, Mind Sap a summon entry', () => {
    const { sc } = duel(['Fireball', 'Hive Lord'], ['Mind Sap', 'Melody of the Deep']);
    sc.play('Fireball', cell(P1));
    expect(sc.isLegal(sc.playId('Melody of the Deep'))).toBe(true);
    expect(sc.isLegal(sc.playId('Mind Sap', T_SLOT_NONE))).toBe(false);
    sc.act(A_NO_RESPONSE);
    sc.summon('Hive Lord');
    sc.act(A_SAC_PRIMARY);
    expect(entries(sc).map((e) => e[3])).toEqual([ENTRY_SUMMON]);
    expect(sc.isLegal(sc.playId('Mind Sap', T_SLOT_NONE))).toBe(true);
    expect(sc.isLegal(sc.playId('Melody of the Deep'))).toBe(false);
  });

  it('Mind Sap in the summon window resolves before the summon effect and negates it (14.2.2)', () => {
    const { sc, theirs: [sap] } = duel(['Hive Lord'], ['Mind Sap']);
    const drums = sc.magic(P1, 'War Drums', 0);
    sc.summon('Hive Lord');
    sc.act(A_SAC_PRIMARY);
    const lord = sc.s.primary(P0);
    expect(entries(sc)).toEqual([[lord, P0, -1, ENTRY_SUMMON, 0]]);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Mind Sap');
    expect(entries(sc)[1]).toEqual([sap, P1, entryRef(0), ENTRY_MAGIC, 0]);
    expect(sc.s.currentPlayer()).toBe(P0);
    sc.act(A_NO_RESPONSE);
    // No question about a magic to destroy: the effect was negated before it could activate.
    expect(sc.s.stack.length).toBe(0);
    expect(sc.s.field(lord, CARD_FIELDS.at.negated)).toBe(1);
    expect(sc.s.cards.zone[drums]).toBe(MAGIC);
    expect(sc.inCemetery(sap!)).toBe(true);
  });

  it('a chain opened while another resolves (a replacement summon with effects) resolves before the rest', () => {
    const { sc, wolf, mine: [axe] } = duel(['Battle Axe', 'Grizzly Bear'], ['Sudden Strike']);
    sc.build.hp(wolf, 10);
    sc.play('Battle Axe', cell(P0));
    sc.play('Sudden Strike', cell(P0));
    sc.act(A_NO_RESPONSE);
    // The Strike killed the Wolf: P0 replaces it while the Axe's entry waits beneath.
    expect(sc.s.stack.top(KIND)).toBe(FRAMES.kind.replace);
    expect(entries(sc).map((e) => e[0])).toEqual([axe]);
    sc.act(A_SUMMON + def('Grizzly Bear'));
    const bear = sc.s.primary(P0);
    // The Bear's activation window sits on top of the Axe's entry: its entry resolves first.
    expect(WINDOWS.isOpen(sc.s.stack)).toBe(true);
    expect(entries(sc)).toEqual([
      [axe, P0, wolf, ENTRY_MAGIC, 0],
      [bear, P0, -1, ENTRY_SUMMON, 0],
    ]);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_NO_RESPONSE);
    // Then the Axe, whose target is gone: it goes to the cemetery without effect (6.2.2).
    expect(sc.s.stack.length).toBe(0);
    expect(sc.inCemetery(axe!)).toBe(true);
    expect(sc.s.field(bear, CARD_FIELDS.at.negated)).toBe(0);
  });
});
