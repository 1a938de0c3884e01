import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { benjaminiHochberg, classifyFamily } from '../../src/stats/band-flags.js';
import { clusteredWilson, newcombeCounts } from '../../src/stats/differences.js';
import { bootstrapClusters, clusteredT, tango, tQuantile } from '../../src/stats/paired.js';

describe('Newcombe hybrid score interval', () => {
  it("matches Newcombe's (1998) worked example 56/70 - 48/80 (method 10: 0.0524 to 0.3339)", () => {
    const d = newcombeCounts(56, 70, 48, 80);
    expect(d.diff).toBeCloseTo(0.2, 9);
    expect(d.low).toBeCloseTo(0.0524, 3);
    expect(d.high).toBeCloseTo(0.3339, 3);
  });
});

describe('clustered Wilson', () => {
  it('widens for positively correlated clusters and narrows, with a cap, for negatively correlated ones', () => {
    // Clusters of two games each: identical outcomes within a cluster (perfectly correlated).
    const shares = Array.from({ length: 100 }, (_, k) => (k % 2 === 0 ? 2 : 0));
    const games = new Array(100).fill(2);
    const c = clusteredWilson(shares, games);
    expect(c.rate).toBeCloseTo(0.5, 9);
    expect(c.effective).toBeCloseTo(99, 6); // 200 games worth only 100, less the small-sample factor 99/100
    // Every pair split 1-1 (seat-swapped matches sharing dice): far less variance than binomial.
    const split = clusteredWilson(new Array(100).fill(1), games);
    expect(split.effective).toBe(800);
    expect(split.high - split.low).toBeLessThan(c.high - c.low);
  });
});

describe('Tango paired score interval', () => {
  it('contains 0 when discordant pairs balance and excludes it when they do not', () => {
    const even = tango(10, 10, 200);
    expect(even.low).toBeLessThan(0);
    expect(even.high).toBeGreaterThan(0);
    const lopsided = tango(30, 5, 200);
    expect(lopsided.diff).toBeCloseTo(0.125, 9);
    expect(lopsided.low).toBeGreaterThan(0);
  });
  it('covers the true difference about 95% of the time', () => {
    const rng = new Rng(8);
    const [p10, p01, n] = [0.12, 0.05, 150];
    let covered = 0;
    const reps = 2000;
    for (let r = 0; r < reps; r++) {
      let a = 0;
      let b = 0;
      for (let i = 0; i < n; i++) {
        const u = rng.float();
        if (u < p10) a++;
        else if (u < p10 + p01) b++;
      }
      const ci = tango(a, b, n);
      if (ci.low <= p10 - p01 && p10 - p01 <= ci.high) covered++;
    }
    expect(covered / reps).toBeGreaterThan(0.93);
    expect(covered / reps).toBeLessThan(0.975);
  });
});

describe('t and bootstrap intervals over clusters', () => {
  it('has the textbook t quantiles', () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706, 2);
    expect(tQuantile(0.975, 3)).toBeCloseTo(3.182, 3);
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.228, 3);
  });
  it('centres on the mean difference and brackets it', () => {
    const sums = [1, 0.5, 0, 1.5, 0.5, 1, 0, 0.5];
    const counts = new Array(8).fill(2);
    const t = clusteredT(sums, counts);
    expect(t.diff).toBeCloseTo(5 / 16, 9);
    expect(t.low).toBeLessThan(t.diff);
    const b = bootstrapClusters(sums, counts, 3);
    expect(b.diff).toBeCloseTo(5 / 16, 9);
    expect(b.low).toBeLessThan(b.diff);
    expect(b.high).toBeGreaterThan(b.diff);
    expect(bootstrapClusters(sums, counts, 3)).toEqual(b); // reproducible
  });
});

describe('band flags', () => {
  it('adjusts p-values by Benjamini-Hochberg', () => {
    const q = benjaminiHochberg([0.01, 0.04, 0.03, 0.005]);
    expect(q.map((v) => +v.toFixed(6))).toEqual([0.02, 0.04, 0.04, 0.02]);
  });
  it('flags a clear outlier, calls a tight in-band item balanced and a loose one undetermined', () => {
    const band = { low: 0.45, high: 0.55 };
    const se = (p: number, n: number): number => Math.sqrt((p * (1 - p)) / n);
    const r = classifyFamily(
      [
        { estimate: 0.62, low: 0.6, high: 0.64, seAtEdge: se(0.55, 2000), games: 2000 },
        { estimate: 0.5, low: 0.48, high: 0.52, seAtEdge: se(0.55, 2000), games: 2000 },
        { estimate: 0.53, low: 0.43, high: 0.63, seAtEdge: se(0.55, 100), games: 100 },
        { estimate: 0.38, low: 0.36, high: 0.4, seAtEdge: se(0.45, 2000), games: 2000 },
      ],
      band,
    );
    expect(r.map((x) => x.verdict)).toEqual(['too strong', 'balanced', 'undetermined', 'too weak']);
    expect(r[2]!.moreGames).toBeGreaterThan(0);
  });
  it('says how many more games and matches of the run would decide an undetermined item', () => {
    const band = { low: 0.45, high: 0.55 };
    // Half-width 0.10, 0.02 from the nearer edge: the interval must shrink 5-fold, so the
    // games (and the run's matches) must grow 25-fold.
    const [r] = classifyFamily([{ estimate: 0.53, low: 0.43, high: 0.63, seAtEdge: 0.05, games: 100 }], band, 0.05, 1000);
    expect(r).toMatchObject({ verdict: 'undetermined', moreGames: 2400, moreMatches: 24000 });
    // Decided items need none; an item without games cannot say.
    const [d, none] = classifyFamily([{ estimate: 0.5, low: 0.48, high: 0.52, seAtEdge: 0.01, games: 2000 }, { estimate: Number.NaN, low: 0, high: 1, seAtEdge: 0, games: 0 }], band, 0.05, 1000);
    expect(d).toMatchObject({ verdict: 'balanced', moreGames: 0, moreMatches: 0 });
    expect(none).toMatchObject({ verdict: 'undetermined', moreGames: Infinity, moreMatches: Infinity });
  });
});
