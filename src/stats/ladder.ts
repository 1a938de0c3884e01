// The agent ladder read from a round-robin's figures: the rungs ordered by Bradley-Terry rating,
// each rung's head-to-head result against the rung below it, the results that run against the
// rating order, and the cycles among the decisive results. A ladder is monotone when every rung
// beats the one below it with its 95% interval above 50% and no decisive result runs against
// the order (the condition under which a finding that holds on two rungs can be trusted:
// Zook et al. on MCTS skill levels, TAG's SkillLadder).

import { pct, pctSpan } from './format.js';

/** Agent `agent`'s win rate (draws as half) against `opponent` over `games` games, with its 95% interval. */
export interface HeadToHead {
  readonly agent: string;
  readonly opponent: string;
  readonly games: number;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** A rung's Bradley-Terry rating (log-strength and Elo, each with its 95% interval). */
export interface RungRating {
  readonly agent: string;
  readonly theta: number;
  readonly low: number;
  readonly high: number;
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
}

/** A rung and how it fares against the rung below it (null for the lowest rung). */
export interface Rung extends RungRating {
  /** 1 for the highest rated. */
  readonly rank: number;
  readonly belowIt: HeadToHead | null;
  /** Whether it beats the rung below with the interval above 50% (null for the lowest rung). */
  readonly beatsBelow: boolean | null;
}

export interface Ladder {
  /** Highest rated first. */
  readonly rungs: readonly Rung[];
  /** Decisive head-to-head results (interval wholly above 50%) of a lower-rated rung over a higher-rated one. */
  readonly upsets: readonly HeadToHead[];
  /** Cycles of decisive results, each as the results in order (a beats b, b beats c, ..., back to a). */
  readonly cycles: readonly (readonly HeadToHead[])[];
  readonly monotone: boolean;
  /** Decisive results of an agent made to be weaker over one made to be stronger (MADE_STRONGER order). */
  readonly belowDesign: readonly HeadToHead[];
  /** Plain sentences: that the ladder is monotone, or each place where it is not. */
  readonly sentences: readonly string[];
}

/**
 * The lab's own agents in the order they are built to be stronger: each searches or looks
 * further than the one before. A decisive result against this order is a fault of the stronger
 * agent worth a sentence even where the rating order holds (greedy rated below random).
 */
export const MADE_STRONGER: readonly string[] = ['random', 'greedy', 'heuristic', 'mcts-200', 'mcts-1000'];

/** Whether the result is decisive for its agent: the 95% interval lies above 50%. */
export function decisive(h: HeadToHead): boolean {
  return h.games > 0 && h.low > 0.5;
}

const result = (h: HeadToHead): string => `${h.agent} wins ${pct(h.rate)} ${pctSpan(h.low, h.high)} of ${h.games} games against ${h.opponent}`;

/**
 * The ladder of `ratings` (any order) given the head-to-head results of each ordered pair
 * (both directions may be given; a missing pair never met).
 */
export function ladderOf(ratings: readonly RungRating[], results: readonly HeadToHead[]): Ladder {
  const find = (a: string, b: string): HeadToHead | null => {
    const direct = results.find((r) => r.agent === a && r.opponent === b);
    if (direct) return direct;
    const other = results.find((r) => r.agent === b && r.opponent === a);
    return other ? { agent: a, opponent: b, games: other.games, rate: 1 - other.rate, low: 1 - other.high, high: 1 - other.low } : null;
  };
  const ordered = [...ratings].sort((x, y) => y.theta - x.theta || x.agent.localeCompare(y.agent));
  const rungs: Rung[] = ordered.map((r, i) => {
    const below = ordered[i + 1];
    const h = below ? find(r.agent, below.agent) : null;
    return { ...r, rank: i + 1, belowIt: h, beatsBelow: below ? h !== null && decisive(h) : null };
  });
  const upsets: HeadToHead[] = [];
  for (let i = 0; i < ordered.length; i++)
    for (let j = i + 1; j < ordered.length; j++) {
      const h = find(ordered[j]!.agent, ordered[i]!.agent);
      if (h && decisive(h)) upsets.push(h);
    }
  const cycles = decisiveCycles(ordered.map((r) => r.agent), find);
  const sentences: string[] = [];
  for (const r of rungs) {
    if (r.beatsBelow !== false) continue;
    const below = ordered[r.rank]!.agent;
    const h = r.belowIt;
    if (h === null) sentences.push(`${r.agent} and ${below}, the rung below it, never met: the ladder does not say which is stronger.`);
    else if (h.high < 0.5) sentences.push(`${below} beats ${r.agent} head to head although ${r.agent} is rated above it over all its matches: ${result(h)}.`);
    else sentences.push(`${r.agent} does not clearly beat ${below}, the rung below it: ${result(h)}, an interval that reaches 50%.`);
  }
  // Adjacent reversals are said above; upsets across rungs are said here.
  const adjacent = new Set(rungs.filter((r) => r.belowIt !== null && r.belowIt.high < 0.5).map((r) => `${ordered[r.rank]!.agent}>${r.agent}`));
  for (const u of upsets) if (!adjacent.has(`${u.agent}>${u.opponent}`)) sentences.push(`${u.agent} beats ${u.opponent} although it is rated below it: ${result(u)}.`);
  for (const c of cycles) {
    const names = [...c.map((h) => h.agent), c[0]!.agent].join(' > ');
    sentences.push(`The results form a cycle, ${names}: ${c.map(result).join('; ')}. Each interval lies above 50%, so no order of these rungs agrees with all their head-to-head results.`);
  }
  const monotone = sentences.length === 0;
  if (monotone && rungs.length > 1) sentences.push('The ladder is monotone: each rung beats the one below it with its 95% interval above 50%, and no head-to-head result runs against the rating order.');
  const belowDesign: HeadToHead[] = [];
  for (let i = 0; i < MADE_STRONGER.length; i++)
    for (let j = i + 1; j < MADE_STRONGER.length; j++) {
      const h = find(MADE_STRONGER[i]!, MADE_STRONGER[j]!);
      if (h && decisive(h)) belowDesign.push(h);
    }
  for (const h of belowDesign) sentences.push(`${h.opponent} is built to be stronger than ${h.agent} but loses to it: ${result(h)}.`);
  return { rungs, upsets, cycles, monotone, belowDesign, sentences };
}

/**
 * One shortest cycle per strongly connected group of the graph "a decisively beats b" (a group
 * of two or more agents always holds a cycle). Agents are visited in the given order.
 */
function decisiveCycles(agents: readonly string[], find: (a: string, b: string) => HeadToHead | null): HeadToHead[][] {
  const n = agents.length;
  const beats = (i: number, j: number): boolean => {
    const h = i === j ? null : find(agents[i]!, agents[j]!);
    return h !== null && decisive(h);
  };
  const reach = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => beats(i, j)));
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (reach[i]![k] && reach[k]![j]) reach[i]![j] = true;
  const seen = new Set<number>();
  const out: HeadToHead[][] = [];
  for (let s = 0; s < n; s++) {
    if (seen.has(s) || !reach[s]![s]) continue;
    const group = agents.map((_, j) => j).filter((j) => j === s || (reach[s]![j] && reach[j]![s]));
    for (const j of group) seen.add(j);
    // Breadth-first from s back to s inside the group: the shortest cycle through s.
    const parent = new Map<number, number>();
    const queue = [s];
    let closing = -1;
    while (queue.length > 0 && closing < 0) {
      const u = queue.shift()!;
      for (const v of group) {
        if (!beats(u, v)) continue;
        if (v === s) {
          closing = u;
          break;
        }
        if (parent.has(v)) continue;
        parent.set(v, u);
        queue.push(v);
      }
    }
    const path = [closing];
    while (path[0] !== s) path.unshift(parent.get(path[0]!)!);
    out.push(path.map((u, k) => find(agents[u]!, agents[path[(k + 1) % path.length]!]!)!));
  }
  return out;
}
