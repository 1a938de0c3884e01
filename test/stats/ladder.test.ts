// The agent ladder read from constructed round-robin results: rungs in rating order, each rung
// against the one below it, and a sentence wherever the ladder is not monotone (a rung that
// does not clearly beat the one below, a result against the rating order, a cycle).

import { describe, expect, it } from 'vitest';
import type { HeadToHead, RungRating } from '../../src/stats/ladder.js';
import { ladderOf } from '../../src/stats/ladder.js';
import { wilson } from '../../src/stats/wilson.js';

/** a's record of `wins` (draws as half) in `games` games against b, with its Wilson interval. */
function h2h(agent: string, opponent: string, wins: number, games: number): HeadToHead {
  const w = wilson(wins, games);
  return { agent, opponent, games, rate: w.rate, low: w.low, high: w.high };
}

/** Ratings with the given log-strengths (intervals of +-0.2). */
function rated(thetas: Record<string, number>): RungRating[] {
  return Object.entries(thetas).map(([agent, theta]) => ({ agent, theta, low: theta - 0.2, high: theta + 0.2, elo: theta * 174, eloLow: (theta - 0.2) * 174, eloHigh: (theta + 0.2) * 174 }));
}

describe('the agent ladder', () => {
  it('orders the rungs by rating and calls a ladder monotone when each rung clearly beats the one below', () => {
    const l = ladderOf(rated({ random: -1, heuristic: 0, mcts: 1 }), [h2h('heuristic', 'random', 90, 100), h2h('mcts', 'heuristic', 70, 100), h2h('mcts', 'random', 98, 100)]);
    expect(l.rungs.map((r) => r.agent)).toEqual(['mcts', 'heuristic', 'random']);
    expect(l.rungs.map((r) => r.beatsBelow)).toEqual([true, true, null]);
    expect(l.rungs[0]!.belowIt).toMatchObject({ agent: 'mcts', opponent: 'heuristic', games: 100, rate: 0.7 });
    expect(l.monotone).toBe(true);
    expect(l.sentences).toEqual(['The ladder is monotone: each rung beats the one below it with its 95% interval above 50%, and no head-to-head result runs against the rating order.']);
  });

  it('reads a pair given in either direction (the other side of 30 wins in 100 is 70)', () => {
    const l = ladderOf(rated({ a: 1, b: 0 }), [h2h('b', 'a', 30, 100)]);
    const below = l.rungs[0]!.belowIt!;
    expect(below.agent).toBe('a');
    expect(below.rate).toBeCloseTo(0.7, 12);
    expect(below.low).toBeCloseTo(1 - wilson(30, 100).high, 12);
  });

  it('says which rung does not clearly beat the one below, with its figures', () => {
    const l = ladderOf(rated({ random: -1, heuristic: 0, mcts: 0.1 }), [h2h('heuristic', 'random', 90, 100), h2h('mcts', 'heuristic', 27, 50), h2h('mcts', 'random', 95, 100)]);
    expect(l.monotone).toBe(false);
    expect(l.rungs[0]!.beatsBelow).toBe(false);
    expect(l.sentences).toEqual(['mcts does not clearly beat heuristic, the rung below it: mcts wins 54.0% [40.4%, 67.0%] of 50 games against heuristic, an interval that reaches 50%.']);
  });

  it('says when a lower-rated rung beats a higher-rated one head to head', () => {
    // b is rated above c over all its matches, yet c beats b; and a rung two below beats the top.
    const l = ladderOf(rated({ a: 1, b: 0.5, c: 0, d: -1 }), [h2h('a', 'b', 80, 100), h2h('c', 'b', 65, 100), h2h('c', 'd', 90, 100), h2h('d', 'a', 70, 100), h2h('a', 'c', 50, 100), h2h('b', 'd', 90, 100)]);
    expect(l.monotone).toBe(false);
    expect(l.upsets.map((u) => `${u.agent}>${u.opponent}`).sort()).toEqual(['c>b', 'd>a']);
    expect(l.sentences).toContain('c beats b head to head although b is rated above it over all its matches: b wins 35.0% [26.4%, 44.7%] of 100 games against c.');
    expect(l.sentences).toContain('d beats a although it is rated below it: d wins 70.0% [60.4%, 78.1%] of 100 games against a.');
  });

  it('finds a cycle of decisive results and names it', () => {
    // Rock, paper, scissors: each beats the next with an interval above 50%.
    const l = ladderOf(rated({ rock: 0.01, paper: 0, scissors: -0.01 }), [h2h('paper', 'rock', 75, 100), h2h('scissors', 'paper', 75, 100), h2h('rock', 'scissors', 75, 100)]);
    expect(l.cycles).toHaveLength(1);
    const cycle = l.cycles[0]!.map((h) => `${h.agent}>${h.opponent}`);
    expect(cycle).toHaveLength(3);
    expect(new Set(cycle)).toEqual(new Set(['paper>rock', 'scissors>paper', 'rock>scissors']));
    const sentence = l.sentences.find((s) => s.startsWith('The results form a cycle'))!;
    expect(sentence).toMatch(/^The results form a cycle, (\w+) > (\w+) > (\w+) > \1: /);
    expect(sentence).toContain('Each interval lies above 50%, so no order of these rungs agrees with all their head-to-head results.');
  });

  it('finds no cycle where results are not decisive, and says when two adjacent rungs never met', () => {
    const l = ladderOf(rated({ a: 1, b: 0, c: -1 }), [h2h('a', 'c', 60, 100), h2h('b', 'c', 55, 100)]);
    expect(l.cycles).toEqual([]);
    expect(l.sentences[0]).toBe('a and b, the rung below it, never met: the ladder does not say which is stronger.');
  });

  it('says where an agent built to be stronger loses to a weaker one, even when the rating order holds (Warlords: greedy below random)', () => {
    const l = ladderOf(rated({ heuristic: 1, random: 0, greedy: -1 }), [h2h('heuristic', 'random', 32, 32), h2h('random', 'greedy', 23, 32), h2h('heuristic', 'greedy', 32, 32)]);
    expect(l.rungs.map((r) => r.agent)).toEqual(['heuristic', 'random', 'greedy']);
    expect(l.belowDesign).toHaveLength(1);
    expect(l.sentences).toContain('greedy is built to be stronger than random but loses to it: random wins 71.9% [54.6%, 84.4%] of 32 games against greedy.');
    const level = ladderOf(rated({ greedy: 0.1, random: 0 }), [h2h('random', 'greedy', 18, 32)]);
    expect(level.belowDesign).toEqual([]);
  });
});
