// What changed between two runs (for example before and after a card edit): for every item
// measured in both, the change in its rate with a Newcombe interval, and whether the interval
// excludes zero. Items present in only one run are listed as added or removed.

import { newcombe } from './differences.js';
import { wilson } from './wilson.js';

export interface MeasuredRate {
  readonly key: string;
  readonly rate: number;
  /** Games behind the rate (effective games when clustered). */
  readonly games: number;
}

export interface Change {
  readonly key: string;
  readonly before: number;
  readonly after: number;
  readonly diff: number;
  readonly low: number;
  readonly high: number;
  readonly beforeGames: number;
  readonly afterGames: number;
  /** The interval excludes zero. */
  readonly changed: boolean;
}

export interface Comparison {
  readonly changes: Change[];
  readonly added: string[];
  readonly removed: string[];
}

export function compareRates(before: readonly MeasuredRate[], after: readonly MeasuredRate[]): Comparison {
  const a = new Map(before.filter((r) => r.games > 0 && Number.isFinite(r.rate)).map((r) => [r.key, r]));
  const b = new Map(after.filter((r) => r.games > 0 && Number.isFinite(r.rate)).map((r) => [r.key, r]));
  const changes: Change[] = [];
  for (const [key, y] of b) {
    const x = a.get(key);
    if (!x) continue;
    const d = newcombe(wilson(y.rate * y.games, y.games), wilson(x.rate * x.games, x.games));
    changes.push({ key, before: x.rate, after: y.rate, diff: d.diff, low: d.low, high: d.high, beforeGames: x.games, afterGames: y.games, changed: d.low > 0 || d.high < 0 });
  }
  changes.sort((p, q) => Number(q.changed) - Number(p.changed) || Math.abs(q.diff) - Math.abs(p.diff) || p.key.localeCompare(q.key));
  return {
    changes,
    added: [...b.keys()].filter((k) => !a.has(k)).sort(),
    removed: [...a.keys()].filter((k) => !b.has(k)).sort(),
  };
}
