// Attacks, from concrete positions: the Attack Test, Charge and its exception, Flanking,
// Counter-charge, Cover, Shieldwall, Tough, auto-successes and every attack effect. Row 8 of
// the map is open ground; hexes are "column letter + row number".

import { describe, expect, it } from 'vitest';
import { A_DEMOLISH, A_MELEE, A_MOVE, A_NO_REACT, A_RANGED, A_REACT, A_REROLL_ATTACK, A_REROLL_POOL, A_STEP, A_STOP, FALLEN, V_LAST_WOUNDS, V_MOMENTUM } from '../../../src/games/gloom/ids.js';
import { hexAt } from '../../../src/games/gloom/position.js';
import { TK_RUBBLE } from '../../../src/games/gloom/vocabulary.js';
import { F, nb, Scenario, unit } from './scenario.js';

/** P0's unit 0 at `from` facing `facing`, P1's unit 0 at `to`: P0's unit is active. */
function duel(attacker: string, defender: string, o: { from?: string; facing?: number; to?: string; defFacing?: number; terrain?: Record<string, string[]>; defTokens?: ('weak' | 'slow' | 'boost')[]; defWounds?: number; defMorale?: number; momentum?: number; cs?: number } = {}): Scenario {
  return new Scenario({
    active: 0,
    momentum: o.momentum,
    terrain: o.terrain,
    sides: [
      { units: [{ name: attacker, hex: o.from ?? 'C8', facing: o.facing ?? 0 }], commandSeals: o.cs ?? 0 },
      { units: [{ name: defender, hex: o.to ?? 'D8', facing: o.defFacing ?? 3, tokens: o.defTokens, wounds: o.defWounds, morale: o.defMorale }] },
    ],
  });
}

const pools = (t: Scenario): number[] => Array.from(t.s.a.diceCount);

describe('Attack Test (ATC)', () => {
  it('"A result on a D6 die of 3 or above is called a success"; blocks cancel hits and each uncancelled hit is a Wound', () => {
    const t = duel('Bone Reavers', 'Shield Wardens');
    // Attacker 3 attack dice (two successes) and 1 defence die; defender 1 attack die and 4+1 (Shieldwall) defence dice (one success).
    t.dice(3, 2, 6, 1, 1, 3, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)).toEqual([3, 1, 1, 5]);
    expect(t.get(1, 0, F.wounds)).toBe(1);
    expect(t.s.vars[V_LAST_WOUNDS]).toBe(1);
  });

  it('"Auto-Success ... counts as a guaranteed success without rolling a die" (Iron Marshal\'s ⚔️)', () => {
    const t = duel('Iron Marshal', 'Bone Reavers');
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('"Tough [X]" still applies: a Monster (Tough [1]) suffers one Wound fewer', () => {
    const t = duel('Bone Reavers', 'Ogre Brute');
    t.dice(6, 6, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('"Destroyed ... it is immediately removed from the battlefield"; destroying a unit (and winning the melee) gains Momentum', () => {
    const t = duel('Bone Reavers', 'Cinder Hounds');
    t.dice(6, 6, 6, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.s.cards.zone[t.card(1, 0)]).toBe(FALLEN);
    expect(t.s.vars[V_MOMENTUM]).toBe(2);
  });
});

describe('Charge property and Charge Bonus', () => {
  it('"+1 Attack Die ... when performing Melee Attack Action with a Charge property": moved into contact from two hexes away', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { from: 'B8' });
    t.act(A_MOVE, A_STEP + 0);
    // Entering the defender's Engagement Zone ended the move: only stopping is left.
    expect(t.legal().every((a) => a >= A_STOP && a < A_STOP + 6)).toBe(true);
    t.act(A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(4);
  });

  it('"EXCEPTION: the unit can\'t get Charge property ... if he started his activation adjacent to his target"', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { from: 'C8', facing: 3, defFacing: 0 });
    expect(nb('C8', 1)).toBe('D7');
    t.act(A_MOVE, A_STEP + 1, A_STOP + 5);
    t.dice(1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(3);
  });

  it('"The unit started its activation not Engaged by any enemy unit": a unit starting Engaged gets no Charge', () => {
    const t = new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Cinder Hounds', hex: 'B8', facing: 0 }] },
        { units: [{ name: 'Bone Reavers', hex: 'D8', facing: 3 }, { name: 'Bone Reavers', hex: 'A8', facing: 0 }] },
      ],
    });
    // Cinder Hounds (Skirmish) start in the Engagement Zone of the unit at A8 and may still move.
    expect(t.s.get(t.card(0, 0), F.startEngaged)).toBe(1);
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(2);
  });

  it('"No Charge [IN]: A Melee Attack Action targeting a unit in this hex cannot be considered to have Charge property"', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { from: 'B8', terrain: { D8: ['no-charge-in'] } });
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(3);
  });

  it('"No Charge [OUT]: A Melee Attack Action originating from this hex cannot be considered to have Charge property"', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { from: 'B8', terrain: { C8: ['no-charge-out'] } });
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(3);
  });
});

describe('Flanking Attack and Flanking Bonus', () => {
  it('"-1 Defence Die" and "cannot use any Attack Dice from its Defence characteristic" when attacked from its Rear Arc', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { defFacing: 0 });
    t.dice(1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)).toEqual([3, 1, 0, 1]);
  });

  it('attacked from its Front Arc, the defender rolls its full Defence', () => {
    const t = duel('Bone Reavers', 'Bone Reavers');
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)).toEqual([3, 1, 1, 2]);
  });
});

describe('Counter-charge [Per Round] [Single Reaction]', () => {
  it('a charged Cavalry unit may react: the charge loses its bonus and the defender strikes with one more die', () => {
    const t = duel('Bone Reavers', 'Ash Raiders', { from: 'B8' });
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0, A_MELEE + unit(1, 0));
    expect(t.s.currentPlayer()).toBe(1);
    expect(t.legal()).toEqual([A_REACT + 0, A_NO_REACT]);
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_REACT + 0);
    expect(pools(t)).toEqual([3, 1, 2, 2]);
    expect(t.get(1, 0, F.reactedRound)).toBe(1);
  });

  it('"[Per Round]: This rule can be used once per Round": used this round, no window opens', () => {
    const t = duel('Bone Reavers', 'Ash Raiders', { from: 'B8' });
    t.s.put(t.card(1, 0), F.reactedRound, 1);
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(4);
  });

  it('"[Single Reaction]: ... no other single reaction traits can be used for this enemy unit activation"', () => {
    const t = duel('Bone Reavers', 'Ash Raiders', { from: 'B8' });
    t.s.a.reacted[1] = 1;
    t.act(A_MOVE, A_STEP + 0, A_STOP + 0);
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(4);
  });
});

describe('Cover and Shieldwall', () => {
  it('"Cover – Grants +1 Defence die for units inside, if the unit is the Defender"', () => {
    const t = duel('Marauder Archers', 'Bone Reavers', { from: 'B8', to: 'E8', terrain: { E8: ['cover'] } });
    t.dice(1, 1, 1, 1, 1, 1);
    t.act(A_RANGED + unit(1, 0));
    expect(pools(t)).toEqual([3, 0, 0, 3]);
  });

  it('"Ignores Cover - the target cannot claim the +1 Defence die bonus from the Cover keyword"', () => {
    const t = duel('Crossbow Company', 'Bone Reavers', { from: 'B8', to: 'E8', terrain: { E8: ['cover'] } });
    t.dice(1, 1, 1, 1, 1);
    t.act(A_RANGED + unit(1, 0));
    expect(pools(t)).toEqual([3, 0, 0, 2]);
  });

  it('Shieldwall adds a Defence die against attacks from its Front Arc only', () => {
    const front = duel('Bone Reavers', 'Shield Wardens');
    front.dice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    front.act(A_MELEE + unit(1, 0));
    expect(pools(front)[3]).toBe(5);
    const rear = duel('Bone Reavers', 'Shield Wardens', { defFacing: 0 });
    rear.dice(1, 1, 1, 1, 1, 1, 1);
    rear.act(A_MELEE + unit(1, 0));
    expect(pools(rear)[3]).toBe(3);
  });
});

describe('Attack effects', () => {
  describe('"Demoralizing [X] - (Attack effect) If this attack inflicts at least one Wound during Step ATC.60 → Inflict, the target immediately suffers an additional loss of X Morale tokens": X in a melee and in a ranged attack alike', () => {
    it('a ranged Demoralizing [1] attack that wounds costs the target 1 Morale token', () => {
      const t = duel('Shrieking Banshee', 'Bone Reavers', { from: 'B8', to: 'D8' });
      // Two hits against one block: one Wound.
      t.dice(6, 6, 1, 6);
      t.act(A_RANGED + unit(1, 0));
      expect(t.get(1, 0, F.wounds)).toBe(1);
      expect(t.get(1, 0, F.morale)).toBe(2);
    });

    it('a melee Demoralizing [1] attack that wounds but does not win the melee (one Wound each way) costs the target 1 Morale token', () => {
      const t = duel('Ash Raiders', 'Bone Reavers');
      // Attacker: one hit, no guard; defender: one hit back, no block.
      t.dice(6, 1, 1, 1, 6, 1, 1);
      t.act(A_MELEE + unit(1, 0));
      expect([t.get(0, 0, F.wounds), t.get(1, 0, F.wounds)]).toEqual([1, 1]);
      expect(t.get(1, 0, F.morale)).toBe(2);
    });

    it('a melee Demoralizing [1] attack that wins the melee costs 2: its 1 and the lost melee\'s 1 (Decided: the loser of a melee loses a Morale token)', () => {
      const t = duel('Ash Raiders', 'Bone Reavers');
      t.dice(6, 1, 1, 1, 1, 1, 1);
      t.act(A_MELEE + unit(1, 0));
      expect(t.get(1, 0, F.wounds)).toBe(1);
      expect(t.get(1, 0, F.morale)).toBe(1);
      // The same melee without Demoralizing (Bone Reavers attacking) costs the loser only the lost melee's token.
      const plain = duel('Bone Reavers', 'Bone Reavers');
      plain.dice(6, 1, 1, 1, 1, 1, 1);
      plain.act(A_MELEE + unit(1, 0));
      expect([plain.get(1, 0, F.wounds), plain.get(1, 0, F.morale)]).toEqual([1, 2]);
    });
  });

  it('"Direct Damage [X] - ... deals X additional Wounds ... cannot be blocked"', () => {
    const t = duel('Ember Cultists', 'Shield Wardens');
    t.dice(1, 1, 1, 1, 1, 6, 6, 6, 6, 6);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('"Exploit Broken - +1 Attack Die ... if the targeted enemy unit currently has 0 Morale tokens"', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { defMorale: 0 });
    t.dice(1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(4);
  });

  it('"Exploit Negative Tokens - +1 Attack Die ... if the targeted enemy unit currently has any negative state tokens"', () => {
    const t = duel('Cinder Hounds', 'Bone Reavers', { defTokens: ['slow'] });
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(3);
  });

  it('"Exploit Wounded - +1 Attack Die ... if the targeted enemy unit has suffered at least one Wound"', () => {
    const t = duel('Halberd Line', 'Bone Reavers', { defWounds: 1 });
    t.dice(1, 1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(pools(t)[0]).toBe(4);
  });

  it('"Extra Damage [X] - If this attack causes at least one Wound ... add X additional Wounds"', () => {
    const t = duel('Knight Lancers', 'Shield Wardens');
    t.dice(6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.wounds)).toBe(2);
  });

  it('"Gain Momentum - Immediately after declaring this attack ... the attacker gains +1 Momentum"', () => {
    const t = duel('Iron Marshal', 'Shield Wardens');
    // Every die fails: the auto-hit is blocked by nothing, so the Marshal also wins the melee.
    t.dice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.s.vars[V_MOMENTUM]).toBe(2);
  });

  it('"Slowing - If this attack inflicts at least one Wound ... the target immediately gains a Slow token"', () => {
    const t = duel('Blight Stalker', 'Shield Wardens');
    t.dice(6, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.slow)).toBe(1);
  });

  it('"Weakening - If this attack inflicts at least one Wound ... the target immediately gains a Weak token"', () => {
    const t = duel('Gloom Harpies', 'Shield Wardens');
    t.dice(6, 1, 1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.get(1, 0, F.wounds)).toBe(1);
    expect(t.get(1, 0, F.weak)).toBe(1);
  });

  it('"Anti-Structure - ... For each Success rolled by the attacker, inflict 1 Wound on the terrain feature"; "Destructible (X) ... Replace ... with Rubble"', () => {
    const t = new Scenario({ active: 0, terrain: { D8: ['destructible', 'obstructing', 'impassable'] }, sides: [{ units: [{ name: 'Siege Sappers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    t.dice(6, 6, 1);
    t.act(A_DEMOLISH + hexAt('D8'));
    expect(t.s.a.wallHealth[hexAt('D8')]).toBe(1);
    expect(t.s.terrain[hexAt('D8')]).not.toBe(TK_RUBBLE);
    const u = new Scenario({ active: 0, terrain: { D8: ['destructible', 'obstructing', 'impassable'] }, sides: [{ units: [{ name: 'Siege Sappers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    u.dice(6, 6, 6);
    u.act(A_DEMOLISH + hexAt('D8'));
    expect(u.s.terrain[hexAt('D8')]).toBe(TK_RUBBLE);
  });
});

describe('Rerolls', () => {
  it('"Single-Die Reroll ... by having 2 Momentum": spends the Momentum and rerolls one failed die', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { momentum: 2 });
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.s.currentPlayer()).toBe(0);
    expect(t.legal()).toContain(A_REROLL_ATTACK);
    t.dice(6);
    t.act(A_REROLL_ATTACK);
    expect(t.s.vars[V_MOMENTUM]).toBe(1); // spent to 0, then the won melee gains one
    expect(t.get(1, 0, F.wounds)).toBe(1);
  });

  it('"Pool Reroll ... by spending a Command Seal ... all dice in the pool ... are re-rolled"', () => {
    const t = duel('Bone Reavers', 'Bone Reavers', { cs: 1 });
    t.dice(1, 1, 1, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    t.dice(6, 6, 6, 6);
    t.act(A_REROLL_POOL);
    expect(t.s.a.commandSeals[0]).toBe(0);
    // Three of the four rerolled dice are the attack dice: three Hits destroy the 3-Health Reavers.
    expect(t.s.cards.zone[t.card(1, 0)]).toBe(FALLEN);
  });
});
