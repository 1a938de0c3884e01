// How far the meta's weights can be trusted: the matchup matrix is resampled (each pairing's
// wins drawn again from its games, the mirror entry kept complementary) and the Nash mixture
// solved again each time. The wins are drawn at the rule of succession's rate, (wins + 1) /
// (games + 2), not the observed one: a pairing won in each of its 2 or 8 matches would otherwise
// never vary, and the weights would look sure after a handful of games. A deck's weight and a card's meta share get the
// 2.5% and 97.5% quantiles of their resampled values, and a warping card the share of resamples
// in which its decks hold most of the weight. Each pairing is resampled on its own, so how far
// the weights follow one pairing's resampled rate says how much of their spread that pairing's
// uncertainty makes (its influence: where more matches narrow the weights most).

import { Rng, STREAM_SETUP } from '../../core/rng.js';
import { maxEntropyNash } from './nash.js';

/**
 * How near an equilibrium the meta's mixtures are solved (the best pure reply gains at most
 * this much), the reported one and each resample alike, so that the estimate and its interval
 * are solved to the same accuracy.
 */
export const META_TOLERANCE = 1e-3;

export interface WeightInterval {
  readonly low: number;
  readonly high: number;
}

export interface BootstrapWeights {
  readonly decks: readonly WeightInterval[];
  /** Per card: its meta share's interval and the share of resamples in which it exceeds `most`. */
  readonly cards: readonly (WeightInterval & { readonly most: number })[];
  readonly resamples: number;
  /**
   * Per pairing i < j: the spread of the weights that its resampled rate explains, the sum over
   * decks of cov(weight, rate)^2 / var(rate) (0 when the rate does not vary).
   */
  readonly influence: readonly PairingInfluence[];
}

export interface PairingInfluence {
  readonly i: number;
  readonly j: number;
  readonly influence: number;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!;
}

/**
 * Resampled Nash weights of decks whose row-against-column win rates are `rates` over `games`
 * matches per pairing; `holds[c]` lists the decks (indices) holding card c.
 */
export function bootstrapWeights(rates: readonly (readonly number[])[], games: readonly (readonly number[])[], holds: readonly (readonly number[])[], seed: number, resamples = 200, most = 0.5): BootstrapWeights {
  const n = rates.length;
  const rng = new Rng(seed, STREAM_SETUP + 1);
  const deckDraws: number[][] = Array.from({ length: n }, () => []);
  const cardDraws: number[][] = holds.map(() => []);
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
  const rateDraws: number[][] = pairs.map(() => []);
  // Each resample starts from the observed matrix's solution, which it is near.
  const start = maxEntropyNash(rates, undefined, META_TOLERANCE).lambda;
  for (let b = 0; b < resamples; b++) {
    const m = rates.map((row) => row.map(() => 0.5));
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const g = games[i]![j]!;
        let wins = 0;
        const p = (rates[i]![j]! * g + 1) / (g + 2);
        for (let k = 0; k < g; k++) if (rng.float() < p) wins++;
        const r = g === 0 ? 0.5 : wins / g;
        m[i]![j] = r;
        m[j]![i] = 1 - r;
      }
    }
    pairs.forEach(([i, j], p) => rateDraws[p]!.push(m[i]![j]!));
    const w = maxEntropyNash(m, undefined, META_TOLERANCE, start).weights;
    w.forEach((x, k) => deckDraws[k]!.push(x));
    holds.forEach((decks, c) => cardDraws[c]!.push(decks.reduce((s, d) => s + w[d]!, 0)));
  }
  const interval = (draws: number[]): WeightInterval => {
    const s = [...draws].sort((a, b) => a - b);
    return { low: quantile(s, 0.025), high: quantile(s, 0.975) };
  };
  return {
    decks: deckDraws.map(interval),
    cards: cardDraws.map((d) => ({ ...interval(d), most: d.filter((x) => x > most).length / resamples })),
    resamples,
    influence: pairs.map(([i, j], p) => ({ i, j, influence: explained(rateDraws[p]!, deckDraws) })),
  };
}

/** Sum over the weights of cov(weight, rate)^2 / var(rate): the part of their variance the rate explains. */
function explained(rate: readonly number[], weights: readonly (readonly number[])[]): number {
  const b = rate.length;
  const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / b;
  const mr = mean(rate);
  const variance = rate.reduce((s, r) => s + (r - mr) ** 2, 0) / b;
  if (variance === 0) return 0;
  let total = 0;
  for (const w of weights) {
    const mw = mean(w);
    let cov = 0;
    for (let k = 0; k < b; k++) cov += (rate[k]! - mr) * (w[k]! - mw);
    total += (cov / b) ** 2 / variance;
  }
  return total;
}
