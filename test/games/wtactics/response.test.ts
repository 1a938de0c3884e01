// Response windows: "this process is repeated until both players make a pass" (Combat
// sequence), in the combat response phases, after a play and in the passive player's play window.

import { describe, expect, it } from 'vitest';
import { A_ATTACK, A_DONE, A_PASS, A_RESOURCE, OFFENSIVE, DEFENSIVE } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { cellOf, def, Scenario } from './scenario.js';

const P0 = 0;
const P1 = 1;
const { tempAtk: TEMP_ATK } = CARD_FIELDS.at;

describe('Response windows', () => {
  it('"The attacking player then gets the same opportunity, and this process is repeated until both players make a pass": a response phase closes only when both pass one after the other', () => {
    const sc = new Scenario({
      phase: 'attack',
      sides: [
        { offensive: ['Squire'], hand: ['Rally'], resources: ['Squire'] },
        { defensive: ['Orc Raider'], hand: ['Frenzy', 'Frenzy'], resources: ['Squire', 'Squire'] },
      ],
    });
    const [squire, raider] = [sc.at(P0, OFFENSIVE), sc.at(P1, DEFENSIVE)];
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Frenzy', cellOf(P1, DEFENSIVE, 0));
    sc.act(A_PASS);
    // P0 passed once after P1's play: P1, who played, is asked again; the Frenzy still waits.
    expect(sc.s.windows.isOpen(sc.s.stack)).toBe(true);
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(sc.s.windows.pending(sc.s.stack)).toBe(1);
    expect(sc.s.f(raider, TEMP_ATK)).toBe(0);
    sc.play('Frenzy', cellOf(P1, DEFENSIVE, 0));
    sc.play('Rally', cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_PASS);
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.s.windows.pending(sc.s.stack)).toBe(3);
    sc.act(A_PASS);
    // Both passed in a row: everything resolves.
    expect(sc.s.windows.pending(sc.s.stack)).toBe(0);
    expect(sc.s.f(raider, TEMP_ATK)).toBe(6);
    expect(sc.s.f(squire, TEMP_ATK)).toBe(2);
  });

  it('a player who plays an event in its own play phase is asked again after the other passes, before its event resolves', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Squire'], hand: ['Rally', 'Rally'], resources: ['Squire', 'Squire'] }, { hand: ['Frenzy'], resources: ['Squire'] }] });
    const squire = sc.at(P0, OFFENSIVE);
    sc.play('Rally', cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_PASS);
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.s.windows.isOpen(sc.s.stack)).toBe(true);
    expect(sc.s.f(squire, TEMP_ATK)).toBe(0);
    sc.play('Rally', cellOf(P0, OFFENSIVE, 0));
    sc.act(A_PASS);
    expect(sc.s.f(squire, TEMP_ATK)).toBe(0);
    sc.act(A_PASS);
    expect(sc.s.stack.length).toBe(0);
    expect(sc.s.f(squire, TEMP_ATK)).toBe(4);
  });

  it('"The inactive player always gets a play phase after each one of the active players actions": its pass ends it, and the active player\'s phase goes on', () => {
    const sc = new Scenario({ sides: [{ hand: ['Squire', 'Rally'] }, { offensive: ['Orc Raider'], hand: ['Frenzy'], resources: ['Squire'] }] });
    sc.act(A_RESOURCE + def('Squire'));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_PASS);
    expect(sc.s.stack.length).toBe(0);
    expect(sc.s.currentPlayer()).toBe(P0);
  });
});
