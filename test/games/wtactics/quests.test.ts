// Quests: prep and veto, accepting and abandoning, the three quest types, completion and the
// new quest it reveals, and expiration.

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ABANDON, A_ABILITY, A_ACCEPT, A_END_PHASE, A_ENGAGE, A_ESCROW, A_EXPIRE, A_NO, A_PENALTY, DEFENSIVE, ESCROW, GRAVE, HAND, OFFENSIVE, QUEST_DECK, QUEST_SLOTS, QUESTS, REMOVED, TARGETS_PER_PLAY, VETO, A_VETO } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { kill } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario } from './scenario.js';
import { newMatch, step, toPlayPhaseOf } from './turns.js';

const P0 = 0;
const P1 = 1;
const K = FRAMES.kind;
const FILL_QUESTS = ['Great Cull', 'Hold the Line', 'Raid the Capital', 'Bounty Hunt', 'Mercenary Pact', 'Troll Bridge', 'Ogre Den', 'Siege of Castle Hill'];
const questDeck = (...top: string[]): string[] => [...FILL_QUESTS.filter((q) => !top.includes(q)).slice(0, 10 - top.length), ...top];
const engage = (p: number, front: number, k: number, slot: number): number => A_ENGAGE + cellOf(p, front, k) * QUEST_SLOTS + slot;
const questName = (sc: Scenario, slot: number): string => sc.s.set.cards[sc.s.cards.def[sc.s.cards.cell(QUESTS, slot)]!]!.name;

describe('Prep & Veto', () => {
  it('"Players take then turns to choose which one of the other player\'s revealed Quests should be removed ... Repeat this step 3 times"; then the top of each deck is revealed', () => {
    const s = newMatch(1, 2);
    const buf = new Int32Array(20000);
    for (let i = 0; i < 6; i++) {
      expect(s.stack.top(0)).toBe(K.veto);
      expect(s.currentPlayer()).toBe(i % 2);
      const n = s.legalActions(buf);
      // The choices are the other player's quests.
      const q = 1 - (i % 2);
      const theirs = new Set(Array.from({ length: s.cards.count(VETO, q) }, (_, j) => s.cards.def[s.cards.at(VETO, q, j)]));
      expect(n).toBe(theirs.size);
      for (const a of buf.subarray(0, n)) expect(theirs.has(a - A_VETO)).toBe(true);
      s.apply(buf[0]!);
    }
    expect(s.cards.count(REMOVED, P0)).toBe(3);
    expect(s.cards.count(REMOVED, P1)).toBe(3);
    expect(s.cards.count(QUEST_DECK, P0)).toBe(6);
    expect(s.cards.cell(QUESTS, 0)).toBeGreaterThanOrEqual(0);
    expect(s.cards.cell(QUESTS, 1)).toBeGreaterThanOrEqual(0);
  });
});

describe('Accepting & Abandon', () => {
  it('"You can\'t have more than two active Quests simultaneously"; a quest abandoned this turn is not accepted again in it (see RULES.md)', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Great Cull') }, { quests: questDeck('Hold the Line') }] });
    sc.act(A_ACCEPT + 0).passAll().act(A_ACCEPT + 1).passAll();
    expect(sc.s.qAccepted[0]).toBe(1);
    expect(sc.s.qAccepted[2]).toBe(1);
    expect(sc.isLegal(A_ACCEPT + 0)).toBe(false);
    sc.act(A_ABANDON + 0).passAll();
    expect(sc.s.qAccepted[0]).toBe(0);
    expect(sc.isLegal(A_ACCEPT + 0)).toBe(false);
  });
});

describe('Contract', () => {
  it('Blood Vengeance: "To accept a contract you must pay it\'s Escrow cost ... the escrow is given back to you if and only if you complete the Quest, along with the VPs"', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Blood Vengeance'), hand: ['Rally', 'Squire'], offensive: ['Knight of the Realm'] }, { defensive: ['Orc Raider', 'Orc Raider', 'Goblin Skirmisher'] }] });
    sc.act(A_ACCEPT + 0);
    expect(sc.s.stack.top(0)).toBe(K.escrow);
    sc.act(A_ESCROW + def('Rally')).passAll();
    expect(sc.s.cards.count(ESCROW, P0)).toBe(1);
    const knight = sc.at(P0, OFFENSIVE);
    const victims = [0, 1, 2].map((k) => sc.at(P1, DEFENSIVE, k));
    for (const v of victims) kill(sc.s, v, true, P0, knight);
    // Three Red Banner creatures of total cost 2 + 2 + 1 = 5: the contract is complete.
    expect(sc.s.vp[P0]).toBe(3);
    expect(sc.s.cards.count(ESCROW, P0)).toBe(0);
    expect(sc.s.cards.count(HAND, P0)).toBe(2);
    expect(sc.s.f(knight, CARD_FIELDS.at.counterAtk)).toBe(2);
    expect(sc.s.cards.count(REMOVED, 0)).toBe(1);
    // The completing player looks at the next quest before it is revealed.
    expect(sc.s.stack.top(0)).toBe(K.reveal);
    expect(sc.s.currentPlayer()).toBe(P0);
  });

  it('Blood Vengeance: "Do it without losing a creature of your own in-between the killings"', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Blood Vengeance'), hand: ['Rally'], offensive: ['Knight of the Realm', 'Squire'] }, { defensive: ['Orc Raider', 'Orc Raider', 'Goblin Skirmisher'] }] });
    sc.act(A_ACCEPT + 0).act(A_ESCROW + def('Rally')).passAll();
    const [a, b, c] = [0, 1, 2].map((k) => sc.at(P1, DEFENSIVE, k));
    kill(sc.s, a!, true, P0, -1);
    kill(sc.s, b!, true, P0, -1);
    kill(sc.s, sc.at(P0, OFFENSIVE, 1), true, P1, -1);
    kill(sc.s, c!, true, P0, -1);
    expect(sc.s.vp[P0]).toBe(0);
  });

  it('"you get penalized if you fail to accomplish the contract": the escrow of an abandoned contract is lost', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Blood Vengeance'), hand: ['Rally'] }] });
    const rally = sc.s.cards.at(HAND, P0, 0);
    sc.act(A_ACCEPT + 0).act(A_ESCROW + def('Rally')).passAll();
    sc.act(A_ABANDON + 0).passAll();
    expect(sc.s.cards.zone[rally]).toBe(GRAVE);
  });
});

describe('Confrontation', () => {
  it('"Kim penetrates the Confrontation Creature\'s DEF by doing 10 ATK on that creatures 5 DEF ... it will have 4 HP ... John attacks ... it has all of it\'s 5 HP"', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('The Wyrm of Irdya'), defensive: [{ name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Tower Shield'] }] }, { offensive: [{ name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Tower Shield'] }] }] });
    sc.s.qAccepted[0 * 2 + P1] = 1;
    sc.s.qHp[0 * 2 + P1] = 5;
    // Kim fights it from the Defensive: 8 ATK against 5 DEF takes one HP, however large the ATK.
    sc.act(A_ACCEPT + 0).passAll();
    sc.act(engage(P0, DEFENSIVE, 0, 0)).passAll();
    expect(sc.s.qHp[0 * 2 + P0]).toBe(4);
    expect(sc.s.qHp[0 * 2 + P1]).toBe(5);
    toPlayPhaseOf(sc.s, P1);
    sc.act(engage(P1, OFFENSIVE, 0, 0)).passAll();
    expect(sc.s.qHp[0 * 2 + P1]).toBe(4);
    expect(sc.s.qHp[0 * 2 + P0]).toBe(4);
  });

  it('"When aborting a Quest against a Confrontation Creature your opponent may distribute damage equal to the ATK of the Confrontation Creature among any of your creatures that have previously interacted with it"', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Troll Bridge'), offensive: ['Knight of the Realm', 'Squire'] }] });
    const knight = sc.at(P0, OFFENSIVE, 0);
    sc.act(A_ACCEPT + 0).passAll();
    // A healing (+0/+3 this turn) lets the knight survive the bridge troll's 3 ATK.
    sc.s.setF(knight, CARD_FIELDS.at.tempDef, 3);
    sc.act(engage(P0, OFFENSIVE, 0, 0)).passAll();
    expect(sc.s.cards.zone[knight]).not.toBe(GRAVE);
    sc.s.setF(knight, CARD_FIELDS.at.tempDef, 0);
    sc.act(A_ABANDON + 0);
    expect(sc.s.stack.top(0)).toBe(K.penalty);
    expect(sc.s.currentPlayer()).toBe(P1);
    // Only the knight fought the troll: the squire is out of the penalty's reach.
    expect(sc.isLegal(A_PENALTY + cellOf(P0, OFFENSIVE, 1))).toBe(false);
    sc.act(A_PENALTY + cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.cards.zone[knight]).toBe(GRAVE);
    expect(sc.s.qAccepted[0]).toBe(0);
  });
});

describe('Assignment', () => {
  it('Healers Exam: "Heal at least one target creature three turns in a row"', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Healers Exam'), offensive: ['Wandering Healer'] }] });
    const heal = A_ABILITY + cellOf(P0, OFFENSIVE, 0) * TARGETS_PER_PLAY + cellOf(P0, OFFENSIVE, 0);
    sc.act(A_ACCEPT + 0).passAll();
    for (let turn = 0; turn < 3; turn++) {
      expect(sc.s.vp[P0]).toBe(0);
      sc.act(heal).passAll();
      toPlayPhaseOf(sc.s, P0);
    }
    expect(sc.s.vp[P0]).toBe(2);
  });

  it('Healers Exam: a turn without healing starts the count again', () => {
    const sc = new Scenario({ sides: [{ quests: questDeck('Healers Exam'), offensive: ['Wandering Healer'] }] });
    const heal = A_ABILITY + cellOf(P0, OFFENSIVE, 0) * TARGETS_PER_PLAY + cellOf(P0, OFFENSIVE, 0);
    sc.act(A_ACCEPT + 0).passAll();
    sc.act(heal).passAll();
    toPlayPhaseOf(sc.s, P0);
    sc.act(heal).passAll();
    toPlayPhaseOf(sc.s, P0);
    toPlayPhaseOf(sc.s, P0);
    sc.act(heal).passAll();
    toPlayPhaseOf(sc.s, P0);
    expect(sc.s.vp[P0]).toBe(0);
  });
});

describe('New Quests', () => {
  it('"Take the top face down card from the now reveled Quest Deck ... If no, the card is sent to the bottom ... and the top card of that same Quest Deck is turned face up"', () => {
    const sc = new Scenario({ sides: [{ quests: ['Great Cull', 'Hold the Line', 'Raid the Capital', 'Bounty Hunt', 'Mercenary Pact', 'Troll Bridge', 'Ogre Den', 'Siege of Castle Hill', 'Healers Exam', 'Border Skirmish'] }, { defensive: ['Squire', 'Squire'] }] });
    sc.act(A_ACCEPT + 0).passAll();
    kill(sc.s, sc.at(P1, DEFENSIVE, 0), true, P0, -1);
    kill(sc.s, sc.at(P1, DEFENSIVE, 1), true, P0, -1);
    expect(sc.s.vp[P0]).toBe(1);
    expect(sc.s.stack.top(0)).toBe(K.reveal);
    const looked = sc.s.stack.top(FRAMES.field.reveal.card);
    expect(sc.s.set.cards[sc.s.cards.def[looked]!]!.name).toBe('Healers Exam');
    expect(sc.s.cards.isKnownTo(looked, P0)).toBe(true);
    expect(sc.s.cards.isKnownTo(looked, P1)).toBe(false);
    sc.act(A_NO);
    expect(questName(sc, 0)).toBe('Siege of Castle Hill');
    expect(sc.s.cards.at(QUEST_DECK, 0, 0)).toBe(looked);
  });
});

describe('Expiration', () => {
  it('"Only one Quest may be removed per round due to expiration ... the player with the lowest amount of VP decides ... then the lowest Influence"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ quests: questDeck('Great Cull') }, { quests: questDeck('Hold the Line') }] });
    sc.act(A_END_PHASE);
    expect(sc.s.stack.top(0)).toBe(K.expire);
    // Equal VP; Kael's 22 influence is below Aldric's 28.
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_EXPIRE + 1);
    expect(questName(sc, 0)).toBe('Great Cull');
    expect(questName(sc, 1)).not.toBe('Hold the Line');
  });

  it('"Confrontations stay no matter how many rounds they haven\'t been activated in"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ quests: questDeck('The Wyrm of Irdya') }, { quests: questDeck('Hold the Line') }] });
    sc.act(A_END_PHASE);
    while (sc.s.stack.length > 0 && sc.s.stack.top(0) !== K.drawSecond) step(sc.s);
    expect(questName(sc, 0)).toBe('The Wyrm of Irdya');
    expect(questName(sc, 1)).not.toBe('Hold the Line');
  });
});
