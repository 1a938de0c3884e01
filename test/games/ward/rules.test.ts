// Ward rules, one scenario per rule, dice scripted. Names follow the rulebook (section numbers
// of the transcription in /work/shared/seeds/ward-decoded.md).

import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../../src/core/events.js';
import { Rng, STREAM_CHANCE } from '../../../src/core/rng.js';
import { FRAMES } from '../../../src/games/ward/frames.js';
import { newWardState, ward } from '../../../src/games/ward/game.js';
import { A_BATTLE, A_DESTROY_MAGIC, A_DISCARD, A_END_PHASE, A_GO_SECOND, A_KILL_OWN, A_LIMITED_SUMMON, A_NO_RESPONSE, A_PROMOTE, A_REVIVE, A_SAC_HAND, A_SAC_PRIMARY, A_SUMMON, CEMETERY, END_CEMETERY, END_CREATURE_OUT, FIELD, DECK, HAND, PH_COMBAT, PH_MAIN, PH_MAIN2, UNDER, V_LAST_CRIT, V_LAST_DAMAGE, V_PHASE, V_PLAYER } from '../../../src/games/ward/ids.js';
import { CARD_FIELDS } from '../../../src/games/ward/layout.js';
import { dealDamage, effAl, effAtkDice, effectsOn, effHitDice, effMod, effSpd, unaffectedActive, unremovable } from '../../../src/games/ward/rules/effects.js';
import { destroyMagic } from '../../../src/games/ward/rules/moves.js';
import { createDecks, startMatch } from '../../../src/games/ward/rules/turn.js';
import type { WardState } from '../../../src/games/ward/state.js';
import { cell, def, mcell, Scenario, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

const P0 = 0;
const P1 = 1;

const dotLeft = (s: WardState, c: number): number => s.field(c, CARD_FIELDS.at.dotLeft);

describe('7.1 game start', () => {
  it('lower first-player roll chooses; the first player draws 5 and must summon; the other holds nothing yet', () => {
    const s = newWardState(set);
    s.rng.seedAll(1);
    s.rng.script(STREAM_CHANCE, [3, 3, 5, 2]); // a tie is rolled again
    const deck = set.decks[0]!.cards;
    createDecks(s, [deck, deck]);
    startMatch(s);
    expect(s.stack.top(0)).toBe(FRAMES.kind.choose);
    expect(s.currentPlayer()).toBe(P1);
    s.apply(A_GO_SECOND);
    expect(s.vars[V_PLAYER]).toBe(P0);
    expect(s.cards.count(HAND, P0)).toBe(5);
    expect(s.cards.count(HAND, P1)).toBe(0);
    expect(s.stack.top(0)).toBe(FRAMES.kind.replace);
    expect(s.currentPlayer()).toBe(P0);
  });

  /** A match of two copies of `deck` whose first player (P0, chosen by P1's lower roll) has just drawn its first hand. */
  const firstTurn = (deck: number[]): WardState => {
    const s = newWardState(set);
    s.rng.seedAll(1);
    s.rng.script(STREAM_CHANCE, [5, 2]);
    createDecks(s, [deck, deck]);
    startMatch(s);
    s.apply(A_GO_SECOND);
    return s;
  };

  it('7.1.4 "All players must summon one creature during their first turn": with no creature of AL 1-6 (the no-starter advice), the first turn summons an AL 7+ creature by sacrificing another from hand', () => {
    const deck = Array.from({ length: 30 }, () => def('Void Seer'));
    expect(cardsOf(ward).deckWarnings!(set, deck, 'standard').map((v) => v.message)).toEqual([
      "the deck has no creature of AL 1-6 without a summon requirement, so its first turn's forced summon (7.1.4) is an AL 7+ creature paid by sacrificing another creature from hand (8.2.1), the hand redrawn until it holds them (7.2.2)",
    ]);
    const s = firstTurn(deck);
    expect(s.stack.top(0)).toBe(FRAMES.kind.replace);
    s.apply(A_SUMMON + def('Void Seer'));
    s.apply(A_SAC_HAND + def('Void Seer'));
    expect(s.cards.def[s.primary(P0)]).toBe(def('Void Seer'));
    expect(s.cards.count(CEMETERY, P0)).toBe(1);
    expect(s.cards.count(HAND, P0)).toBe(3);
  });

  it('7.2.4 "If the player has no playable creatures in their hand or deck, they lose the match": a deck whose one creature needs a sacrifice (the no-first-summon advice) loses on its first turn', () => {
    const deck = [def('Void Seer'), ...Array.from({ length: 29 }, () => def('Fireball'))];
    expect(cardsOf(ward).deckWarnings!(set, deck, 'standard').map((v) => v.rule)).toEqual(['no-first-summon']);
    const s = firstTurn(deck);
    expect(s.isTerminal()).toBe(true);
    expect(s.endReason()).toBe(END_CREATURE_OUT);
    expect(s.returns()).toEqual([0, 1]);
  });

  it('no battle and no damage during the first turn cycle (7.1.3)', () => {
    const sc = new Scenario({ turn: 2, player: P1, phase: PH_MAIN });
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Bear Wolf');
    sc.hand(P1, 'Fireball');
    expect(sc.isLegal(sc.playId('Fireball', cell(P0)))).toBe(false);
    sc.act(A_END_PHASE);
    // The combat phase offers no battle: it passes on its own.
    expect(sc.s.vars[V_PHASE]).toBe(PH_MAIN2);
  });

  it('card events: in deck, first hand, drawn, played', () => {
    const events: [number, number, number, number][] = [];
    const sink = { cardEvent: (k: number, p: number, d: number, t: number) => void events.push([k, p, d, t]) };
    const deck = set.decks[0]!.cards;
    const s = ward.newMatch({ variant: 'standard', cards: set, decks: [deck, deck], events: sink }, 3);
    expect(events.filter((e) => e[0] === CardEvent.InDeck)).toHaveLength(60);
    const chooser = s.currentPlayer();
    s.apply(A_GO_SECOND);
    const first = 1 - chooser;
    expect(events.filter((e) => e[0] === CardEvent.FirstHand && e[1] === first)).toHaveLength(5);
    const buf = new Int32Array(ward.variants[0]!.numDistinctActions);
    const n = s.legalActions(buf);
    const summon = Array.from(buf.subarray(0, n)).find((a) => a >= A_SUMMON && a < A_SUMMON + 128)!;
    s.apply(summon);
    while (s.currentPlayer() !== first || s.stack.length > 0) s.apply(s.legalActions(buf) > 0 ? buf[0]! : 0);
    expect(events.some((e) => e[0] === CardEvent.Played && e[1] === first && e[3] === 1)).toBe(true);
  });
});

describe('9.1 draw phase and hand size', () => {
  it('over 8 cards after the draw: discard one card at a time, then play', () => {
    const sc = new Scenario({ turn: 6, player: P0, phase: PH_MAIN2 });
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Bear Wolf');
    sc.hand(P1, 'Fireball', 'Fireball', 'Shatter', 'Ghost Form', 'Iron Hide', 'Rampage', 'Battle Axe', 'Half Life', 'Swift Boots');
    sc.act(A_END_PHASE);
    expect(sc.s.vars[V_PLAYER]).toBe(P1);
    expect(sc.s.cards.count(HAND, P1)).toBe(10);
    expect(sc.legal().every((a) => a >= A_DISCARD && a < A_DISCARD + 128)).toBe(true);
    sc.act(A_DISCARD + def('Fireball'));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.act(A_DISCARD + def('Swift Boots'));
    expect(sc.s.cards.count(HAND, P1)).toBe(8);
    expect(sc.legal()).toContain(A_END_PHASE);
  });
});

describe('8 summoning and sacrifices', () => {
  it('AL 1-6 needs no sacrifice but a free primary place; AL 7-11 sacrifices the primary; AL 12 takes two', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.hand(P0, 'Star Wisp', 'Behemoth', 'Village Militia', 'Bone Knight');
    sc.creature(P1, 'Bear Wolf');
    expect(sc.isLegal(A_SUMMON + def('Star Wisp'))).toBe(false);
    expect(sc.isLegal(A_SUMMON + def('Bone Knight'))).toBe(true);
    sc.summon('Behemoth');
    // The primary must go first, then one card from hand.
    expect(sc.legal()).toEqual([A_SAC_PRIMARY]);
    sc.act(A_SAC_PRIMARY);
    const hands = sc.legal();
    expect(hands).toContain(A_SAC_HAND + def('Village Militia'));
    expect(hands).toContain(A_SAC_HAND + def('Star Wisp'));
    expect(hands).not.toContain(A_SAC_HAND + def('Behemoth'));
    sc.act(A_SAC_HAND + def('Village Militia'));
    expect(sc.inCemetery(wolf)).toBe(true);
    expect(sc.s.cards.def[sc.s.primary(P0)]).toBe(def('Behemoth'));
    expect(sc.s.cemeteryHp[P0]).toBe(50 + 20);
    // One normal summon per turn.
    expect(sc.legal().some((a) => a >= A_SUMMON && a < A_SUMMON + 128)).toBe(false);
  });

  it('AL never goes above 12 (17.1)', () => {
    const sc = new Scenario();
    const b = sc.creature(P0, 'Behemoth');
    sc.magic(P0, 'Iron Hide', 0, b);
    expect(effAl(sc.s, b)).toBe(12);
    const w = sc.creature(P1, 'Bear Wolf');
    sc.magic(P1, 'Iron Hide', 0, w);
    expect(effAl(sc.s, w)).toBe(8);
  });

  it('8.3.1 "Some creatures may have additional requirements to normal summon them": Shark King goes on top of the Sharkling and still sacrifices for its AL; the Sharkling follows it', () => {
    const sc = new Scenario();
    sc.hand(P0, 'Shark King');
    sc.creature(P1, 'Stone Golem');
    expect(sc.isLegal(A_SUMMON + def('Shark King'))).toBe(false);
    const sc2 = new Scenario();
    const shark = sc2.creature(P0, 'Sharkling');
    const [king] = sc2.hand(P0, 'Shark King');
    sc2.creature(P1, 'Stone Golem');
    // AL 10 takes one sacrifice besides the requirement: none in hand, no summon.
    expect(sc2.isLegal(A_SUMMON + def('Shark King'))).toBe(false);
    const [militia] = sc2.hand(P0, 'Village Militia');
    sc2.summon('Shark King');
    expect(sc2.legal()).toEqual([A_SAC_HAND + def('Village Militia')]);
    sc2.act(A_SAC_HAND + def('Village Militia'));
    expect(sc2.inCemetery(militia!)).toBe(true);
    expect(sc2.s.primary(P0)).toBe(king);
    expect(sc2.s.cards.zone[shark]).toBe(UNDER);
    sc2.hand(P1, 'Fireball', 'Fireball', 'Fireball', 'Fireball', 'Fireball');
    sc2.build.hp(king!, 15);
    sc2.build.at(6, P1, PH_MAIN);
    sc2.play('Fireball', cell(P0));
    sc2.act(A_NO_RESPONSE);
    expect(sc2.inCemetery(king!)).toBe(true);
    expect(sc2.inCemetery(shark)).toBe(true);
    expect(sc2.s.cemeteryHp[P0]).toBe(20 + 90 + 20);
  });

  it('killing your own creature is the turn\'s normal summon, once per turn (8.4)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.hand(P0, 'Star Wisp', 'Raptor Pack');
    sc.creature(P1, 'Bear Wolf');
    sc.act(A_KILL_OWN);
    expect(sc.inCemetery(wolf)).toBe(true);
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.replace);
    expect(sc.legal()).toEqual([A_SUMMON + def('Raptor Pack'), A_SUMMON + def('Star Wisp')].sort((a, b) => a - b));
    sc.summon('Star Wisp');
    expect(sc.legal()).not.toContain(A_KILL_OWN);
    expect(sc.legal()).not.toContain(A_SUMMON + def('Raptor Pack'));
  });
});

describe('7.2 mandatory primary creature', () => {
  it('a killed primary is replaced at once, by promoting a limited summon when there is one (13.3.6)', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const wolf = sc.creature(P0, 'Bear Wolf');
    const raptor = sc.creature(P0, 'Raptor Pack', 2);
    sc.hand(P1, 'Fireball');
    sc.creature(P1, 'Bear Wolf');
    sc.build.hp(wolf, 20);
    sc.play('Fireball', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.legal()).toEqual([A_PROMOTE + 2]);
    sc.act(A_PROMOTE + 2);
    expect(sc.s.primary(P0)).toBe(raptor);
    expect(sc.s.currentPlayer()).toBe(P1);
  });

  it('no creature in hand: the hand is revealed, shuffled in and redrawn; the working hand stays known (7.2.2)', () => {
    const sc = new Scenario({ turn: 6, player: P1 });
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.hand(P0, 'Fireball', 'Shatter', 'Ghost Form');
    sc.hand(P1, 'Fireball');
    sc.creature(P1, 'Bear Wolf');
    sc.build.hp(wolf, 20);
    sc.play('Fireball', cell(P0));
    sc.act(A_NO_RESPONSE);
    // The rest of the deck is Village Militia: the redrawn three hold at least one.
    expect(sc.s.cards.count(HAND, P0)).toBe(3);
    expect(sc.legal()).toEqual([A_SUMMON + def('Village Militia')]);
    for (let i = 0; i < 3; i++) expect(sc.s.cards.isKnownTo(sc.s.cards.at(HAND, P0, i), P1)).toBe(true);
    for (const seed of [5, 6, 7]) {
      const d = sc.s.determinize(P1, new Rng(seed));
      for (let i = 0; i < 3; i++) expect(d.cards.def[d.cards.at(HAND, P0, i)]).toBe(sc.s.cards.def[sc.s.cards.at(HAND, P0, i)]);
    }
  });

  /** P0's Bear Wolf (20 HP left) killed by P1's Fireball; P0's hand and deck as given. */
  function killP0Primary(opts: { fill?: [string, string]; seed?: number }, hand: string[], deckTop: string[] = []): Scenario {
    const sc = new Scenario({ turn: 6, player: P1, ...opts });
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.hand(P0, ...hand);
    sc.build.deckTop(P0, ...deckTop);
    sc.hand(P1, 'Fireball');
    sc.creature(P1, 'Bear Wolf');
    sc.build.hp(wolf, 20);
    sc.play('Fireball', cell(P0));
    sc.act(A_NO_RESPONSE);
    return sc;
  }

  it('7.2.2 "shuffles their hand into their deck and redraws the same number of cards ... until they have a playable creature": the hand never grows', () => {
    // One creature among 27 cards and a one-card hand: many tries, each redrawing one card.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const sc = killP0Primary({ fill: ['Fireball', 'Village Militia'], seed }, ['Shatter'], ['Star Wisp']);
      expect(sc.s.cards.count(HAND, P0), `seed ${seed}`).toBe(1);
      expect(sc.legal()).toEqual([A_SUMMON + def('Star Wisp')]);
    }
  });

  it('7.2.3 "draw one card at a time until they have a playable creature and shuffle the remainder back": only the creature stays', () => {
    // An empty hand cannot redraw. Drawn in turn: Shatter, Bone Knight (AL 7: nothing in hand
    // to sacrifice), Fireball, then Star Wisp, which stays; the three go back.
    const sc = killP0Primary({ fill: ['Fireball', 'Village Militia'] }, [], ['Star Wisp', 'Fireball', 'Bone Knight', 'Shatter']);
    const deck = sc.s.cards.count(DECK, P0);
    expect(sc.s.cards.count(HAND, P0)).toBe(1);
    expect(sc.s.cards.def[sc.s.cards.at(HAND, P0, 0)]).toBe(def('Star Wisp'));
    expect(sc.legal()).toEqual([A_SUMMON + def('Star Wisp')]);
    const inDeck = Array.from({ length: deck }, (_, i) => sc.s.cards.def[sc.s.cards.at(DECK, P0, i)]);
    expect(inDeck).toContain(def('Bone Knight'));
    expect(inDeck).toContain(def('Shatter'));
  });

  it('creature out: no creature in hand or deck loses at once (7.2.4)', () => {
    const sc = new Scenario({ turn: 6, player: P1, fill: ['Fireball', 'Village Militia'] });
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.hand(P0, 'Shatter');
    sc.hand(P1, 'Fireball');
    sc.creature(P1, 'Bear Wolf');
    sc.build.hp(wolf, 20);
    sc.play('Fireball', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.endReason()).toBe(END_CREATURE_OUT);
    expect(sc.s.returns()).toEqual([0, 1]);
  });
});

describe('10 battle', () => {
  function duel(a: string, b: string): Scenario {
    const sc = new Scenario({ phase: PH_COMBAT });
    sc.creature(P0, a);
    sc.creature(P1, b);
    return sc;
  }

  it('the faster creature attacks first; hit = 2 dice + modifier >= AL; the slower one returns the attack', () => {
    const sc = duel('Bear Wolf', 'Stone Golem'); // SPD 5 vs 1; Golem AL 10, Wolf AL 6
    sc.dice(4, 5, 3, 4, /* golem */ 2, 2, 6, 6, 6);
    sc.battle();
    const golem = sc.s.primary(P1);
    const wolf = sc.s.primary(P0);
    expect(sc.s.hp(golem)).toBe(100 - (3 + 4 + 1));
    expect(sc.s.hp(wolf)).toBe(50 - (18 + 2));
    expect(sc.s.vars[V_PHASE]).toBe(PH_MAIN2);
  });

  it('a miss deals nothing: the hit roll must meet the AL', () => {
    const sc = duel('Bear Wolf', 'Stone Golem');
    sc.dice(4, 4, /* golem misses: 1 + 2 + 2 < 6 */ 1, 2);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P1))).toBe(100);
    expect(sc.s.hp(sc.s.primary(P0))).toBe(50);
  });

  it('tied speed: each rolls a die per battle, re-rolling ties; the higher goes first', () => {
    const sc = duel('Bear Wolf', 'Bear Wolf');
    sc.dice(3, 3, 2, 5, /* defender first */ 6, 5, 1, 1, /* attacker */ 1, 2);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P0))).toBe(50 - (1 + 1 + 1));
    expect(sc.s.hp(sc.s.primary(P1))).toBe(50);
  });

  it('critical hit: all sixes double the attack damage after modifiers (10.3.1)', () => {
    const sc = duel('Bear Wolf', 'Stone Golem');
    sc.dice(6, 6, 3, 4, /* golem */ 2, 2);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P1))).toBe(100 - 2 * (3 + 4 + 1));
  });

  it('critical hit, 10.3.1 "Attack Damage is doubled": all sixes still have to reach the Armor Level', () => {
    const sc = duel('Swarm Beetle', 'Behemoth'); // SPD 7 vs 2; Behemoth AL 12
    // P1's Hex of Weakness on the Beetle: modifier 0 - 2, so 6 + 6 - 2 = 10 < 12.
    sc.magic(P1, 'Hex of Weakness', 0, sc.s.primary(P0));
    sc.dice(6, 6, /* behemoth */ 2, 2, 3, 3, 3, 3, 3, 3);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P1))).toBe(120);
  });

  it('lightning "can be played on either player\'s turn": the opponent answers a declared battle before its dice', () => {
    const sc = duel('Bear Wolf', 'Village Militia');
    const wolf = sc.s.primary(P0);
    const militia = sc.s.primary(P1);
    sc.hand(P1, 'Blinding Flash');
    sc.act(A_BATTLE);
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Blinding Flash', cell(P0));
    // The chain resolves as P0 passes: the Flash, then the battle with one hit die: 4 + 1
    // hits AL 3, then 3 + 3 + 1 damage; the Militia misses back.
    sc.dice(4, 3, 3, /* militia */ 2, 2, 2, 2);
    sc.act(A_NO_RESPONSE);
    expect(effHitDice(sc.s, wolf)).toBe(1);
    expect(sc.s.hp(militia)).toBe(20 - 7);
  });

  it('critical miss: all ones miss whatever the total and deal one die of flat damage to the roller (10.3.2)', () => {
    const sc = duel('Bear Wolf', 'Village Militia'); // Militia AL 3: 1+1+1 would hit
    sc.dice(1, 1, 5, /* militia */ 1, 1, 2);
    sc.battle();
    expect(sc.s.vars[V_LAST_CRIT]).toBe(-1);
    expect(sc.s.hp(sc.s.primary(P0))).toBe(50 - 5);
    expect(sc.s.hp(sc.s.primary(P1))).toBe(20 - 2);
  });

  it('no critical with a single hit die (10.3.3)', () => {
    const sc = duel('Bear Wolf', 'Stone Golem');
    const golem = sc.s.primary(P1);
    sc.hand(P0, 'Blinding Flash');
    sc.build.at(5, P0, PH_MAIN);
    sc.play('Blinding Flash', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(effHitDice(sc.s, golem)).toBe(1);
    sc.act(A_END_PHASE);
    sc.dice(2, 2, /* golem one die: a 1 is a plain miss */ 1);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P0))).toBe(50);
    expect(sc.s.vars[V_LAST_CRIT]).toBe(0);
  });

  it('a primary killed in combat ends the combat phase: no return attack (9.1)', () => {
    const sc = duel('Bear Wolf', 'Village Militia');
    sc.dice(6, 6, 6, 6); // critical: (6 + 6 + 1) x 2 = 26 >= 20
    sc.battle();
    expect(sc.s.cemeteryHp[P1]).toBe(20);
    expect(sc.s.hp(sc.s.primary(P0))).toBe(50);
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.replace);
  });

  it('multipliers apply in sequence: 20 -> x3 (Assassin hits first) -> x3 (Rampage) = 180 (5.3)', () => {
    const sc = duel('Shadow Assassin', 'Elder Dragon');
    const assassin = sc.s.primary(P0);
    sc.magic(P0, 'Battle Axe', 0, assassin);
    sc.magic(P0, 'Rampage', 1, assassin);
    // Hit: 5 + 4 + 3 >= 12. Damage: 6 + 6 + 5 + modifier 3 = 20.
    sc.dice(5, 4, 6, 6, 5);
    sc.battle();
    expect(sc.s.vars[V_LAST_DAMAGE]).toBe(180);
    expect(sc.s.cemeteryHp[P1]).toBe(140);
  });

  it('16.1.1 "ignores any Magic or creature effects that would damage it": an unaffected defender takes no bonus damage from the attacker\'s effects', () => {
    const sc = duel('Void Seer', 'Steam Rex'); // SPD 5 vs 3; the Seer's effect adds 5 damage
    sc.dice(6, 5, 2, 2, 2, /* rex */ 1, 2, 3, 3, 3);
    sc.battle();
    expect(sc.s.hp(sc.s.primary(P1))).toBe(80 - (2 + 2 + 2 + 3));
  });

  it('the Assassin multiplies only when it hits first', () => {
    const sc = duel('Shadow Assassin', 'Star Wisp'); // SPD 9 > 8: the Assassin strikes first
    sc.dice(3, 3, 2, 2, /* wisp misses */ 1, 2);
    sc.battle();
    expect(sc.s.vars[V_LAST_DAMAGE]).toBe(0);
    expect(sc.s.hp(sc.s.primary(P1))).toBe(30 - 3 * (2 + 2 + 2));
    // Lead Boots slow the Assassin to 8: the tie roll lets the Wisp strike first, so no x3.
    const sc2 = duel('Shadow Assassin', 'Star Wisp');
    sc2.magic(P1, 'Lead Boots', 0, sc2.s.primary(P0));
    sc2.dice(1, 6, /* wisp misses */ 1, 2, /* assassin */ 3, 3, 2, 2);
    sc2.battle();
    expect(sc2.s.hp(sc2.s.primary(P1))).toBe(30 - 6);
  });
});

describe('11 DOT and HOT', () => {
  it('Grizzly Bear\'s 2-cycle DOT ticks at the end of the combat that applied it, does not stack, and ends (11.3.1)', () => {
    const sc = new Scenario({ phase: PH_COMBAT });
    sc.creature(P0, 'Grizzly Bear');
    const wolf = sc.creature(P1, 'Bear Wolf');
    // Turn 5 (P0): Bear Wolf (SPD 5) misses, Grizzly hits for 1+1+2 and applies its DOT.
    sc.dice(2, 2, 3, 3, 1, 1);
    sc.battle();
    expect(sc.s.hp(wolf)).toBe(50 - 4 - 10);
    sc.act(A_END_PHASE); // end turn 5
    // Turn 6 (P1): Bear Wolf attacks; Grizzly hits again but the DOT does not stack.
    sc.act(A_END_PHASE);
    sc.dice(2, 2, 3, 3, 1, 1);
    sc.battle();
    expect(sc.s.hp(wolf)).toBe(36 - 4);
    expect(dotLeft(sc.s, wolf)).toBe(1);
    sc.act(A_END_PHASE); // end turn 6
    // Turn 7 (P0): the second and last tick at the end of the combat phase.
    sc.act(A_END_PHASE);
    expect(sc.s.vars[V_PHASE]).toBe(PH_COMBAT);
    sc.act(A_END_PHASE);
    expect(sc.s.hp(wolf)).toBe(32 - 10);
    expect(dotLeft(sc.s, wolf)).toBe(0);
  });

  it('a DOT from a magic does not stack on a creature already under a creature\'s DOT', () => {
    const sc = new Scenario({ phase: PH_COMBAT });
    sc.creature(P0, 'Grizzly Bear');
    const wolf = sc.creature(P1, 'Bear Wolf');
    sc.dice(2, 2, 3, 3, 1, 1);
    sc.battle(); // Grizzly's DOT: 10 now, 10 next cycle
    expect(sc.s.hp(wolf)).toBe(36);
    sc.hand(P0, 'Poison Mist');
    sc.play('Poison Mist', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(dotLeft(sc.s, wolf)).toBe(1);
    sc.act(A_END_PHASE);
    sc.act(A_END_PHASE);
    sc.act(A_END_PHASE); // P1's combat: no tick
    sc.act(A_END_PHASE);
    expect(sc.s.hp(wolf)).toBe(36);
    sc.act(A_END_PHASE);
    sc.act(A_END_PHASE); // P0's combat: the Grizzly's last tick
    expect(sc.s.hp(wolf)).toBe(26);
    expect(dotLeft(sc.s, wolf)).toBe(0);
  });

  it('HOT heals once per cycle, never above printed HP', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    sc.hand(P0, 'Regrowth', 'Healing Spring');
    sc.build.hp(wolf, 35);
    sc.play('Regrowth', cell(P0));
    sc.act(A_NO_RESPONSE);
    sc.act(A_END_PHASE);
    sc.act(A_END_PHASE); // combat ends: first tick
    expect(sc.s.hp(wolf)).toBe(45);
    sc.play('Healing Spring', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(wolf)).toBe(50);
  });
});

describe('6 and 14 magic, costs and chains', () => {
  it('Battle Axe / Melody of the Deep / Haunted Tree: the chain resolves in reverse and the Axe resolves (14.3.2)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    const [axe, tree] = sc.hand(P0, 'Battle Axe', 'Haunted Tree', 'Melody of the Deep');
    const [melody] = sc.hand(P1, 'Melody of the Deep');
    sc.play('Battle Axe', cell(P0));
    expect(sc.s.currentPlayer()).toBe(P1);
    sc.play('Melody of the Deep');
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.legal()).toContain(sc.playId('Melody of the Deep'));
    sc.play('Haunted Tree');
    // One response per player per turn in the chain: the window moves on to P1.
    expect(sc.s.currentPlayer()).toBe(P1);
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.window);
    sc.act(A_NO_RESPONSE);
    expect(sc.s.cards.zone[axe!]).not.toBe(CEMETERY);
    expect(effAtkDice(sc.s, wolf)).toBe(3);
    expect(effMod(sc.s, wolf)).toBe(2);
    expect(sc.inCemetery(tree!)).toBe(true);
    expect(sc.inCemetery(melody!)).toBe(true);
  });

  it('a negated card pays no cost: Mysterious Door answered by Haunted Tree (6.2.2)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    const [door] = sc.hand(P0, 'Mysterious Door');
    sc.hand(P1, 'Haunted Tree');
    sc.play('Mysterious Door');
    sc.play('Haunted Tree');
    sc.act(A_NO_RESPONSE);
    expect(sc.inCemetery(door!)).toBe(true);
    expect(sc.s.hp(wolf)).toBe(50);
    expect(sc.s.cards.count(HAND, P0)).toBe(0);
    // Unanswered, the cost is paid and the card draws two.
    sc.hand(P0, 'Mysterious Door');
    sc.play('Mysterious Door');
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(wolf)).toBe(40);
    expect(sc.s.cards.count(HAND, P0)).toBe(2);
  });

  it('Old Logging Road taxes every magic; Ghost Form\'s immunity fulfils the cost; Steam Rex does not (14.2.4)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    sc.magic(P1, 'Old Logging Road', 0);
    sc.hand(P0, 'Ghost Form', 'Fireball');
    sc.play('Ghost Form', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(wolf)).toBe(45); // the Road's 5 is paid before the immunity exists
    sc.play('Fireball', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(wolf)).toBe(45);
    expect(sc.s.hp(golem)).toBe(80);
    const sc2 = new Scenario();
    const rex = sc2.creature(P0, 'Steam Rex');
    sc2.creature(P1, 'Stone Golem');
    sc2.magic(P1, 'Old Logging Road', 0);
    sc2.hand(P0, 'Fireball');
    sc2.play('Fireball', cell(P1));
    sc2.act(A_NO_RESPONSE);
    expect(sc2.s.hp(rex)).toBe(75);
  });

  it('14.2.4 "requires players to inflict 5 HP damage to their primary creature in order to play a magic": no HP floor, a primary at 5 HP pays and dies', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.build.hp(wolf, 5);
    const golem = sc.creature(P1, 'Stone Golem');
    sc.magic(P1, 'Old Logging Road', 0);
    sc.hand(P0, 'Fireball', 'Star Wisp');
    sc.play('Fireball', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.inCemetery(wolf)).toBe(true);
    expect(sc.s.hp(golem)).toBe(80);
    expect(sc.legal()).toEqual([A_SUMMON + def('Star Wisp')]);
  });

  it('4.1.5 "this play cannot occur": a cost whose death would reach 300 cemetery HP is not offered', () => {
    const sc = new Scenario();
    sc.build.hp(sc.creature(P0, 'Bear Wolf'), 5);
    sc.creature(P1, 'Stone Golem');
    sc.magic(P1, 'Old Logging Road', 0);
    // 250 + the Wolf's 50 = 300.
    sc.cemetery(P0, 'Behemoth', 'Stone Golem', 'Star Wisp');
    sc.hand(P0, 'Fireball');
    expect(sc.isLegal(sc.playId('Fireball', cell(P1)))).toBe(false);
  });

  it('a standard field magic hits every creature of the chosen side except limited summons', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    const beetle = sc.creature(P1, 'Swarm Beetle', 3);
    sc.hand(P0, 'Frost Field', 'Gravity Well');
    sc.play('Frost Field');
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(golem)).toBe(90);
    expect(sc.s.hp(beetle)).toBe(20);
    expect(sc.s.hp(wolf)).toBe(50);
    sc.play('Gravity Well');
    sc.act(A_NO_RESPONSE);
    expect(effSpd(sc.s, golem)).toBe(-1);
    expect(effSpd(sc.s, beetle)).toBe(5);
    expect(effSpd(sc.s, wolf)).toBe(5);
  });

  it('at most five infinite magics on a side; standard magic still plays (6.5.2)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    for (let k = 0; k < 5; k++) sc.magic(P0, 'War Drums', k);
    sc.hand(P0, 'Iron Hide', 'Fireball');
    expect(sc.isLegal(sc.playId('Iron Hide', cell(P0)))).toBe(false);
    expect(sc.isLegal(sc.playId('Fireball', cell(P1)))).toBe(true);
    expect(effMod(sc.s, wolf)).toBe(1 + 5);
  });

  it('equip on the opponent\'s creature takes the caster\'s slot and goes to the caster\'s cemetery with its host (6.6)', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    const [hex] = sc.hand(P0, 'Hex of Weakness', 'Fireball');
    sc.play('Hex of Weakness', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.magicAt(0)).toBe(hex);
    expect(effMod(sc.s, golem)).toBe(0);
    expect(effAl(sc.s, golem)).toBe(9);
    sc.build.hp(golem, 10);
    sc.play('Fireball', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.cards.zone[hex!]).toBe(CEMETERY);
    expect(sc.s.cards.controller[hex!]).toBe(P0);
  });

  it('percentage damage is damage of current HP, rounded down; HP never below 0 (17.2, 17.6)', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    sc.hand(P0, 'Half Life');
    sc.build.hp(golem, 25);
    sc.play('Half Life', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.hp(golem)).toBe(13);
    // More damage than HP takes only what is left.
    expect(dealDamage(sc.s, golem, 50, -1)).toBe(13);
    expect(sc.inCemetery(golem)).toBe(true);
  });

  it('Ghost Form lasts 2 turn cycles: it ends at the start of its caster\'s turn two cycles on (9.2.3)', () => {
    const sc = new Scenario();
    const wolf = sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    sc.hand(P0, 'Ghost Form');
    sc.play('Ghost Form', cell(P0));
    sc.act(A_NO_RESPONSE);
    sc.build.at(8, P1, PH_MAIN);
    expect(sc.s.immune(wolf)).toBe(true);
    sc.build.at(9, P0, PH_MAIN);
    expect(sc.s.immune(wolf)).toBe(false);
  });

  it('Banish Wind returns a creature to hand, but not one wearing Lead Boots', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    sc.hand(P0, 'Banish Wind');
    sc.hand(P1, 'Bear Wolf');
    const boots = sc.magic(P1, 'Lead Boots', 0, golem);
    expect(sc.isLegal(sc.playId('Banish Wind', cell(P1)))).toBe(false);
    destroyMagic(sc.s, boots);
    sc.play('Banish Wind', cell(P1));
    sc.act(A_NO_RESPONSE);
    expect(sc.s.cards.zone[golem]).toBe(HAND);
    expect(sc.s.cards.isKnownTo(golem, P0)).toBe(true);
    // P1 must replace its primary now.
    expect(sc.s.currentPlayer()).toBe(P1);
    // Bear Wolf, or the Golem again by sacrificing Bear Wolf from hand.
    expect(sc.legal()).toEqual([A_SUMMON + def('Bear Wolf'), A_SUMMON + def('Stone Golem')]);
  });
});

describe('12-13 anchoring effects and limited summons', () => {
  it('Revival Priest holds Behemoth; destroying the Priest sends Behemoth back despite Lead Boots (12.3)', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    const [behemoth] = sc.cemetery(P0, 'Behemoth');
    const [priest, boots] = sc.hand(P0, 'Revival Priest', 'Lead Boots');
    expect(sc.s.cemeteryHp[P0]).toBe(120);
    sc.play('Revival Priest');
    sc.act(A_NO_RESPONSE);
    sc.act(A_REVIVE + def('Behemoth'));
    expect(sc.s.cards.zone[behemoth!]).toBe(FIELD);
    expect(sc.s.field(behemoth!, CARD_FIELDS.at.anchor)).toBe(priest);
    expect(sc.s.cemeteryHp[P0]).toBe(0);
    sc.play('Lead Boots', cell(P0, 1));
    sc.act(A_NO_RESPONSE);
    expect(unremovable(sc.s, behemoth!)).toBe(true);
    sc.build.at(6, P1, PH_MAIN);
    sc.hand(P1, 'Shatter');
    sc.play('Shatter', mcell(P0, 0));
    sc.act(A_NO_RESPONSE);
    expect(sc.inCemetery(priest!)).toBe(true);
    expect(sc.inCemetery(behemoth!)).toBe(true);
    expect(sc.inCemetery(boots!)).toBe(true);
    expect(sc.s.cemeteryHp[P0]).toBe(120);
  });

  it('12.3 "Behemoth may now be used as normal for battle, sacrificing": a revived creature, once primary, is sacrificed like any other', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    const [behemoth] = sc.cemetery(P0, 'Behemoth');
    const [priest] = sc.hand(P0, 'Revival Priest', 'Bone Knight');
    sc.play('Revival Priest');
    sc.act(A_NO_RESPONSE);
    sc.act(A_REVIVE + def('Behemoth'));
    // Beside the Wolf it is a limited summon (13.2.3: no sacrifice); the Wolf killed, it is promoted.
    expect(sc.s.isLimited(behemoth!)).toBe(true);
    sc.act(A_KILL_OWN);
    sc.act(A_PROMOTE + 1);
    sc.build.at(7, P0, PH_MAIN);
    sc.summon('Bone Knight');
    expect(sc.legal()).toEqual([A_SAC_PRIMARY]);
    sc.act(A_SAC_PRIMARY);
    expect(sc.inCemetery(behemoth!)).toBe(true);
    expect(sc.inCemetery(priest!)).toBe(true);
    expect(sc.s.primary(P0)).not.toBe(behemoth);
  });

  it('limited summons: no HP damage, no effects, no sacrifice, separate battles, at most 4 (13)', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    const golem = sc.creature(P1, 'Stone Golem');
    sc.hand(P0, 'Pack Call', 'Grizzly Bear', 'Bone Knight');
    sc.play('Pack Call');
    sc.act(A_NO_RESPONSE);
    expect(sc.legal()).toEqual([A_LIMITED_SUMMON + def('Grizzly Bear')]);
    sc.act(A_LIMITED_SUMMON + def('Grizzly Bear'));
    const bear = sc.s.creatureAt(cell(P0, 1));
    expect(sc.s.isLimited(bear)).toBe(true);
    expect(effectsOn(sc.s, bear)).toBe(false);
    // Bone Knight (AL 7) may sacrifice only the primary, never the limited summon.
    sc.summon('Bone Knight');
    expect(sc.legal()).toEqual([A_SAC_PRIMARY]);
    sc.act(A_SAC_PRIMARY);
    sc.act(A_END_PHASE);
    // The limited Grizzly battles on its own: it hits (no DOT while limited) and takes no damage back.
    sc.dice(/* grizzly first: SPD 4 > 1 */ 4, 4, 3, 3, /* golem */ 6, 5, 6, 6, 6);
    sc.battle(1);
    expect(sc.s.hp(golem)).toBe(100 - 8);
    expect(dotLeft(sc.s, golem)).toBe(0);
    expect(sc.s.hp(bear)).toBe(60);
    expect(sc.legal()).toContain(A_BATTLE);
    // Four limited places at most.
    const sc2 = new Scenario();
    sc2.creature(P0, 'Bear Wolf');
    for (let k = 1; k < 5; k++) sc2.creature(P0, 'Swarm Beetle', k);
    sc2.hand(P0, 'Pack Call', 'Star Wisp');
    expect(sc2.isLegal(sc2.playId('Pack Call'))).toBe(false);
  });
});

describe('14.2 and 16 summon activation window, unaffected creatures', () => {
  it('Mind Sap in Hive Lord\'s summon window negates its effect: no magic is destroyed (14.2.2)', () => {
    for (const answer of [true, false]) {
      const sc = new Scenario();
      sc.creature(P0, 'Bear Wolf');
      sc.creature(P1, 'Stone Golem');
      const drums = sc.magic(P1, 'War Drums', 0);
      sc.hand(P0, 'Hive Lord');
      sc.hand(P1, 'Mind Sap');
      sc.summon('Hive Lord');
      sc.act(A_SAC_PRIMARY);
      expect(sc.s.currentPlayer()).toBe(P1);
      if (answer) {
        sc.play('Mind Sap');
        sc.act(A_NO_RESPONSE);
        expect(sc.s.currentPlayer()).toBe(P0);
        expect(sc.s.stack.length).toBe(0);
        expect(sc.s.cards.zone[drums]).not.toBe(CEMETERY);
      } else {
        sc.act(A_NO_RESPONSE);
        expect(sc.legal()).toEqual([A_DESTROY_MAGIC + 5]);
        sc.act(A_DESTROY_MAGIC + 5);
        expect(sc.inCemetery(drums)).toBe(true);
      }
    }
  });

  it('Ent Tree negated in its window gains no immunity; unanswered it ignores the opponent\'s magic (16.1.4)', () => {
    for (const answer of [true, false]) {
      const sc = new Scenario();
      sc.creature(P0, 'Bear Wolf');
      sc.creature(P1, 'Stone Golem');
      const [ent] = sc.hand(P0, 'Ent Tree');
      sc.hand(P1, 'Mind Sap', 'Fireball');
      sc.summon('Ent Tree');
      sc.act(A_SAC_PRIMARY);
      if (answer) sc.play('Mind Sap');
      sc.act(A_NO_RESPONSE);
      sc.act(A_END_PHASE);
      sc.act(A_END_PHASE);
      sc.act(A_END_PHASE); // now P1's turn 6
      expect(sc.s.vars[V_PLAYER]).toBe(P1);
      expect(unaffectedActive(sc.s, ent!)).toBe(!answer);
      expect(sc.isLegal(sc.playId('Fireball', cell(P0)))).toBe(answer);
    }
  });

  it('Steam Rex summoned under an active Canyon Range enters without its effect (16.1.3); once active it ignores a later one', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Stone Golem');
    sc.magic(P1, 'Canyon Range', 0);
    const [rex] = sc.hand(P0, 'Steam Rex');
    sc.summon('Steam Rex');
    sc.act(A_SAC_PRIMARY);
    expect(sc.s.stack.length).toBe(0); // no window: negated at once
    expect(unaffectedActive(sc.s, rex!)).toBe(false);
    const sc2 = new Scenario();
    const rex2 = sc2.creature(P0, 'Steam Rex');
    sc2.creature(P1, 'Stone Golem');
    sc2.magic(P1, 'Canyon Range', 0);
    sc2.hand(P1, 'Fireball');
    sc2.build.at(6, P1, PH_MAIN);
    expect(unaffectedActive(sc2.s, rex2)).toBe(true);
    expect(sc2.isLegal(sc2.playId('Fireball', cell(P0)))).toBe(false);
  });

  it('field magic does not touch an unaffected creature; its owner\'s own magic still does (16.1.1)', () => {
    const sc = new Scenario();
    const rex = sc.creature(P0, 'Steam Rex');
    sc.creature(P1, 'Stone Golem');
    sc.magic(P1, 'War Drums', 0);
    sc.magic(P0, 'War Drums', 0);
    expect(effMod(sc.s, rex)).toBe(2 + 1);
    sc.hand(P0, 'Iron Hide');
    sc.play('Iron Hide', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(effAl(sc.s, rex)).toBe(11);
  });
});

describe('4 and 15 winning and losing', () => {
  it('300 cemetery HP loses at once; an action that would make its own player lose is not offered (4.1.5)', () => {
    const sc = new Scenario();
    const militia = sc.creature(P0, 'Village Militia');
    sc.creature(P1, 'Stone Golem');
    sc.cemetery(P0, 'Behemoth', 'Elder Dragon', 'Star Wisp');
    sc.hand(P0, 'Bone Knight');
    expect(sc.s.cemeteryHp[P0]).toBe(290);
    expect(sc.legal()).not.toContain(A_KILL_OWN);
    expect(sc.legal()).not.toContain(A_SUMMON + def('Bone Knight'));
    sc.build.at(6, P1, PH_MAIN);
    sc.hand(P1, 'Fireball');
    sc.play('Fireball', cell(P0));
    sc.act(A_NO_RESPONSE);
    expect(sc.inCemetery(militia)).toBe(true);
    expect(sc.s.endReason()).toBe(END_CEMETERY);
    expect(sc.s.returns()).toEqual([0, 1]);
  });

  it('4.1.5 "If an action taken by a player would cause themselves to lose the match, this play cannot occur": no killing your own creature when every forced replacement reaches 300', () => {
    const sc = new Scenario();
    sc.creature(P0, 'Star Wisp');
    sc.creature(P1, 'Bear Wolf');
    sc.cemetery(P0, 'Behemoth', 'Stone Golem');
    // 220 + the Wisp's 30 = 250: Bone Knight would sacrifice Ember Drake (330), Ember Drake Bone Knight (300).
    sc.hand(P0, 'Bone Knight', 'Ember Drake');
    expect(sc.legal()).not.toContain(A_KILL_OWN);
    // A replacement that needs no sacrifice keeps the cemetery at 250.
    sc.hand(P0, 'Village Militia');
    expect(sc.legal()).toContain(A_KILL_OWN);
  });

  it('4.1.5 "this play cannot occur": no killing your own creature when the redraw could find no creature (7.2.4)', () => {
    const sc = new Scenario({ fill: ['Fireball', 'Village Militia'] });
    sc.creature(P0, 'Star Wisp');
    sc.creature(P1, 'Bear Wolf');
    sc.hand(P0, 'Shatter');
    expect(sc.legal()).not.toContain(A_KILL_OWN);
    sc.build.deckTop(P0, 'Swarm Beetle');
    expect(sc.legal()).toContain(A_KILL_OWN);
  });

  it('a discard that would reach 300 is not offered while another card can go', () => {
    const sc = new Scenario({ turn: 6, player: P0, phase: PH_MAIN2 });
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Bear Wolf');
    sc.cemetery(P1, 'Behemoth', 'Elder Dragon');
    sc.hand(P1, 'Stone Golem', 'Fireball', 'Fireball', 'Shatter', 'Ghost Form', 'Iron Hide', 'Rampage', 'Battle Axe', 'Half Life');
    sc.act(A_END_PHASE);
    expect(sc.legal()).not.toContain(A_DISCARD + def('Stone Golem'));
    expect(sc.legal()).toContain(A_DISCARD + def('Fireball'));
  });

  it('time out: at the turn limit the larger cemetery loses; equal cemeteries draw (15.1.3)', () => {
    for (const [a, b, want] of [[50, 20, [0, 1]], [20, 20, [0.5, 0.5]]] as const) {
      const sc = new Scenario({ turn: 100, player: P1, phase: PH_MAIN2 });
      sc.creature(P0, 'Bear Wolf');
      sc.creature(P1, 'Bear Wolf');
      sc.cemetery(P0, a === 50 ? 'Bear Wolf' : 'Village Militia');
      sc.cemetery(P1, b === 20 ? 'Village Militia' : 'Bear Wolf');
      sc.act(A_END_PHASE);
      expect(sc.s.endReason()).toBe('turn-limit');
      expect(sc.s.returns()).toEqual(want);
    }
  });
});
