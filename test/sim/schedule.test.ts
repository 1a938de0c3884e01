import { describe, expect, it } from 'vitest';
import { buildLineups, planMatch } from '../../src/experiment/schedule.js';

describe('lineups and seats', () => {
  it('round-robin of three agents with two decks: every agent pair meets every deck assignment', () => {
    const l = buildLineups(2, 3, 2, 'round-robin', 'all-pairs');
    // 3 agent pairs x decks (0,1) in both assignments.
    expect(l).toHaveLength(6);
    expect(l).toContainEqual({ agents: [0, 2], decks: [0, 1] });
    expect(l).toContainEqual({ agents: [0, 2], decks: [1, 0] });
  });

  it('mirror pairings and a single agent play against themselves', () => {
    expect(buildLineups(2, 2, 1, 'mirror', 'all-pairs')).toEqual([
      { agents: [0, 0], decks: [0, 0] },
      { agents: [1, 1], decks: [0, 0] },
    ]);
    expect(buildLineups(2, 1, 1, 'round-robin', 'all-pairs')).toEqual([{ agents: [0, 0], decks: [0, 0] }]);
    expect(buildLineups(2, 1, 3, 'round-robin', 'with-mirrors')).toHaveLength(6);
  });

  it('plays each lineup from every seat in consecutive matches', () => {
    const lineups = buildLineups(2, 2, 2, 'round-robin', 'all-pairs');
    const seats = new Map<string, number>();
    for (let i = 0; i < lineups.length * 2 * 5; i++) {
      const p = planMatch(lineups, 2, i);
      const key = `${p.agents.join()}|${p.decks.join()}`;
      seats.set(key, (seats.get(key) ?? 0) + 1);
    }
    // Each (agent, deck) per seat arrangement occurs equally often.
    expect(new Set(seats.values())).toEqual(new Set([5]));
    expect(planMatch(lineups, 2, 0).agents).toEqual([0, 1]);
    expect(planMatch(lineups, 2, 1).agents).toEqual([1, 0]);
    expect(planMatch(lineups, 2, 1).decks).toEqual([...planMatch(lineups, 2, 0).decks].reverse());
  });

  it('rotates all seats in a four-player game', () => {
    const lineups = buildLineups(4, 4, 1, 'round-robin', 'all-pairs');
    expect(lineups).toHaveLength(1);
    const firstSeat = [0, 1, 2, 3].map((i) => planMatch(lineups, 4, i).agents[0]);
    expect(firstSeat).toEqual([0, 1, 2, 3]);
  });
});
