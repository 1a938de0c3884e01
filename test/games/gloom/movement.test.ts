// Movement, engagement, displacement, terrain on entry, and Line of Sight, from concrete positions.

import { describe, expect, it } from 'vitest';
import { A_ACTIVATE, A_ACTIVATE_FAST, A_CAST, A_END, A_MELEE, A_MOVE, A_PLACE, A_RANGED, A_SKILL, A_STEP, A_STOP, SLOTS } from '../../../src/games/gloom/ids.js';
import { hexAt } from '../../../src/games/gloom/position.js';
import { hasLineOfSight, inVisionArc, isEngaged, isEngaging, isUnengaged } from '../../../src/games/gloom/rules/sight.js';
import { CELLS } from '../../../src/games/gloom/scenarios.js';
import { F, nb, Scenario, unit } from './scenario.js';

const solo = (name: string, hex: string, facing: number, o: { terrain?: Record<string, string[]>; tokens?: 'slow'[]; morale?: number } = {}) =>
  new Scenario({ active: 0, terrain: o.terrain, sides: [{ units: [{ name, hex, facing, tokens: o.tokens, morale: o.morale }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });

const steps = (t: Scenario): number[] => t.legal().filter((a) => a >= A_STEP && a < A_STEP + 6).map((a) => a - A_STEP);

describe('Engagement Zone and Engaged', () => {
  it('"Mutual Engagement: If two units are in each other\'s Engagement Zone, both are considered Engaged"', () => {
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    expect([isEngaged(t.s, t.card(0, 0)), isEngaged(t.s, t.card(1, 0))]).toEqual([true, true]);
  });

  it('"One-Way Engagement: ... Unit A is in Unit B\'s Rear Arc ... Unit A is Engaged with Unit B, but Unit B is not Engaged with Unit A"', () => {
    // A (P0 at C8 facing east) has B (D8, facing east) in its Engagement Zone; A stands in B's Rear Arc.
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 0 }] }] });
    expect(isEngaged(t.s, t.card(1, 0))).toBe(true);
    expect(isEngaged(t.s, t.card(0, 0))).toBe(false);
    expect(isEngaging(t.s, t.card(0, 0))).toBe(true);
    expect(isUnengaged(t.s, t.card(0, 0))).toBe(false);
  });

  it('"Elusive – Units in a hex with the Elusive keyword cannot be put into the Engaged state by enemy units"', () => {
    const t = new Scenario({ terrain: { D8: ['elusive'] }, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    expect(isEngaged(t.s, t.card(1, 0))).toBe(false);
    expect(isEngaged(t.s, t.card(0, 0))).toBe(true);
  });

  it('"An enemy unit that enters the Engagement Zone has its Move action ended"', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'A8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    t.act(A_MOVE, A_STEP + 0);
    expect(steps(t).length).toBeGreaterThan(0);
    t.act(A_STEP + 0);
    expect(steps(t)).toEqual([]);
  });

  it('an Engaged unit cannot start a Move action; Skirmish lets it', () => {
    const held = new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    expect(held.legal()).not.toContain(A_MOVE);
    const skirmisher = new Scenario({ active: 0, sides: [{ units: [{ name: 'Cinder Hounds', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }] }] });
    expect(skirmisher.legal()).toContain(A_MOVE);
  });
});

describe('Move Action and Movement Points', () => {
  it('"Speed (S) – The maximum number of hexes a unit may move": three steps for Speed 3, then only stopping', () => {
    const t = solo('Bone Reavers', 'A8', 0);
    t.act(A_MOVE, A_STEP + 0, A_STEP + 0, A_STEP + 0);
    expect(steps(t)).toEqual([]);
    t.act(A_STOP + 3);
    expect(t.hex(0, 0)).toBe('D8');
    expect(t.get(0, 0, F.facing)).toBe(3);
  });

  it('"Difficult – Entering this hex costs 2 Movement Points ... If a unit only has 1 Movement Point remaining, it cannot enter"', () => {
    const t = solo('Bone Reavers', 'A8', 0, { terrain: { D8: ['difficult'] } });
    t.act(A_MOVE, A_STEP + 0, A_STEP + 0);
    expect(steps(t)).not.toContain(0);
    const u = solo('Bone Reavers', 'B8', 0, { terrain: { C8: ['difficult'] } });
    u.act(A_MOVE, A_STEP + 0);
    expect(u.get(0, 0, F.mp)).toBe(1);
  });

  it('Flying ignores Difficult terrain', () => {
    const t = solo('Gloom Harpies', 'B8', 0, { terrain: { C8: ['difficult'] } });
    t.act(A_MOVE, A_STEP + 0);
    expect(t.get(0, 0, F.mp)).toBe(4);
  });

  it('"Occupied Hex – ... a unit cannot move into or end its move in an Occupied Hex": a friendly unit in the way closes that step', () => {
    const side = (friend: boolean) => new Scenario({ active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'B8', facing: 0 }, ...(friend ? [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] : [])] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    const open = side(false);
    open.act(A_MOVE);
    expect(open.legal()).toContain(A_STEP + 0);
    const blocked = side(true);
    blocked.act(A_MOVE);
    expect(blocked.legal()).not.toContain(A_STEP + 0);
  });

  it('"Impassable" hexes cannot be entered', () => {
    const t = solo('Bone Reavers', 'B8', 0, { terrain: { C8: ['impassable'] } });
    t.act(A_MOVE);
    expect(steps(t)).not.toContain(0);
  });

  /** P0's Bone Reavers (Speed 3) at A8 facing east along open row 8, not yet activated. */
  const fast = () => new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'A8', facing: 0, tokens: ['fast'] }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
  const walkEast = (t: Scenario): number => {
    t.act(A_MOVE);
    let n = 0;
    while (steps(t).includes(0)) {
      t.act(A_STEP + 0);
      n++;
    }
    return n;
  };

  it('"Fast token – At the start of its activation, the unit may spend this token to gain +1 to its Movement Points (MP) for this activation": spent, it walks 4 hexes', () => {
    const t = fast();
    expect(t.legal()).toEqual(expect.arrayContaining([A_ACTIVATE + 0, A_ACTIVATE_FAST + 0]));
    t.act(A_ACTIVATE_FAST + 0);
    expect([t.get(0, 0, F.mp), t.get(0, 0, F.fast)]).toEqual([4, 0]);
    expect(walkEast(t)).toBe(4);
  });

  it('"... the unit may spend this token": kept, it walks its normal 3 hexes and holds the token for a later activation', () => {
    const t = fast();
    t.act(A_ACTIVATE + 0);
    expect([t.get(0, 0, F.mp), t.get(0, 0, F.fast)]).toEqual([3, 1]);
    expect(walkEast(t)).toBe(3);
    expect(t.hex(0, 0)).toBe('D8');
    t.act(A_STOP + 0, A_END);
    expect(t.get(0, 0, F.fast)).toBe(1);
  });

  it('a unit without a Fast token has no Fast activation', () => {
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'A8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    expect(t.legal().filter((a) => a >= A_ACTIVATE_FAST && a < A_ACTIVATE_FAST + SLOTS)).toEqual([]);
  });

  it('"Slow token – During its next activation, this unit\'s Speed (S) characteristic is reduced to 1. The token is removed at the end of the activation phase"', () => {
    const slow = solo('Bone Reavers', 'A8', 0, { tokens: ['slow'] });
    expect(slow.get(0, 0, F.mp)).toBe(1);
    slow.act(A_END);
    expect(slow.get(0, 0, F.slow)).toBe(0);
  });

  it('Clumsy: a Cavalry unit steps only across its Front Arc and stops facing within it', () => {
    const t = solo('Ash Raiders', 'D8', 0);
    t.act(A_MOVE);
    expect(steps(t).sort()).toEqual([0, 1]);
    const stops = t.legal().filter((a) => a >= A_STOP).map((a) => a - A_STOP);
    expect(stops.sort()).toEqual([0, 1, 5]);
  });

  it('"Dangerous – ... roll 1 Attack Die. On a success, the unit suffers 1 Wound"', () => {
    const t = solo('Bone Reavers', 'B8', 0, { terrain: { C8: ['dangerous'] } });
    t.dice(4);
    t.act(A_MOVE, A_STEP + 0);
    expect(t.get(0, 0, F.wounds)).toBe(1);
    const u = solo('Bone Reavers', 'B8', 0, { terrain: { C8: ['dangerous'] } });
    u.dice(2);
    u.act(A_MOVE, A_STEP + 0);
    expect(u.get(0, 0, F.wounds)).toBe(0);
  });

  it('"Scary – Upon entering this hex, a unit suffers -1 Morale token"', () => {
    const t = solo('Bone Reavers', 'B8', 0, { terrain: { C8: ['scary'] } });
    t.act(A_MOVE, A_STEP + 0);
    expect(t.get(0, 0, F.morale)).toBe(2);
  });
});

describe('Displacement', () => {
  const trample = (behind: boolean, morale?: number) =>
    new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Ogre Brute', hex: 'B8', facing: 0 }] },
        { units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0, morale }, ...(behind ? [{ name: 'Bone Reavers', hex: 'D8', facing: 0 }] : [])] },
      ],
    });

  it('"Directly Away ... If the hex a unit would be pushed into is occupied ... it has to lose -1 Morale token instead of moving" (Trample)', () => {
    const t = trample(true);
    t.act(A_MOVE, A_STEP + 0);
    expect(t.hex(1, 0)).toBe('C8');
    expect(t.get(1, 0, F.morale)).toBe(2);
    expect(t.hex(0, 0)).toBe('B8');
  });

  it('"Morale Break: If a rule requires a unit with 0 Morale Tokens to lose another one, the unit immediately suffers 1 Wound instead"', () => {
    const t = trample(true, 0);
    t.act(A_MOVE, A_STEP + 0);
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('Trample pushes the enemy Directly Away; "the unit\'s controller may freely choose its Facing"; the trampler enters', () => {
    const t = trample(false);
    t.act(A_MOVE, A_STEP + 0);
    expect(t.s.currentPlayer()).toBe(1);
    expect(t.legal()).toEqual([0, 1, 2, 3, 4, 5].map((f) => A_PLACE + hexAt('D8') * 6 + f));
    t.act(A_PLACE + hexAt('D8') * 6 + 3);
    expect([t.hex(1, 0), t.hex(0, 0), t.get(1, 0, F.facing)]).toEqual(['D8', 'C8', 3]);
  });

  it('"A Displacement ignores Difficult terrain"; "Scary – ... This effect applies to all forms of entry, including ... Displacements"', () => {
    const t = new Scenario({
      active: 0,
      terrain: { D8: ['difficult', 'scary'] },
      sides: [{ units: [{ name: 'Ogre Brute', hex: 'B8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }],
    });
    t.act(A_MOVE, A_STEP + 0);
    t.act(A_PLACE + hexAt('D8') * 6 + 3);
    expect(t.hex(1, 0)).toBe('D8');
    expect(t.get(1, 0, F.morale)).toBe(2);
  });

  const shove = (blockers: number) =>
    new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Siege Sappers', hex: 'C8', facing: 0 }] },
        { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }, ...['E8', 'E7'].slice(0, blockers).map((hex) => ({ name: 'Bone Reavers', hex }))] },
      ],
    });

  it('"Retreat Zone – ... its owner may choose to move it into any empty hex within the Retreat Zone" (Shove)', () => {
    const t = shove(0);
    t.act(A_SKILL + unit(1, 0));
    expect(t.s.currentPlayer()).toBe(1);
    const hexes = new Set(t.legal().map((a) => Math.floor((a - A_PLACE) / 6)));
    expect([...hexes].sort()).toEqual([hexAt('E7'), hexAt('E8')].sort());
    t.act(A_PLACE + hexAt('E7') * 6 + 2);
    expect(t.hex(1, 0)).toBe('E7');
  });

  it('"Impossible Displacement: ... The unit is not moved and suffers 1 Wound instead"', () => {
    const t = shove(2);
    t.act(A_SKILL + unit(1, 0));
    expect(t.hex(1, 0)).toBe('D8');
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('"Teleport – ... relocates a unit ... to a target empty hex"; the controller chooses the facing', () => {
    const t = new Scenario({
      active: 0,
      sides: [{ units: [{ name: 'Battle Magister', hex: 'B8', facing: 0 }], spells: ['Mending Light', 'Rallying Hymn', 'Blessing of Iron', 'Binding Chains', 'Swift Winds', 'Step Between'] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }],
    });
    t.dice(3, 3);
    t.act(A_CAST + 5 * CELLS + hexAt('E7'));
    t.act(A_PLACE + hexAt('E7') * 6 + 1);
    expect([t.hex(0, 0), t.get(0, 0, F.facing)]).toEqual(['E7', 1]);
  });
});

describe('Line of Sight and Vision Arc', () => {
  const sight = (blocker: string | null, o: { terrain?: Record<string, string[]>; facing?: number } = {}) =>
    new Scenario({
      active: 0,
      terrain: o.terrain,
      sides: [{ units: [{ name: 'Marauder Archers', hex: 'A8', facing: o.facing ?? 0 }, ...(blocker ? [{ name: blocker, hex: 'C8', facing: 0 }] : [])] }, { units: [{ name: 'Bone Reavers', hex: 'E8' }] }],
    });

  it('"Blocking - ... A unit that does not have the Unobtrusive trait": a unit between blocks the shot, an Unobtrusive one does not', () => {
    expect(sight(null).legal()).toContain(A_RANGED + unit(1, 0));
    expect(sight('Bone Reavers').legal()).not.toContain(A_RANGED + unit(1, 0));
    expect(sight('Cinder Hounds').legal()).toContain(A_RANGED + unit(1, 0));
  });

  it('"Obstructing – A terrain feature with this keyword blocks Line of Sight"', () => {
    expect(sight(null, { terrain: { C8: ['obstructing'] } }).legal()).not.toContain(A_RANGED + unit(1, 0));
    // "A unit occupying a hex with an Obstructing feature can still be targeted."
    expect(sight(null, { terrain: { E8: ['obstructing'] } }).legal()).toContain(A_RANGED + unit(1, 0));
  });

  it('"Elevated – Units on this hex can draw Line of Sight over other units ... that do not have the Large ... keywords"', () => {
    expect(sight('Bone Reavers', { terrain: { A8: ['elevated'] } }).legal()).toContain(A_RANGED + unit(1, 0));
    expect(sight('Ogre Brute', { terrain: { A8: ['elevated'] } }).legal()).not.toContain(A_RANGED + unit(1, 0));
  });

  it('"A unit making a Ranged Attack from this [Elevated] hex has +1 range"', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Shrieking Banshee', hex: 'A8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'E8' }] }] });
    expect(t.legal()).not.toContain(A_RANGED + unit(1, 0));
    const u = new Scenario({ active: 0, terrain: { A8: ['elevated'] }, sides: [{ units: [{ name: 'Shrieking Banshee', hex: 'A8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8' }] }] });
    expect(u.legal()).toContain(A_RANGED + unit(1, 0));
  });

  it('"Vision Arc – A unit can typically only draw Line of Sight and target enemies that are within its Vision Arc"', () => {
    expect(sight(null, { facing: 3 }).legal()).not.toContain(A_RANGED + unit(1, 0));
  });

  it('"Automatic LoS: A unit always has Line of Sight to anything within one hex of its Front Arc"', () => {
    const t = new Scenario({ terrain: { D8: ['obstructing'] }, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    expect(hasLineOfSight(t.s, t.card(0, 0), hexAt('D8'))).toBe(true);
    expect(inVisionArc(t.s, t.card(0, 0), hexAt(nb('C8', 3)))).toBe(false);
  });

  it('"Obscuring – A unit on this hex cannot be targeted by Ranged attacks ... originating from more than 2 hexes away"', () => {
    const far = new Scenario({ active: 0, terrain: { E8: ['obscuring'] }, sides: [{ units: [{ name: 'Marauder Archers', hex: 'A8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'E8' }] }] });
    expect(far.legal()).not.toContain(A_RANGED + unit(1, 0));
    const near = new Scenario({ active: 0, terrain: { E8: ['obscuring'] }, sides: [{ units: [{ name: 'Marauder Archers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'E8' }] }] });
    expect(near.legal()).toContain(A_RANGED + unit(1, 0));
  });

  it('an Engaged unit cannot make a Ranged Attack', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Marauder Archers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }, { name: 'Bone Reavers', hex: 'G8' }] }] });
    expect(t.legal()).toContain(A_MELEE + unit(1, 0));
    expect(t.legal()).not.toContain(A_RANGED + unit(1, 1));
  });

  it('activations name units by their slot', () => {
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8' }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    expect(t.legal()).toContain(A_ACTIVATE + 0);
  });
});
