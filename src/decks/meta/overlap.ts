// How far two metagames agree (an A/A of two seeds, or a run against its blanked control): the
// weighted Jaccard (Ruzicka) similarity, sum of minima over sum of maxima, of the weight they put
// on each archive cell and of each card's meta share, and, for decks, the weight-averaged
// similarity of each deck to its nearest deck in the other meta. 1 is the same meta; 0 is none
// of it shared.

export interface MetaSide {
  readonly decks: readonly (readonly number[])[];
  readonly cells: readonly string[];
  /** Nash weight of each deck. */
  readonly weights: readonly number[];
  /** Meta share of each card, by definition id. */
  readonly cardShares: readonly number[];
}

export interface MetaOverlap {
  readonly cells: number;
  readonly decks: number;
  readonly cards: number;
}

/** Sum of minima over sum of maxima of two non-negative weightings (1 when both are empty). */
export function weightedJaccard(a: ReadonlyMap<string | number, number>, b: ReadonlyMap<string | number, number>): number {
  let lo = 0;
  let hi = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k) ?? 0;
    const y = b.get(k) ?? 0;
    lo += Math.min(x, y);
    hi += Math.max(x, y);
  }
  return hi === 0 ? 1 : lo / hi;
}

function counts(deck: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of deck) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Two decks' shared copies over the copies either holds. */
export function deckSimilarity(a: readonly number[], b: readonly number[]): number {
  return weightedJaccard(counts(a), counts(b));
}

function sumBy<K>(keys: readonly K[], weights: readonly number[]): Map<K, number> {
  const m = new Map<K, number>();
  keys.forEach((k, i) => m.set(k, (m.get(k) ?? 0) + weights[i]!));
  return m;
}

/** Weighted mean over a's decks of the similarity to their nearest deck in b. */
function nearest(a: MetaSide, b: MetaSide): number {
  let total = 0;
  let weight = 0;
  a.decks.forEach((d, i) => {
    total += a.weights[i]! * Math.max(0, ...b.decks.map((e) => deckSimilarity(d, e)));
    weight += a.weights[i]!;
  });
  return weight === 0 ? 0 : total / weight;
}

export function metaOverlap(a: MetaSide, b: MetaSide): MetaOverlap {
  return {
    cells: weightedJaccard(sumBy(a.cells, a.weights), sumBy(b.cells, b.weights)),
    decks: (nearest(a, b) + nearest(b, a)) / 2,
    cards: weightedJaccard(new Map(a.cardShares.map((s, c) => [c, s])), new Map(b.cardShares.map((s, c) => [c, s]))),
  };
}
