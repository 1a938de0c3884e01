// The turn (Turn Structure, Mulligan, Upkeep, Draw, Discard, the passive player's play
// window) and Movement.

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ATTACK, A_DISCARD, A_DONE, A_END_PHASE, A_MOVE, A_NO, A_RESOURCE, A_YES, ARMY, DEFENSIVE, GRAVE, HAND, OFFENSIVE, PH_ATTACK2, PH_PLAY2, RESOURCES } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { cellOf, def, Scenario } from './scenario.js';
import { newMatch, step } from './turns.js';

const P0 = 0;
const P1 = 1;
const K = FRAMES.kind;
const MARKED = CARD_FIELDS.at.marked;

/** Ends P1's turn from its Entrance phase and stops at the first question of P0's turn start of kind `kind`. */
function toQuestion(sc: Scenario, kind: number): void {
  sc.act(A_END_PHASE);
  for (let i = 0; i < 20 && !(sc.s.stack.length > 0 && sc.s.stack.top(0) === kind); i++) step(sc.s);
  expect(sc.s.stack.top(0)).toBe(kind);
}

describe('Draw', () => {
  it('"The player decides him/herself if 1 or 2 cards are drawn and may look at the first drawn card before deciding"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ deckTop: ['Rally', 'Squire'] }] });
    toQuestion(sc, K.drawSecond);
    // The first card, Squire, is already in hand when the second is asked for.
    expect(sc.s.cards.count(HAND, P0)).toBe(1);
    expect(sc.s.cards.def[sc.s.cards.at(HAND, P0, 0)]).toBe(def('Squire'));
    sc.act(A_YES);
    expect(sc.s.cards.count(HAND, P0)).toBe(2);
  });
});

describe('Upkeep', () => {
  it('"Upkeep 3 ~ Discard card" ... "Should the player choose not to pay the cards upkeep the text after the ~ is triggered"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ offensive: ['Troll Berserker', 'Troll Berserker'], resources: ['Squire', 'Squire'] }] });
    const [a, b] = [sc.at(P0, OFFENSIVE, 0), sc.at(P0, OFFENSIVE, 1)];
    toQuestion(sc, K.upkeep);
    sc.act(A_YES);
    expect(sc.s.stack.top(0)).toBe(K.upkeep);
    sc.act(A_NO);
    expect(sc.s.cards.zone[a]).not.toBe(GRAVE);
    expect(sc.s.cards.zone[b]).toBe(GRAVE);
    expect(sc.s.f(sc.s.cards.at(RESOURCES, P0, 0), MARKED)).toBe(1);
  });
});

describe('Discard', () => {
  it('"If the player has more than 7 cards (≥8) in his/her hand the player must select and discard any excess cards down to 7"', () => {
    const hand = ['Squire', 'Squire', 'Rally', 'Rally', 'Longsword', 'Crossbowman', 'Knight of the Realm', 'Tower Shield', 'Smite'];
    const sc = new Scenario({ phase: 'entrance', sides: [{ hand }] });
    sc.act(A_END_PHASE);
    expect(sc.s.stack.top(0)).toBe(K.discard);
    sc.act(A_DISCARD + def('Rally'));
    expect(sc.s.stack.top(0)).toBe(K.discard);
    sc.act(A_DISCARD + def('Smite'));
    expect(sc.s.cards.count(HAND, P0)).toBe(7);
    expect(sc.s.turnPlayer()).toBe(P1);
  });

  it('"A player may not discard cards from hand in the discard phase if he/she has 7 or less cards in hand"', () => {
    const sc = new Scenario({ phase: 'entrance', sides: [{ hand: ['Squire', 'Rally', 'Rally', 'Squire', 'Squire', 'Squire', 'Squire'] }] });
    sc.act(A_END_PHASE);
    expect(sc.s.cards.count(HAND, P0)).toBe(7);
    expect(sc.s.turnPlayer()).toBe(P1);
  });
});

describe('Play: the passive player\'s play window', () => {
  it('"The inactive player always gets a play phase after each one of the active players actions, i.e. to play Event-cards or use abilities"', () => {
    const sc = new Scenario({ sides: [{ hand: ['Squire'] }, { offensive: ['Orc Raider'], hand: ['Frenzy'], resources: ['Squire'] }] });
    sc.act(A_RESOURCE + def('Squire'));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Frenzy', cellOf(P1, OFFENSIVE, 0));
    // The event waits for P0's answer, then resolves.
    expect(sc.s.currentPlayer()).toBe(P0);
    sc.passAll();
    expect(sc.s.f(sc.at(P1, OFFENSIVE), CARD_FIELDS.at.tempAtk)).toBe(3);
    expect(sc.s.currentPlayer()).toBe(P0);
  });
});

describe('Mulligan', () => {
  it('"Example: Doing two Mulligans": Kim draws 7, mulligans and draws 7, mulligans again and draws 6', () => {
    const s = newMatch(1, 2);
    while (s.stack.length > 0 && s.stack.top(0) === K.veto) step(s);
    expect(s.stack.top(0)).toBe(K.mulligan);
    expect(s.cards.count(HAND, P0)).toBe(7);
    s.apply(A_YES);
    expect(s.cards.count(HAND, P0)).toBe(7);
    expect(s.cards.count(HAND, P0) + s.cards.count(ARMY, P0)).toBe(60);
    s.apply(A_YES);
    expect(s.cards.count(HAND, P0)).toBe(6);
    s.apply(A_NO);
    expect(s.stack.length === 0 || s.stack.top(0) !== K.mulligan).toBe(true);
  });

  it('"The Mulligan can\'t be performed in a later turn"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance' });
    sc.act(A_END_PHASE);
    for (let i = 0; i < 10 && sc.s.stack.length > 0; i++) {
      expect(sc.s.stack.top(0)).not.toBe(K.mulligan);
      step(sc.s);
    }
  });
});

describe('Movement', () => {
  it('"To move a creature ... mark it ... place it in the other front"; only from one front in a turn', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire', 'Knight of the Realm'], defensive: ['Royal Guard'] }] });
    const squire = sc.at(P0, OFFENSIVE, 0);
    sc.act(A_MOVE + cellOf(P0, OFFENSIVE, 0)).passAll();
    expect(sc.s.cards.slot[squire]).toBe(cellOf(P0, DEFENSIVE, 1));
    expect(sc.s.f(squire, MARKED)).toBe(1);
    // "You can't move x from the Offensive into the Defensive, and then move z from the Defensive into the Offensive."
    expect(sc.isLegal(A_MOVE + cellOf(P0, DEFENSIVE, 0))).toBe(false);
    expect(sc.isLegal(A_MOVE + cellOf(P0, OFFENSIVE, 1))).toBe(true);
    // "It does not allow the player to do both": no attack in a move phase.
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 1))).toBe(false);
  });

  it('"You may only move creatures before or after the attack phase - not both"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire', 'Knight of the Realm'], defensive: ['Royal Guard'] }] });
    sc.act(A_MOVE + cellOf(P0, OFFENSIVE, 0)).passAll();
    sc.act(A_END_PHASE);
    expect(sc.s.phase()).toBe(PH_PLAY2);
    sc.act(A_END_PHASE);
    expect(sc.s.phase()).toBe(PH_ATTACK2);
    expect(sc.isLegal(A_MOVE + cellOf(P0, OFFENSIVE, 1))).toBe(false);
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 1))).toBe(true);
  });

  it('"Whatever is done in the first move / attack phase can not be done in the second"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire', 'Knight of the Realm'], defensive: ['Royal Guard'] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE).passAll();
    while (sc.s.stack.length > 0) step(sc.s);
    // With nothing left to do the first move/attack phase ends by itself.
    expect(sc.s.phase()).toBe(PH_PLAY2);
    sc.act(A_END_PHASE);
    expect(sc.s.phase()).toBe(PH_ATTACK2);
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 1))).toBe(false);
    expect(sc.isLegal(A_MOVE + cellOf(P0, DEFENSIVE, 0))).toBe(true);
  });
});
