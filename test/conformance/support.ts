// Shared helpers of the conformance suites: every registered game runs through them.

import '../../src/games/index.js';
import type { GameDefinition, GameState, VariantFacts } from '../../src/core/game.js';
import { maxDistinctActions } from '../../src/core/game.js';
import { listGames } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { randomSetup } from '../../src/sim/random-setup.js';

export const MATCHES = Number(process.env.CONFORMANCE_MATCHES ?? 10_000);
export const FULL_RUNS = Number(process.env.CONFORMANCE_FULL_RUNS ?? 60);

/**
 * The sizes above are for matches of about a hundred random decisions; the checks cost per
 * decision, so a game whose random matches run longer (Warlords: over a thousand) plays
 * proportionally fewer, never below a twentieth, to keep the time per game alike.
 */
const DECISIONS_PER_SIZED_MATCH = 100;

export function sizedFor(game: GameDefinition, facts: VariantFacts, matches: number): number {
  const mean = meanRandomDecisions(game, facts);
  const scaled = Math.round((matches * DECISIONS_PER_SIZED_MATCH) / Math.max(mean, DECISIONS_PER_SIZED_MATCH));
  return Math.max(Math.ceil(matches / 20), scaled);
}

function meanRandomDecisions(game: GameDefinition, facts: VariantFacts): number {
  const ids = bufferFor(game);
  const rng = new Rng(5, 8);
  let total = 0;
  const probes = 4;
  for (let m = 0; m < probes; m++) {
    const s = newState(game, facts, 1000 + m);
    while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
    total += s.decisions();
  }
  return total / probes;
}

export function gameVariants(): [string, GameDefinition, VariantFacts][] {
  const out: [string, GameDefinition, VariantFacts][] = [];
  for (const g of listGames()) for (const v of g.variants) out.push([`${g.id}/${v.id}`, g, v]);
  return out;
}

export function bufferFor(game: GameDefinition): Int32Array {
  return new Int32Array(maxDistinctActions(game));
}

export function newState(game: GameDefinition, facts: VariantFacts, seed: number): GameState {
  return game.newMatch(randomSetup(game, facts.id, seed), seed);
}

/** The multiset of (owner, definition) of the card table, as text: constant through a match. */
export function cardMultiset(s: GameState): string {
  const t = s.cards;
  const keys: string[] = [];
  for (let c = 0; c < t.size; c++) keys.push(`${t.owner[c]}:${t.def[c]}`);
  return keys.sort().join(',');
}

/** Positions reached by random play: a state at a random depth of a random match. */
export function samplePositions(game: GameDefinition, facts: VariantFacts, count: number, seed: number): GameState[] {
  const rng = new Rng(seed, 5);
  const ids = bufferFor(game);
  const out: GameState[] = [];
  for (let k = 0; out.length < count && k < count * 20; k++) {
    const s = newState(game, facts, rng.seed());
    const stopAt = rng.below(facts.maxDecisions > 400 ? 120 : facts.maxDecisions + 1);
    while (!s.isTerminal() && s.decisions() < stopAt) {
      const n = s.legalActions(ids);
      s.apply(ids[rng.below(n)]!);
    }
    if (!s.isTerminal()) out.push(s);
  }
  return out;
}
