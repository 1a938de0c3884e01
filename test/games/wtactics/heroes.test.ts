// Heroes (influence, victory points, hand size, starting resources, default army, one ability
// per turn, countering) and Winning (influence to zero, victory points, both decks out, draws,
// the simulator's turn limit).

import { describe, expect, it } from 'vitest';
import { END_TURN_LIMIT } from '../../../src/core/base-state.js';
import { A_ACCEPT, A_ATTACK, A_COUNTER, A_DONE, A_END_PHASE, A_HERO, A_PASS, END_DECKS_OUT, END_INFLUENCE, END_VICTORY_POINTS, GRAVE, HAND, OFFENSIVE, RESOURCES } from '../../../src/games/wtactics/ids.js';
import { WT_FACTS } from '../../../src/games/wtactics/game.js';
import { gold } from '../../../src/games/wtactics/rules/gold.js';
import { kill } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario, set } from './scenario.js';
import { newMatch, step, toPlayPhaseOf } from './turns.js';

const P0 = 0;
const P1 = 1;
const fives = (n: number): string[] => Array.from({ length: n }, () => 'Squire');

describe('Heroes', () => {
  it('"Influence: Amount of influence you start the game with ... also the maximal amount of influence you can ever reach"', () => {
    const sc = new Scenario({ phase: 'entrance', sides: [{ hand: ['Noble Paladin'], resources: fives(5), influence: 27 }] });
    expect(new Scenario({}).s.influence[P0]).toBe(set.tables.influence[def('Lord Aldric of the Nobles')]);
    sc.play('Noble Paladin', cellOf(P0, OFFENSIVE, 0)).passAll();
    expect(sc.s.influence[P0]).toBe(28);
  });

  it('"you may only use one single Hero ability per turn, and only use it once"', () => {
    const sc = new Scenario({ sides: [{ resources: fives(8), influence: 20 }] });
    sc.act(A_HERO + 0).passAll();
    expect(sc.s.influence[P0]).toBe(23);
    expect(sc.isLegal(A_HERO + 0)).toBe(false);
    expect(sc.isLegal(A_HERO + 1)).toBe(false);
  });

  it('Countering: "Pay the cost for the enemy Hero\'s ability + 1 gold. Sacrifice 1 unused resource card. Discard 1 random card from your hand"', () => {
    const sc = new Scenario({ sides: [{ resources: fives(3), influence: 20 }, { hand: ['Squire', 'Orc Raider'], resources: fives(5) }] });
    sc.act(A_HERO + 0);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_COUNTER).passAll();
    expect(sc.s.influence[P0]).toBe(20);
    expect(sc.s.cards.count(RESOURCES, P1)).toBe(4);
    expect(gold(sc.s, P1)).toBe(0);
    expect(sc.s.cards.count(HAND, P1)).toBe(1);
    expect(sc.s.cards.count(GRAVE, P1)).toBe(2);
  });

  it('Countering needs "1 unused resource card left after paying the countering gold cost" and "1 card in hand"', () => {
    const short = new Scenario({ sides: [{ resources: fives(3) }, { hand: ['Squire'], resources: fives(4) }] });
    short.act(A_HERO + 0);
    expect(short.legal()).toEqual([A_PASS]);
    const handless = new Scenario({ sides: [{ resources: fives(3) }, { resources: fives(6) }] });
    handless.act(A_HERO + 0);
    expect(handless.isLegal(A_COUNTER)).toBe(false);
  });

  it('"Hand size, the maximum number of cards you may have in hand at the end of your turn" (Kael: 8)', () => {
    const hand = ['Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider', 'Orc Raider'];
    const sc = new Scenario({ phase: 'entrance', sides: [{ hero: 'Warmaster Kael', hand }] });
    sc.act(A_END_PHASE);
    while (sc.s.turnPlayer() === P0) step(sc.s);
    expect(sc.s.cards.count(HAND, P0)).toBe(8);
  });

  it('"Default army: total cost of your basic startup army on the table": creatures paid from it in the first turn', () => {
    const s = newMatch(1, 2);
    toPlayPhaseOf(s, P0);
    expect(s.armyGold[P0]).toBe(set.tables.defaultArmy[def('Lord Aldric of the Nobles')]);
    expect(gold(s, P0, true)).toBe(4);
    toPlayPhaseOf(s, P1);
    expect(s.armyGold[P0]).toBe(0);
  });
});

describe('Winning', () => {
  it('"The game is won by being the first to take control of your opponent\'s kingdom by lowering his/her influence to zero"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { influence: 3 }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE);
    for (let i = 0; i < 5 && !sc.s.isTerminal(); i++) step(sc.s);
    expect(sc.s.endReason()).toBe(END_INFLUENCE);
    expect(sc.s.returns()).toEqual([1, 0]);
  });

  it('"... or be the first one to achieve a pre-defined amount of Victory Points by completing various Quests"', () => {
    const sc = new Scenario({ sides: [{ vp: 6, quests: ['Great Cull', 'Hold the Line', 'Raid the Capital', 'Bounty Hunt', 'Mercenary Pact', 'Troll Bridge', 'Ogre Den', 'Siege of Castle Hill', 'Healers Exam', 'Border Skirmish'] }, { defensive: ['Squire', 'Squire'] }] });
    sc.act(A_ACCEPT + 0).passAll();
    kill(sc.s, sc.at(P1, 1, 0), true, P0, -1);
    kill(sc.s, sc.at(P1, 1, 1), true, P0, -1);
    expect(sc.s.endReason()).toBe(END_VICTORY_POINTS);
    expect(sc.s.returns()).toEqual([1, 0]);
  });

  it('"If none of the players can draw any cards during the same round ... The winner is the one with the most Victory Points. In case the players have equal amounts of VP, the winner is the one with most Influence"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ deckSize: 0, vp: 1 }, { deckSize: 0, vp: 1 }] });
    sc.s.deckOut[P1] = 1;
    sc.act(A_END_PHASE);
    while (!sc.s.isTerminal() && sc.s.turn() < 9) step(sc.s);
    expect(sc.s.endReason()).toBe(END_DECKS_OUT);
    // Equal VP: Aldric's 28 influence beats Kael's 22.
    expect(sc.s.returns()).toEqual([1, 0]);
  });

  it('"If that is also equal then the game is considered a draw"; the turn limit is scored the same way', () => {
    const limit = WT_FACTS.maxTurns;
    const sc = new Scenario({ player: P1, turn: limit, phase: 'entrance', sides: [{ influence: 10 }, { influence: 10 }] });
    sc.act(A_END_PHASE);
    // The round's end may first ask which quest expires.
    for (let i = 0; i < 5 && !sc.s.isTerminal(); i++) step(sc.s);
    expect(sc.s.turn()).toBe(limit);
    expect(sc.s.endReason()).toBe(END_TURN_LIMIT);
    expect(sc.s.returns()).toEqual([0.5, 0.5]);
  });
});
