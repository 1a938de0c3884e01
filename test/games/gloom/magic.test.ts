// Magic: casting against a Target Number, Dispel Tests within a Dispel Aura, areas, hollow and solid ranges.

import { describe, expect, it } from 'vitest';
import { A_CAST, A_KEEP_BOOST, A_NO_REACT, A_REACT, A_SPEND_BOOST, V_MOMENTUM } from '../../../src/games/gloom/ids.js';
import { hexAt } from '../../../src/games/gloom/position.js';
import { CELLS } from '../../../src/games/gloom/scenarios.js';
import { F, Scenario } from './scenario.js';

const PYRO = ['Fireball', 'Firestorm', 'Searing Bolt', 'Smoke Veil', 'Scorch Courage', 'Blast Wave'];
const WARD = ['Mending Light', 'Rallying Hymn', 'Blessing of Iron', 'Binding Chains', 'Swift Winds', 'Step Between'];
const cast = (spell: number, hex: string) => A_CAST + spell * CELLS + hexAt(hex);

describe('Casting Test', () => {
  const caster = (enemies: { name: string; hex: string; facing?: number }[], o: { spells?: string[]; cs?: number; blocker?: boolean } = {}) =>
    new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Pyre Witch', hex: 'B8', facing: 0 }, ...(o.blocker ? [{ name: 'Bone Reavers', hex: 'C8' }] : [])], spells: o.spells ?? PYRO },
        { units: enemies, commandSeals: o.cs ?? 0 },
      ],
    });

  it('"Target Number ... the Caster must roll at least two Mana successes": one success and the auto ✨ cast a TN 2 spell', () => {
    const t = caster([{ name: 'Shield Wardens', hex: 'E8' }]);
    t.dice(4, 1);
    t.act(cast(4, 'E8'));
    expect(t.get(1, 0, F.weak)).toBe(1);
  });

  it('a Casting Test short of the Target Number casts nothing', () => {
    const t = caster([{ name: 'Shield Wardens', hex: 'E8' }], {});
    t.dice(1, 1);
    t.act(cast(1, 'E8'));
    expect(t.get(1, 0, F.weak)).toBe(0);
  });

  it('"Dispel Aura [X] – An X radius ... within which this unit may attempt to dispel an enemy spell": a Dispel Test for a Command Seal', () => {
    const t = caster([{ name: 'Shield Wardens', hex: 'E8' }, { name: 'Temple Acolytes', hex: 'C7' }], { cs: 1 });
    t.dice(4, 1);
    t.act(cast(4, 'E8'));
    expect(t.s.currentPlayer()).toBe(1);
    expect(t.legal()).toEqual([A_REACT + 1, A_NO_REACT]);
    // Two dispel dice, one success, and the Acolytes' auto 🧿: 2 against the caster's 2 ✨.
    t.dice(5, 1);
    t.act(A_REACT + 1);
    expect(t.get(1, 0, F.weak)).toBe(0);
    expect(t.s.a.commandSeals[1]).toBe(0);
    expect(t.s.vars[V_MOMENTUM]).toBe(-1);
  });

  it('"Boost token – ... This state does not work for Casters casting a spell": the caster rolls no extra Magic die and keeps its Boost', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Pyre Witch', hex: 'B8', facing: 0, tokens: ['boost'] }], spells: PYRO }, { units: [{ name: 'Shield Wardens', hex: 'E8' }] }] });
    // Mana Pool [2]: two failed dice and the auto ✨ are 1 of TN 2; a Boost die would have been the 6.
    t.dice(1, 1, 6);
    t.act(cast(4, 'E8'));
    expect(t.get(1, 0, F.weak)).toBe(0);
    expect(t.get(0, 0, F.boost)).toBe(1);
  });

  const dispeller = () =>
    new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Pyre Witch', hex: 'B8', facing: 0 }], spells: PYRO },
        { units: [{ name: 'Shield Wardens', hex: 'E8' }, { name: 'Temple Acolytes', hex: 'C7', tokens: ['boost'] }], commandSeals: 1 },
      ],
    });

  it('"... but can be used for unit defense from spell effects (e.g., in a Dispel Test)": the dispeller may spend its Boost for a third Dispel die', () => {
    const t = dispeller();
    t.dice(4, 1);
    t.act(cast(4, 'E8'), A_REACT + 1);
    expect(t.s.currentPlayer()).toBe(1);
    expect(t.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    // Three Dispel dice (two and the Boost): one success and the auto 🧿 match the caster's 2 ✨.
    t.dice(1, 1, 5);
    t.act(A_SPEND_BOOST);
    expect(t.get(1, 0, F.weak)).toBe(0);
    expect(t.get(1, 1, F.boost)).toBe(0);
  });

  it('"The next time this unit makes a Test, it may spend this token": a dispeller that keeps it rolls two Dispel dice and holds the token', () => {
    const t = dispeller();
    t.dice(4, 1);
    t.act(cast(4, 'E8'), A_REACT + 1);
    // Two Dispel dice, no success: the auto 🧿 alone is short of the caster's 2 ✨, and the spell takes effect.
    t.dice(1, 1);
    t.act(A_KEEP_BOOST);
    expect(t.get(1, 0, F.weak)).toBe(1);
    expect(t.get(1, 1, F.boost)).toBe(1);
  });

  it('"... can be used for unit defense from spell effects": a unit in a damage spell\'s area may spend its Boost for one more Defence die', () => {
    const fireball = () =>
      new Scenario({ active: 0, sides: [{ units: [{ name: 'Pyre Witch', hex: 'B8', facing: 0 }], spells: PYRO }, { units: [{ name: 'Bone Reavers', hex: 'E8', tokens: ['boost'] }] }] });
    // Casting (TN 2: one success and the auto ✨), then Damage [3]: three hits.
    const spent = fireball();
    spent.dice(4, 1, 6, 6, 6);
    spent.act(cast(0, 'E8'));
    expect(spent.s.currentPlayer()).toBe(1);
    expect(spent.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    // Defence 2 + the Boost: one block of three dice, two Wounds.
    spent.dice(1, 1, 6);
    spent.act(A_SPEND_BOOST);
    expect([spent.get(1, 0, F.wounds), spent.get(1, 0, F.boost)]).toEqual([2, 0]);
    const kept = fireball();
    kept.dice(4, 1, 6, 6, 6);
    kept.act(cast(0, 'E8'));
    // Two Defence dice, no block: three Wounds destroy the Bone Reavers (Health 3).
    kept.dice(1, 1);
    kept.act(A_KEEP_BOOST);
    expect(kept.hex(1, 0)).toBe('off');
  });

  it('no Dispel Test without a Command Seal or outside the aura', () => {
    const broke = caster([{ name: 'Shield Wardens', hex: 'E8' }, { name: 'Temple Acolytes', hex: 'C7' }], { cs: 0 });
    broke.dice(4, 1);
    broke.act(cast(4, 'E8'));
    expect(broke.get(1, 0, F.weak)).toBe(1);
    const far = caster([{ name: 'Shield Wardens', hex: 'E8' }, { name: 'Temple Acolytes', hex: 'H5' }], { cs: 1 });
    far.dice(4, 1);
    far.act(cast(4, 'E8'));
    expect(far.get(1, 0, F.weak)).toBe(1);
  });

  const ring = () =>
    new Scenario({
      active: 0,
      terrain: { E5: ['elevated'] },
      sides: [
        { units: [{ name: 'Pyre Witch', hex: 'E5', facing: 5 }], spells: PYRO },
        { units: ['E7', 'F7', 'F8'].map((hex) => ({ name: 'Bone Reavers', hex })) },
      ],
    });

  it('"7-Hex Template – covers a central hex and all six hexes adjacent to it" (Firestorm from Elevated ground)', () => {
    const t = ring();
    // Casting: two ✨ and the auto ✨ meet TN 3; then per unit Damage [2] against its 2 Defence dice.
    t.dice(4, 4, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1);
    t.act(cast(1, 'F7'));
    expect([t.get(1, 0, F.wounds), t.get(1, 1, F.wounds), t.get(1, 2, F.wounds)]).toEqual([2, 2, 2]);
  });

  it('"3-Hex Template – covers a total of three adjacent to each other hexes": the target and the two beyond it (Fireball)', () => {
    const t = ring();
    t.dice(4, 1, 6, 6, 6, 1, 1, 6, 6, 6, 1, 1);
    t.act(cast(0, 'F7'));
    expect([t.get(1, 0, F.wounds), t.hex(1, 1), t.hex(1, 2)]).toEqual([0, 'off', 'off']);
  });

  it('"Hollow Hex – No Line of Sight Required" but a solid-hex spell needs it', () => {
    const t = caster([{ name: 'Shield Wardens', hex: 'E8' }], { blocker: true });
    // Blast Wave (hollow) may aim past the friendly unit at C8; Scorch Courage (solid) may not.
    expect(t.legal()).toContain(cast(5, 'E8'));
    expect(t.legal()).not.toContain(cast(4, 'E8'));
  });

  it('"[Exclusive Action]: A unit may only use one rule ... with this restriction per phase"', () => {
    const t = caster([{ name: 'Shield Wardens', hex: 'E8' }]);
    t.s.put(t.card(0, 0), F.exclusive, 1);
    expect(t.legal().some((a) => a >= A_CAST && a < A_CAST + 6 * CELLS)).toBe(false);
  });

  it('Wardcraft: Mending Light heals a friendly unit; Swift Winds gives a Fast token', () => {
    const t = new Scenario({ active: 0, sides: [{ units: [{ name: 'Battle Magister', hex: 'B8', facing: 0 }, { name: 'Bone Reavers', hex: 'D8', wounds: 2 }], spells: WARD }, { units: [{ name: 'Bone Reavers', hex: 'I1' }] }] });
    t.dice(1, 1);
    t.act(cast(0, 'D8'));
    expect(t.get(0, 1, F.wounds)).toBe(0);
  });
});
