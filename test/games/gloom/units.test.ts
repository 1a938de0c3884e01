// State tokens, morale, wounds, Last Stand, Regeneration and the Standard Actions, from concrete positions.

import { describe, expect, it } from 'vitest';
import { A_ACTIVATE, A_END, A_FOCUS, A_KEEP_BOOST, A_MELEE, A_RALLY, A_SKILL, A_SPEND_BOOST } from '../../../src/games/gloom/ids.js';
import { gainMomentum, gainToken, loseMorale, momentumOf, wound } from '../../../src/games/gloom/rules/tokens.js';
import { V_MOMENTUM } from '../../../src/games/gloom/ids.js';
import { F, Scenario, unit } from './scenario.js';

const one = (name: string, o: { tokens?: ('boost' | 'weak' | 'fast' | 'slow')[]; morale?: number; wounds?: number } = {}) =>
  new Scenario({ active: 0, sides: [{ units: [{ name, hex: 'C8', facing: 0, ...o }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });

describe('State tokens', () => {
  it('"No Stacking: A unit cannot have more than one of the same State Token"', () => {
    const t = one('Bone Reavers', { tokens: ['boost'] });
    t.act(A_FOCUS);
    expect(t.get(0, 0, F.boost)).toBe(1);
  });

  it('"Opposing Tokens: ... If a unit would gain a Status Token while it has the opposing one, both tokens are removed"', () => {
    const t = one('Bone Reavers', { tokens: ['weak'] });
    t.act(A_FOCUS);
    expect([t.get(0, 0, F.boost), t.get(0, 0, F.weak)]).toEqual([0, 0]);
    // Not activated: its Fast token is not spent yet.
    const u = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', tokens: ['fast'] }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    gainToken(u.s, u.card(0, 0), F.slow);
    expect([u.get(0, 0, F.fast), u.get(0, 0, F.slow)]).toEqual([0, 0]);
  });

  it('"Weak token – The next time this unit makes a Test, it must roll one fewer of each die": no choice, the Test uses it up', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3, tokens: ['weak'] }] }] });
    t.dice(1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(Array.from(t.s.a.diceCount)).toEqual([3, 1, 0, 1]);
    expect(t.get(1, 0, F.weak)).toBe(0);
  });

  it('"Weak token – ... The token is removed after the activation"', () => {
    const t = one('Bone Reavers', { tokens: ['weak'] });
    t.act(A_END);
    expect(t.get(0, 0, F.weak)).toBe(0);
  });
});

describe('Boost token: "it may spend this token"', () => {
  /** P0's Bone Reavers (active) and P1's face each other on open ground, with the tokens given. */
  const duel = (own: 'boost'[], enemy: 'boost'[]) =>
    new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0, tokens: own }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3, tokens: enemy }] }] });
  const pools = (t: Scenario): number[] => Array.from(t.s.a.diceCount);
  const ones = (n: number): number[] => Array.from({ length: n }, () => 1);

  it('"The next time this unit makes a Test, it may spend this token to add +1 die to its roll (expl. +1 Attack dice and +1 Defence dice in an Attack Test)": spent, the attacker rolls one more die of each kind', () => {
    const t = duel(['boost'], []);
    t.act(A_MELEE + unit(1, 0));
    // The Test waits for the answer: nothing is rolled yet.
    expect(t.s.currentPlayer()).toBe(0);
    expect(t.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    t.dice(...ones(8));
    t.act(A_SPEND_BOOST);
    // Offence 3/1 + 1 each; the defender's Defence 1/2.
    expect(pools(t)).toEqual([4, 2, 1, 2]);
    expect(t.get(0, 0, F.boost)).toBe(0);
  });

  it('"... it may spend this token": kept, the attacker rolls its plain Offence and the token waits for its next Test, a defence this time', () => {
    const t = duel(['boost'], []);
    t.act(A_MELEE + unit(1, 0));
    t.dice(...ones(7));
    t.act(A_KEEP_BOOST);
    expect(pools(t)).toEqual([3, 1, 1, 2]);
    expect(t.get(0, 0, F.boost)).toBe(1);
    // P1's activation: its unit attacks the one that kept its Boost, whose player is asked again.
    expect(t.s.currentPlayer()).toBe(1);
    t.act(A_ACTIVATE + 0, A_MELEE + unit(0, 0));
    expect(t.s.currentPlayer()).toBe(0);
    expect(t.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    t.dice(...ones(9));
    t.act(A_SPEND_BOOST);
    expect(pools(t)).toEqual([3, 1, 2, 3]);
    expect(t.get(0, 0, F.boost)).toBe(0);
  });

  it('"... +1 Defence dice in an Attack Test": both sides hold one; the attacker\'s player answers first, then the defender\'s', () => {
    const t = duel(['boost'], ['boost']);
    t.act(A_MELEE + unit(1, 0));
    expect(t.s.currentPlayer()).toBe(0);
    t.act(A_KEEP_BOOST);
    expect(t.s.currentPlayer()).toBe(1);
    expect(t.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    t.dice(...ones(9));
    t.act(A_SPEND_BOOST);
    expect(pools(t)).toEqual([3, 1, 2, 3]);
    expect([t.get(0, 0, F.boost), t.get(1, 0, F.boost)]).toEqual([1, 0]);
  });
});

describe('Morale, Wounds and Destroyed', () => {
  it('"Zero Morale: ... a unit at 0 Morale tokens may be unable to use certain actions (like Melee attack action)"', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0, morale: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    expect(t.legal()).not.toContain(A_MELEE + unit(1, 0));
  });

  it('Rally regains Morale tokens, never above the Morale characteristic', () => {
    const t = one('Bone Reavers', { morale: 0 });
    t.act(A_RALLY);
    expect(t.get(0, 0, F.morale)).toBe(2);
    const u = one('Bone Reavers', { morale: 2 });
    u.act(A_RALLY);
    expect(u.get(0, 0, F.morale)).toBe(3);
  });

  it('"Morale Break: ... If this inflicted Wound causes the unit\'s Health to be reduced to 0 or less, the unit is Destroyed"', () => {
    const t = one('Cinder Hounds', { morale: 0, wounds: 1 });
    expect(loseMorale(t.s, t.card(0, 0), 1, 1)).toBe(true);
    expect(t.hex(0, 0)).toBe('off');
  });

  it('"Badly Wounded – When a unit suffers Wounds that reduce its Health to exactly 1, the unit immediately gains a Weak token"', () => {
    const t = one('Bone Reavers');
    wound(t.s, t.card(0, 0), 2, 1);
    expect(t.get(0, 0, F.weak)).toBe(1);
  });

  it('Last Stand [Per Game]: "A unit with the Last Stand trait might start the game with an Effect Token. When Last Stand is used, the token is removed"', () => {
    const t = one('Iron Marshal');
    const c = t.card(0, 0);
    expect(t.get(0, 0, F.effect)).toBe(1);
    expect(wound(t.s, c, 9, 1)).toBe(false);
    expect([t.get(0, 0, F.wounds), t.get(0, 0, F.effect)]).toEqual([4, 0]);
    expect(wound(t.s, c, 1, 1)).toBe(true);
  });
});

describe('Momentum', () => {
  it('"a slider that begins at a central 0 position and can move up to two spaces toward each player"', () => {
    const t = one('Bone Reavers');
    for (let i = 0; i < 3; i++) gainMomentum(t.s, 0);
    expect(t.s.vars[V_MOMENTUM]).toBe(2);
    gainMomentum(t.s, 1);
    expect([momentumOf(t.s, 0), momentumOf(t.s, 1)]).toEqual([1, 0]);
    for (let i = 0; i < 4; i++) gainMomentum(t.s, 1);
    expect([momentumOf(t.s, 0), momentumOf(t.s, 1)]).toEqual([0, 2]);
  });
});

describe('Skills ([Exclusive Action])', () => {
  it('Direct Order gives a friendly unit within 2 hexes a Fast token', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Horde Drummer', hex: 'C8', facing: 0 }, { name: 'Bone Reavers', hex: 'E8' }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    t.act(A_SKILL + unit(0, 1));
    expect(t.get(0, 1, F.fast)).toBe(1);
  });

  it('Mend heals one Wound of a friendly unit within 1 hex', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Field Chirurgeon', hex: 'C8', facing: 0 }, { name: 'Bone Reavers', hex: 'D8', wounds: 2 }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    t.act(A_SKILL + unit(0, 1));
    expect(t.get(0, 1, F.wounds)).toBe(1);
  });

  it('War Cry costs each enemy in its Engagement Zone a Morale token', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Temple Acolytes', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    t.act(A_SKILL + unit(0, 0));
    expect(t.get(1, 0, F.morale)).toBe(2);
  });
});
