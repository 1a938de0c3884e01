// The time estimate a ladder prints before it starts: each agent timed briefly in self-play,
// and a round-robin costed from the agents' decisions per match and seconds per decision.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import type { AgentTiming } from '../../src/sim/agent-timing.js';
import { estimateRun, timeAgents } from '../../src/sim/agent-timing.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { durationText } from '../../src/stats/format.js';

const timing = (label: string, decisionsPerMatch: number, secondsPerDecision: number, finished = 2): AgentTiming => ({
  label,
  decisions: 100,
  seconds: 100 * secondsPerDecision,
  finished,
  finishedDecisions: finished * decisionsPerMatch,
});

describe('the time estimate', () => {
  it('costs each side its own decisions, about half of a match each', () => {
    // 10 matches of 200 decisions: 1,000 decisions each, at 1 ms and 100 ms.
    const e = estimateRun([timing('fast', 200, 0.001), timing('slow', 200, 0.1)], [[0, 1]], 10);
    expect(e.seconds).toBeCloseTo(1000 * 0.001 + 1000 * 0.1, 9);
    expect(e.shares[1]).toBeCloseTo(100 / 101, 9);
  });

  it("gives an agent that finished no timing match the median length of the others'", () => {
    const e = estimateRun([timing('a', 100, 0.01), timing('b', 300, 0.01), timing('slow', 0, 1, 0)], [[0, 2]], 4);
    // a's matches last 100 decisions, the slow agent's are taken as the median, 100 (of 100 and 300).
    expect(e.seconds).toBeCloseTo(4 * 50 * (0.01 + 1), 9);
    expect(estimateRun([timing('x', 0, 1, 0)], [], 1).seconds).toBeNull();
  });

  it('times every agent of an experiment for a moment', async () => {
    const exp = await experimentFromSpec({ name: 't', game: 'coin', agents: ['random', 'heuristic'], pairing: { decks: 'mirror' }, matches: 8, seed: 1 });
    const t = timeAgents(exp, 200, 2);
    expect(t.map((x) => x.label)).toEqual(['random', 'heuristic']);
    for (const x of t) {
      expect(x.decisions).toBeGreaterThan(0);
      expect(x.seconds).toBeGreaterThan(0);
      expect(x.finished).toBeGreaterThanOrEqual(1);
      // Three turns each: at most six decisions a match ask an agent.
      expect(x.finishedDecisions / x.finished).toBeLessThanOrEqual(6);
    }
  });

  it('writes durations as a person would say them', () => {
    expect(durationText(2.46)).toBe('2.5 s');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(12 * 60)).toBe('12 min');
    expect(durationText(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
  });
});
