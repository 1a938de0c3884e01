// Duel of Lanterns rules, one describe per section of src/games/lanterns/RULEBOOK.md, each test
// named after the rule and quoting the sentence it checks, played from a concrete position.

import { describe, expect, it } from 'vitest';
import { END_TURN_LIMIT } from '../../../src/core/base-state.js';
import { lanterns } from '../../../src/games/lanterns/game.js';
import { ASHES, DECK, END_LIGHT_OUT, HAND, ROW, ROW_SIZE } from '../../../src/games/lanterns/ids.js';
import { CARD_FIELDS } from '../../../src/games/lanterns/layout.js';
import { act, def, legal, pile, position, row, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

const { damage: DAMAGE } = CARD_FIELDS.at;

function deckOf(counts: Record<string, number>): number[] {
  return Object.entries(counts).flatMap(([name, k]) => Array.from({ length: k }, () => def(name)));
}

describe('1. What you need', () => {
  it('"a deck of exactly 20 cards, with at most 2 copies of any card"', () => {
    expect(cardsOf(lanterns).validateDeck(set, [...set.decks[0]!.cards], 'standard')).toEqual([]);
    const short = set.decks[0]!.cards.slice(1);
    expect(cardsOf(lanterns).validateDeck(set, short, 'standard').map((v) => v.rule)).toEqual(['deck-size']);
    const three = deckOf({ 'Moth Keeper': 3, 'Lamp Warden': 2, 'Wick Knight': 2, 'Cinder Hound': 2, 'Beacon Giant': 2, Sparks: 2, Blaze: 2, Refill: 2, 'Second Wick': 2, 'Pinch the Wick': 1 });
    expect(three.length).toBe(20);
    expect(cardsOf(lanterns).validateDeck(set, three, 'standard').map((v) => v.rule)).toEqual(['copy-limit']);
  });
});

describe('2. Set-up', () => {
  const decks = [[...set.decks[0]!.cards], [...set.decks[1]!.cards]];
  it('"Each player shuffles their deck and draws 4 cards. Your hand is hidden from the opponent; both decks are hidden from everyone."', () => {
    const s = lanterns.newMatch({ variant: 'standard', cards: set, decks }, 3);
    for (let p = 0; p < 2; p++) {
      expect(s.cards.count(HAND, p)).toBe(4);
      for (let i = 0; i < 4; i++) {
        const c = s.cards.at(HAND, p, i);
        expect([s.cards.isKnownTo(c, p), s.cards.isKnownTo(c, 1 - p)]).toEqual([true, false]);
      }
      const top = s.cards.top(DECK, p);
      expect([s.cards.isKnownTo(top, 0), s.cards.isKnownTo(top, 1)]).toEqual([false, false]);
    }
    // Shuffled: another seed deals another hand from the same deck.
    const other = lanterns.newMatch({ variant: 'standard', cards: set, decks }, 4);
    expect(pile(other, HAND, 0).join()).not.toBe(pile(s, HAND, 0).join());
  });

  it('"Each player\'s lantern starts at 12 Light" and "The first player takes the first turn and does not draw on it"', () => {
    const s = lanterns.newMatch({ variant: 'standard', cards: set, decks }, 3);
    expect(Array.from(s.light)).toEqual([12, 12]);
    expect([s.currentPlayer(), s.turn(), s.cards.count(HAND, 0), s.cards.count(DECK, 0)]).toEqual([0, 1, 4, 16]);
    act(s, 'P1 ends the turn');
    expect([s.currentPlayer(), s.cards.count(HAND, 1), s.cards.count(DECK, 1)]).toEqual([1, 5, 15]);
  });
});

describe('3. The turn', () => {
  it('"Your oil is refilled to your own turn number (1 on your first turn, 2 on your second...), at most 5"', () => {
    const s = position({ turn: 3, player: 0, sides: [{ oil: 0 }, { oil: 4 }] });
    act(s, 'P1 ends the turn');
    // P2's own turn 2 (turns 2 and 4 are theirs): 2 oil, not 4 + 2.
    expect(s.oil[1]).toBe(2);
    const late = position({ turn: 19, player: 0 });
    act(late, 'P1 ends the turn');
    expect(late.oil[1]).toBe(5);
  });

  it('"Oil you do not spend stays until your next turn begins"', () => {
    const s = position({ turn: 5, player: 0, sides: [{ oil: 3 }, { oil: 1 }] });
    act(s, 'P1 ends the turn');
    expect(Array.from(s.oil)).toEqual([3, 3]);
    act(s, 'P2 ends the turn');
    expect(s.oil[0]).toBe(4);
  });

  it('"Draw 1 card"', () => {
    const s = position({ turn: 5, player: 0, sides: [{}, { hand: ['Sparks'], deckTop: ['Blaze'] }] });
    act(s, 'P1 ends the turn');
    expect(pile(s, HAND, 1)).toEqual(['Sparks', 'Blaze']);
  });

  it('"If your deck is empty, your lantern gutters: you lose 1 Light instead"', () => {
    const s = position({ turn: 5, player: 0, sides: [{}, { light: 6, hand: ['Sparks'], deckSize: 0 }] });
    act(s, 'P1 ends the turn');
    expect([s.light[1], s.cards.count(HAND, 1)]).toEqual([5, 1]);
  });

  it('"If your hand already holds 7 cards, the drawn card is burned: it goes to the ashes face up"', () => {
    const seven = ['Sparks', 'Sparks', 'Blaze', 'Blaze', 'Refill', 'Refill', 'Second Wick'];
    const s = position({ turn: 5, player: 0, sides: [{}, { hand: seven, deckTop: ['Beacon Giant'] }] });
    act(s, 'P1 ends the turn');
    expect(pile(s, HAND, 1)).toEqual(seven);
    const burned = s.cards.top(ASHES, 1);
    expect([set.cards[s.cards.def[burned]!]!.name, s.cards.isKnownTo(burned, 0)]).toEqual(['Beacon Giant', true]);
  });

  it('"Each of your units with glow gives you 1 Light" (glow)', () => {
    const s = position({ turn: 5, player: 0, sides: [{}, { light: 7, row: ['Glowworm Tender', 'Candle Matron', 'Moth Keeper'] }] });
    act(s, 'P1 ends the turn');
    expect(s.light[1]).toBe(9);
  });

  it('"As often as you like and in any order: play a unit, cast a spell, or attack with a ready unit. Then end your turn."', () => {
    const s = position({ turn: 5, player: 0, sides: [{ oil: 3, hand: ['Moth Keeper', 'Sparks'], row: ['Wick Knight'] }, {}] });
    act(s, 'P1 casts Sparks at P2\'s lantern');
    act(s, 'P2 lets the spell act');
    act(s, 'P1 attacks with Wick Knight at P2\'s lantern');
    act(s, 'P1 plays Moth Keeper');
    expect([s.currentPlayer(), s.light[1], s.oil[0]]).toEqual([0, 7, 1]);
    act(s, 'P1 ends the turn');
    expect(s.currentPlayer()).toBe(1);
  });
});

describe('4. Units', () => {
  it('"To play a unit, pay its cost in oil and put it in one of the 4 places of your row"', () => {
    const s = position({ sides: [{ oil: 2, hand: ['Lamp Warden', 'Wick Knight'], row: ['Moth Keeper'] }, {}] });
    // Wick Knight costs 3: not playable with 2 oil.
    expect(legal(s).filter((a) => a.includes('plays'))).toEqual(['P1 plays Lamp Warden']);
    act(s, 'P1 plays Lamp Warden');
    expect([s.oil[0], row(s, 0)]).toEqual([0, ['Moth Keeper', 'Lamp Warden', null, null]]);
  });

  it('"with a full row you cannot play units"', () => {
    const s = position({ sides: [{ oil: 5, hand: ['Lamp Warden', 'Sparks'], row: ['Moth Keeper', 'Moth Keeper', 'Wick Knight', 'Wick Knight'] }, {}] });
    expect(legal(s).some((a) => a.includes('plays'))).toBe(false);
    expect(legal(s)).toContain("P1 casts Sparks at P2's lantern");
  });

  it('"A unit is ready if it has not attacked this turn and did not enter the row this turn"', () => {
    const s = position({ sides: [{ oil: 3, hand: ['Wick Knight'], row: ['Moth Keeper', { name: 'Lamp Warden', attacked: true }] }, {}] });
    act(s, 'P1 plays Wick Knight');
    expect(legal(s).filter((a) => a.includes('attacks'))).toEqual(["P1 attacks with Moth Keeper at P2's lantern"]);
    act(s, "P1 attacks with Moth Keeper at P2's lantern");
    expect(legal(s).some((a) => a.includes('attacks'))).toBe(false);
  });
});

describe('5. Attacking', () => {
  it('"Attacking the lantern: the opponent loses Light equal to the attacker\'s power."', () => {
    const s = position({ sides: [{ row: ['Wick Knight'] }, { light: 10 }] });
    act(s, "P1 attacks with Wick Knight at P2's lantern");
    expect(s.light[1]).toBe(7);
  });

  it('"Attacking a unit: each deals its power as damage to the other at the same time. A unit whose damage reaches its health is snuffed and goes to the ashes."', () => {
    const s = position({ sides: [{ row: ['Cinder Hound'] }, { row: ['Lamp Warden'] }] });
    act(s, "P1 attacks with Cinder Hound at P2's Lamp Warden (place 0)");
    // Lamp Warden (2/3) takes 3 and is snuffed; Cinder Hound (3/2) takes 2 at the same time and is snuffed too.
    expect([row(s, 0)[0], row(s, 1)[0], pile(s, ASHES, 0).at(-1), pile(s, ASHES, 1).at(-1)]).toEqual([null, null, 'Cinder Hound', 'Lamp Warden']);
  });

  it('"Damage stays on a unit until it leaves the row."', () => {
    const s = position({ sides: [{ row: ['Moth Keeper', 'Moth Keeper'] }, { row: ['Beacon Giant'] }] });
    act(s, "P1 attacks with Moth Keeper at P2's Beacon Giant (place 0)");
    const giant = s.cards.cell(ROW, ROW_SIZE);
    expect(s.get(giant, DAMAGE)).toBe(1);
    act(s, 'P1 ends the turn');
    act(s, 'P2 ends the turn');
    expect(s.get(giant, DAMAGE)).toBe(1);
    // A snuffed unit leaves with its damage reset: the fields belong to the row.
    const m = s.cards.top(ASHES, 0);
    expect(s.get(m, DAMAGE)).toBe(0);
  });

  it('"If the opponent has a unit with guard, you must attack a unit with guard." (guard)', () => {
    const s = position({ sides: [{ row: ['Wick Knight'] }, { row: ['Moth Keeper', 'Lamp Warden'] }] });
    expect(legal(s).filter((a) => a.includes('attacks'))).toEqual(["P1 attacks with Wick Knight at P2's Lamp Warden (place 1)"]);
    const open = position({ sides: [{ row: ['Wick Knight'] }, { row: ['Moth Keeper'] }] });
    expect(legal(open).filter((a) => a.includes('attacks'))).toEqual(["P1 attacks with Wick Knight at P2's lantern", "P1 attacks with Wick Knight at P2's Moth Keeper (place 0)"]);
  });

  it('guard binds attacks only: "the opponent\'s attacks must target a unit with guard", so a flare still reaches the lantern', () => {
    const s = position({ sides: [{ oil: 1, hand: ['Sparks'] }, { row: ['Lamp Warden'] }] });
    expect(legal(s)).toContain("P1 casts Sparks at P2's lantern");
  });

  it('"swift (unit): it is ready the turn it enters."', () => {
    const s = position({ sides: [{ oil: 5, hand: ['Cinder Hound', 'Wick Knight'] }, {}] });
    act(s, 'P1 plays Cinder Hound');
    expect(legal(s).filter((a) => a.includes('attacks'))).toEqual(["P1 attacks with Cinder Hound at P2's lantern"]);
  });
});

describe('6. Spells and responses', () => {
  it('"flare N: N damage to one of the opponent\'s units, or the opponent loses N Light."', () => {
    const s = position({ sides: [{ oil: 5, hand: ['Sparks', 'Blaze'] }, { light: 9, row: ['Beacon Giant'] }] });
    act(s, "P1 casts Sparks at P2's lantern");
    act(s, 'P2 lets the spell act');
    act(s, "P1 casts Blaze at P2's Beacon Giant (place 0)");
    act(s, 'P2 lets the spell act');
    expect([s.light[1], s.get(s.cards.cell(ROW, ROW_SIZE), DAMAGE)]).toEqual([7, 4]);
    expect(pile(s, ASHES, 0).slice(-2)).toEqual(['Sparks', 'Blaze']);
  });

  it('"mend N: you gain N Light."', () => {
    const s = position({ sides: [{ light: 4, oil: 2, hand: ['Refill'] }, {}] });
    act(s, 'P1 casts Refill');
    act(s, 'P2 lets the spell act');
    expect(s.light[0]).toBe(7);
  });

  it('"draw N: you draw N cards, one at a time, as in the turn\'s draw (an empty deck gutters, a full hand burns)"', () => {
    const s = position({ sides: [{ light: 5, oil: 2, hand: ['Second Wick'], deckTop: ['Blaze'], deckSize: 1 }, {}] });
    act(s, 'P1 casts Second Wick');
    act(s, 'P2 lets the spell act');
    expect([pile(s, HAND, 0), s.light[0]]).toEqual([['Blaze'], 4]);
  });

  it('"Before it acts, the opponent may answer with one response from their hand, paying its cost from the oil they kept"', () => {
    const s = position({ sides: [{ oil: 1, hand: ['Sparks'] }, { oil: 1, hand: ['Pinch the Wick', 'Blaze'] }] });
    act(s, "P1 casts Sparks at P2's lantern");
    expect([s.currentPlayer(), legal(s)]).toEqual([1, ['P2 answers with Pinch the Wick', 'P2 lets the spell act']]);
    const poor = position({ sides: [{ oil: 1, hand: ['Sparks'] }, { oil: 0, hand: ['Pinch the Wick'] }] });
    act(poor, "P1 casts Sparks at P2's lantern");
    expect(legal(poor)).toEqual(['P2 lets the spell act']);
  });

  it('"A response with quench cancels the spell: it does nothing, and its cost is not refunded." (quench)', () => {
    const s = position({ sides: [{ oil: 4, hand: ['Blaze'] }, { light: 10, oil: 2, hand: ['Pinch the Wick'] }] });
    act(s, "P1 casts Blaze at P2's lantern");
    act(s, 'P2 answers with Pinch the Wick');
    expect([s.light[1], s.oil[0], s.oil[1], s.currentPlayer()]).toEqual([10, 1, 1, 0]);
    expect([pile(s, ASHES, 0).at(-1), pile(s, ASHES, 1).at(-1), s.cards.count(HAND, 1)]).toEqual(['Blaze', 'Pinch the Wick', 0]);
  });

  it('a response is "played only to answer the opponent\'s spell": never on its own turn', () => {
    const s = position({ sides: [{ oil: 5, hand: ['Pinch the Wick'] }, {}] });
    expect(legal(s)).toEqual(['P1 ends the turn']);
  });
});

describe('8. The end', () => {
  it('"A player whose lantern reaches 0 Light or less loses at once."', () => {
    const s = position({ sides: [{ row: ['Beacon Giant'], hand: ['Sparks'], oil: 1 }, { light: 4 }] });
    act(s, "P1 attacks with Beacon Giant at P2's lantern");
    expect([s.isTerminal(), s.endReason(), s.returns(), s.light[1]]).toEqual([true, END_LIGHT_OUT, [1, 0], -1]);
    expect(legal(s)).toEqual([]);
  });

  it('"After 30 turns (15 each) the match ends: the player with more Light wins; equal Light is a draw."', () => {
    const s = position({ turn: 30, player: 1, sides: [{ light: 3 }, { light: 5 }] });
    act(s, 'P2 ends the turn');
    expect([s.endReason(), s.returns()]).toEqual([END_TURN_LIMIT, [0, 1]]);
    const even = position({ turn: 30, player: 1, sides: [{ light: 5 }, { light: 5 }] });
    act(even, 'P2 ends the turn');
    expect([even.endReason(), even.returns()]).toEqual([END_TURN_LIMIT, [0.5, 0.5]]);
    const early = position({ turn: 29, player: 0 });
    act(early, 'P1 ends the turn');
    expect(early.isTerminal()).toBe(false);
  });
});

describe('9. A worked example', () => {
  it('Sparks quenched by Pinch the Wick, then Lamp Warden hits the lantern for 2', () => {
    const s = position({
      sides: [
        { oil: 3, hand: ['Sparks'], row: ['Lamp Warden'] },
        { oil: 2, hand: ['Pinch the Wick'], row: ['Moth Keeper'] },
      ],
    });
    act(s, "P1 casts Sparks at P2's Moth Keeper (place 0)");
    act(s, 'P2 answers with Pinch the Wick');
    expect([s.oil[1], s.get(s.cards.cell(ROW, ROW_SIZE), DAMAGE), pile(s, ASHES, 0).at(-1), pile(s, ASHES, 1).at(-1)]).toEqual([1, 0, 'Sparks', 'Pinch the Wick']);
    expect(s.oil[0]).toBe(2);
    act(s, "P1 attacks with Lamp Warden at P2's lantern");
    expect(s.light[1]).toBe(10);
  });
});
