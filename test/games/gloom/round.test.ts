// The match sequence: deployment and Reserve, initiative bids, roles, activations per round,
// God's Push, scoring, Gambits and Divine Favor, and what determinization hides.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import type { GloomCard } from '../../../src/games/gloom/card-schema.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { A_ACTIVATE, A_ARRIVE, A_BE_A, A_BID, A_DEPLOY, A_END, A_FAVOR, A_GAMBIT, A_GAMBIT_CHOICE, A_PLACE, A_RESERVE, A_STAY, A_MELEE, END_ANNIHILATION, END_ROUNDS, END_SOULSHARDS, HIDDEN_BID, HIDDEN_GAMBIT_CHOICE, PH_BID, PH_DEPLOY, PH_GODS_PUSH, V_PHASE, V_PLAYER, V_PLAYER_A, V_ROUND } from '../../../src/games/gloom/ids.js';
import { hexAt } from '../../../src/games/gloom/position.js';
import { SCENARIOS, TERRAIN_CHARS } from '../../../src/games/gloom/scenarios.js';
import { activationsThisRound, canActivate } from '../../../src/games/gloom/rules/round.js';
import type { MatchSetup } from '../../../src/core/game.js';
import { F, Scenario, set, unit } from './scenario.js';

const deck = (name: string): number[] => set.decks.find((d) => d.name === name)!.cards.slice();

describe('Start of the Match: hidden Gambits and deployment', () => {
  const match = () => gloom.newMatch({ variant: 'standard', cards: set, decks: [deck('Iron Anvil'), deck('Cinder Charge')] } as MatchSetup<GloomCard>, 3);

  it('"Gambits – ... selected pre-battle (and kept hidden until used)": the choice is observed as a hidden action and resampled', () => {
    const s = match();
    expect(s.actionObservation(A_GAMBIT_CHOICE + 4, 1)).toBe(HIDDEN_GAMBIT_CHOICE);
    expect(s.actionObservation(A_GAMBIT_CHOICE + 4, 0)).toBe(A_GAMBIT_CHOICE + 4);
    s.apply(A_GAMBIT_CHOICE + 4);
    const seen = new Set<number>();
    for (let k = 0; k < 40; k++) seen.add(s.determinize(1, new Rng(k)).a.gambitChoice[0]!);
    expect(seen.size).toBeGreaterThan(1);
    expect(s.determinize(0, new Rng(1)).a.gambitChoice[0]).toBe(4);
  });

  it('"Deployment Zone – The predefined rows of hexes where a player sets up units"; only Ambush or Deep Strike units go to Reserve', () => {
    const s = gloom.newMatch({ variant: 'standard', cards: set, decks: [deck('Siege Column'), deck('Cinder Charge')] } as MatchSetup<GloomCard>, 3);
    s.apply(A_GAMBIT_CHOICE);
    s.apply(A_GAMBIT_CHOICE);
    expect(s.vars[V_PHASE]).toBe(PH_DEPLOY);
    const ids = new Int32Array(gloom.variants[0]!.numDistinctActions);
    const legal = Array.from(ids.subarray(0, s.legalActions(ids)));
    // Siege Column: Watch Outriders (slot 5) have Ambush.
    expect(legal.filter((a) => a >= A_RESERVE && a < A_RESERVE + 8)).toEqual([A_RESERVE + 5]);
    s.apply(A_DEPLOY + 0);
    const places = Array.from(ids.subarray(0, s.legalActions(ids))).map((a) => Math.floor((a - A_PLACE) / 6));
    expect(places.every((h) => h < 2 * 9)).toBe(true);
  });

  it('"Reserve – ... Which units have been placed in Reserve is considered Secret Information": a determinization may deal another unit there', () => {
    const s = gloom.newMatch({ variant: 'standard', cards: set, decks: [deck('Siege Column'), deck('Cinder Charge')] } as MatchSetup<GloomCard>, 3);
    s.apply(A_GAMBIT_CHOICE);
    s.apply(A_GAMBIT_CHOICE);
    s.apply(A_RESERVE + 5);
    const c = s.unitCard[5]!;
    const defs = new Set<number>();
    for (let k = 0; k < 30; k++) defs.add(s.determinize(1, new Rng(k)).cards.def[c]!);
    expect(defs.size).toBeGreaterThan(1);
  });
});

describe('Scenarios', () => {
  it('each map, its Deployment Zones and its Objective Areas are the same for both sides (half a turn maps them onto themselves)', () => {
    for (const sc of SCENARIOS) {
      sc.map.forEach((row, r) => expect([...row].reverse().join(''), `${sc.id} row ${r + 1}`).toBe(sc.map[7 - r]));
      const hexes = new Set(sc.objectives.flatMap((o) => o.hexes.map(([c, r]) => `${c},${r}`)));
      for (const o of sc.objectives) for (const [c, r] of o.hexes) expect(hexes.has(`${8 - c},${7 - r}`)).toBe(true);
      expect(sc.deployment[1].map((r) => 7 - r).sort()).toEqual([...sc.deployment[0]].sort());
    }
  });

  it('"scenarios as data": three maps using every terrain keyword', () => {
    const chars = new Set(SCENARIOS.flatMap((sc) => sc.map.join('').split('')));
    for (const c of Object.keys(TERRAIN_CHARS)) expect(chars, c).toContain(c);
  });
});

describe('Ambush and Deep Strike', () => {
  const reserve = (round: number, name: string) =>
    new Scenario({ round, sides: [{ units: [{ name, reserve: true }, { name: 'Bone Reavers', hex: 'E4' }] }, { units: [{ name: 'Bone Reavers', hex: 'A8' }] }] });

  it('a Reserve unit arrives from round 2 only', () => {
    expect(reserve(1, 'Cinder Hounds').legal()).not.toContain(A_ARRIVE + 0);
    expect(reserve(2, 'Cinder Hounds').legal()).toContain(A_ARRIVE + 0);
  });

  it('Ambush arrives at a map edge at least 2 hexes from enemies; Deep Strike anywhere at least 3 hexes from enemies', () => {
    const a = reserve(2, 'Cinder Hounds');
    a.act(A_ARRIVE + 0);
    const ambush = new Set(a.legal().map((x) => Math.floor((x - A_PLACE) / 6)));
    expect(ambush.has(hexAt('A1'))).toBe(true);
    expect(ambush.has(hexAt('E5'))).toBe(false);
    expect(ambush.has(hexAt('B8'))).toBe(false);
    const d = reserve(2, 'Gloom Harpies');
    d.act(A_ARRIVE + 0);
    const deep = new Set(d.legal().map((x) => Math.floor((x - A_PLACE) / 6)));
    expect(deep.has(hexAt('E5'))).toBe(true);
    expect(deep.has(hexAt('C8'))).toBe(false);
    d.act(A_PLACE + hexAt('E5') * 6 + 0);
    expect(d.hex(0, 0)).toBe('E5');
  });
});

describe('Initiative bids with Command Seals (BID)', () => {
  const bidding = (ss: [number, number] = [0, 0]) =>
    new Scenario({ phase: 'bid', sides: [{ units: [{ name: 'Bone Reavers', hex: 'B2' }], commandSeals: 6, soulshards: ss[0] }, { units: [{ name: 'Bone Reavers', hex: 'B7' }], commandSeals: 6, soulshards: ss[1] }] });

  it('a bid is sealed: the other player observes a hidden action and sees no number until both have bid', () => {
    const t = bidding();
    expect(t.s.actionObservation(A_BID + 2, 1)).toBe(HIDDEN_BID);
    const before = t.s.informationStateKey(1);
    t.act(A_BID + 2);
    const twin = bidding();
    twin.act(A_BID + 0);
    expect(twin.s.informationStateKey(1).replace(/\|\d+\|\d+\|/, '')).toBe(t.s.informationStateKey(1).replace(/\|\d+\|\d+\|/, ''));
    expect(before).not.toBe(t.s.informationStateKey(1));
  });

  it('the higher bid wins the initiative, both bids are paid, and the winner chooses Player A', () => {
    const t = bidding();
    t.act(A_BID + 2, A_BID + 1);
    expect(Array.from(t.s.a.commandSeals)).toEqual([4, 5]);
    expect(t.s.currentPlayer()).toBe(0);
    t.act(A_BE_A);
    expect([t.s.vars[V_PLAYER_A], t.s.vars[V_PLAYER]]).toEqual([0, 0]);
  });

  it('a tie goes to the Underdog, "the player who currently possesses fewer Soulshards"', () => {
    const t = bidding([3, 1]);
    t.act(A_BID + 1, A_BID + 1);
    expect(t.s.currentPlayer()).toBe(1);
  });
});

describe('Rounds, activations and the End of the Match', () => {
  it('"Round 1: 5 activations per player. Round 2: 4 ... Round 3: 3"', () => {
    const units = Array.from({ length: 6 }, (_, i) => ({ name: 'Bone Reavers', hex: `${'ABCDEF'[i]}1` }));
    const t = new Scenario({ sides: [{ units, activations: 5 }, { units: [{ name: 'Bone Reavers', hex: 'A8' }] }] });
    expect(canActivate(t.s, 0)).toBe(false);
    expect([1, 2, 3].map((r) => ((t.s.vars[V_ROUND] = r), activationsThisRound(t.s)))).toEqual([5, 4, 3]);
  });

  it('Player A activates first, then the players alternate', () => {
    const t = new Scenario({ playerA: 1, player: 1, sides: [{ units: [{ name: 'Bone Reavers', hex: 'A1' }, { name: 'Bone Reavers', hex: 'C1' }] }, { units: [{ name: 'Bone Reavers', hex: 'A8' }, { name: 'Bone Reavers', hex: 'C8' }] }] });
    expect(t.s.currentPlayer()).toBe(1);
    t.act(A_ACTIVATE + 0, A_END);
    expect(t.s.currentPlayer()).toBe(0);
  });

  it('"God\'s Push – A bonus Displacement that this Round unactivated and Unengaged units can make at the end of the round"', () => {
    const t = new Scenario({
      sides: [{ units: [{ name: 'Bone Reavers', hex: 'B2', activated: true }, { name: 'Bone Reavers', hex: 'E2' }], activations: 5 }, { units: [{ name: 'Bone Reavers', hex: 'B7', activated: true }], activations: 5 }],
    });
    t.s.settle();
    expect(t.s.vars[V_PHASE]).toBe(PH_GODS_PUSH);
    expect(t.s.currentPlayer()).toBe(0);
    const hexes = new Set(t.legal().filter((a) => a !== A_STAY).map((a) => Math.floor((a - A_PLACE) / 6)));
    expect(hexes.size).toBe(6);
    t.act(A_PLACE + hexAt('E3') * 6 + 2);
    expect(t.hex(0, 1)).toBe('E3');
    expect(t.s.vars[V_PHASE]).toBe(PH_BID);
  });

  it('"Soulshards ... from scenario objectives"; the Underdog bonus; Regeneration [2] "recovers 2 lost Health each End Phase"', () => {
    const t = new Scenario({
      sides: [
        { units: [{ name: 'Stone Warden', hex: 'B4', activated: true, wounds: 3 }], activations: 5, commandSeals: 2 },
        { units: [{ name: 'Bone Reavers', hex: 'H8', activated: true }], activations: 5, commandSeals: 2 },
      ],
    });
    t.s.settle();
    expect(Array.from(t.s.a.soulshards)).toEqual([1, 0]);
    expect(t.get(0, 0, F.wounds)).toBe(1);
    expect(t.s.vars[V_ROUND]).toBe(2);
    expect(Array.from(t.s.a.commandSeals)).toEqual([2, 3]);
  });

  it('"The player with more SS at game end wins the match" after round 3', () => {
    const t = new Scenario({ round: 3, sides: [{ units: [{ name: 'Bone Reavers', hex: 'B4', activated: true }], activations: 3 }, { units: [{ name: 'Bone Reavers', hex: 'H8', activated: true }], activations: 3, soulshards: 1 }] });
    t.s.settle();
    expect(t.s.isTerminal()).toBe(true);
    expect(t.s.endReason()).toBe(END_ROUNDS);
    expect(t.s.returns()).toEqual([0.5, 0.5]);
  });

  it('"The player with more SS at game end wins the match": a Soulshard lead after round 3 wins (end reason soulshards)', () => {
    const t = new Scenario({ round: 3, sides: [{ units: [{ name: 'Bone Reavers', hex: 'E8', activated: true }], activations: 3 }, { units: [{ name: 'Bone Reavers', hex: 'H8', activated: true }], activations: 3, soulshards: 2 }] });
    t.s.settle();
    expect(t.s.endReason()).toBe(END_SOULSHARDS);
    expect(Array.from(t.s.a.soulshards)).toEqual([0, 2]);
    expect(t.s.returns()).toEqual([0, 1]);
  });

  it('"Destroyed ... removed from the battlefield": an army with every unit Destroyed loses at once (annihilation), whatever the Soulshards', () => {
    const t = new Scenario({ round: 1, active: 0, sides: [{ units: [{ name: 'Bone Reavers', hex: 'C8', facing: 0 }] }, { units: [{ name: 'Cinder Hounds', hex: 'D8', facing: 3 }], soulshards: 3 }] });
    t.dice(6, 6, 6, 1, 1, 1, 1);
    t.act(A_MELEE + unit(1, 0));
    expect(t.s.isTerminal()).toBe(true);
    expect(t.s.endReason()).toBe(END_ANNIHILATION);
    expect(t.s.returns()).toEqual([1, 0]);
  });
});

describe('Gambits and Divine Favor', () => {
  const withGambits = () =>
    new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'B4' }, { name: 'Bone Reavers', hex: 'D1' }] }, { units: [{ name: 'Bone Reavers', hex: 'H8' }] }] });

  it('a chosen Gambit is played once per game at the start of an activation; Seize the Altars scores the objectives held', () => {
    const t = withGambits();
    expect(t.legal().filter((a) => a >= A_GAMBIT && a < A_GAMBIT + 4)).toEqual([A_GAMBIT + 0, A_GAMBIT + 1]);
    t.act(A_GAMBIT + 0);
    expect(t.s.a.soulshards[0]).toBe(1);
    expect(t.legal()).not.toContain(A_GAMBIT + 0);
  });

  it('"A player earns the right to activate their pre-selected Divine Favor by completing a Gambit\'s strategic use for the first time"', () => {
    const t = withGambits();
    expect(t.legal()).not.toContain(A_FAVOR);
    t.act(A_GAMBIT + 0);
    expect(t.legal()).toContain(A_FAVOR);
    t.act(A_FAVOR);
    // The Ashen Horde's favor: every unit gains a Fast token.
    expect(t.get(0, 1, F.fast)).toBe(1);
    expect(t.legal()).not.toContain(A_FAVOR);
  });

  it('"If you are the Underdog, gain 2 Soulshards" (Desperate Stand) does nothing for the leader', () => {
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'B2' }], soulshards: 2 }, { units: [{ name: 'Bone Reavers', hex: 'H8' }] }] });
    t.act(A_GAMBIT + 1);
    expect(t.s.a.soulshards[0]).toBe(2);
  });
});
