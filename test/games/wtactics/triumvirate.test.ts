// The Triumvirate (Formats & Mods, Multiplayer formats): the die that sets and re-sets the
// rotation, the legal attack target, the two ways to attack off the rotation, proximity and the
// end of a three-player match.

import { describe, expect, it } from 'vitest';
import { STREAM_CHANCE } from '../../../src/core/rng.js';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ATTACK, A_DONE, A_END_PHASE, A_HERO, A_PASS, A_TARGET_DISCARD, A_TARGET_GOLD, DEFENSIVE, GRAVE, HAND, OFFENSIVE, PH_PLAY1, RESOURCES } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { cellsLocal, effAtk } from '../../../src/games/wtactics/rules/board.js';
import { gold } from '../../../src/games/wtactics/rules/gold.js';
import { ROTATION } from '../../../src/games/wtactics/rules/triumvirate.js';
import { startTurn } from '../../../src/games/wtactics/rules/turn.js';
import { finishByScore } from '../../../src/games/wtactics/rules/winning.js';
import type { WtState } from '../../../src/games/wtactics/state.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { cellOf, Scenario, set } from './scenario.js';
import { step } from './turns.js';

const [P0, P1, P2] = [0, 1, 2];
const K = FRAMES.kind;
const { marked: MARKED } = CARD_FIELDS.at;
const TRIUMVIRATE = 'triumvirate';

/** A Triumvirate match of three starter decks, at the start (the veto). */
function newTriumvirate(seed: number): WtState {
  return wtactics.newMatch({ variant: TRIUMVIRATE, cards: set, decks: [1, 2, 3].map((d) => set.decks[d]!.cards) }, seed) as WtState;
}

/** P0 declares the attackers in its Offensive slots `slots`; every response window is passed. */
function attack(sc: Scenario, ...slots: number[]): void {
  for (const k of slots) sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, k));
  sc.act(A_DONE).passAll();
}

describe('Triumvirate: the rotation die', () => {
  it('"A result of 1-3 means that the first player will attack the opponent to his/her right ... 4-6 means that the player to the left will be attacked instead"', () => {
    for (const die of [1, 3, 4, 6]) {
      const s = newTriumvirate(5);
      // Three seats, three vetoes each; no die is rolled before the first turn begins.
      expect(s.attack[ROTATION]).toBe(0);
      s.rng.script(STREAM_CHANCE, [die]);
      while (s.turn() === 0) step(s);
      // Turns pass to the left: the opponent to the left is the next seat, to the right the previous one.
      const target = die <= 3 ? P2 : P1;
      expect(s.turnPlayer()).toBe(P0);
      expect(s.defender()).toBe(target);
      // "The rest of the players should attack in the same clock-rotation ... every player has one single legit target and that target being different from everyone elses."
      const targets = [P0, P1, P2].map((p) => s.rotationTarget(p));
      expect(new Set(targets).size).toBe(3);
      expect(targets.every((t, p) => t !== p)).toBe(true);
    }
  });

  it('"Let the next player re-roll the dice. 1-3: You continue in the same clockrotation. 4-6: You change rotation, so everyone gets a new target"', () => {
    for (const die of [1, 3, 4, 6]) {
      const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, turn: 9, player: P2 });
      const s = sc.s;
      expect(s.rotationTarget(P0)).toBe(P1);
      s.rng.script(STREAM_CHANCE, [die]);
      // A new round begins with the first player's turn.
      startTurn(s, P0);
      const kept = die <= 3;
      expect(s.attack[ROTATION]).toBe(kept ? 1 : -1);
      expect(s.defender()).toBe(kept ? P1 : P2);
      expect(s.rotationTarget(P1)).toBe(kept ? P2 : P0);
    }
  });

  it('the die is rolled when a round begins, not at each turn: "All other rounds - Let the next player re-roll the dice"', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, turn: 7, player: P0 });
    sc.s.rng.script(STREAM_CHANCE, [6]);
    startTurn(sc.s, P1);
    startTurn(sc.s, P2);
    expect(sc.s.attack[ROTATION]).toBe(1);
    startTurn(sc.s, P0);
    expect(sc.s.attack[ROTATION]).toBe(-1);
  });
});

describe('Triumvirate: the legal target', () => {
  it('"regulates which one of your two opponents you are allowed to attack during your turn": the rotation\'s target defends and loses the influence', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { defensive: ['Squire'] }, { defensive: ['Royal Guard'] }] });
    const before = [...sc.s.influence];
    const atk = effAtk(sc.s, sc.at(P0, OFFENSIVE));
    attack(sc, 0);
    expect(sc.s.stack.top(0)).toBe(K.blocks);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_DONE);
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.influence[P1]).toBe(before[P1]! - atk);
    expect(sc.s.influence[P2]).toBe(before[P2]);
  });

  it('with the rotation reversed the previous seat is the target', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: -1, phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { defensive: ['Squire'] }, { defensive: ['Squire'] }] });
    attack(sc, 0);
    expect(sc.s.stack.top(0)).toBe(K.blocks);
    expect(sc.s.currentPlayer()).toBe(P2);
  });
});

describe('Triumvirate: attacking off the rotation', () => {
  it('"Discard 3 cards in hand, randomly picked by the player he/she wants to be able to attack"', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, sides: [{ offensive: ['Knight of the Realm'], hand: ['Squire', 'Rally', 'Windfall', 'Royal Guard'] }, {}, { defensive: ['Squire'] }] });
    expect(sc.isLegal(A_TARGET_DISCARD + P2)).toBe(true);
    // Only the opponent the rotation does not name can be bought.
    expect(sc.isLegal(A_TARGET_DISCARD + P1)).toBe(false);
    sc.act(A_TARGET_DISCARD + P2).passAll();
    expect(sc.s.cards.count(HAND, P0)).toBe(1);
    expect(sc.s.cards.count(GRAVE, P0)).toBe(3);
    expect(sc.s.defender()).toBe(P2);
    // Once a turn: the target is bought.
    expect(sc.legal().some((a) => a >= A_TARGET_DISCARD)).toBe(false);
    sc.act(A_END_PHASE);
    const before = sc.s.influence[P2]!;
    const atk = effAtk(sc.s, sc.at(P0, OFFENSIVE));
    attack(sc, 0);
    expect(sc.s.currentPlayer()).toBe(P2);
    sc.act(A_DONE);
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.influence[P2]).toBe(before - atk);
  });

  it('the discard needs three cards in hand', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, sides: [{ hand: ['Squire', 'Rally'], resources: ['Squire'] }] });
    expect(sc.isLegal(A_TARGET_DISCARD + P2)).toBe(false);
    expect(sc.isLegal(A_TARGET_GOLD + P2)).toBe(true);
  });

  it('"While no gold has bee spent yet, be able to mark all his/her gold"', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, sides: [{ offensive: ['Knight of the Realm'], resources: ['Squire', 'Squire', 'Rally'] }] });
    expect(gold(sc.s, P0)).toBe(3);
    sc.act(A_TARGET_GOLD + P2).passAll();
    expect(gold(sc.s, P0)).toBe(0);
    for (let i = 0; i < 3; i++) expect(sc.s.f(sc.s.cards.at(RESOURCES, P0, i), MARKED)).toBe(1);
    expect(sc.s.defender()).toBe(P2);
  });

  it('"While no gold has bee spent yet": after gold was spent this turn, the gold way is closed (the discard is not)', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, sides: [{ resources: ['Squire', 'Squire', 'Squire', 'Squire'], hand: ['Squire', 'Rally', 'Windfall'] }] });
    expect(sc.isLegal(A_TARGET_GOLD + P2)).toBe(true);
    // Lord Aldric's first ability costs gold.
    const hero = sc.legal().find((a) => a >= A_HERO && a < A_HERO + 4)!;
    sc.act(hero).passAll();
    expect(gold(sc.s, P0)).toBeGreaterThan(0);
    expect(sc.isLegal(A_TARGET_GOLD + P2)).toBe(false);
    expect(sc.isLegal(A_TARGET_DISCARD + P2)).toBe(true);
  });

  it('the target is chosen before the attack: no off-rotation purchase after attacking', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, phase: 'attack', sides: [{ offensive: ['Knight of the Realm'], hand: ['Squire', 'Rally', 'Windfall'] }] });
    attack(sc, 0);
    while (sc.s.stack.length > 0) step(sc.s);
    sc.act(A_END_PHASE);
    expect(sc.s.phase()).not.toBe(PH_PLAY1);
    expect(sc.legal().some((a) => a >= A_TARGET_DISCARD)).toBe(false);
  });

  it('two-player play offers no off-rotation actions', () => {
    const sc = new Scenario({ sides: [{ hand: ['Squire', 'Rally', 'Windfall'], resources: ['Squire'] }] });
    expect(sc.legal().some((a) => a >= A_TARGET_DISCARD)).toBe(false);
  });
});

describe('Triumvirate: the table', () => {
  it('"Each players defensive is however connected and may interact with each other enemy players offensive, and each players offensive may interact with every other enemy players defensive"', () => {
    const off0 = cellOf(P0, OFFENSIVE, 0);
    expect(cellsLocal(off0, cellOf(P1, DEFENSIVE, 3))).toBe(true);
    expect(cellsLocal(off0, cellOf(P2, DEFENSIVE, 0))).toBe(true);
    expect(cellsLocal(off0, cellOf(P0, OFFENSIVE, 5))).toBe(true);
    // "What comes into play into the offensive can't affect what goes on in the same players defensive"
    expect(cellsLocal(off0, cellOf(P0, DEFENSIVE, 0))).toBe(false);
    expect(cellsLocal(off0, cellOf(P1, OFFENSIVE, 0))).toBe(false);
    expect(cellsLocal(cellOf(P1, DEFENSIVE, 0), cellOf(P2, DEFENSIVE, 0))).toBe(false);
  });

  it('"The inactive player always gets a play phase after each one of the active players actions": the passive players in turn order', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, sides: [{ hand: ['Squire'], resources: ['Squire'] }, { hand: ['Rally'], resources: ['Squire', 'Squire'] }, { hand: ['Rally'], resources: ['Squire', 'Squire'] }] });
    sc.act(sc.legal().find((a) => a !== A_END_PHASE && a < A_TARGET_DISCARD && sc.s.describeAction(a).includes('face down'))!);
    expect(sc.s.stack.top(0)).toBe(K.window);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_PASS);
    expect(sc.s.currentPlayer()).toBe(P2);
    sc.act(A_PASS);
    expect(sc.s.stack.length).toBe(0);
  });
});

describe('Triumvirate: the end of the match', () => {
  it('"The game is won by being the first to take control of your opponent\'s kingdom by lowering his/her influence to zero": the attacker wins, the others get 0', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, rotation: 1, phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { influence: 3 }, { vp: 5 }] });
    attack(sc, 0);
    while (!sc.s.isTerminal() && sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.isTerminal()).toBe(true);
    expect(sc.s.endReason()).toBe('influence');
    expect(sc.s.returns()).toEqual([1, 0, 0]);
  });

  it('scored ends: the most VP, then the most influence; leaders still tied split the win', () => {
    const sc = new Scenario({ variant: TRIUMVIRATE, sides: [{ vp: 2, influence: 10 }, { vp: 2, influence: 10 }, { vp: 1, influence: 30 }] });
    finishByScore(sc.s, 'turn-limit');
    expect(sc.s.returns()).toEqual([0.5, 0.5, 0]);
    const sc2 = new Scenario({ variant: TRIUMVIRATE, sides: [{ vp: 2, influence: 10 }, { vp: 2, influence: 12 }, { vp: 1, influence: 30 }] });
    finishByScore(sc2.s, 'decks-out');
    expect(sc2.s.returns()).toEqual([0, 1, 0]);
  });
});
