// The heuristic player beats random play clearly, and its evaluation stays in [0, 1].

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { warlords } from '../../../src/games/warlords/game.js';
import type { WarlordsState } from '../../../src/games/warlords/state.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import { aiOf } from '../../../src/core/facets.js';

const MATCHES = Number(process.env.WARLORDS_HEURISTIC_MATCHES ?? 12);

describe('Warlords heuristic', () => {
  it(`wins clearly against random play (${MATCHES} matches, both seats)`, () => {
    const ids = new Int32Array(warlords.variants[0]!.numDistinctActions);
    let wins = 0;
    const reasons: Record<string, number> = {};
    for (let m = 0; m < MATCHES; m++) {
      const seat = m % 2;
      const s = warlords.newMatch(randomSetup(warlords, 'standard', 100 + m) as never, 100 + m) as WarlordsState;
      const rng = new Rng(m, 3);
      while (!s.isTerminal()) {
        const p = s.currentPlayer();
        if (p === seat) s.apply(aiOf(warlords).heuristicAction(s.determinize(p, rng), p, rng));
        else s.apply(ids[rng.below(s.legalActions(ids))]!);
        const v = aiOf(warlords).evaluate(s, seat);
        expect(v >= 0 && v <= 1).toBe(true);
      }
      wins += s.returns()[seat]!;
      reasons[s.endReason()!] = (reasons[s.endReason()!] ?? 0) + 1;
    }
    console.log(`heuristic won ${wins} of ${MATCHES}`, reasons);
    expect(wins).toBeGreaterThanOrEqual(MATCHES * 0.8);
  });
});
