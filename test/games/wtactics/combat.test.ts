// Combat (attackers, response phases, defenders, the order of combats, undefended damage, ATK
// against DEF and the strike back, deaths), Equipment, Enchantments, keywords and precedence.

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ATTACK, A_BLOCK, A_DONE, A_MOVE, A_ORDER, A_PICKUP, A_REASSIGN, A_TAKE, A_WIELD, CELLS, DEFENSIVE, DROPPED, FRONT_CELLS, GRAVE, OFFENSIVE } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { canDefendKeywords, effAtk, effDef } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario } from './scenario.js';
import { step } from './turns.js';

const P0 = 0;
const P1 = 1;
const K = FRAMES.kind;
const { marked: MARKED } = CARD_FIELDS.at;
const block = (dslot: number, aslot: number): number => A_BLOCK + dslot * FRONT_CELLS + aslot;

/** P0 attacks with the creatures in its Offensive slots `slots`; both players pass the response phase. */
function attack(sc: Scenario, ...slots: number[]): void {
  for (const k of slots) sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, k));
  sc.act(A_DONE).passAll();
}

describe('Combat sequence', () => {
  it('"The player chooses and announces all attackers ... by marking them"; attackers are chosen in ascending order', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire', 'Knight of the Realm', 'Crossbowman'] }, { defensive: ['Royal Guard'] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 1));
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 0))).toBe(false);
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 2))).toBe(true);
    sc.act(A_DONE);
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 1), MARKED)).toBe(1);
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 0), MARKED)).toBe(0);
  });

  it('"If the player decides not to defend ... he/she loses influence that\'s equal to the total amount of damage dealt by the attackers"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm', 'Orc Raider'] }, { defensive: ['Royal Guard'] }] });
    attack(sc, 0, 1);
    expect(sc.s.stack.top(0)).toBe(K.blocks);
    sc.act(A_DONE);
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.influence[P1]).toBe(22 - 6);
  });

  it('"Every defender can only defend against one attacker", assigned in ascending order', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm', 'Squire'] }, { defensive: ['Royal Guard', 'Hill Giant'] }] });
    attack(sc, 0, 1);
    sc.act(block(0, 1));
    expect(sc.isLegal(block(0, 0))).toBe(false);
    expect(sc.isLegal(block(1, 0))).toBe(true);
  });

  it('"the attacking (active) player gets to choose which combat will resolve first. Then the defending (passive) player decides which combat will resolve next"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm', 'Squire', 'Crossbowman'] }, { defensive: ['Royal Guard'] }] });
    attack(sc, 0, 1, 2);
    sc.act(A_DONE);
    expect(sc.s.stack.top(0)).toBe(K.order);
    expect(sc.s.currentPlayer()).toBe(P0);
    sc.act(A_ORDER + 2).passAll();
    expect(sc.s.stack.top(0)).toBe(K.order);
    expect(sc.s.currentPlayer()).toBe(P1);
  });

  it('"compare the values of the Attackers ATK value with the Defenders DEF value" and the defender strikes back: equal values kill (see RULES.md)', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { defensive: ['Knight of the Realm'] }] });
    const [a, d] = [sc.at(P0, OFFENSIVE), sc.at(P1, DEFENSIVE)];
    attack(sc, 0);
    // The only defender assigned, the assignment and the one combat's order complete by themselves.
    sc.act(block(0, 0));
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.cards.zone[a]).toBe(GRAVE);
    expect(sc.s.cards.zone[d]).toBe(GRAVE);
    expect(sc.s.influence[P1]).toBe(22);
  });

  it('"If it is lower the Defender will survive. Regardless of the outcome the Defender successfully protects the defending players Influence"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire'] }, { defensive: ['Royal Guard'] }] });
    const [a, d] = [sc.at(P0, OFFENSIVE), sc.at(P1, DEFENSIVE)];
    attack(sc, 0);
    sc.act(block(0, 0));
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.cards.zone[a]).not.toBe(GRAVE);
    expect(sc.s.cards.zone[d]).not.toBe(GRAVE);
    expect(sc.s.influence[P1]).toBe(22);
  });

  it('"Once the attackers are announced, the passive player gets a Response phase": the defender answers first, then the attacker', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Squire'], hand: ['Rally'], resources: ['Squire'] }, { defensive: ['Orc Raider'], hand: ['Frenzy'], resources: ['Squire'] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE);
    expect(sc.s.stack.top(0)).toBe(K.window);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Frenzy', cellOf(P1, DEFENSIVE, 0));
    expect(sc.s.currentPlayer()).toBe(P0);
    sc.play('Rally', cellOf(P0, OFFENSIVE, 0)).passAll();
    expect(effAtk(sc.s, sc.at(P1, DEFENSIVE))).toBe(6);
    expect(effDef(sc.s, sc.at(P0, OFFENSIVE))).toBe(4);
  });

  it('"Only unmarked creatures may attack or defend"; a vigilant creature defends while marked (a card wins over the rules)', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm'] }, { defensive: [{ name: 'Squire', marked: true }, { name: 'Royal Guard', marked: true }] }] });
    attack(sc, 0);
    expect(sc.isLegal(block(0, 0))).toBe(false);
    expect(sc.isLegal(block(1, 0))).toBe(true);
  });

  it('"If an effects forbids something to happen while another allows it, the forbidding effect wins": vigilant Merfolk in chains cannot defend', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Squire'] }, { defensive: ['Merfolk Tidecaller', { name: 'Merfolk Scout', attached: ['Chains of Shame'] }] }] });
    const [tide, scout] = [sc.at(P1, DEFENSIVE, 0), sc.at(P1, DEFENSIVE, 1)];
    sc.s.setF(tide, MARKED, 1);
    sc.s.setF(scout, MARKED, 1);
    expect(canDefendKeywords(sc.s, tide)).toBe(true);
    expect(canDefendKeywords(sc.s, scout)).toBe(false);
  });
});

describe('Span and proximity', () => {
  it('"All Merfolk gain ..." is local: it reaches Merfolk of both players in that location, not in its controller\'s other front', () => {
    const sc = new Scenario({ sides: [{ defensive: ['Merfolk Tidecaller', 'Merfolk Scout'], offensive: ['Merfolk Scout'] }, { offensive: ['Merfolk Scout'], defensive: ['Merfolk Scout'] }] });
    expect(effDef(sc.s, sc.at(P0, DEFENSIVE, 1))).toBe(3);
    expect(effDef(sc.s, sc.at(P1, OFFENSIVE, 0))).toBe(3);
    expect(effDef(sc.s, sc.at(P0, OFFENSIVE, 0))).toBe(2);
    expect(effDef(sc.s, sc.at(P1, DEFENSIVE, 0))).toBe(2);
  });

  it('"Global span: Cards that affect both the offensive and defensive zones" (Elvish Lord: Elves in all zones)', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Elvish Lord'], defensive: ['Elvish Archer'] }, { offensive: ['Elvish Archer'] }] });
    expect(effAtk(sc.s, sc.at(P0, DEFENSIVE))).toBe(3);
    expect(effAtk(sc.s, sc.at(P1, OFFENSIVE))).toBe(2);
  });
});

describe('Equipment', () => {
  it('"Damocle\'s Sword ... Giving the creature an additional Equipment - Weapon card will not add any of it\'s effects"', () => {
    const sc = new Scenario({ sides: [{ offensive: [{ name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Longsword'] }, { name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Tower Shield'] }] }] });
    expect(effAtk(sc.s, sc.at(P0, OFFENSIVE, 0))).toBe(8);
    // Different subtypes stack.
    expect([effAtk(sc.s, sc.at(P0, OFFENSIVE, 1)), effDef(sc.s, sc.at(P0, OFFENSIVE, 1))]).toEqual([8, 6]);
  });

  it('"If a Creature is attacking and has multiple Equipment cards with the same subtypes the creature\'s controller should clearly state which Equipment the creature will use ... when the creature is declared to be an attacker"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: [{ name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Longsword', 'Tower Shield'] }] }] });
    const knight = sc.at(P0, OFFENSIVE);
    expect(effAtk(sc.s, knight)).toBe(8);
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0));
    // One question, for the Weapons only: the Armor has no rival.
    expect(sc.s.stack.top(0)).toBe(K.wield);
    expect(sc.legal().sort((a, b) => a - b)).toEqual([A_WIELD + def("Damocle's Sword"), A_WIELD + def('Longsword')].sort((a, b) => a - b));
    sc.act(A_WIELD + def('Longsword'));
    expect(sc.s.stack.top(0)).toBe(K.attackers);
    expect([effAtk(sc.s, knight), effDef(sc.s, knight)]).toEqual([5, 6]);
    // "... before the defender's are appointed": the defending player sees the announced ATK.
    const influence = sc.s.influence[P1]!;
    sc.act(A_DONE).passAll();
    // P1 has no defenders: the undefended attacker's announced ATK comes off influence.
    expect(sc.s.influence[P1]).toBe(influence - 5);
    // "... will use during that turn": the choice stays.
    expect(effAtk(sc.s, knight)).toBe(5);
  });

  it('no announcement when the attacker\'s equipment has different subtypes', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: [{ name: 'Knight of the Realm', attached: ["Damocle's Sword", 'Tower Shield'] }] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.stack.top(0)).toBe(K.attackers);
  });

  it('"Equipment stays attached to an equipped creature and follows it wherever it\'s carrier is going": to another front', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: [{ name: 'Knight of the Realm', attached: ['Longsword'] }] }] });
    const knight = sc.at(P0, OFFENSIVE);
    const sword = sc.s.cards.attachedTo.findIndex((h) => h === knight);
    sc.act(A_MOVE + cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.cards.slot[knight]).toBe(cellOf(P0, DEFENSIVE, 0));
    expect(sc.s.cards.attachedTo[sword]).toBe(knight);
    expect(effAtk(sc.s, knight)).toBe(5);
  });

  it('"... the graveyard if sent there by some other effect than combat": equipment goes to the grave with its carrier', () => {
    const sc = new Scenario({ sides: [{ defensive: ['Court Mage'], hand: ['Smite'], resources: ['Squire', 'Squire', 'Squire', 'Squire', 'Squire'] }, { offensive: [{ name: 'Knight of the Realm', attached: ['Longsword'] }] }] });
    const knight = sc.at(P1, OFFENSIVE);
    const sword = sc.s.cards.attachedTo.findIndex((h) => h === knight);
    sc.play('Smite', cellOf(P1, OFFENSIVE, 0)).passAll();
    expect(sc.s.cards.zone[knight]).toBe(GRAVE);
    expect(sc.s.cards.zone[sword]).toBe(GRAVE);
    expect(sc.s.cards.count(DROPPED, P1)).toBe(0);
  });

  it('"When a creature dies while in combat it drops all it\'s equipment on the ground"; a local unmarked creature picks one up by marking; the rest is discarded at the end of turn', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: [{ name: 'Squire', attached: ['Longsword', 'Leather Armor'] }, 'Crossbowman'] }, { defensive: ['Hill Giant', 'Royal Guard'] }] });
    const squire = sc.at(P0, OFFENSIVE, 0);
    attack(sc, 0);
    sc.act(block(0, 0));
    while (sc.s.stack.length > 0) step(sc.s);
    expect(sc.s.cards.zone[squire]).toBe(GRAVE);
    expect(sc.s.cards.count(DROPPED, P0)).toBe(2);
    // P0's Crossbowman stood beside it; the move/attack phase is over by itself.
    const pick = A_PICKUP + cellOf(P0, OFFENSIVE, 1);
    expect(sc.isLegal(pick)).toBe(true);
    sc.act(pick).act(A_TAKE + def('Longsword')).passAll();
    expect(sc.s.cards.count(DROPPED, P0)).toBe(1);
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 1), MARKED)).toBe(1);
    while (sc.s.turnPlayer() === P0) step(sc.s);
    expect(sc.s.cards.count(DROPPED, P0)).toBe(0);
    expect(sc.s.cards.count(GRAVE, P0)).toBe(2);
  });

  it('"Equipment pick-ups allow each local allied unmarked creature ... to pick up one of the dropped Equipment cards": its controller chooses which, by name', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Crossbowman', 'Squire'], dropped: { offensive: ['Longsword', 'Leather Armor', 'Leather Armor'] } }] });
    const [bowman, squire] = [sc.at(P0, OFFENSIVE, 0), sc.at(P0, OFFENSIVE, 1)];
    sc.act(A_PICKUP + cellOf(P0, OFFENSIVE, 0));
    // "To perform the pick-up the player must announce that it is being executed and mark the creature".
    expect(sc.s.f(bowman, MARKED)).toBe(1);
    expect(sc.s.stack.top(0)).toBe(K.take);
    expect(sc.s.currentPlayer()).toBe(P0);
    // Two names lie there (the two Leather Armors are one choice).
    expect(sc.legal()).toEqual([A_TAKE + def('Longsword'), A_TAKE + def('Leather Armor')].sort((a, b) => a - b));
    sc.act(A_TAKE + def('Leather Armor'));
    expect([effAtk(sc.s, bowman), effDef(sc.s, bowman)]).toEqual([2, 2]);
    expect(sc.s.cards.count(DROPPED, P0)).toBe(2);
    // "each creature may only pick-up one piece of Equipment": the Crossbowman is marked; the
    // Squire picks up the Longsword it is offered.
    sc.passAll();
    expect(sc.isLegal(A_PICKUP + cellOf(P0, OFFENSIVE, 0))).toBe(false);
    sc.act(A_PICKUP + cellOf(P0, OFFENSIVE, 1)).act(A_TAKE + def('Longsword')).passAll();
    expect(effAtk(sc.s, squire)).toBe(3);
    expect(sc.s.cards.count(DROPPED, P0)).toBe(1);
  });

  it('a pick-up among copies of one name takes one without asking', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Crossbowman'], dropped: { offensive: ['Leather Armor', 'Leather Armor'], defensive: ['Longsword'] } }] });
    sc.act(A_PICKUP + cellOf(P0, OFFENSIVE, 0));
    // The Longsword lies in the Defensive, not where the Crossbowman stands.
    expect(sc.s.stack.length === 0 || sc.s.stack.top(0) !== K.take).toBe(true);
    expect(effDef(sc.s, sc.at(P0, OFFENSIVE, 0))).toBe(2);
    expect(sc.s.cards.count(DROPPED, P0)).toBe(2);
  });

  it('"When the creature is a defender instead the announcement of what equipment is used does not have to be made until after the creature has blocked an attacker"', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Hill Giant'] }, { defensive: [{ name: 'Royal Guard', attached: ['Spiked Club', 'War Axe', 'Leather Armor'] }, 'Squire'] }] });
    const [giant, guard] = [sc.at(P0, OFFENSIVE), sc.at(P1, DEFENSIVE, 0)];
    // Before the block the first Weapon is in use (RULES.md): 1/4 + Spiked Club + Leather Armor.
    expect([effAtk(sc.s, guard), effDef(sc.s, guard)]).toEqual([3, 5]);
    attack(sc, 0);
    expect(sc.s.stack.top(0)).toBe(K.blocks);
    sc.act(block(0, 0));
    // Asked once it has blocked, of the Weapons only (the Armor has no rival), by its controller.
    expect(sc.s.stack.top(0)).toBe(K.wield);
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(sc.legal()).toEqual([A_WIELD + def('Spiked Club'), A_WIELD + def('War Axe')].sort((a, b) => a - b));
    sc.act(A_WIELD + def('War Axe'));
    expect(sc.s.stack.top(0)).toBe(K.blocks);
    expect([effAtk(sc.s, guard), effDef(sc.s, guard)]).toEqual([4, 6]);
    while (sc.s.stack.length > 0) step(sc.s);
    // The Giant's 4 ATK does not reach the Guard's 6 DEF; the Guard's 4 ATK reaches the Giant's 4 DEF.
    expect(sc.s.cards.zone[guard]).not.toBe(GRAVE);
    expect(sc.s.cards.zone[giant]).toBe(GRAVE);
  });

  it('a defender whose equipment has no two names of a subtype is not asked', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Hill Giant'] }, { defensive: [{ name: 'Royal Guard', attached: ['War Axe', 'Leather Armor'] }, 'Squire'] }] });
    attack(sc, 0);
    sc.act(block(0, 0));
    expect(sc.s.stack.top(0)).toBe(K.blocks);
  });

  it('"An equipped creature may ... give one target equipment it is carrying to another target local creature ... pays the cost ... marks both"', () => {
    const sc = new Scenario({ sides: [{ offensive: [{ name: 'Squire', attached: ['Longsword'] }, 'Knight of the Realm'], resources: ['Squire', 'Squire'] }] });
    const id = A_REASSIGN + def('Longsword') * CELLS + cellOf(P0, OFFENSIVE, 1);
    sc.act(id).passAll();
    expect(effAtk(sc.s, sc.at(P0, OFFENSIVE, 1))).toBe(5);
    expect(effAtk(sc.s, sc.at(P0, OFFENSIVE, 0))).toBe(1);
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 0), MARKED)).toBe(1);
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 1), MARKED)).toBe(1);
  });
});

describe('Enchantments', () => {
  it('"If a player casts two Enchantments that share a name and they each give the target creature +1/+1 then only one of them will benefit the creature"', () => {
    const sc = new Scenario({ sides: [{ offensive: [{ name: 'Squire', attached: ["Nature's Blessing", "Nature's Blessing", 'Oath of Fealty'] }] }] });
    expect([effAtk(sc.s, sc.at(P0, OFFENSIVE)), effDef(sc.s, sc.at(P0, OFFENSIVE))]).toEqual([2, 5]);
  });

  it('"only in a front where he/she has at least one unassigned and unmarked creature around"', () => {
    const marked = new Scenario({ sides: [{ offensive: [{ name: 'Squire', marked: true }], hand: ['Oath of Fealty'], resources: ['Squire', 'Squire'] }] });
    expect(marked.isLegal(marked.playId('Oath of Fealty', cellOf(P0, OFFENSIVE, 0)))).toBe(false);
    const sc = new Scenario({ sides: [{ offensive: [{ name: 'Squire', marked: true }, 'Crossbowman'], hand: ['Oath of Fealty'], resources: ['Squire', 'Squire'] }] });
    expect(sc.isLegal(sc.playId('Oath of Fealty', cellOf(P0, OFFENSIVE, 0)))).toBe(true);
  });
});
