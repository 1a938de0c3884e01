// A Ward state from a position written as plain data (src/games/ward/position.ts).

import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { STREAM_CHANCE } from '../../../src/core/rng.js';
import { FRAMES } from '../../../src/games/ward/frames.js';
import { A_BATTLE, A_NO_RESPONSE, DECK, HAND, PH_COMBAT, V_PHASE, V_PLAYER } from '../../../src/games/ward/ids.js';
import { CARD_FIELDS } from '../../../src/games/ward/layout.js';
import type { WardPosition } from '../../../src/games/ward/position.js';
import { stateFromPosition, WardPositionBuilder } from '../../../src/games/ward/position.js';
import { effAtkDice, effMod } from '../../../src/games/ward/rules/effects.js';
import { def, set } from './scenario.js';

const POSITION: WardPosition = {
  turn: 8,
  player: 1,
  phase: 'combat',
  seed: 3,
  dice: [6, 5],
  sides: [
    {
      creatures: [{ name: 'Bear Wolf', hp: 30 }, null, 'Raptor Pack'],
      magic: [{ name: 'Revival Priest', anchors: { player: 0, slot: 2 } }, { name: 'Battle Axe', host: { player: 0, slot: 0 } }],
      hand: ['Fireball'],
      cemetery: ['Behemoth'],
      deckTop: ['Shatter'],
    },
    {
      fill: 'Swarm Beetle',
      creatures: ['Stone Golem'],
      magic: [{ name: 'Hex of Weakness', host: { player: 0, slot: 0 } }],
      hand: ['Mind Sap', 'Half Life'],
    },
  ],
};

const nameAt = (s: ReturnType<typeof stateFromPosition>, c: number): string => set.cards[s.cards.def[c]!]!.name;

describe('Ward positions from plain data', () => {
  it('puts every card where the position says, with the turn, the phase and the dice', () => {
    const s = stateFromPosition(POSITION);
    expect(s.cards.checkIntegrity()).toBeNull();
    expect([s.turn(), s.vars[V_PLAYER], s.vars[V_PHASE], s.currentPlayer(), s.stack.length]).toEqual([8, 1, PH_COMBAT, 1, 0]);
    const wolf = s.primary(0);
    const raptor = s.creatureAt(2);
    expect([nameAt(s, wolf), s.hp(wolf), nameAt(s, raptor), s.hp(raptor)]).toEqual(['Bear Wolf', 30, 'Raptor Pack', 35]);
    const priest = s.magicAt(0);
    expect(nameAt(s, priest)).toBe('Revival Priest');
    expect(s.field(raptor, CARD_FIELDS.at.anchor)).toBe(priest);
    // The Axe (own) and the Hex (the opponent's, in its own cell) both sit on the Wolf.
    expect(s.field(s.magicAt(1), CARD_FIELDS.at.host)).toBe(wolf);
    expect(s.cards.controller[s.magicAt(5)]).toBe(1);
    expect([effAtkDice(s, wolf), effMod(s, wolf)]).toEqual([3, 1 + 1 - 2]);
    expect([s.cards.count(HAND, 0), s.cards.count(HAND, 1), s.cemeteryHp[0], s.cemeteryHp[1]]).toEqual([1, 2, 120, 0]);
    expect(nameAt(s, s.cards.top(DECK, 0))).toBe('Shatter');
    expect(s.cards.count(DECK, 0)).toBe(30 - 6);
    for (let i = 0; i < s.cards.count(DECK, 1); i++) expect(nameAt(s, s.cards.at(DECK, 1, i))).toBe('Swarm Beetle');
    expect([s.rng.die(STREAM_CHANCE), s.rng.die(STREAM_CHANCE)]).toEqual([6, 5]);
  });

  it('equals the same position built step by step', () => {
    const b = new WardPositionBuilder(set, { seed: 3, fill: ['Village Militia', 'Swarm Beetle'] });
    b.at(8, 1, PH_COMBAT);
    const wolf = b.creature(0, 'Bear Wolf', 0, 30);
    const raptor = b.creature(0, 'Raptor Pack', 2);
    const golem = b.creature(1, 'Stone Golem');
    b.magic(0, 'Revival Priest', 0, -1, raptor);
    b.magic(0, 'Battle Axe', 1, wolf);
    b.magic(1, 'Hex of Weakness', 0, wolf);
    b.hand(0, 'Fireball');
    b.cemetery(0, 'Behemoth');
    b.deckTop(0, 'Shatter');
    b.hand(1, 'Mind Sap', 'Half Life');
    b.dice(6, 5);
    expect(golem).toBe(stateFromPosition(POSITION).primary(1));
    expect(b.state.serialize()).toBe(stateFromPosition(POSITION).serialize());
  });

  it('plays on: a battle with scripted dice', () => {
    const s = stateFromPosition({
      phase: 'combat',
      dice: [6, 6, 6, 6],
      sides: [{ creatures: ['Bear Wolf'] }, { creatures: ['Village Militia'] }],
    });
    s.apply(A_BATTLE);
    s.apply(A_NO_RESPONSE);
    // A critical: (6 + 6 + 1) x 2 = 26 kills the Militia, and its owner must replace it.
    expect(s.cemeteryHp[1]).toBe(20);
    expect(s.stack.top(0)).toBe(FRAMES.kind.replace);
    expect(s.currentPlayer()).toBe(1);
    expect(s.cards.def[s.primary(0)]).toBe(def('Bear Wolf'));
  });

  it('refuses unknown cards, a host that is not there and more cards than a side holds', () => {
    expect(() => stateFromPosition({ sides: [{ creatures: ['Bear Wolff'] }] })).toThrow(/unknown card 'Bear Wolff'.*Bear Wolf/);
    expect(() => stateFromPosition({ sides: [{ magic: [{ name: 'Battle Axe', host: { player: 1, slot: 0 } }] }] })).toThrow(/no creature in player 1's slot 0/);
    expect(() => stateFromPosition({ sides: [{ hand: Array.from({ length: 31 }, () => 'Fireball') }] })).toThrow(InputError);
  });
});
