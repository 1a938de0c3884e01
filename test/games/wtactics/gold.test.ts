// Gold & Resources and Card Costs, one scenario per rule.

import { describe, expect, it } from 'vitest';
import { A_END_PHASE, A_RECYCLE, A_RESOURCE, GRAVE, HAND, OFFENSIVE, RESOURCES } from '../../../src/games/wtactics/ids.js';
import { gold } from '../../../src/games/wtactics/rules/gold.js';
import { effAtk } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario, set } from './scenario.js';
import { newMatch, step, toPlayPhaseOf } from './turns.js';

const P0 = 0;
const P1 = 1;

describe('Resource cards', () => {
  it('"A player may only lay down one resource card into his/her resource zone per turn, and only during the players own play phase"', () => {
    const sc = new Scenario({ sides: [{ hand: ['Squire', 'Knight of the Realm'] }] });
    sc.act(A_RESOURCE + def('Squire')).passAll();
    expect(sc.s.cards.count(RESOURCES, P0)).toBe(1);
    expect(sc.isLegal(A_RESOURCE + def('Knight of the Realm'))).toBe(false);
    sc.act(A_END_PHASE);
    expect(sc.legal().some((a) => a >= A_RESOURCE && a < A_RESOURCE + 128)).toBe(false);
  });

  it('"Starting Resources, amount of resource cards you are allowed to put down on the table during the first time you play resources"', () => {
    const s = newMatch(1, 2);
    while (s.turn() === 0 || s.stack.length > 0) step(s);
    const start = set.tables.startingResources[def('Lord Aldric of the Nobles')]!;
    expect(s.resourcesLeft[P0]).toBe(start);
    const buf = new Int32Array(20000);
    for (let i = 0; i < start; i++) {
      const n = s.legalActions(buf);
      const a = Array.from(buf.subarray(0, n)).find((x) => x >= A_RESOURCE && x < A_RESOURCE + 128)!;
      s.apply(a);
      while (s.stack.length > 0) step(s);
    }
    expect(s.cards.count(RESOURCES, P0)).toBe(start);
    const n = s.legalActions(buf);
    expect(Array.from(buf.subarray(0, n)).some((x) => x >= A_RESOURCE && x < A_RESOURCE + 128)).toBe(false);
  });

  it('"A resource card produces 1 gold each turn, if and only if it becomes marked for that purpose"', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Squire'], hand: ['Longsword'], resources: ['Squire', 'Squire', 'Squire'] }] });
    expect(gold(sc.s, P0)).toBe(3);
    sc.play('Longsword', cellOf(P0, OFFENSIVE, 0));
    const marked = [0, 1, 2].map((i) => sc.s.f(sc.s.cards.at(RESOURCES, P0, i), 0));
    expect(marked.filter((m) => m === 1)).toHaveLength(2);
    expect(gold(sc.s, P0)).toBe(1);
  });

  it('"At the end of turn all leftover gold that hasn\'t been used disappears"', () => {
    const sc = new Scenario({ sides: [{ hand: ['Windfall'], resources: ['Squire'] }] });
    sc.play('Windfall').passAll();
    expect(sc.s.bonusGold[P0]).toBe(3);
    toPlayPhaseOf(sc.s, P1);
    expect(sc.s.bonusGold[P0]).toBe(0);
  });
});

describe('Recycling resources', () => {
  it('"pick up exactly four resource cards ... if you have less than four resource cards, you can not recycle them"', () => {
    const three = new Scenario({ sides: [{ resources: ['Squire', 'Squire', 'Squire'] }] });
    expect(three.isLegal(A_RECYCLE)).toBe(false);
    const sc = new Scenario({ sides: [{ resources: ['Squire', 'Squire', 'Squire', 'Squire', 'Squire', 'Squire', 'Squire', 'Squire'] }] });
    sc.act(A_RECYCLE).passAll();
    expect(sc.s.cards.count(HAND, P0)).toBe(4);
    expect(sc.s.cards.count(RESOURCES, P0)).toBe(4);
    // "Once per turn"
    expect(sc.isLegal(A_RECYCLE)).toBe(false);
  });
});

describe('Card costs', () => {
  it('"Cost of X ... X is equal to the ATK value of the target creature" (Smite costs the target\'s ATK)', () => {
    const pos = (resources: number) =>
      new Scenario({ sides: [{ defensive: ['Court Mage'], hand: ['Smite'], resources: Array.from({ length: resources }, () => 'Squire') }, { offensive: ['Knight of the Realm'] }] });
    const target = cellOf(P1, OFFENSIVE, 0);
    expect(pos(2).isLegal(pos(2).playId('Smite', target))).toBe(false);
    const sc = pos(3);
    const knight = sc.at(P1, OFFENSIVE);
    sc.play('Smite', target).passAll();
    expect(gold(sc.s, P0)).toBe(0);
    expect(sc.s.cards.zone[knight]).toBe(GRAVE);
  });

  it('"Cost of T ... T is always equal the target cards gold cost" (Terror costs T - 1)', () => {
    const pos = (resources: number) =>
      new Scenario({ sides: [{ hero: 'Warmaster Kael', defensive: ['Squire'], hand: ['Terror'], resources: Array.from({ length: resources }, () => 'Squire') }, { offensive: ['Ogre Brute'] }] });
    const target = cellOf(P1, OFFENSIVE, 0);
    const poor = pos(3);
    expect(poor.isLegal(poor.playId('Terror', target))).toBe(false);
    const sc = pos(4);
    sc.play('Terror', target);
    expect(gold(sc.s, P0)).toBe(0);
    expect(effAtk(sc.s, sc.at(P1, OFFENSIVE))).toBe(4);
  });
});
