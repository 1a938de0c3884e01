// Marking & Unmarking, Mark me / Mark allies, Assigning and Unassigning.

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ABILITY, A_ASSIGN, A_ATTACK, A_DONE, A_END_PHASE, A_MOVE, A_UNASSIGN, HAND, NO_TARGET, OFFENSIVE, DEFENSIVE, TARGETS_PER_PLAY } from '../../../src/games/wtactics/ids.js';
import { CARD_FIELDS } from '../../../src/games/wtactics/layout.js';
import { effDef } from '../../../src/games/wtactics/rules/board.js';
import { gold } from '../../../src/games/wtactics/rules/gold.js';
import { cellOf, Scenario } from './scenario.js';
import { step, toPlayPhase, toPlayPhaseOf } from './turns.js';

const P0 = 0;
const P1 = 1;
const { marked: MARKED, assigned: ASSIGNED } = CARD_FIELDS.at;

describe('Marking', () => {
  it('"Examples of when a card becomes marked: When a creature attacks, moves or uses an activated ability"; a marked card cannot mark again', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Knight of the Realm', 'Squire'] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE).passAll();
    const knight = sc.at(P0, OFFENSIVE, 0);
    expect(sc.s.f(knight, MARKED)).toBe(1);
    // The squire moves (marking it); the knight, marked, can neither attack again nor move.
    expect(sc.isLegal(A_MOVE + cellOf(P0, OFFENSIVE, 0))).toBe(false);
  });

  it('"During every new turn the player gets all of his/her marked cards unmarked during the players own unmark/unassign-phase"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ offensive: [{ name: 'Knight of the Realm', marked: true }], resources: ['Squire'], marked: 1 }] });
    const knight = sc.at(P0, OFFENSIVE);
    toPlayPhaseOf(sc.s, P0);
    expect(sc.s.f(knight, MARKED)).toBe(0);
    expect(gold(sc.s, P0)).toBe(1);
  });

  it('"(M) ... If the card is already marked, it can\'t be marked again, thus ... you won\'t be able to activate the ability"', () => {
    const id = A_ABILITY + cellOf(P0, OFFENSIVE, 0) * TARGETS_PER_PLAY + cellOf(P0, OFFENSIVE, 1);
    const marked = new Scenario({ sides: [{ offensive: [{ name: 'Orc Bannerman', marked: true }, 'Squire'] }] });
    expect(marked.isLegal(id)).toBe(false);
    const sc = new Scenario({ sides: [{ offensive: ['Orc Bannerman', 'Squire'] }] });
    sc.act(id).passAll();
    expect(sc.s.f(sc.at(P0, OFFENSIVE, 0), MARKED)).toBe(1);
  });

  it('"(MaX) ... you have to mark that amount of other local creatures ... [it] can not mark itself for that reason"', () => {
    const id = A_ABILITY + cellOf(P0, DEFENSIVE, 0) * TARGETS_PER_PLAY + NO_TARGET;
    // Shieldbearer Captain (Ma2): one ready ally in its front is not enough; allies in the other front do not count.
    const few = new Scenario({ sides: [{ defensive: ['Shieldbearer Captain', 'Squire'], offensive: ['Squire'] }] });
    expect(few.isLegal(id)).toBe(false);
    const sc = new Scenario({ sides: [{ defensive: ['Shieldbearer Captain', 'Squire', 'Squire'] }] });
    const captain = sc.at(P0, DEFENSIVE, 0);
    sc.act(id).passAll();
    expect(sc.s.f(captain, MARKED)).toBe(0);
    expect(sc.s.f(sc.at(P0, DEFENSIVE, 1), MARKED)).toBe(1);
    expect(sc.s.f(sc.at(P0, DEFENSIVE, 2), MARKED)).toBe(1);
    expect(effDef(sc.s, captain)).toBe(6);
  });
});

describe('Assigning', () => {
  it('"An assigned card\'s assignment ability doesn\'t get activated until the next turn after the card was assigned. Usually that would be the opponents turn directly after"; assigned creatures cannot attack', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Tax Collector', 'Traveling Merchant'], resources: ['Squire'] }] });
    const collector = sc.at(P0, OFFENSIVE);
    sc.act(A_ASSIGN + cellOf(P0, OFFENSIVE, 0)).passAll();
    sc.act(A_ASSIGN + cellOf(P0, OFFENSIVE, 1)).passAll();
    expect(sc.s.f(collector, ASSIGNED)).toBe(1);
    // Nothing in the turn it was assigned in.
    expect(sc.s.bonusGold[P0]).toBe(0);
    expect(sc.s.cards.count(HAND, P0)).toBe(0);
    sc.act(A_END_PHASE);
    expect(sc.isLegal(A_ATTACK + cellOf(P0, OFFENSIVE, 0))).toBe(false);
    // The opponent's turn directly after: the gold (for that turn) and the card come in.
    toPlayPhaseOf(sc.s, P1);
    expect(sc.s.turnPlayer()).toBe(P1);
    expect(sc.s.bonusGold[P0]).toBe(1);
    expect(sc.s.cards.count(HAND, P0)).toBe(1);
    // And every turn after it while assigned (no automatic unassigning): P0's own next turn.
    toPlayPhaseOf(sc.s, P0);
    expect(sc.s.f(collector, ASSIGNED)).toBe(1);
    expect(sc.s.bonusGold[P0]).toBe(1);
    // The Merchant's card, then the draw phase's one.
    expect(sc.s.cards.count(HAND, P0)).toBe(3);
  });

  it('"Only unmarked and unassigned Creatures with the assignation symbol can be assigned"', () => {
    const sc = new Scenario({ sides: [{ offensive: [{ name: 'Tax Collector', marked: true }, 'Squire'] }] });
    expect(sc.isLegal(A_ASSIGN + cellOf(P0, OFFENSIVE, 0))).toBe(false);
    expect(sc.isLegal(A_ASSIGN + cellOf(P0, OFFENSIVE, 1))).toBe(false);
  });

  it('"Unassignment may only occur in the unmark/unassign phase ... pay one gold ... it can not mark or assign again during the same turn"', () => {
    const sc = new Scenario({ player: P1, turn: 6, phase: 'entrance', sides: [{ offensive: [{ name: 'Tax Collector', assigned: true }], resources: ['Squire', 'Squire'] }] });
    const collector = sc.at(P0, OFFENSIVE);
    sc.act(A_END_PHASE);
    for (let i = 0; i < 10 && sc.s.stack.length > 0 && sc.s.stack.top(0) !== FRAMES.kind.unassign; i++) step(sc.s);
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.unassign);
    sc.act(A_UNASSIGN + cellOf(P0, OFFENSIVE, 0));
    expect(sc.s.f(collector, ASSIGNED)).toBe(0);
    expect(sc.s.f(collector, MARKED)).toBe(1);
    toPlayPhase(sc.s);
    expect(sc.isLegal(A_ASSIGN + cellOf(P0, OFFENSIVE, 0))).toBe(false);
  });
});
