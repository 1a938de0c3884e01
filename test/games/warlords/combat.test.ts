// Warlords of Terra: movement, threat areas and combat, one scenario per rule, named after it
// and quoting the rulebook (shared/seeds/004_fb272414894f17de.txt). Player 0's summoning line is
// row 1 (a1-e1) and it moves south towards row 5, player 1's summoning line.

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/warlords/frames.js';
import { A_CHOOSE, A_DONE, A_PASS, A_SKILL, DISCARD, FIELD, PH_RESOURCE, PH_TACTICS, TARGETS_PER_DEF } from '../../../src/games/warlords/ids.js';
import { CARD_FIELDS } from '../../../src/games/warlords/layout.js';
import { effAtk, hpLeft } from '../../../src/games/warlords/rules/board.js';
import { at, E, P0, P1, S, Scenario, W } from './scenario.js';

describe('Combat damage: the rulebook example of Angel against Berserker', () => {
  it('"Angel deals 4 damage to Berserker and Berserker deals 3 damage to Angel. As a result Berserker dies and Angel remains alive with 1 HP left", and "damage is not removed from troops at the end of turn"', () => {
    const sc = new Scenario();
    const angel = sc.troop(P0, 'Angel', 'c2');
    const berserker = sc.troop(P1, 'Berserker', 'c4');
    sc.move('c2', 'c3'); // into the Berserker's threat area: combat at once
    expect(sc.s.cards.zone[berserker]).toBe(DISCARD);
    expect(hpLeft(sc.s, angel)).toBe(1);
    sc.act(A_DONE);
    sc.until(P1, PH_TACTICS);
    sc.until(P0, PH_RESOURCE);
    expect(sc.damage(angel)).toBe(3);
    expect(hpLeft(sc.s, angel)).toBe(1);
  });
});

describe('Threat areas', () => {
  it('"Threat Area consists of the 4 adjacent spaces to a troop": a troop "stops when first entering threat area and immediately starts combat"', () => {
    const sc = new Scenario();
    const eagle = sc.troop(P0, 'Great Eagle', 'c1'); // SPD 4
    sc.troop(P1, 'Squire', 'd3');
    expect(sc.isLegal(sc.moveId('c1', 'c3'))).toBe(true);
    expect(sc.isLegal(sc.moveId('c1', 'c4'))).toBe(false); // only through c3, next to d3
    expect(sc.isLegal(sc.moveId('c1', 'b4'))).toBe(true); // round the threat area
    sc.move('c1', 'c3'); // the move ends in combat
    expect(sc.s.field(eagle, CARD_FIELDS.at.exhausted)).toBe(1);
  });

  it('"If a troop passes by the Threat Area of two or more different enemy troops, attacker decides which troop it will attack, but both of the enemy troops will attack back"', () => {
    const sc = new Scenario();
    const ork = sc.troop(P0, 'Ork Warrior', 'c2'); // 3 ATK, 4 HP
    const west = sc.troop(P1, 'Squire', 'b3'); // 1 ATK, 2 HP
    const east = sc.troop(P1, 'Squire', 'd3');
    sc.move('c2', 'c3');
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.chooseTarget);
    expect(sc.legal()).toEqual([A_CHOOSE + E, A_CHOOSE + W]);
    sc.act(A_CHOOSE + W);
    expect(sc.s.cards.zone[west]).toBe(DISCARD);
    expect(sc.damage(east)).toBe(0);
    expect(sc.damage(ork)).toBe(2);
  });

  it('"a turned troop has NO Threat Area, so that enemy troops can pass by its adjacent spaces without having to start combat. However, if the passing troop\'s owner wishes, he can choose to start combat anyway"', () => {
    const sc = new Scenario();
    const wolf = sc.troop(P0, 'Dire Wolf', 'c2');
    sc.troop(P1, 'Squire', 'b3', { exhausted: true });
    expect(sc.isLegal(sc.moveId('c2', 'c4'))).toBe(true); // past b3's adjacent space c3
    sc.move('c2', 'c3'); // next to the exhausted Squire: no combat
    expect(sc.s.stack.length).toBe(0);
    expect(sc.s.cards.slot[wolf]).toBe(at('c3'));
    expect(sc.isLegal(sc.attackId('c3', W))).toBe(true);
  });

  it('"Troops in your Summoning line ... are considered to be On Guard, which means that their Threat Area is ALWAYS active, no matter if they are exhausted or not"', () => {
    const sc = new Scenario();
    const wolf = sc.troop(P0, 'Dire Wolf', 'c3');
    const guard = sc.troop(P1, 'Squire', 'c5', { exhausted: true }); // on player 1's summoning line
    sc.move('c3', 'c4');
    expect(sc.s.field(wolf, CARD_FIELDS.at.exhausted)).toBe(1);
    expect(sc.s.cards.zone[guard]).toBe(DISCARD);
    expect(sc.damage(wolf)).toBe(1);
  });

  it('"Whenever a troop starts its turn into an (active) enemy troop\'s Threat Area ... it has two choices: leave it before Tactics phase ends or enter combat"', () => {
    const sc = new Scenario({ turn: 6, player: P1, phase: PH_TACTICS });
    const ork = sc.troop(P0, 'Ork Warrior', 'c3');
    sc.troop(P1, 'Ork Warrior', 'c4');
    sc.act(A_DONE);
    sc.until(P0, PH_TACTICS);
    expect(sc.s.field(ork, CARD_FIELDS.at.threatStart)).toBe(1);
    expect(sc.isLegal(A_DONE)).toBe(false);
    sc.move('c3', 'b3'); // out of the threat area
    expect(sc.isLegal(A_DONE)).toBe(true);
  });
});

describe('Attacking and the warlord', () => {
  it('"To attack, your troop must reach a Threat Area of an enemy troop, and then exhaust (turn sideways), declaring combat"', () => {
    const sc = new Scenario();
    const giant = sc.troop(P0, 'Mountain Giant', 'c3');
    const foe = sc.troop(P1, 'Ogre', 'c4', { exhausted: true });
    sc.act(sc.attackId('c3', S));
    expect(sc.s.field(giant, CARD_FIELDS.at.exhausted)).toBe(1);
    expect(sc.damage(foe)).toBe(5);
    expect(sc.damage(giant)).toBe(4);
    expect(sc.legal().some((a) => a !== A_DONE)).toBe(false);
  });

  it('"Player\'s life total can be attacked when opposing troops reach his summoning line and have no enemy troops adjacent to them"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Ork Warrior', 'b5');
    expect(sc.isLegal(sc.strikeId('b5'))).toBe(true);
    sc.act(sc.strikeId('b5'));
    expect(sc.s.health[P1]).toBe(17);
  });

  it('"Enemy player CAN\'T be hit if there are adjacent troops in enemy summoning line (unless your troop, for example, flies, but adjacent defenders do not)"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Ork Warrior', 'b5', { summoned: 0 });
    sc.troop(P0, 'Angel', 'd5');
    sc.troop(P1, 'Squire', 'a5', { exhausted: true });
    sc.troop(P1, 'Squire', 'e5', { exhausted: true });
    expect(sc.isLegal(sc.strikeId('b5'))).toBe(false);
    expect(sc.isLegal(sc.strikeId('d5'))).toBe(true);
  });

  it('"Combat damage phase ... Remove from damaged troop HP equal to the ATK value of the opposing troop": damage is simultaneous', () => {
    const sc = new Scenario();
    const a = sc.troop(P0, 'Berserker', 'c3');
    const b = sc.troop(P1, 'Berserker', 'c4', { exhausted: true });
    sc.act(sc.attackId('c3', S));
    expect(sc.s.cards.zone[a]).toBe(DISCARD);
    expect(sc.s.cards.zone[b]).toBe(DISCARD);
  });

  it('"If a troop disappears from combat (due to some effect) before combat damage phase ... it skips combat altogether"', () => {
    const sc = new Scenario();
    const squire = sc.troop(P0, 'Squire', 'c3');
    const fiend = sc.troop(P1, 'Shadow Fiend', 'c4', { exhausted: true });
    sc.build.hand(P1, 'Hellfire');
    sc.build.resources(P1, { mana: 2 });
    sc.act(sc.attackId('c3', S));
    // The sudden phase: player 1 answers with Hellfire on the attacker.
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Hellfire', 'c3');
    expect(sc.s.cards.zone[squire]).toBe(DISCARD);
    expect(sc.damage(fiend)).toBe(0);
  });

  it('"If it\'s replaced after declaring combat but before combat damage, the replacing troop will combat instead"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Ork Warrior', 'c3');
    const first = sc.troop(P1, 'Squire', 'c4', { exhausted: true });
    sc.build.hand(P1, 'Hellfire');
    sc.build.resources(P1, { mana: 2 });
    sc.act(sc.attackId('c3', S));
    expect(sc.s.currentPlayer()).toBe(P1); // the sudden phase
    // An effect replaces the defender (no starter card does; the engine reads combatants from the spaces).
    sc.s.cards.pushOnto(first, DISCARD, P1);
    const second = sc.troop(P1, 'Ogre', 'c4', { exhausted: true });
    sc.act(A_PASS);
    expect(sc.damage(second)).toBe(3);
    expect(sc.s.cards.zone[second]).toBe(FIELD);
  });
});

describe('Movement', () => {
  it('"A troop can move as many spaces as its SPD allows it to ... when the troop is summoned (it\'s called "Preparation turn") – during that turn its SPD is reduced by 1"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Squire', 'a1'); // SPD 2
    sc.troop(P0, 'Squire', 'e1', { summoned: 5 }); // summoned this turn: SPD 1
    expect(sc.isLegal(sc.moveId('a1', 'a3'))).toBe(true);
    expect(sc.isLegal(sc.moveId('a1', 'a4'))).toBe(false);
    expect(sc.isLegal(sc.moveId('e1', 'e2'))).toBe(true);
    expect(sc.isLegal(sc.moveId('e1', 'e3'))).toBe(false);
    sc.move('a1', 'a3');
    expect(sc.legal().some((a) => a >= sc.moveId('a3', 'a1') && a <= sc.moveId('a3', 'e5'))).toBe(false); // one move a turn
  });

  it('"when a troop is in its preparation turn, you must choose between moving or activating a skill"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Battle Priestess of Elysia', 'a1', { summoned: 5 });
    const hurt = sc.troop(P0, 'Squire', 'c1', { damage: 1 });
    sc.build.resources(P0, { mana: 3 });
    const heal = A_SKILL + at('a1') * TARGETS_PER_DEF + at('c1');
    expect(sc.isLegal(heal)).toBe(true);
    sc.move('a1', 'a2');
    expect(sc.isLegal(heal)).toBe(false);
    expect(sc.damage(hurt)).toBe(1);
  });

  it('"when your troop is attacking ... you cannot activate or attack with this troop again"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Dire Wolf', 'c3');
    sc.troop(P1, 'Treant', 'c4', { exhausted: true });
    sc.act(sc.attackId('c3', S));
    expect(sc.legal()).toEqual([A_DONE]);
  });

  it('troops occupy their space: no step into another troop (interpretation)', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Squire', 'a1');
    sc.troop(P0, 'Squire', 'a2');
    expect(sc.isLegal(sc.moveId('a1', 'a2'))).toBe(false);
    expect(sc.isLegal(sc.moveId('a1', 'a3'))).toBe(false); // not through a2
    expect(sc.isLegal(sc.moveId('a2', 'a1'))).toBe(false);
  });

  it('effAtk reads the War Standard aura: "These items are put on the battlefield as if they were a troop card. However, they don\'t occupy a space"', () => {
    const sc = new Scenario();
    const on = sc.troop(P0, 'Squire', 'b1');
    const next = sc.troop(P0, 'Squire', 'c1');
    const far = sc.troop(P0, 'Squire', 'd1');
    sc.build.ground(P0, 'War Standard', 'b1');
    expect([effAtk(sc.s, on), effAtk(sc.s, next), effAtk(sc.s, far)]).toEqual([2, 2, 1]);
    expect(sc.isLegal(sc.moveId('c1', 'c2'))).toBe(true);
  });
});
