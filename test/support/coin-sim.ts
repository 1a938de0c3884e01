// In-process simulation on the coin calibration game for the statistical suites: matches
// with given or random decks, card-impact counters in blocks, ablation pairs. No pool: these
// suites measure the statistics, not the runner.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchSeed, Rng } from '../../src/core/rng.js';
import type { CoinCardSet } from '../../src/games/coin/cards.js';
import { COIN_CARDS } from '../../src/games/coin/cards.js';
import { coinGame } from '../../src/games/coin/coin.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import type { CardRow } from '../../src/stats/card-summary.js';
import { summarizeCards } from '../../src/stats/card-summary.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import { tempDir } from './temp-dir.js';
import { cardsOf } from '../../src/core/facets.js';

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** A card file written to a temporary folder (values by name). */
export function coinSet(values: Record<string, number>, seatAdvantage = 0, decks: Record<string, string[]> = {}): CoinCardSet {
  const dir = tempDir('bl-coin-');
  const file = join(dir, 'set.yaml');
  const cards = Object.entries(values).map(([name, value]) => `  - { name: ${JSON.stringify(name)}, value: ${value} }`);
  const deckLines = Object.entries(decks).map(([name, list]) => `  - { name: ${JSON.stringify(name)}, cards: [${list.map((n) => JSON.stringify(n)).join(', ')}] }`);
  writeFileSync(file, `seatAdvantage: ${seatAdvantage}\ncards:\n${cards.join('\n')}\ndecks:\n${deckLines.length ? deckLines.join('\n') : '  []'}\n`.replace('decks:\n  []', 'decks: []'));
  return COIN_CARDS.load([file]);
}

const ids = new Int32Array(64);

/** Plays one coin match to the end (plays do not matter: the first legal card). */
export function playCoin(set: CoinCardSet, decks: number[][], seed: number, events: Parameters<typeof coinGame.newMatch>[0]['events'] = null): number[] {
  const s = coinGame.newMatch({ variant: 'standard', cards: set, decks, events }, seed);
  while (!s.isTerminal()) {
    s.legalActions(ids);
    s.apply(ids[0]!);
  }
  return s.returns();
}

/** Card rows from `matches` matches between random decks (new decks per match). */
export function randomDeckCardRows(set: CoinCardSet, matches: number, seed: number): CardRow[] {
  const collector = new CardImpactCollector(set.cards.length, 2);
  const size = collector.size;
  const blocks = new Float64Array(BLOCKS * size);
  const counts = new Int32Array(size);
  const span = blockSpan(matches);
  const plan = { lineup: 0, rotation: 0, agents: [0, 0], decks: [0, 1] };
  for (let i = 0; i < matches; i++) {
    const ms = matchSeed(seed, i);
    const rng = new Rng(ms, 40);
    const decks = [cardsOf(coinGame).randomDeck(set, rng, 'standard'), cardsOf(coinGame).randomDeck(set, rng, 'standard')];
    counts.fill(0);
    const sink = collector.sink(counts, 0, plan);
    const r = playCoin(set, decks, ms, sink);
    collector.record(counts, 0, { plan, shareUnits: r.map((x) => x * 2), tiedBest: false, turns: 6, decisions: 6, endReason: 'normal' });
    const b = Math.floor(i / span);
    for (let k = 0; k < size; k++) blocks[b * size + k]! += counts[k]!;
  }
  return summarizeCards(set.cards, 2, blocks, size, 0, 2);
}

/** Scale of the slow suites: CI runs them small, benchmarks large (BALANCE_LAB_SLOW_SCALE). */
export function slowScale(): number {
  return Number(process.env.BALANCE_LAB_SLOW_SCALE ?? '0.1');
}
