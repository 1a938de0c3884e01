import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import type { PairRecord } from '../../src/stats/ratings.js';
import { bradleyTerry, ELO_PER_LOGIT } from '../../src/stats/ratings.js';

function simulate(thetas: number[], gamma: number, gamesPerOrder: number, seed: number): PairRecord[] {
  const rng = new Rng(seed);
  const out: PairRecord[] = [];
  for (let i = 0; i < thetas.length; i++)
    for (let j = 0; j < thetas.length; j++) {
      if (i === j) continue;
      const p = 1 / (1 + Math.exp(-(thetas[i]! - thetas[j]! + gamma)));
      let s = 0;
      for (let g = 0; g < gamesPerOrder; g++) if (rng.float() < p) s++;
      out.push({ first: i, second: j, games: gamesPerOrder, firstShare: s });
    }
  return out;
}

describe('Bradley-Terry ratings', () => {
  it('recovers planted strengths and the first-move term', () => {
    const truth = [-0.8, 0, 0.8];
    const fit = bradleyTerry(3, simulate(truth, 0.3, 2000, 1));
    for (let a = 0; a < 3; a++) {
      expect(fit.ratings[a]!.low).toBeLessThan(truth[a]!);
      expect(fit.ratings[a]!.high).toBeGreaterThan(truth[a]!);
    }
    expect(fit.firstMove.low).toBeLessThan(0.3);
    expect(fit.firstMove.high).toBeGreaterThan(0.3);
    const d = fit.difference(2, 1);
    expect(d.low).toBeGreaterThan(0);
    expect(fit.ratings[2]!.elo).toBeCloseTo(fit.ratings[2]!.theta * ELO_PER_LOGIT, 9);
  });
  it('keeps a perfect record finite thanks to the virtual draws', () => {
    const fit = bradleyTerry(2, [{ first: 0, second: 1, games: 50, firstShare: 50 }, { first: 1, second: 0, games: 50, firstShare: 0 }]);
    expect(Number.isFinite(fit.ratings[0]!.theta)).toBe(true);
    expect(fit.ratings[0]!.theta).toBeGreaterThan(1);
  });
  it('sees no difference between equal agents', () => {
    const fit = bradleyTerry(2, simulate([0, 0], 0, 500, 2));
    const d = fit.difference(0, 1);
    expect(d.low).toBeLessThan(0);
    expect(d.high).toBeGreaterThan(0);
  });
});
