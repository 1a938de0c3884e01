// The heuristic player: it beats random play clearly from both seats, its evaluation lies in
// [0, 1], it attacks whenever a defender cannot stop the attack for free, it picks up the dropped
// piece and the defender's weapon that help most and passes a reopened window when nothing it
// holds adds to what waits on the stack, keeps one-gold cards out of its resources and plays
// them (an armour, an unmark) when they add to its board, and its self-play ends by the rules
// (influence or VP) rather than at the simulator's turn limit.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_ATTACK, A_BLOCK, A_DONE, A_END_PHASE, A_PASS, A_PICKUP, A_PLAY, A_RESOURCE, A_TAKE, A_TARGET_GOLD, A_WIELD, OFFENSIVE, TARGETS_PER_PLAY } from '../../../src/games/wtactics/ids.js';
import type { CreaturePosition } from '../../../src/games/wtactics/position.js';
import { effAtk, effDef } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario, set } from './scenario.js';
import { aiOf } from '../../../src/core/facets.js';

const P0 = 0;
const P1 = 1;

/** The heuristic's choice for P0 in the attack phase, P0 holding `offensive` against P1's `defensive`. */
function attackChoice(offensive: string[], defensive: string[]): { sc: Scenario; action: number } {
  const sc = new Scenario({ phase: 'attack', sides: [{ offensive }, { defensive }] });
  return { sc, action: aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3)) };
}

describe('WTactics heuristic', () => {
  it('beats random play clearly, seats alternating', () => {
    const rng = new Rng(11);
    const ids = new Int32Array(wtactics.variants[0]!.numDistinctActions);
    let wins = 0;
    let turns = 0;
    const reasons: Record<string, number> = {};
    const games = 24;
    for (let m = 0; m < games; m++) {
      const hero = m % 2;
      const decks = [set.decks[m % 4]!.cards, set.decks[(m + 1) % 4]!.cards];
      const s = wtactics.newMatch({ variant: 'standard', cards: set, decks }, rng.seed());
      while (!s.isTerminal()) {
        const p = s.currentPlayer();
        const a = p === hero ? aiOf(wtactics).heuristicAction(s.determinize(p, rng), p, rng) : ids[rng.below(s.legalActions(ids))]!;
        s.apply(a);
        const v = aiOf(wtactics).evaluate(s, 0);
        expect(v >= 0 && v <= 1).toBe(true);
      }
      wins += s.returns()[hero]!;
      turns += s.turn();
      reasons[s.endReason()!] = (reasons[s.endReason()!] ?? 0) + 1;
    }
    console.log('heuristic share', wins / games, 'turns', turns / games, reasons);
    expect(wins / games).toBeGreaterThan(0.75);
  });

  it('holds back a lone attacker that a defender would kill and survive', () => {
    const { sc, action } = attackChoice(['Squire'], ['Ogre Brute']);
    const a = sc.at(P0, OFFENSIVE);
    const d = sc.at(P1, 1);
    expect(effAtk(sc.s, d)).toBeGreaterThanOrEqual(effDef(sc.s, a));
    expect(effDef(sc.s, d)).toBeGreaterThan(effAtk(sc.s, a));
    expect(action).toBe(A_END_PHASE);
  });

  it('attacks when the worst a defender can do is trade', () => {
    const { sc, action } = attackChoice(['Knight of the Realm'], ['Warg Rider']);
    const a = sc.at(P0, OFFENSIVE);
    const d = sc.at(P1, 1);
    // The defender kills the attacker but dies to it: no free stop.
    expect(effAtk(sc.s, d)).toBeGreaterThanOrEqual(effDef(sc.s, a));
    expect(effAtk(sc.s, a)).toBeGreaterThanOrEqual(effDef(sc.s, d));
    expect(action).toBe(A_ATTACK + cellOf(P0, OFFENSIVE, 0));
  });

  it('attacks with more attackers than there are defenders ("Every defender can only defend against one attacker")', () => {
    const { action } = attackChoice(['Squire', 'Squire'], ['Ogre Brute']);
    expect(action).toBe(A_ATTACK + cellOf(P0, OFFENSIVE, 0));
  });

  it('picks up the dropped piece that adds most to the picker: no second Weapon for a creature already using one', () => {
    const choice = (offensive: string | CreaturePosition): number => {
      const sc = new Scenario({ sides: [{ offensive: [offensive], dropped: { offensive: ['Longsword', 'Leather Armor'] } }] });
      sc.act(A_PICKUP + cellOf(P0, OFFENSIVE, 0));
      expect(sc.s.stack.top(0)).toBe(FRAMES.kind.take);
      return aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3));
    };
    expect(choice('Crossbowman')).toBe(A_TAKE + def('Longsword'));
    expect(choice({ name: 'Crossbowman', attached: ["Damocle's Sword"] })).toBe(A_TAKE + def('Leather Armor'));
  });

  it('chooses a defender\'s weapon, once it has blocked, for the combat it fights: survive and kill over the most ATK', () => {
    const sc = new Scenario({ phase: 'attack', sides: [{ offensive: ['Hill Giant'] }, { defensive: [{ name: 'Royal Guard', attached: ["Damocle's Sword", 'War Axe'] }, 'Squire'] }] });
    sc.act(A_ATTACK + cellOf(P0, OFFENSIVE, 0)).act(A_DONE).passAll();
    sc.act(A_BLOCK);
    expect(sc.s.stack.top(0)).toBe(FRAMES.kind.wield);
    // Damocle's Sword (6/4) kills the 4/4 Giant and dies; the War Axe (4/5) kills it and survives.
    expect(aiOf(wtactics).heuristicAction(sc.s, P1, new Rng(3))).toBe(A_WIELD + def('War Axe'));
  });

  it('passes a window reopened on its own event when what it holds adds nothing (the event waiting on the stack is counted either way)', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Squire'], hand: ['Rally', 'Windfall'], resources: ['Squire', 'Squire'] }, { hand: ['Frenzy'], resources: ['Squire'] }] });
    sc.play('Rally', cellOf(P0, OFFENSIVE, 0)).act(A_PASS);
    expect(sc.s.currentPlayer()).toBe(P0);
    expect(sc.legal()).toContain(sc.playId('Windfall'));
    expect(aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3))).toBe(A_PASS);
  });

  it('lays a costlier non-creature as its resource and keeps the one-gold event', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Squire'], hand: ['Second Wind', 'Reinforcements'], resources: ['Squire', 'Squire'] }] });
    expect(aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3))).toBe(A_RESOURCE + def('Reinforcements'));
  });

  it('equips an armour on its creature: equipment not yet in use still counts', () => {
    const sc = new Scenario({ sides: [{ offensive: ['Knight of the Realm'], hand: ['Leather Armor'], resources: ['Squire', 'Squire'] }] });
    const a = aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3));
    expect(Math.floor((a - A_PLAY) / TARGETS_PER_PLAY)).toBe(def('Leather Armor'));
  });

  it('unmarks its marked creature with Second Wind in the second play phase', () => {
    const sc = new Scenario({ phase: 'play2', sides: [{ offensive: [{ name: 'Knight of the Realm', marked: true }], hand: ['Second Wind'], resources: ['Squire', 'Squire'] }] });
    expect(aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3))).toBe(sc.playId('Second Wind', cellOf(P0, OFFENSIVE, 0)));
  });

  it('self-play on the starter decks rarely reaches the turn limit', () => {
    const rng = new Rng(5);
    const games = 12;
    let atLimit = 0;
    for (let m = 0; m < games; m++) {
      const decks = [set.decks[m % 4]!.cards, set.decks[(m + 1 + (m >> 2)) % 4]!.cards];
      const s = wtactics.newMatch({ variant: 'standard', cards: set, decks }, rng.seed());
      while (!s.isTerminal()) {
        const p = s.currentPlayer();
        s.apply(aiOf(wtactics).heuristicAction(s.determinize(p, rng), p, rng));
      }
      if (s.endReason() === 'turn-limit') atLimit++;
    }
    expect(atLimit).toBeLessThanOrEqual(1);
  });
});

describe('WTactics heuristic in the Triumvirate', () => {
  it('goes off the rotation for a kill the rotation does not offer, paying with its gold', () => {
    const sc = new Scenario({
      variant: 'triumvirate',
      rotation: 1,
      sides: [{ offensive: ['Knight of the Realm', 'Orc Raider'], resources: ['Squire', 'Squire'], hand: ['Squire', 'Squire', 'Squire'] }, { defensive: ['Royal Guard', 'Hill Giant'] }, { influence: 3 }],
    });
    expect(sc.legal()).toContain(A_TARGET_GOLD + 2);
    expect(aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3))).toBe(A_TARGET_GOLD + 2);
  });

  it('stays on the rotation when its target can be beaten as well', () => {
    const sc = new Scenario({
      variant: 'triumvirate',
      rotation: 1,
      sides: [{ offensive: ['Knight of the Realm', 'Orc Raider'], resources: ['Squire', 'Squire'] }, { influence: 3 }, { influence: 3 }],
    });
    expect(sc.legal()).toContain(A_TARGET_GOLD + 2);
    expect(aiOf(wtactics).heuristicAction(sc.s, P0, new Rng(3))).not.toBe(A_TARGET_GOLD + 2);
  });

  it('plays three-player matches against random players to a legal end, most often winning', () => {
    const rng = new Rng(12);
    const facts = wtactics.variants.find((v) => v.id === 'triumvirate')!;
    const ids = new Int32Array(facts.numDistinctActions);
    let wins = 0;
    const games = 6;
    for (let m = 0; m < games; m++) {
      const hero = m % 3;
      const decks = [0, 1, 2].map((k) => set.decks[(m + k) % 4]!.cards);
      const s = wtactics.newMatch({ variant: 'triumvirate', cards: set, decks }, rng.seed());
      while (!s.isTerminal()) {
        const p = s.currentPlayer();
        s.apply(p === hero ? aiOf(wtactics).heuristicAction(s.determinize(p, rng), p, rng) : ids[rng.below(s.legalActions(ids))]!);
      }
      expect(s.returns().reduce((x, y) => x + y, 0)).toBeCloseTo(1);
      wins += s.returns()[hero]!;
    }
    expect(wins / games).toBeGreaterThan(0.5);
  });
});
