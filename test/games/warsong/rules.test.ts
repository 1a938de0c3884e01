// One scenario per compendium term: a concrete board, a placement, the expected captures,
// scores or restrictions. Standard Match cells: columns a-d, rows 1-5 from the top; seat 0
// (P1) holds rows 4-5 facing north, seat 1 (P2) rows 1-2 facing south, row 3 is free.

import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../../src/core/events.js';
import { Rng } from '../../../src/core/rng.js';
import { A_ARC, A_CELL, A_DISCARD, A_HORDE, A_NO, A_PASS, A_SIDE, A_TYPE, A_YES, BANISH, CAPTURE, DISCARD, HAND } from '../../../src/games/warsong/ids.js';
import { FRAMES } from '../../../src/games/warsong/frames.js';
import { HEAVY, MAGIC, MAX_DEFS, RANGE, SNEAK } from '../../../src/games/warsong/card-schema.js';
import { beats } from '../../../src/games/warsong/card-tables.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { SET, answer, answers, at, canPlace, cellOf, controllerAt, id, legal, pile, place, question, scenario, withKeywords } from './scenario.js';
import { cardsOf, hiddenTwin } from '../../../src/core/facets.js';

const {
  arcane: Q_ARCANE,
  assassin: Q_ASSASSIN,
  attackerType: Q_ATK_TYPE,
  bushido: Q_BUSHIDO,
  defenderType: Q_DEF_TYPE,
  discard: Q_DISCARD,
  disengage: Q_DISENGAGE,
  ferocious: Q_FEROCIOUS,
  flee: Q_FLEE,
  horde: Q_HORDE,
  sacrifice: Q_SACRIFICE,
} = FRAMES.kind;

describe('Attack Type (the wheel)', () => {
  it('each normal type beats the next two clockwise and loses to the previous two', () => {
    const wheel = [0, 1, 2, 3, 4].map((a) => [0, 1, 2, 3, 4].map((d) => beats(a, d, false)));
    expect(wheel).toEqual([
      // Heavy beats Sneak and Range; Sneak beats Range and Magic; ...
      [false, true, true, false, false],
      [false, false, true, true, false],
      [false, false, false, true, true],
      [true, false, false, false, true],
      [true, true, false, false, false],
    ]);
  });

  it('a Heavy front placed against a Sneak front captures it into the capture pile', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(at(s, 'b3')).toBeNull();
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner']);
    // Valor of the Sellsword on the field (1) + Renown of the captured Packrunner (1).
    expect(s.scores()).toEqual([2, 0]);
  });
});

describe('Turn Order: once a card defends, it then attacks in full', () => {
  it('the defender wins, then attacks every enemy around it', () => {
    const s = scenario({
      board: [
        { card: 'Wandering Sellsword', at: 'b3', owner: 1 },
        // Facing north, the Scrapper shows its Empty right side to b3.
        { card: 'Goblin Scrapper', at: 'a3', owner: 0 },
      ],
      hands: [['Foe Packrunner'], []],
    });
    place(s, 'Foe Packrunner', 'b4');
    // Sneak does not beat Heavy; the Sellsword then attacks in full: Heavy takes the Packrunner,
    // its Range right side (facing west) takes the Scrapper's Empty side.
    expect(at(s, 'b4')).toBeNull();
    expect(at(s, 'a3')).toBeNull();
    expect(pile(s, CAPTURE, 1).sort()).toEqual(['Foe Packrunner', 'Goblin Scrapper']);
  });

  it('Clockwise: the front attacks first; a defender that captures the attacker ends its round', () => {
    const s = scenario({
      board: [
        { card: 'Jade Sentinel', at: 'b3', owner: 1 },
        { card: 'Clan Dýr Warsinger', at: 'c4', owner: 1, facing: 'W' },
      ],
      hands: [['Wandering Sellsword'], []],
    });
    place(s, 'Wandering Sellsword', 'b4');
    // Heavy loses to Sentinel; the Jade Sentinel answers at once and captures the Sellsword,
    // so its Range right side never reaches the Warsinger's Magic front on c4.
    expect(pile(s, CAPTURE, 1)).toEqual(['Wandering Sellsword']);
    expect(at(s, 'c4')).toBe('Clan Dýr Warsinger');
  });

  it('one card is played a turn: the turn then passes to the other player', () => {
    const s = scenario({ hands: [['Wandering Sellsword', 'Goblin Scrapper'], ['Jade Sentinel']] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(s.currentPlayer()).toBe(1);
    expect(s.turnPlayer).toBe(1);
  });
});

describe('Perverse', () => {
  it('a Perverse Magic side beats Sneak (three steps clockwise)', () => {
    expect(beats(MAGIC, SNEAK, true)).toBe(true);
    expect(beats(MAGIC, SNEAK, false)).toBe(false);
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Dynasty Hexblade'], []] });
    place(s, 'Dynasty Hexblade', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner']);
  });

  it('without Perverse the same Magic front loses and is captured by the counter-attack', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Clan Dýr Warsinger'], []] });
    place(s, 'Clan Dýr Warsinger', 'b4');
    expect(pile(s, CAPTURE, 1)).toEqual(['Clan Dýr Warsinger']);
  });
});

describe('Worldly Attack Type', () => {
  const giant = { card: 'Hill Giant', at: 'c4', owner: 0 } as const;
  const sword = { card: 'Wandering Sellsword', at: 'a5', owner: 0 } as const;
  it('beats every type when attacking, itself included', () => {
    const s = scenario({ board: [giant, sword, { card: 'Old World Idol', at: 'b3', owner: 1 }], hands: [['Ancient Wyrmling'], []] });
    place(s, 'Ancient Wyrmling', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Old World Idol']);
  });
  it('beats every other type when defending', () => {
    const s = scenario({ board: [{ card: 'Old World Idol', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(at(s, 'b3')).toBe('Old World Idol');
    expect(at(s, 'b4')).toBe('Wandering Sellsword');
  });
});

describe('Empty Attack Type', () => {
  it('an Empty side is captured automatically when attacked', () => {
    // Facing north, the Scrapper's rear (Empty) faces the attacker below it.
    const s = scenario({ board: [{ card: 'Goblin Scrapper', at: 'b3', owner: 1, facing: 'N' }], hands: [['Goblin Scrapper'], []] });
    place(s, 'Goblin Scrapper', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Goblin Scrapper']);
  });
  it('"Empty attack type cannot trigger flee": a Flee side attacking an Empty side is the Flee card\'s own return to hand; the Empty card stays (the reading played, RULES.md)', () => {
    // Facing north, the Scrapper's rear (Empty) faces the Wisp's front (Flee) below it.
    const s = scenario({ board: [{ card: 'Goblin Scrapper', at: 'b3', owner: 1, facing: 'N' }], hands: [['Marsh Wisp'], []] });
    place(s, 'Marsh Wisp', 'b4');
    expect(question(s)).toBe(Q_FLEE);
    answer(s, A_YES);
    expect(at(s, 'b4')).toBeNull();
    expect(pile(s, HAND, 0)).toEqual(['Marsh Wisp']);
    expect(at(s, 'b3')).toBe('Goblin Scrapper');
    expect(pile(s, CAPTURE, 0)).toEqual([]);
  });
  it('an Empty side cannot attack', () => {
    const s = scenario({ board: [{ card: 'Wandering Sellsword', at: 'c4', owner: 1 }], hands: [['Goblin Scrapper'], []] });
    place(s, 'Goblin Scrapper', 'b4'); // its right side (east, towards c4) is Empty
    expect(at(s, 'c4')).toBe('Wandering Sellsword');
    expect(at(s, 'b4')).toBe('Goblin Scrapper');
  });
});

describe('Flee Attack Type', () => {
  it('a defending Flee side returns the card to its owner, known to everyone', () => {
    const s = scenario({ board: [{ card: 'Marsh Wisp', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(at(s, 'b3')).toBeNull();
    expect(pile(s, HAND, 1)).toEqual(['Marsh Wisp']);
    const wisp = s.cards.at(HAND, 1, 0);
    expect(s.cards.isKnownTo(wisp, 0)).toBe(true);
    // Determinizing for the opponent keeps the revealed card in that hand.
    const d = s.determinize(0, new Rng(5));
    expect(d.cardName(d.cards.at(HAND, 1, 0))).toBe('Marsh Wisp');
  });
  it('a placed card with a Flee side facing an enemy may choose not to attack', () => {
    const s = scenario({ board: [{ card: 'Wandering Sellsword', at: 'b3', owner: 1 }], hands: [['Marsh Wisp'], []] });
    place(s, 'Marsh Wisp', 'b4');
    expect(question(s)).toBe(Q_FLEE);
    expect(answers(s)).toEqual([A_NO, A_YES]);
    const yes = s.clone();
    answer(s, A_NO);
    expect(at(s, 'b4')).toBe('Marsh Wisp');
    expect(at(s, 'b3')).toBe('Wandering Sellsword');
    answer(yes, A_YES);
    expect(at(yes, 'b4')).toBeNull();
    expect(pile(yes, HAND, 0)).toEqual(['Marsh Wisp']);
  });
  it('Flee triggers Flee: both cards return', () => {
    const s = scenario({ board: [{ card: 'Marsh Wisp', at: 'b3', owner: 1 }], hands: [['Marsh Wisp'], []] });
    place(s, 'Marsh Wisp', 'b4');
    answer(s, A_YES);
    expect(pile(s, HAND, 0)).toEqual(['Marsh Wisp']);
    expect(pile(s, HAND, 1)).toEqual(['Marsh Wisp']);
  });
  it('Cryogenic Spellslinger (correction): attacks against it still trigger Flee despite Indomitable', () => {
    const s = scenario({ board: [{ card: 'Cryogenic Spellslinger', at: 'b3', owner: 1, facing: 'N' }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(pile(s, HAND, 1)).toEqual(['Cryogenic Spellslinger']);
  });
  it('Northern Emissary (correction): attacks against it still trigger Flee', () => {
    const s = scenario({ board: [{ card: 'Northern Emissary', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(pile(s, HAND, 1)).toEqual(['Northern Emissary']);
  });
});

describe('Tie (Clashes)', () => {
  it('equal types clash: both cards stay', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Goblin Scrapper'], []] });
    place(s, 'Goblin Scrapper', 'b4');
    expect(at(s, 'b3')).toBe('Foe Packrunner');
    expect(at(s, 'b4')).toBe('Goblin Scrapper');
    expect(s.scores()).toEqual([1, 1]);
  });
});

describe('Assassin', () => {
  it('wins ties and may return to its owner’s hand after capturing', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Sansurian Cutthroat'], []] });
    place(s, 'Sansurian Cutthroat', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner']);
    expect(question(s)).toBe(Q_ASSASSIN);
    answer(s, A_YES);
    expect(at(s, 'b4')).toBeNull();
    expect(pile(s, HAND, 0)).toEqual(['Sansurian Cutthroat']);
    expect(s.cards.isKnownTo(s.cards.at(HAND, 0, 0), 1)).toBe(true);
  });

  it('"may return to its owner\'s hand after capturing a card": not after destroying one (Mauler)', () => {
    const set = withKeywords({ 'Sansurian Cutthroat': ['Assassin', 'Mauler'] });
    const s = scenario({ set, board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Sansurian Cutthroat'], []] });
    place(s, 'Sansurian Cutthroat', 'b4');
    expect(pile(s, DISCARD, 1)).toEqual(['Foe Packrunner']);
    expect(question(s)).not.toBe(Q_ASSASSIN);
    expect(at(s, 'b4')).toBe('Sansurian Cutthroat');
  });
});

describe('Destroyed versus Captured', () => {
  it('a card destroyed by an attack (Stout-Paw Alpha) goes to its owner’s discard, unscored', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Stout-Paw Alpha'], []] });
    place(s, 'Stout-Paw Alpha', 'b4');
    expect(pile(s, DISCARD, 1)).toEqual(['Foe Packrunner']);
    expect(pile(s, CAPTURE, 0)).toEqual([]);
  });
});

describe('Staging and Starting Zone', () => {
  it('the two starting rows are open; beyond them a card needs an own card in the directly previous row', () => {
    const s = scenario({ hands: [['Wandering Sellsword', 'Wandering Sellsword'], ['Jade Sentinel']] });
    expect(canPlace(s, 'Wandering Sellsword', 'b5')).toBe(true);
    expect(canPlace(s, 'Wandering Sellsword', 'b4')).toBe(true);
    expect(canPlace(s, 'Wandering Sellsword', 'b3')).toBe(false);
    const t = scenario({ board: [{ card: 'Jade Sentinel', at: 'a4', owner: 0 }], hands: [['Wandering Sellsword'], []] });
    expect(canPlace(t, 'Wandering Sellsword', 'd3')).toBe(true); // anywhere in the row after a4's
    expect(canPlace(t, 'Wandering Sellsword', 'd2')).toBe(false);
  });
  it('the other player stages towards the south', () => {
    const s = scenario({ board: [{ card: 'Jade Sentinel', at: 'c2', owner: 1 }], hands: [[], ['Wandering Sellsword']], turn: 1 });
    expect(canPlace(s, 'Wandering Sellsword', 'a3')).toBe(true);
    expect(canPlace(s, 'Wandering Sellsword', 'a4')).toBe(false);
    expect(canPlace(s, 'Wandering Sellsword', 'a5')).toBe(false);
  });
  it('Orientation: "Cards can be placed in other directions due to abilities": only a card whose ability says so may face another way', () => {
    const s = scenario({ hands: [['Wandering Sellsword', 'Marsh Wisp', 'Northbourne Shieldwall'], []] });
    expect([0, 1, 2, 3].map((r) => canPlace(s, 'Wandering Sellsword', 'a5', r))).toEqual([true, false, false, false]);
    expect([0, 1, 2, 3].map((r) => canPlace(s, 'Marsh Wisp', 'a5', r))).toEqual([true, true, true, true]);
    expect([0, 1, 2, 3].map((r) => canPlace(s, 'Northbourne Shieldwall', 'a5', r))).toEqual([true, true, false, true]);
  });
});

describe('Flying', () => {
  it('ignores staging and may be placed in any open space', () => {
    const s = scenario({ hands: [['Griffon Outrider'], []] });
    expect(canPlace(s, 'Griffon Outrider', 'b1')).toBe(true);
  });
});

describe('Drawing and Discarding', () => {
  it('at the end of the turn the player draws back up to five', () => {
    const s = scenario({ hands: [['Jade Sentinel', 'Jade Sentinel', 'Jade Sentinel', 'Jade Sentinel', 'Wandering Sellsword'], ['Jade Sentinel']], armies: [['Marsh Wisp', 'Fetid Gob'], []] });
    place(s, 'Wandering Sellsword', 'b5');
    expect(s.cards.count(HAND, 0)).toBe(5);
    expect(pile(s, HAND, 0)).toContain('Fetid Gob');
    expect(s.cards.count(0, 0)).toBe(1);
  });
  it('a player pushed above five on the opponent’s turn discards down, choosing the cards', () => {
    const five = ['Jade Sentinel', 'Goblin Scrapper', 'Jade Sentinel', 'Wild Boar', 'Hill Giant'];
    const s = scenario({ board: [{ card: 'Marsh Wisp', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], five] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(question(s)).toBe(Q_DISCARD);
    expect(s.currentPlayer()).toBe(1);
    const opts = answers(s);
    expect(opts).toEqual([...new Set([...five, 'Marsh Wisp'].map(id))].sort((a, b) => a - b).map((d) => A_DISCARD + d));
    answer(s, A_DISCARD + id('Hill Giant'));
    expect(s.cards.count(HAND, 1)).toBe(5);
    expect(pile(s, DISCARD, 1)).toEqual(['Hill Giant']);
    expect(s.turnPlayer).toBe(1);
  });
});

describe('Anchor and Ending of Game', () => {
  it('the first player who cannot play anchors; the next player has the final turn', () => {
    const s = scenario({ hands: [['Wandering Sellsword', 'Jade Sentinel'], []] });
    place(s, 'Wandering Sellsword', 'b5');
    expect(s.currentPlayer()).toBe(1);
    expect(answers(s)).toEqual([A_PASS]);
    answer(s, A_PASS);
    expect(s.anchor).toBe(1);
    expect(s.isTerminal()).toBe(false);
    place(s, 'Jade Sentinel', 'a5');
    expect(s.isTerminal()).toBe(true);
    expect(s.endReason()).toBe('normal');
    expect(s.scores()).toEqual([2, 0]);
    expect(s.returns()).toEqual([1, 0]);
  });
  it('you must play if you can: no pass while a placement exists', () => {
    const s = scenario({ hands: [['Wandering Sellsword'], []] });
    expect(answers(s)).not.toContain(A_PASS);
  });
  it('Gridlock: a full battlefield ends the game as played to completion', () => {
    const board = [];
    // Ten cards each: rows 1-2 and half of row 3 for the second player.
    for (let r = 1; r <= 5; r++) for (const c of 'abcd') board.push({ card: 'Jade Sentinel', at: `${c}${r}`, owner: r <= 2 || (r === 3 && c < 'c') ? 1 : 0 });
    const s = scenario({ board, hands: [['Wandering Sellsword'], ['Wandering Sellsword']] });
    answer(s, A_PASS);
    answer(s, A_PASS);
    expect(s.endReason()).toBe('gridlock');
    expect(s.returns()).toEqual([0.5, 0.5]);
  });
  it('the turn limit scores the match with reason turn-limit', () => {
    const s = scenario({ hands: [['Wandering Sellsword'], ['Jade Sentinel']] });
    (s as unknown as { turnCount: number }).turnCount = s.facts.maxTurns;
    place(s, 'Wandering Sellsword', 'b5');
    expect(s.endReason()).toBe('turn-limit');
    expect(s.returns()).toEqual([1, 0]);
  });
});

describe('Scoring and Smite', () => {
  it('Valor on the field plus Renown captured; Smite doubles the Renown of its creature type', () => {
    // The Warsinger (Fae) faces west towards b4 with its Magic front; the Orc's right side is Sneak.
    const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'c4', owner: 1, facing: 'W' }], hands: [['Blood Drinker Orc'], []] });
    place(s, 'Blood Drinker Orc', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Clan Dýr Warsinger']);
    expect(s.renown(0)).toBe(2);
    expect(s.scores()).toEqual([2 + 2, 0]);
  });
});

describe('Adjacent and Fetid Gob', () => {
  it('flips a coin for all eight spaces, allies included; tails returns; abilities come before attacks', () => {
    const s = scenario({
      board: [
        { card: 'Jade Sentinel', at: 'a3', owner: 1 },
        { card: 'Clan Dýr Warsinger', at: 'b3', owner: 1 },
        { card: 'Wandering Sellsword', at: 'c5', owner: 0 },
      ],
      hands: [['Fetid Gob'], []],
      // Ring order a3, b3, c5: tails, heads, tails.
      coins: [1, 0, 1],
    });
    place(s, 'Fetid Gob', 'b4');
    expect(pile(s, HAND, 1)).toEqual(['Jade Sentinel']);
    expect(pile(s, HAND, 0)).toEqual(['Wandering Sellsword']);
    // Then the Gob attacks: Sneak beats the Warsinger's Magic front.
    expect(pile(s, CAPTURE, 0)).toEqual(['Clan Dýr Warsinger']);
  });
});

describe('Arcane Missile', () => {
  it('may attack one diagonal card instead of attacking normally (not both)', () => {
    const s = scenario({
      board: [
        { card: 'Jade Sentinel', at: 'c3', owner: 1 },
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
      ],
      hands: [['Northbourne Battlemage'], []],
    });
    place(s, 'Northbourne Battlemage', 'b4');
    expect(question(s)).toBe(Q_ARCANE);
    expect(answers(s)).toEqual([A_NO, A_ARC + 0]);
    answer(s, A_ARC + 0);
    // The corner between its Magic front and Range right side: the attacker declares the type.
    expect(question(s)).toBe(Q_ATK_TYPE);
    expect(answers(s)).toEqual([A_TYPE + RANGE, A_TYPE + MAGIC]);
    answer(s, A_TYPE + MAGIC);
    expect(pile(s, CAPTURE, 0)).toEqual(['Jade Sentinel']);
    expect(at(s, 'b3')).toBe('Foe Packrunner');
  });
  it('or one space beyond its normal range', () => {
    const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'b2', owner: 1, facing: 'N' }], hands: [['Northbourne Battlemage'], []] });
    place(s, 'Northbourne Battlemage', 'b4');
    expect(answers(s)).toEqual([A_NO, A_ARC + 4]);
    answer(s, A_ARC + 4);
    // Magic against the Warsinger's Sentinel rear, two squares north.
    expect(at(s, 'b2')).toBeNull();
    expect(pile(s, CAPTURE, 0)).toEqual(['Clan Dýr Warsinger']);
  });
});

describe('Ranged', () => {
  it('attacks one space beyond its range on a side when not next to an enemy', () => {
    const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'b3', owner: 1 }], hands: [['Sansurian Longbow'], []] });
    place(s, 'Sansurian Longbow', 'b5');
    expect(pile(s, CAPTURE, 0)).toEqual(['Clan Dýr Warsinger']);
  });
  it('does not reach beyond when next to an enemy', () => {
    const s = scenario({
      board: [
        { card: 'Clan Dýr Warsinger', at: 'b3', owner: 1 },
        { card: 'Jade Sentinel', at: 'a4', owner: 1 },
      ],
      hands: [['Sansurian Longbow'], []],
    });
    place(s, 'Sansurian Longbow', 'b5');
    expect(at(s, 'b3')).toBe('Clan Dýr Warsinger');
  });
  it('granted by an Aura lets a card with no enemy beside it attack one space beyond', () => {
    // The Longbow is stripped of its own Ranged; the Quartermaster (a5, a relic) grants it.
    const set = withKeywords({ 'Sansurian Longbow': [] });
    const target = { card: 'Clan Dýr Warsinger', at: 'b3', owner: 1 };
    const s = scenario({ set, board: [target, { card: 'Brigade Quartermaster', at: 'a5', owner: 0 }], hands: [['Sansurian Longbow'], []] });
    place(s, 'Sansurian Longbow', 'b5');
    expect(pile(s, CAPTURE, 0)).toEqual(['Clan Dýr Warsinger']);
    const t = scenario({ set, board: [target], hands: [['Sansurian Longbow'], []] });
    place(t, 'Sansurian Longbow', 'b5');
    expect(at(t, 'b3')).toBe('Clan Dýr Warsinger');
  });
});

describe('Diagonal Attacking', () => {
  it('attacks diagonally; attacker declares first, then the defender picks its type', () => {
    const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'c3', owner: 1 }], hands: [['Northbourne Halberdier'], []] });
    place(s, 'Northbourne Halberdier', 'b4');
    expect(question(s)).toBe(Q_ATK_TYPE);
    expect(answers(s)).toEqual([A_TYPE + HEAVY, A_TYPE + RANGE]);
    answer(s, A_TYPE + RANGE);
    expect(question(s)).toBe(Q_DEF_TYPE);
    expect(s.currentPlayer()).toBe(1);
    expect(answers(s)).toEqual([A_TYPE + RANGE, A_TYPE + MAGIC]);
    const magic = s.clone();
    answer(s, A_TYPE + RANGE); // Range against Range: a clash
    expect(at(s, 'c3')).toBe('Clan Dýr Warsinger');
    answer(magic, A_TYPE + MAGIC); // Range beats Magic
    expect(at(magic, 'c3')).toBeNull();
  });
});

describe('Disengage', () => {
  it('may attack in only one direction', () => {
    const s = scenario({
      board: [
        { card: 'Clan Dýr Warsinger', at: 'b3', owner: 1 },
        { card: 'Clan Dýr Warsinger', at: 'a4', owner: 1, facing: 'E' },
      ],
      hands: [['Brigade Skirmisher'], []],
    });
    place(s, 'Brigade Skirmisher', 'b4');
    expect(question(s)).toBe(Q_DISENGAGE);
    expect(answers(s)).toEqual([A_NO, A_SIDE + 0, A_SIDE + 3]);
    const all = s.clone();
    answer(s, A_SIDE + 0);
    expect(at(s, 'b3')).toBeNull();
    expect(at(s, 'a4')).toBe('Clan Dýr Warsinger');
    answer(all, A_NO);
    expect(at(all, 'b3')).toBeNull();
    expect(at(all, 'a4')).toBeNull();
  });
});

describe('Duelist (Shogunate Gokenin, revised)', () => {
  it('when defending, returns every adjacent card except the attacker to its owner’s hand', () => {
    const s = scenario({
      board: [
        { card: 'Shogunate Gokenin', at: 'b3', owner: 1 },
        { card: 'Jade Sentinel', at: 'a3', owner: 1 },
        { card: 'Goblin Scrapper', at: 'c2', owner: 0 },
      ],
      hands: [['Wandering Sellsword'], []],
    });
    place(s, 'Wandering Sellsword', 'b4');
    expect(pile(s, HAND, 1)).toEqual(['Jade Sentinel']);
    expect(pile(s, HAND, 0)).toEqual(['Goblin Scrapper']);
    // The duel itself: Heavy beats the Gokenin's Sneak front.
    expect(pile(s, CAPTURE, 0)).toEqual(['Shogunate Gokenin']);
  });
});

describe('Explosive', () => {
  it('destroyed (not captured), it destroys all adjacent creatures, allies included; relics survive', () => {
    const s = scenario({
      board: [
        { card: 'Brigade Sapper', at: 'b3', owner: 1, facing: 'N' },
        { card: 'Jade Sentinel', at: 'a3', owner: 1 },
        { card: 'Bloodaxe Clan Signet', at: 'c3', owner: 1 },
      ],
      hands: [['Stout-Paw Alpha'], []],
    });
    place(s, 'Stout-Paw Alpha', 'b4');
    expect(pile(s, DISCARD, 1).sort()).toEqual(['Brigade Sapper', 'Jade Sentinel']);
    expect(pile(s, DISCARD, 0)).toEqual(['Stout-Paw Alpha']);
    expect(at(s, 'c3')).toBe('Bloodaxe Clan Signet');
    expect(pile(s, CAPTURE, 0)).toEqual([]);
  });
  it('a captured Explosive card does not explode', () => {
    const s = scenario({ board: [{ card: 'Brigade Sapper', at: 'b3', owner: 1, facing: 'N' }, { card: 'Foe Packrunner', at: 'a3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Brigade Sapper']);
    expect(at(s, 'a3')).toBe('Foe Packrunner');
  });
  it('Lobbed Gobby: destroyed when played; its blast is a non-conventional destruction of everything around', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Wandering Sellsword', at: 'a5', owner: 0 },
        { card: 'Bloodaxe Clan Signet', at: 'c3', owner: 1 },
      ],
      hands: [['Lobbed Gobby'], []],
    });
    place(s, 'Lobbed Gobby', 'b4');
    expect(pile(s, DISCARD, 0).sort()).toEqual(['Lobbed Gobby', 'Wandering Sellsword']);
    expect(pile(s, DISCARD, 1)).toEqual(['Foe Packrunner']);
    expect(at(s, 'c3')).toBe('Bloodaxe Clan Signet');
    expect(s.scores()).toEqual([0, 1]);
  });
});

describe('Ferocious', () => {
  it('after capturing by attacking, moves one adjacent space and attacks once more', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Goblin Scrapper', at: 'b2', owner: 1, facing: 'N' },
      ],
      hands: [['Wild Boar'], []],
    });
    place(s, 'Wild Boar', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner']);
    expect(question(s)).toBe(Q_FEROCIOUS);
    expect(answers(s)).toContain(A_CELL + cellOf(s, 'b3'));
    answer(s, A_CELL + cellOf(s, 'b3'));
    expect(at(s, 'b3')).toBe('Wild Boar');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner', 'Goblin Scrapper']);
    // Only once a turn.
    expect(s.turnPlayer).toBe(1);
  });

  it('"When this card captures one or more cards by attacking": a round that only destroyed (Mauler) offers no Ferocious move', () => {
    // The loader refuses Ferocious beside Mauler; the rule itself must not fire either.
    const set = withKeywords({ 'Wild Boar': ['Ferocious', 'Mauler'] });
    const s = scenario({
      set,
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Goblin Scrapper', at: 'b2', owner: 1, facing: 'N' },
      ],
      hands: [['Wild Boar'], []],
    });
    place(s, 'Wild Boar', 'b4');
    expect(pile(s, DISCARD, 1)).toEqual(['Foe Packrunner']);
    expect(question(s)).not.toBe(Q_FEROCIOUS);
    expect(at(s, 'b4')).toBe('Wild Boar');
    expect(at(s, 'b2')).toBe('Goblin Scrapper');
    expect(s.turnPlayer).toBe(1);
  });
});

describe('Horde', () => {
  const hordeBoard = [
    { card: 'Bear Pack Undyn', at: 'b3', owner: 1 },
    { card: 'Foe Packrunner', at: 'a3', owner: 1 },
    { card: 'Foe Packrunner', at: 'c3', owner: 1 },
  ];
  it('"replace it with another creature card of that type from any capture pile": captured beside two of its type, the card just captured is never its own replacement', () => {
    const s = scenario({ board: hordeBoard, hands: [['Clan Dýr Warsinger'], []], captured: [['Foe Packrunner'], ['Blood Drinker Orc']] });
    place(s, 'Clan Dýr Warsinger', 'b4');
    expect(question(s)).toBe(Q_HORDE);
    expect(s.currentPlayer()).toBe(1);
    expect(answers(s)).toEqual([A_HORDE + id('Foe Packrunner'), A_HORDE + MAX_DEFS + id('Blood Drinker Orc')]);
    answer(s, A_HORDE + MAX_DEFS + id('Blood Drinker Orc'));
    expect(at(s, 'b3')).toBe('Blood Drinker Orc');
    expect(controllerAt(s, 'b3')).toBe(1);
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner', 'Bear Pack Undyn']);
    expect(pile(s, CAPTURE, 1)).toEqual([]);
  });

  it('"replace it with another creature card of that type": with no other card of its type in a capture pile the space stays empty', () => {
    const s = scenario({ board: hordeBoard, hands: [['Clan Dýr Warsinger'], []] });
    place(s, 'Clan Dýr Warsinger', 'b4');
    expect(at(s, 'b3')).toBeNull();
    expect(pile(s, CAPTURE, 0)).toEqual(['Bear Pack Undyn']);
  });

  it('with fewer than two of its type beside it, nothing replaces it', () => {
    const s = scenario({ board: [{ card: 'Bear Pack Undyn', at: 'b3', owner: 1 }, { card: 'Foe Packrunner', at: 'a3', owner: 1 }], hands: [['Clan Dýr Warsinger'], []], captured: [[], ['Blood Drinker Orc']] });
    place(s, 'Clan Dýr Warsinger', 'b4');
    expect(at(s, 'b3')).toBeNull();
    expect(s.turnPlayer).toBe(1);
  });
});

describe('Indomitable', () => {
  it('can only be captured by the named attack type', () => {
    const s = scenario({ board: [{ card: 'Cryogenic Spellslinger', at: 'b3', owner: 1 }], hands: [['Sansurian Longbow'], []] });
    place(s, 'Sansurian Longbow', 'b4'); // Range beats its Magic front, but it is Indomitable Magic
    expect(at(s, 'b3')).toBe('Cryogenic Spellslinger');
    expect(s.captureBlocked(s.cardAt(cellOf(s, 'b3')), RANGE)).toBe(true);
    expect(s.captureBlocked(s.cardAt(cellOf(s, 'b3')), MAGIC)).toBe(false);
  });
});

describe('Large', () => {
  it('sits on four squares, attacks both cells of a side, and needs two successful attackers', () => {
    const s = scenario({
      board: [
        { card: 'Hill Giant', at: 'b2', owner: 1 },
        { card: 'Jade Sentinel', at: 'a1', owner: 1 },
      ],
      hands: [['Clan Dýr Warsinger', 'Clan Dýr Warsinger'], ['Goblin Scrapper']],
    });
    expect(at(s, 'c3')).toBe('Hill Giant');
    place(s, 'Clan Dýr Warsinger', 'b4'); // Magic beats its Heavy front: first hit
    expect(at(s, 'b2')).toBe('Hill Giant');
    expect(s.largeHitBy(s.cardAt(cellOf(s, 'b2')))).toBe(s.cardAt(cellOf(s, 'b4')));
    place(s, 'Goblin Scrapper', 'd1');
    place(s, 'Clan Dýr Warsinger', 'c4'); // second successful attacker
    expect(at(s, 'b2')).toBeNull();
    expect(pile(s, CAPTURE, 0)).toEqual(['Hill Giant']);
  });
  it('"Large cards can only be captured by 2 or more successful attackers": the same card succeeding twice does not capture it', () => {
    const s = scenario({ board: [{ card: 'Hill Giant', at: 'b2', owner: 1 }], hands: [['Clan Dýr Warsinger', 'Goblin Scrapper'], ['Jade Sentinel']] });
    place(s, 'Clan Dýr Warsinger', 'b4'); // Magic beats the Giant's Heavy front: the first successful attacker
    const warsinger = s.cardAt(cellOf(s, 'b4'));
    // The Jade Sentinel loses to the Warsinger's Range left; the Warsinger attacks in full and beats the Giant again.
    place(s, 'Jade Sentinel', 'a4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Jade Sentinel']);
    expect(at(s, 'b2')).toBe('Hill Giant');
    expect(s.largeHitBy(s.cardAt(cellOf(s, 'b2')))).toBe(warsinger);
  });

  it('a Large card attacks the two cells in front of it', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'a3', owner: 1 },
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
      ],
      hands: [['Hill Giant'], []],
    });
    expect(canPlace(s, 'Hill Giant', 'a4')).toBe(true);
    expect(canPlace(s, 'Hill Giant', 'd4')).toBe(false); // off the grid
    place(s, 'Hill Giant', 'a4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner', 'Foe Packrunner']);
  });
});

describe('Sentry', () => {
  const board = [
    // Facing south, the Shieldwall's left side (east) is Sentinel and touches b3.
    { card: 'Northbourne Shieldwall', at: 'a3', owner: 1 },
    { card: 'Foe Packrunner', at: 'b3', owner: 1 },
  ];
  it('an ally beside its Sentinel side cannot be captured', () => {
    const s = scenario({ board, hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(at(s, 'b3')).toBe('Foe Packrunner');
  });
  it('but can be destroyed', () => {
    const s = scenario({ board, hands: [['Stout-Paw Alpha'], []] });
    place(s, 'Stout-Paw Alpha', 'b4');
    expect(pile(s, DISCARD, 1)).toEqual(['Foe Packrunner']);
  });
  it('granted by an Aura protects too, whatever other allies stand around the defender', () => {
    // The Signet (d3) grants Sentry to the Jade Sentinel (c3, stripped of its own Sentry), whose
    // west side is Sentinel and touches b3. Asking whether the ally at a2 has Sentry must not
    // lose the place in the walk around b3.
    const set = withKeywords({ 'Bloodaxe Clan Signet': ['Aura Sentry'], 'Jade Sentinel': [] });
    const guard = [
      { card: 'Foe Packrunner', at: 'b3', owner: 1 },
      { card: 'Foe Packrunner', at: 'a2', owner: 1 },
      { card: 'Jade Sentinel', at: 'c3', owner: 1 },
    ];
    const s = scenario({ set, board: [...guard, { card: 'Bloodaxe Clan Signet', at: 'd3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(at(s, 'b3')).toBe('Foe Packrunner');
    const t = scenario({ set, board: guard, hands: [['Wandering Sellsword'], []] });
    place(t, 'Wandering Sellsword', 'b4');
    expect(pile(t, CAPTURE, 0)).toEqual(['Foe Packrunner']);
  });
});

describe('Bastion', () => {
  it('must be played beside at least three allies, one at a time, and cannot capture', () => {
    const row5 = ['a5', 'b5', 'c5'].map((c) => ({ card: 'Jade Sentinel', at: c, owner: 0 }));
    const s = scenario({ board: [...row5, { card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Dýr Longhall'], ['Jade Sentinel']] });
    expect(canPlace(s, 'Dýr Longhall', 'b4')).toBe(true);
    expect(canPlace(s, 'Dýr Longhall', 'd4')).toBe(false);
    place(s, 'Dýr Longhall', 'b4'); // Sentinel beats the Packrunner's Sneak, but no capture
    expect(at(s, 'b3')).toBe('Foe Packrunner');
    const t = scenario({ board: [...row5, { card: 'Dýr Longhall', at: 'b4', owner: 0 }], hands: [['Dýr Longhall'], []] });
    expect(canPlace(t, 'Dýr Longhall', 'c4')).toBe(false);
  });
  it('counts a Large ally once, however many of its cells touch the Bastion', () => {
    // The Giant covers c4, d4, c5 and d5: beside b4 it fills two cells but is one ally.
    const giant = { card: 'Hill Giant', at: 'c4', owner: 0 } as const;
    const a5 = { card: 'Jade Sentinel', at: 'a5', owner: 0 } as const;
    const s = scenario({ board: [giant, a5], hands: [['Dýr Longhall'], []] });
    expect(canPlace(s, 'Dýr Longhall', 'b4')).toBe(false);
    const t = scenario({ board: [giant, a5, { card: 'Jade Sentinel', at: 'b5', owner: 0 }], hands: [['Dýr Longhall'], []] });
    expect(canPlace(t, 'Dýr Longhall', 'b4')).toBe(true);
  });
});

describe('Relic and Bloodaxe Clan Signet', () => {
  it('a relic does not attack', () => {
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Bloodaxe Clan Signet'], []] });
    place(s, 'Bloodaxe Clan Signet', 'b4');
    expect(at(s, 'b3')).toBe('Foe Packrunner');
  });
  it('the Signet gives adjacent allies Cleave', () => {
    const enemies = [
      { card: 'Foe Packrunner', at: 'b3', owner: 1 },
      { card: 'Clan Dýr Warsinger', at: 'c4', owner: 1, facing: 'W' as const },
      { card: 'Goblin Scrapper', at: 'c3', owner: 1 },
    ];
    const s = scenario({ board: [...enemies, { card: 'Bloodaxe Clan Signet', at: 'a5', owner: 0 }], hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'b4');
    expect(pile(s, CAPTURE, 0).sort()).toEqual(['Clan Dýr Warsinger', 'Foe Packrunner', 'Goblin Scrapper']);
    const t = scenario({ board: enemies, hands: [['Wandering Sellsword'], []] });
    place(t, 'Wandering Sellsword', 'b4');
    expect(at(t, 'c3')).toBe('Goblin Scrapper');
  });
});

describe('Cleave and Critical Cleave', () => {
  it('Cleave: two captures with an enemy between them capture it too', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Clan Dýr Warsinger', at: 'a4', owner: 1, facing: 'E' },
        { card: 'Goblin Scrapper', at: 'a3', owner: 1 },
      ],
      hands: [['Bloodaxe Reaver'], []],
    });
    place(s, 'Bloodaxe Reaver', 'b4');
    expect(pile(s, CAPTURE, 0).sort()).toEqual(['Clan Dýr Warsinger', 'Foe Packrunner', 'Goblin Scrapper']);
  });
  it('"If this card captures two cards and there is an enemy in between them, capture that card too": an empty corner does not use up the check', () => {
    // The Reaver takes b3, c4 and a4; the front-right corner c3 is empty, the left-front corner a3 holds an enemy.
    const s = scenario({
      board: [
        { card: 'Goblin Scrapper', at: 'b3', owner: 1 },
        { card: 'Foe Packrunner', at: 'c4', owner: 1 },
        { card: 'Blood Drinker Orc', at: 'a4', owner: 1 },
        { card: 'Wandering Sellsword', at: 'a3', owner: 1 },
      ],
      hands: [['Bloodaxe Reaver'], []],
    });
    place(s, 'Bloodaxe Reaver', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Goblin Scrapper', 'Foe Packrunner', 'Blood Drinker Orc', 'Wandering Sellsword']);
    expect(at(s, 'a3')).toBeNull();
  });

  it('"If this card captures two cards ...": a single capture does not cleave the enemy in the corner beside it', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Goblin Scrapper', at: 'a3', owner: 1 },
      ],
      hands: [['Bloodaxe Reaver'], []],
    });
    place(s, 'Bloodaxe Reaver', 'b4');
    expect(pile(s, CAPTURE, 0)).toEqual(['Foe Packrunner']);
    expect(at(s, 'a3')).toBe('Goblin Scrapper');
  });

  it('"This also works with destroyed creatures": a Mauler given Cleave by the Signet destroys two cards and captures the enemy between them', () => {
    // Stout-Paw Alpha (Mauler) destroys b3 with its front and a4 with its left; the front-left corner a3 holds an enemy.
    const enemies = [
      { card: 'Foe Packrunner', at: 'b3', owner: 1 },
      { card: 'Clan Dýr Warsinger', at: 'a4', owner: 1, facing: 'E' as const },
      { card: 'Goblin Scrapper', at: 'a3', owner: 1 },
    ];
    const s = scenario({ board: [...enemies, { card: 'Bloodaxe Clan Signet', at: 'c5', owner: 0 }], hands: [['Stout-Paw Alpha'], []] });
    place(s, 'Stout-Paw Alpha', 'b4');
    expect(pile(s, DISCARD, 1).sort()).toEqual(['Clan Dýr Warsinger', 'Foe Packrunner']);
    expect(pile(s, CAPTURE, 0)).toEqual(['Goblin Scrapper']);
    // Without the Signet's Cleave the corner card stays.
    const t = scenario({ board: enemies, hands: [['Stout-Paw Alpha'], []] });
    place(t, 'Stout-Paw Alpha', 'b4');
    expect(pile(t, DISCARD, 1).sort()).toEqual(['Clan Dýr Warsinger', 'Foe Packrunner']);
    expect(at(t, 'a3')).toBe('Goblin Scrapper');
  });

  it('Critical Cleave cleaves in any direction (here between right and rear)', () => {
    const s = scenario({
      board: [
        { card: 'Knight of the Diamond', at: 'c4', owner: 1, facing: 'N' },
        { card: 'Foe Packrunner', at: 'b5', owner: 1 },
        { card: 'Goblin Scrapper', at: 'c5', owner: 1 },
      ],
      hands: [['Hrolf, Warchief of Dýr'], []],
      captured: [['Tordek Bloodsteele', 'Victuun Dragon'], []],
    });
    place(s, 'Hrolf, Warchief of Dýr', 'b4');
    expect(at(s, 'c4')).toBeNull();
    expect(at(s, 'b5')).toBeNull();
    expect(at(s, 'c5')).toBeNull();
  });
});

describe('Prestigious and Vanquisher', () => {
  it('Prestigious N: only with at least N Valor on the field', () => {
    const four = scenario({ board: [{ card: 'Hill Giant', at: 'a4', owner: 0 }, { card: 'Jade Sentinel', at: 'd5', owner: 0 }], hands: [['Knight of the Diamond'], []] });
    expect(canPlace(four, 'Knight of the Diamond', 'c5')).toBe(false);
    const five = scenario({ board: [{ card: 'Hill Giant', at: 'a4', owner: 0 }, { card: 'Victuun Blood-Priest', at: 'd5', owner: 0 }], hands: [['Knight of the Diamond'], []] });
    expect(canPlace(five, 'Knight of the Diamond', 'c5')).toBe(true);
  });
  it('Vanquisher: only with 8 or more Renown in the capture pile', () => {
    const seven = scenario({ hands: [['Hrolf, Warchief of Dýr'], []], captured: [['Tordek Bloodsteele', 'Knight of the Diamond'], []] });
    expect(canPlace(seven, 'Hrolf, Warchief of Dýr', 'b5')).toBe(false);
    const eight = scenario({ hands: [['Hrolf, Warchief of Dýr'], []], captured: [['Tordek Bloodsteele', 'Victuun Dragon'], []] });
    expect(canPlace(eight, 'Hrolf, Warchief of Dýr', 'b5')).toBe(true);
  });
});

describe('Sacrificial', () => {
  it('needs N own creatures on the field and destroys N of them, chosen one at a time in ascending order', () => {
    const none = scenario({ hands: [['Victuun Blood-Priest'], []] });
    expect(canPlace(none, 'Victuun Blood-Priest', 'b5')).toBe(false);
    const s = scenario({
      board: ['a5', 'b5', 'd5'].map((c) => ({ card: 'Jade Sentinel', at: c, owner: 0 })),
      hands: [['Victuun Dragon'], []],
    });
    place(s, 'Victuun Dragon', 'b3');
    expect(question(s)).toBe(Q_SACRIFICE);
    // Two to choose: the first pick must leave one after it.
    expect(answers(s)).toEqual([A_CELL + cellOf(s, 'a5'), A_CELL + cellOf(s, 'b5')]);
    answer(s, A_CELL + cellOf(s, 'a5'));
    expect(answers(s)).toEqual([A_CELL + cellOf(s, 'b5'), A_CELL + cellOf(s, 'd5')]);
    answer(s, A_CELL + cellOf(s, 'd5'));
    expect(pile(s, DISCARD, 0)).toEqual(['Jade Sentinel', 'Jade Sentinel']);
    expect(at(s, 'b5')).toBe('Jade Sentinel');
  });
});

describe('Spawn and Summoned', () => {
  it('The Great Fae Tree summons a Fae Sapling; a spawn leaving the field is banished, unscored', () => {
    const s = scenario({ hands: [['The Great Fae Tree'], ['Clan Dýr Warsinger']], board: [{ card: 'Jade Sentinel', at: 'a1', owner: 1 }] });
    place(s, 'The Great Fae Tree', 'b4');
    expect(at(s, 'b3')).toBe('Fae Sapling');
    expect(controllerAt(s, 'b3')).toBe(0);
    place(s, 'Clan Dýr Warsinger', 'b2'); // Magic beats the Sapling's Sentinel front
    expect(at(s, 'b3')).toBeNull();
    expect(pile(s, BANISH, 0)).toEqual(['Fae Sapling']);
    expect(pile(s, CAPTURE, 1)).toEqual([]);
  });
});

describe('Key Figures, Leveling Up and Defecting', () => {
  it('only one version on the battlefield; a lesser card cannot level up', () => {
    const s = scenario({ board: [{ card: 'Tordek Bloodsteele', at: 'b4', owner: 0 }], hands: [['Tordek, Stone-Wise'], []] });
    expect(answers(s)).toEqual([A_PASS]);
  });
  it('levelling up one’s own figure: the superior card goes on top; only its Valor counts', () => {
    const s = scenario({ board: [{ card: 'Tordek, Stone-Wise', at: 'b4', owner: 0 }, { card: 'Jade Sentinel', at: 'a5', owner: 0 }], hands: [['Tordek Bloodsteele'], []] });
    expect(legal(s).length).toBe(1);
    place(s, 'Tordek Bloodsteele', 'b4');
    expect(at(s, 'b4')).toBe('Tordek Bloodsteele');
    expect(s.valorOnField(0)).toBe(3 + 1);
  });
  it('defecting: levelling up an opponent’s figure takes control; captured, both cards go to the captor', () => {
    const s = scenario({
      board: [
        { card: 'Tordek, Stone-Wise', at: 'b2', owner: 1 },
        { card: 'Hill Giant', at: 'c4', owner: 0 },
      ],
      hands: [['Tordek Bloodsteele', 'Tordek, Stone-Wise'], ['Clan Dýr Warsinger']],
    });
    expect(canPlace(s, 'Tordek, Stone-Wise', 'a5')).toBe(false);
    place(s, 'Tordek Bloodsteele', 'b2');
    expect(controllerAt(s, 'b2')).toBe(0);
    // The defector faces north; P2's Warsinger on b1 beats its Heavy front with Magic.
    place(s, 'Clan Dýr Warsinger', 'b1');
    expect(at(s, 'b2')).toBeNull();
    expect(pile(s, CAPTURE, 1).sort()).toEqual(['Tordek Bloodsteele', 'Tordek, Stone-Wise']);
  });
});

describe('Bushido', () => {
  it('"You choose the attacker if multiple were to occur": a card beside it that is not attacking is no candidate; one attacker stands', () => {
    const s = scenario({
      board: [
        { card: 'Victuun Ronin', at: 'b3', owner: 1 },
        { card: 'Wandering Sellsword', at: 'a3', owner: 0 },
      ],
      hands: [['Goblin Scrapper'], []],
    });
    // The Scrapper clashes with the Ronin's front; the Ronin then attacks in full and its Heavy right side takes the Sellsword.
    place(s, 'Goblin Scrapper', 'b4');
    expect(question(s)).not.toBe(Q_BUSHIDO);
    expect(at(s, 'a3')).toBeNull();
    expect(pile(s, CAPTURE, 1)).toEqual(['Wandering Sellsword']);
  });

  it('"You choose the attacker if multiple were to occur": the candidates are the cards attacking it, and the others\' attacks on it do not happen', () => {
    // P1's Sellsword at c3 clashes with the Veteran (Heavy fronts), which attacks in full and
    // clashes with the Sellsword at b2 (Range sides); that one attacks in full, its rear on the
    // Ronin, while the c3 Sellsword's round still has its left side to come against the Ronin.
    // The a3 Sellsword touches the Ronin but does not attack it.
    const board = [
      { card: 'Victuun Ronin', at: 'b3', owner: 1 },
      { card: 'Wandering Sellsword', at: 'a3', owner: 0 },
      { card: 'Sansurian Veteran', at: 'c2', owner: 1 },
      { card: 'Wandering Sellsword', at: 'b2', owner: 0 },
      { card: 'Jade Sentinel', at: 'd4', owner: 0 },
    ];
    const s = scenario({ board, hands: [['Wandering Sellsword'], []] });
    place(s, 'Wandering Sellsword', 'c3');
    expect(question(s)).toBe(Q_BUSHIDO);
    expect(s.currentPlayer()).toBe(1);
    expect(answers(s)).toEqual([A_CELL + cellOf(s, 'b2'), A_CELL + cellOf(s, 'c3')]);
    const other = s.clone();
    // The b2 Sellsword's Magic rear against the Ronin's Empty rear: captured.
    answer(s, A_CELL + cellOf(s, 'b2'));
    expect(pile(s, CAPTURE, 0)).toEqual(['Victuun Ronin']);
    expect(at(s, 'c3')).toBe('Wandering Sellsword');
    // The c3 Sellsword's Sneak left loses to the Ronin's Heavy left; the Ronin attacks in full and takes both Sellswords beside it.
    answer(other, A_CELL + cellOf(other, 'c3'));
    expect(at(other, 'b3')).toBe('Victuun Ronin');
    expect(at(other, 'c3')).toBeNull();
    expect(pile(other, CAPTURE, 1)).toEqual(['Wandering Sellsword', 'Wandering Sellsword']);
  });
});

describe('Towered Dreadnaut', () => {
  it('after capturing on its turn it cannot be captured until its controller’s next turn', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Jade Sentinel', at: 'a2', owner: 1 },
      ],
      hands: [['Towered Dreadnaut', 'Jade Sentinel'], ['Clan Dýr Warsinger']],
    });
    place(s, 'Towered Dreadnaut', 'b4');
    const dread = s.cardAt(cellOf(s, 'b4'));
    expect(s.captureBlocked(dread, MAGIC)).toBe(true);
    place(s, 'Clan Dýr Warsinger', 'b3'); // Magic beats Heavy, but it is guarded
    expect(at(s, 'b4')).toBe('Towered Dreadnaut');
    expect(s.captureBlocked(dread, MAGIC)).toBe(false);
  });

  it('"If Towered Dreadnaut captured a card this turn, it cannot be captured the beginning of your next turn": a capture by counter-attack on the opponent\'s turn counts', () => {
    // The Scrapper's Sneak front loses to the Dreadnaut's Heavy front, which attacks in full and
    // takes it; its Sentinel right then loses to the a3 Sellsword's Range, whose attack back fails.
    const s = scenario({
      board: [
        { card: 'Towered Dreadnaut', at: 'b3', owner: 1 },
        { card: 'Wandering Sellsword', at: 'a3', owner: 0 },
      ],
      hands: [['Goblin Scrapper'], []],
    });
    place(s, 'Goblin Scrapper', 'b4');
    expect(pile(s, CAPTURE, 1)).toEqual(['Goblin Scrapper']);
    expect(at(s, 'b3')).toBe('Towered Dreadnaut');
    expect(at(s, 'a3')).toBe('Wandering Sellsword');
    expect(pile(s, CAPTURE, 0)).toEqual([]);
  });
});

describe('World War Match', () => {
  it('corners are contested, the centre square belongs to nobody', () => {
    const g = scenario({ variant: 'world-war' }).geo;
    expect(g.isContested(g.at(4, 0))).toBe(true);
    expect(g.isContested(g.at(0, 4))).toBe(true);
    const centre = g.at(2, 2);
    expect([0, 1, 2, 3].some((p) => g.inStartingZone(p, centre))).toBe(false);
    const s = scenario({ variant: 'world-war', hands: [['Jade Sentinel'], ['Jade Sentinel'], ['Jade Sentinel'], ['Jade Sentinel']] });
    expect(canPlace(s, 'Jade Sentinel', 'a5')).toBe(true);
    expect(canPlace(s, 'Jade Sentinel', 'c3')).toBe(false);
    const p2 = scenario({ variant: 'world-war', hands: [[], ['Jade Sentinel'], [], []], turn: 1 });
    expect(canPlace(p2, 'Jade Sentinel', 'a5', 0)).toBe(true); // seat 1 faces east from the left edge
    const p3 = scenario({ variant: 'world-war', hands: [[], [], ['Jade Sentinel'], []], turn: 2 });
    expect(canPlace(p3, 'Jade Sentinel', 'a5')).toBe(false);
  });
  it('the final turn is the one after the anchor; ties split the win evenly', () => {
    const s = scenario({ variant: 'world-war', hands: [[], ['Jade Sentinel'], ['Jade Sentinel'], []] });
    answer(s, A_PASS);
    expect(s.anchor).toBe(0);
    place(s, 'Jade Sentinel', 'a3');
    expect(s.isTerminal()).toBe(true);
    expect(s.returns()).toEqual([0, 1, 0, 0]);
  });
});

describe('Card events', () => {
  it('reports InDeck, FirstHand, Drawn and Played with the own turn number', () => {
    const set = cardsOf(warsong).defaultSet();
    const events: [CardEvent, number, number, number][] = [];
    const deck = set.decks[0]!.cards;
    const s = warsong.newMatch({ variant: 'standard', cards: set, decks: [deck, set.decks[1]!.cards], events: { cardEvent: (k, p, d, t) => events.push([k, p, d, t]) } }, 3);
    expect(events.filter((e) => e[0] === CardEvent.InDeck && e[1] === 0).length).toBe(deck.length);
    expect(events.filter((e) => e[0] === CardEvent.FirstHand && e[1] === 0).length).toBe(5);
    const buf = new Int32Array(s.facts.numDistinctActions);
    s.legalActions(buf);
    s.apply(buf[0]!);
    const played = events.filter((e) => e[0] === CardEvent.Played);
    expect(played).toEqual([[CardEvent.Played, 0, Math.floor(buf[0]! / 4 / s.geo.cells), 1]]);
    expect(events.filter((e) => e[0] === CardEvent.Drawn && e[1] === 0).length).toBe(1);
  });
});

describe('Card events and hidden information', () => {
  it('hands are hidden: perturbing P1’s unseen cards leaves P1’s observation and key unchanged', () => {
    const set = SET;
    const s = warsong.newMatch({ variant: 'standard', cards: set, decks: [set.decks[0]!.cards, set.decks[1]!.cards] }, 9);
    const twin = hiddenTwin(warsong, s, 0, new Rng(2));
    expect(twin.informationStateKey(0)).toBe(s.informationStateKey(0));
    const a = new Float32Array(s.facts.observationLength);
    const b = new Float32Array(s.facts.observationLength);
    s.observe(0, a);
    twin.observe(0, b);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(twin.serialize()).not.toBe(s.serialize());
  });
});
