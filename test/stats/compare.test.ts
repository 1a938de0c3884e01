import { describe, expect, it } from 'vitest';
import { compareRates } from '../../src/stats/compare.js';

describe('compare runs', () => {
  it('reports a real change with an interval excluding zero, and a stable item as unchanged', () => {
    const c = compareRates(
      [{ key: 'Stout-Paw Alpha', rate: 0.58, games: 4000 }, { key: 'Fetid Gob', rate: 0.5, games: 4000 }, { key: 'Old', rate: 0.5, games: 100 }],
      [{ key: 'Stout-Paw Alpha', rate: 0.51, games: 4000 }, { key: 'Fetid Gob', rate: 0.505, games: 4000 }, { key: 'New', rate: 0.4, games: 100 }],
    );
    const alpha = c.changes.find((x) => x.key === 'Stout-Paw Alpha')!;
    expect(alpha.diff).toBeCloseTo(-0.07, 9);
    expect(alpha.changed).toBe(true);
    expect(alpha.high).toBeLessThan(0);
    expect(c.changes.find((x) => x.key === 'Fetid Gob')!.changed).toBe(false);
    expect(c.changes[0]!.key).toBe('Stout-Paw Alpha'); // real changes first
    expect(c.added).toEqual(['New']);
    expect(c.removed).toEqual(['Old']);
  });
});
