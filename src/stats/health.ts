// Game-health warnings: seat advantage, matches that reach the turn limit, draws, and matches
// far shorter or longer than usual. Each is a rate with its Wilson interval and is raised only
// when the interval lies wholly beyond its threshold, so noise alone does not warn.

import type { Summary } from './summary.js';
import { pct, pctSpan as span } from './format.js';
import { wilson } from './wilson.js';

export interface HealthWarning {
  readonly kind: 'seat advantage' | 'turn limit' | 'draws' | 'short matches' | 'long matches';
  readonly message: string;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** Thresholds: a seat beyond the deck band; over 1% turn limits; over 20% draws; over 5% very short or long matches. */
const TURN_LIMIT_MAX = 0.01;
const DRAWS_MAX = 0.2;
const EXTREME_MAX = 0.05;


export function healthWarnings(s: Omit<Summary, 'health'>): HealthWarning[] {
  const out: HealthWarning[] = [];
  const n = s.matches;
  if (n === 0) return out;
  // With two players the second seat's rate is the rest of the first's: one fact, told once.
  for (const seat of s.players === 2 ? s.seats.slice(0, 1) : s.seats) {
    if (seat.games === 0) continue;
    const beyond = seat.low > s.baseline + s.bands.decks || seat.high < s.baseline - s.bands.decks;
    const rest = s.players === 2 ? ` (seat 2 wins the rest)` : '';
    if (beyond)
      out.push({ kind: 'seat advantage', message: `seat ${seat.seat + 1} wins ${pct(seat.winRate)} ${span(seat.low, seat.high)} of its games against ${pct(s.baseline)} expected${rest}`, rate: seat.winRate, low: seat.low, high: seat.high });
  }
  const limit = wilson(s.turnLimit.count, n);
  if (limit.low > TURN_LIMIT_MAX) out.push({ kind: 'turn limit', message: `${pct(limit.rate)} ${span(limit.low, limit.high)} of matches reach the turn limit (scored by the game's time-out rule)`, ...limit });
  if (s.drawRate.low > DRAWS_MAX) out.push({ kind: 'draws', message: `${pct(s.drawRate.rate)} ${span(s.drawRate.low, s.drawRate.high)} of matches are drawn`, rate: s.drawRate.rate, low: s.drawRate.low, high: s.drawRate.high });
  // Very short: under a quarter of the median length in turns; very long: over four times it.
  const median = s.turns.median;
  if (median > 0) {
    let short = 0;
    let long = 0;
    for (const [turns, count] of s.turns.histogram) {
      if (turns < median / 4) short += count;
      if (turns > median * 4) long += count;
    }
    const sw = wilson(short, n);
    const lw = wilson(long, n);
    if (sw.low > EXTREME_MAX) out.push({ kind: 'short matches', message: `${pct(sw.rate)} ${span(sw.low, sw.high)} of matches last under a quarter of the median ${median} turns`, ...sw });
    if (lw.low > EXTREME_MAX) out.push({ kind: 'long matches', message: `${pct(lw.rate)} ${span(lw.low, lw.high)} of matches last over four times the median ${median} turns`, ...lw });
  }
  return out;
}
