// Warlords of Terra: set-up, the phases, resources and buildings, spells and chains, items and
// durability, heroes. One scenario per rule, named after it and quoting the rulebook.

import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../../src/core/events.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { A_DONE, A_EQUIP, A_HERO, A_PASS, A_RESOURCE, ARMORY, ATTACHED, BATTLE_DECK, BUILDING_DECK, CELLS, DISCARD, GROUND, HAND, LOCATIONS, NO_TARGET, NUM_ACTIONS, PH_BUILD, PH_RESOURCE, PH_SUMMON, PH_TACTICS } from '../../../src/games/warlords/ids.js';
import { CARD_FIELDS } from '../../../src/games/warlords/layout.js';
import { effAtk, hpLeft } from '../../../src/games/warlords/rules/board.js';
import { dealDamage } from '../../../src/games/warlords/rules/damage.js';
import { at, def, P0, P1, S, Scenario, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

const deckOf = (name: string) => set.decks.find((d) => d.name === name)!.cards;

describe('Game setup', () => {
  it('"Each player starts the game with 20 health points", "each player draws 7 CARDS, (3 place cards and 4 battle cards)", "A player that goes first doesn\'t draw an additional card on his very first turn"', () => {
    const events: number[][] = [];
    const sink = { cardEvent: (k: number, p: number, d: number, t: number) => void events.push([k, p, d, t]) };
    const s = warlords.newMatch({ variant: 'standard', cards: set, decks: [deckOf('Theridom Host'), deckOf('Hellscion Legion')], events: sink }, 11);
    expect([s.health[0], s.health[1]]).toEqual([20, 20]);
    for (let p = 0; p < 2; p++) {
      const hand = Array.from({ length: s.cards.count(HAND, p) }, (_, i) => s.cards.def[s.cards.at(HAND, p, i)]!);
      expect(hand.filter((d) => set.data[d]!.type === 'location')).toHaveLength(3);
      expect(hand).toHaveLength(7);
      expect(s.cards.count(BATTLE_DECK, p)).toBe(36);
      expect(s.cards.count(BUILDING_DECK, p)).toBe(7);
    }
    expect(events.filter((e) => e[0] === CardEvent.FirstHand)).toHaveLength(14);
    const buf = new Int32Array(warlords.variants[0]!.numDistinctActions);
    const n = s.legalActions(buf);
    // The first player's first resource phase: redirect or not, no draw.
    expect(Array.from(buf.subarray(0, n))).toEqual([A_RESOURCE, A_RESOURCE + 3]);
  });

  it('"Battle deck area is where you place main deck of cards. It MUST have exactly 40 cards"', () => {
    const deck = [...deckOf('Exiled Warband')];
    expect(cardsOf(warlords).validateDeck(set, deck, 'standard')).toEqual([]);
    deck.splice(deck.indexOf(def('Berserker')), 1);
    expect(cardsOf(warlords).validateDeck(set, deck, 'standard').map((v) => v.rule)).toContain('deck-size');
    const mixed = [...deckOf('Exiled Warband')];
    mixed[mixed.indexOf(def('Berserker'))] = def('Angel');
    expect(cardsOf(warlords).validateDeck(set, mixed, 'standard').map((v) => v.rule)).toContain('kingdom');
  });
});

describe('Resource phase', () => {
  it('"Your banner adds 1 gold and mana for you in every Resources Phase" plus each location\'s income; "you must decide if you want to redirect 1 Mana to your hero, which gives him 1 Power Point"; "you must draw 1 card ... from a battle or building deck"', () => {
    const sc = new Scenario({ turn: 6, player: P1, phase: PH_TACTICS });
    sc.build.location(P0, 'Market Town'); // 1 gold, 1 mana
    sc.build.location(P0, 'Castle Theridom'); // 2 gold
    sc.build.resources(P0, { gold: 0, mana: 0 });
    sc.act(A_DONE);
    sc.until(P0, PH_RESOURCE);
    expect([sc.s.gold[P0], sc.s.mana[P0]]).toEqual([4, 2]);
    expect(sc.legal()).toEqual([A_RESOURCE + 1, A_RESOURCE + 2, A_RESOURCE + 4, A_RESOURCE + 5]);
    const hand = sc.s.cards.count(HAND, P0);
    sc.act(A_RESOURCE + 5); // redirect, draw a place card
    expect([sc.s.mana[P0], sc.s.power[P0]]).toEqual([1, 1]);
    expect(sc.s.cards.count(HAND, P0)).toBe(hand + 1);
    expect(sc.s.phase()).toBe(PH_BUILD);
  });
});

describe('Building phase', () => {
  it('"You can have up to 5 active locations ... if you want to build a sixth location, you will have to destroy (discard) one", built locations "won\'t add resources until your next Resource phase"', () => {
    const sc = new Scenario({ phase: PH_BUILD });
    const old = ['Theridom Farmland', 'Village Chapel', 'Market Town', 'Theridom Farmland', 'Village Chapel'].map((n) => sc.build.location(P0, n));
    sc.build.hand(P0, 'Castle Theridom');
    sc.build.resources(P0, { gold: 3, mana: 0 });
    expect(sc.isLegal(sc.playId('Castle Theridom'))).toBe(false);
    sc.play('Castle Theridom', 2); // replaces building slot 2, Market Town
    expect(sc.s.cards.zone[old[2]!]).toBe(DISCARD);
    expect(sc.s.gold[P0]).toBe(0);
    expect(sc.s.cards.count(DISCARD, P0)).toBe(1);
    let active = 0;
    for (let i = 0; i < 5; i++) if (sc.s.cards.cell(LOCATIONS, i) >= 0) active++;
    expect(active).toBe(5);
  });

  it('"This is the first phase when players can cast Sudden Spells, but only at the beginning of the phase (before any location is built)"', () => {
    const sc = new Scenario({ phase: PH_RESOURCE });
    sc.troop(P1, 'Berserker', 'c5');
    sc.build.hand(P1, 'Blood Rage');
    sc.build.resources(P1, { mana: 1 });
    sc.build.hand(P0, 'Theridom Farmland');
    sc.act(A_RESOURCE + 1);
    // The opening window asks the turn player first (no sudden spell it could pay: skipped), then player 1.
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(sc.isLegal(sc.playId('Blood Rage', 'c5'))).toBe(true);
    sc.act(A_PASS);
    sc.play('Theridom Farmland');
    // A card played can be answered: player 1 is asked again.
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_PASS);
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.legal()).toEqual([A_DONE]);
  });
});

describe('Summon and forge phase', () => {
  it('"After paying their cost, you can place them on any (available) space in your summoning line"; regular spells "can only be cast in your tactics phase"', () => {
    const sc = new Scenario({ phase: PH_SUMMON });
    sc.troop(P0, 'Squire', 'a1');
    sc.build.hand(P0, 'Berserker', 'Rockfall', 'Iron Sword');
    sc.build.resources(P0, { gold: 5, mana: 2 });
    const places = sc.legal().filter((a) => a >= sc.playId('Berserker', 0) && a < sc.playId('Berserker', NO_TARGET));
    expect(places.map((a) => a - sc.playId('Berserker', 0))).toEqual([1, 2, 3, 4]);
    expect(sc.legal().some((a) => a >= sc.playId('Rockfall', 0) && a <= sc.playId('Rockfall'))).toBe(false);
    sc.play('Berserker', 'c1');
    sc.play('Iron Sword');
    expect(sc.s.cards.count(ARMORY, P0)).toBe(1);
    expect(sc.s.gold[P0]).toBe(1);
  });
});

describe('Spells and chains', () => {
  it('the rulebook example: Power of Fire on Battle Priestess of Elysia answered by Healing Shield "gives Absorb 2 to priestess ... therefore priestess takes only 3 damage"', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const priestess = sc.troop(P0, 'Battle Priestess of Elysia', 'b2');
    sc.build.hand(P0, 'Healing Shield');
    sc.build.resources(P0, { mana: 1 });
    sc.build.hand(P1, 'Power of Fire');
    sc.build.resources(P1, { gold: 1, mana: 2 });
    sc.play('Power of Fire', 'b2');
    expect(sc.s.currentPlayer()).toBe(P0);
    sc.play('Healing Shield', 'b2');
    // Player 1 could not answer: the chain resolved, the shield first.
    expect(sc.s.stack.length).toBe(0);
    expect(sc.damage(priestess)).toBe(3);
    expect(hpLeft(sc.s, priestess)).toBe(1);
  });

  it('without the shield "the priestess would die": 5 damage against 4 HP', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const priestess = sc.troop(P0, 'Battle Priestess of Elysia', 'b2');
    sc.build.hand(P1, 'Power of Fire');
    sc.build.resources(P1, { gold: 1, mana: 2 });
    sc.play('Power of Fire', 'b2');
    sc.act(A_PASS); // the priestess's own skill could have answered
    expect(sc.s.cards.zone[priestess]).toBe(DISCARD);
  });

  it('"In the spell chain effects of spells are applied in reverse order ... effect of the last spell resolving first"', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const knight = sc.troop(P0, 'Knight of Theridom', 'b2', { damage: 3 }); // 1 HP left
    sc.build.hand(P0, 'Regrowth');
    sc.build.resources(P0, { mana: 1 });
    sc.build.hand(P1, 'Thorn Volley');
    sc.build.resources(P1, { mana: 2 });
    sc.play('Thorn Volley', 'b2'); // 2 magic damage would kill it
    sc.play('Regrowth', 'b2'); // last in, first out: healed 3, then the volley's 2
    expect(sc.s.stack.length).toBe(0);
    expect(sc.damage(knight)).toBe(2);
    expect(hpLeft(sc.s, knight)).toBe(2);
  });

  it('"a troop with the skill Absorb 2, takes 2 less damage every time it becomes physically damaged, but it won\'t absorb any magic damage"', () => {
    const sc = new Scenario();
    const guard = sc.troop(P0, 'Royal Guard', 'b2'); // Absorb 2
    expect(dealDamage(sc.s, guard, 3, false)).toBe(1);
    expect(dealDamage(sc.s, guard, 3, true)).toBe(3);
  });

  it('"Sudden Spell: this type of spell can be cast ... at the end of tactics phase, on any player\'s turn"', () => {
    const sc = new Scenario();
    sc.troop(P1, 'Berserker', 'c5');
    sc.build.hand(P1, 'Stone Skin');
    sc.build.resources(P1, { mana: 1 });
    sc.act(A_DONE);
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(sc.isLegal(sc.playId('Stone Skin', 'c5'))).toBe(true);
  });

  it('"Curse spell must be played on an enemy troop and it stays attached to that troop"; "Power: ... it must be attached to your troop"', () => {
    const sc = new Scenario();
    const mine = sc.troop(P0, 'Imp', 'a2');
    const foe = sc.troop(P1, 'Ork Warrior', 'c4');
    sc.build.hand(P0, 'Curse of Weakness', 'Demonic Pact');
    sc.build.resources(P0, { mana: 2 });
    expect(sc.isLegal(sc.playId('Curse of Weakness', 'a2'))).toBe(false);
    expect(sc.isLegal(sc.playId('Demonic Pact', 'c4'))).toBe(false);
    sc.play('Curse of Weakness', 'c4');
    sc.play('Demonic Pact', 'a2');
    expect([effAtk(sc.s, foe), effAtk(sc.s, mine)]).toEqual([1, 4]);
    sc.act(A_DONE);
    sc.until(P0, PH_TACTICS);
    expect([effAtk(sc.s, foe), effAtk(sc.s, mine)]).toEqual([1, 4]);
    const curse = sc.s.cards.def.findIndex((d, c) => d === def('Curse of Weakness') && sc.s.cards.zone[c] === ATTACHED);
    expect(sc.s.cards.attachedTo[curse]).toBe(foe);
  });
});

describe('Items', () => {
  it('weapons: "Durability is spent when the equipped troop ATTACKS ... regardless of the damage being absorbed or dealt"; at 0 the item "is immediately destroyed and put into discard area"', () => {
    const sc = new Scenario();
    const ork = sc.troop(P0, 'Ork Warrior', 'c3');
    const sword = sc.build.attach(P0, 'Iron Sword', ork, 1);
    sc.troop(P1, 'Dwarf Defender', 'c4', { exhausted: true });
    expect(effAtk(sc.s, ork)).toBe(4);
    sc.act(sc.attackId('c3', S));
    expect(sc.s.cards.zone[sword]).toBe(DISCARD);
    expect(effAtk(sc.s, ork)).toBe(3);
  });

  it('armour: "if armor was able to absorb any amount damage of any kind, its durability goes down by 1"', () => {
    const sc = new Scenario();
    const ork = sc.troop(P0, 'Ork Warrior', 'c3');
    const armor = sc.build.attach(P0, 'Leather Armor', ork);
    expect(dealDamage(sc.s, ork, 2, true)).toBe(1);
    expect(sc.durability(armor)).toBe(1);
    expect(dealDamage(sc.s, ork, 1, false)).toBe(0);
    expect(sc.s.cards.zone[armor]).toBe(DISCARD);
  });

  it('trinkets: "Trinkets don\'t have durability, so they aren\'t destroyed unless any effect says so", and "if the troop dies and equipped item durability is above 0, then the item goes back to Armory"', () => {
    const sc = new Scenario();
    const imp = sc.troop(P0, 'Imp', 'c3');
    const amulet = sc.build.attach(P0, 'Amulet of Vigor', imp);
    const sword = sc.build.attach(P0, 'Iron Sword', imp, 2);
    sc.troop(P1, 'Ogre', 'c4', { exhausted: true });
    sc.act(sc.attackId('c3', S));
    expect(sc.s.cards.zone[imp]).toBe(DISCARD);
    expect([sc.s.cards.zone[amulet], sc.s.cards.zone[sword]]).toEqual([ARMORY, ARMORY]);
    expect(sc.durability(sword)).toBe(1);
  });

  it('"A troop can only have ONE of each subtype at the same time equipped"; equipping takes an item "in your armory"', () => {
    const sc = new Scenario();
    const ork = sc.troop(P0, 'Ork Warrior', 'c2');
    sc.build.attach(P0, 'Iron Sword', ork);
    sc.build.armory(P0, 'Battle Axe');
    sc.build.armory(P0, 'Leather Armor');
    expect(sc.isLegal(A_EQUIP + def('Battle Axe') * CELLS + at('c2'))).toBe(false);
    sc.act(A_EQUIP + def('Leather Armor') * CELLS + at('c2'));
    expect(sc.s.field(ork, CARD_FIELDS.at.armor)).toBeGreaterThanOrEqual(0);
  });

  it('non-attached items: "when an item is hit, it loses 1 durability point. The ATK value of the attacking troop doesn\'t matter"', () => {
    const sc = new Scenario();
    sc.troop(P0, 'Mountain Giant', 'c3');
    const standard = sc.build.ground(P1, 'War Standard', 'c4');
    sc.act(sc.attackId('c3', S));
    expect(sc.s.cards.zone[standard]).toBe(GROUND);
    expect(sc.durability(standard)).toBe(2);
  });
});

describe('Heroes', () => {
  it('"your hero may accumulate power points until you decide to spend them on one of their skills"', () => {
    const sc = new Scenario();
    const squire = sc.troop(P0, 'Squire', 'a1', { damage: 1 });
    sc.build.resources(P0, { power: 1 });
    expect(sc.legal().some((a) => a >= A_HERO && a <= A_HERO + CELLS)).toBe(false);
    sc.build.resources(P0, { power: 2 });
    sc.act(A_HERO + at('a1'));
    expect(sc.damage(squire)).toBe(0);
    expect(sc.s.power[P0]).toBe(0);
  });
});

describe('Beginning of turn and the end of the match', () => {
  it('"In this phase, every effect which says at the beginning of your/each turn triggers": Mark of Hellion\'s wither', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const ork = sc.troop(P0, 'Ork Warrior', 'b2');
    sc.build.attach(P1, 'Mark of Hellion', ork);
    sc.act(A_DONE);
    sc.until(P0, PH_RESOURCE);
    expect(sc.damage(ork)).toBe(1);
  });

  it('a curse with no-threat takes the troop\'s threat area away ("unless an effect disables it somehow")', () => {
    const sc = new Scenario();
    const ork = sc.troop(P1, 'Ork Warrior', 'c5');
    sc.build.attach(P0, 'Entangling Roots', ork);
    sc.troop(P0, 'Squire', 'c3');
    sc.move('c3', 'c4');
    expect(sc.s.stack.length).toBe(0);
  });

  it('turn limit (interpretation): after the last turn the healthier warlord wins, reason turn-limit', () => {
    const sc = new Scenario({ turn: warlords.variants[0]!.maxTurns, player: P1 });
    sc.build.resources(P0, { health: 7 });
    sc.build.resources(P1, { health: 9 });
    sc.act(A_DONE);
    expect(sc.s.endReason()).toBe('turn-limit');
    expect(sc.s.returns()).toEqual([0, 1]);
  });
});

describe('The turn player\'s own sudden spells', () => {
  it('at the beginning of a phase only (interpretation of "only at the beginning of the phase (before any location is built)")', () => {
    const sc = new Scenario({ phase: PH_BUILD });
    sc.troop(P0, 'Berserker', 'c1');
    sc.build.hand(P0, 'Blood Rage', 'Theridom Farmland', 'Mountain Mine');
    sc.build.resources(P0, { gold: 2, mana: 1 });
    expect(sc.isLegal(sc.playId('Blood Rage', 'c1'))).toBe(true);
    sc.play('Theridom Farmland');
    expect(sc.isLegal(sc.playId('Blood Rage', 'c1'))).toBe(false);
    // A copy (what search plays on) knows the phase's beginning is past too: it lives in the state's buffer.
    const copy = sc.s.clone();
    const out = new Int32Array(NUM_ACTIONS);
    expect([copy.phase(), copy.turnPlayer()]).toEqual([PH_BUILD, P0]);
    expect(out.subarray(0, copy.legalActions(out))).not.toContain(sc.playId('Blood Rage', 'c1'));
  });

  it('in tactics after acting, a sudden spell is cast "at the end of tactics phase": the turn ends once it resolves', () => {
    const sc = new Scenario();
    const b = sc.troop(P0, 'Berserker', 'c1');
    sc.build.hand(P0, 'Stone Skin');
    sc.build.resources(P0, { mana: 1 });
    sc.move('c1', 'c2');
    sc.play('Stone Skin', 'c2');
    expect(sc.s.turnPlayer()).toBe(P1);
    expect(sc.s.field(b, CARD_FIELDS.at.tempAbsorb)).toBe(0); // lapsed with the turn
  });
});
