// The shared conformance suite, run over every registered game and variant: random playouts
// check the contract's invariants. fast-check picks among legal actions so a failure shrinks
// to the shortest line of play.

import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { GameState, VariantFacts } from '../../src/core/game.js';
import { TERMINAL } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { randomPlayout } from '../../src/sim/random-setup.js';
import { bufferFor, cardMultiset, FULL_RUNS, gameVariants, MATCHES, newState, sizedFor } from './support.js';

/** Every check of one position; throws with a description of the first violation. */
function checkPosition(facts: VariantFacts, s: GameState, ids: Int32Array, rng: Rng): number {
  const n = s.legalActions(ids);
  const p = s.currentPlayer();
  if (s.isTerminal()) {
    if (n !== 0 || p !== TERMINAL) throw new Error(`terminal state offers ${n} actions to player ${p}`);
  } else {
    if (n === 0) throw new Error(`player ${p} must decide but has no legal action`);
    if (!(p >= 0 && p < facts.players)) throw new Error(`currentPlayer ${p} out of range`);
    for (let i = 0; i < n; i++) {
      const a = ids[i]!;
      if (!(Number.isInteger(a) && a >= 0 && a < facts.numDistinctActions)) throw new Error(`action id ${a} outside [0, ${facts.numDistinctActions})`);
      if (i > 0 && a <= ids[i - 1]!) throw new Error(`legal actions not strictly ascending at ${i}: ${ids[i - 1]} then ${a}`);
      const text = s.describeAction(a);
      if (text.length === 0) throw new Error(`action ${a} has no description`);
      // The terminal menu's steps read, joined, as the description the log prints.
      const steps = s.describeActionSteps?.(a);
      if (steps !== undefined && (steps.length === 0 || steps.some((x) => x.length === 0) || steps.join(' ') !== text)) throw new Error(`action ${a}: steps [${steps.join(' | ')}] do not read as '${text}'`);
    }
  }
  if (s.legalActionCount !== undefined) {
    // Counting and picking by index agree with the list, in order, also when picks come later.
    const m = s.legalActionCount();
    if (m !== n) throw new Error(`legalActionCount() is ${m} but legalActions lists ${n}`);
    for (let i = n - 1; i >= 0; i--) if (s.legalActionAt!(i) !== ids[i]) throw new Error(`legalActionAt(${i}) is ${s.legalActionAt!(i)} but legalActions lists ${ids[i]}`);
  }
  const integrity = s.cards.checkIntegrity();
  if (integrity) throw new Error(`card table: ${integrity}`);
  if (s.turn() > facts.maxTurns) throw new Error(`turn ${s.turn()} beyond the declared maximum ${facts.maxTurns}`);
  if (s.decisions() > facts.maxDecisions) throw new Error(`${s.decisions()} decisions beyond the cap ${facts.maxDecisions}`);
  const obs = new Float32Array(facts.observationLength);
  for (let v = 0; v < facts.players; v++) {
    obs.fill(Number.NaN);
    s.observe(v, obs);
    for (let i = 0; i < obs.length; i++) if (!Number.isFinite(obs[i]!)) throw new Error(`observe(${v})[${i}] is ${obs[i]}`);
  }
  // clone equals the original, and acting on the clone leaves the original unchanged
  const before = s.serialize();
  const c = s.clone();
  if (c.serialize() !== before) throw new Error('clone() differs from the original');
  if (!s.isTerminal()) {
    const tries = Math.min(n, 6);
    for (let k = 0; k < tries; k++) {
      const a = ids[k === 0 ? 0 : rng.below(n)]!;
      const child = s.clone();
      child.apply(a); // every legal action applies without error
      if (s.serialize() !== before) throw new Error(`applying ${a} to a clone changed the original`);
      if (child.cards.checkIntegrity()) throw new Error(`after ${s.describeAction(a)}: ${child.cards.checkIntegrity()}`);
    }
  }
  return n;
}

function checkTerminal(facts: VariantFacts, s: GameState): void {
  const r = s.returns();
  if (r.length !== facts.players) throw new Error(`returns() has ${r.length} entries for ${facts.players} players`);
  const [lo, hi] = facts.returnBounds;
  for (const x of r) if (!(x >= lo && x <= hi)) throw new Error(`return ${x} outside [${lo}, ${hi}]`);
  if (!s.endReason()) throw new Error('terminal state without an end reason');
}

describe.each(gameVariants())('%s conformance', (_name, game, facts) => {
  const fullRuns = sizedFor(game, facts, FULL_RUNS);
  const matches = sizedFor(game, facts, MATCHES);
  it(`random playouts keep every invariant at every step (fast-check, ${fullRuns} matches)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { maxLength: 300 }), (seed, choices) => {
        const s = newState(game, facts, seed);
        const ids = bufferFor(game);
        const rng = new Rng(seed, 77);
        const cardsAtStart = cardMultiset(s);
        let k = 0;
        while (!s.isTerminal()) {
          const n = checkPosition(facts, s, ids, rng);
          const pick = k < choices.length ? choices[k]! % n : rng.below(n);
          k++;
          s.legalActions(ids);
          s.apply(ids[pick]!);
          if (cardMultiset(s) !== cardsAtStart) throw new Error('the multiset of cards changed: a card was created, lost or transformed');
        }
        checkPosition(facts, s, ids, rng);
        checkTerminal(facts, s);
      }),
      { numRuns: fullRuns, seed: 20261122 },
    );
  });

  it(`${matches} random matches end within the declared limits with cards conserved`, () => {
    const ids = bufferFor(game);
    const rng = new Rng(1, 3);
    const size = newState(game, facts, 0).cards.size;
    for (let m = 0; m < matches; m++) {
      const seed = rng.seed();
      const s = newState(game, facts, seed);
      while (!s.isTerminal()) {
        const n = s.legalActions(ids);
        if (n === 0) throw new Error(`seed ${seed}: no legal action at decision ${s.decisions()}`);
        s.apply(ids[rng.below(n)]!);
        if (s.decisions() > facts.maxDecisions) throw new Error(`seed ${seed}: beyond the decision cap`);
      }
      if (s.cards.size !== size && facts.usesDecks === false) throw new Error('card table size changed');
      const integrity = s.cards.checkIntegrity();
      if (integrity) throw new Error(`seed ${seed}: ${integrity}`);
      expect(s.turn()).toBeLessThanOrEqual(facts.maxTurns);
      checkTerminal(facts, s);
    }
  });

  it('the same seed replays the same match, in this thread and in a worker thread', async () => {
    const ids = bufferFor(game);
    const play = (seed: number): string => {
      const s = newState(game, facts, seed);
      randomPlayout(s, new Rng(seed, 99), ids);
      return s.serialize();
    };
    for (const seed of [1, 2, 3]) expect(play(seed)).toBe(play(seed));
    expect(play(1)).not.toBe(play(2));
    const fromWorker = await new Promise<string>((resolve, reject) => {
      const w = new Worker(new URL('./replay-worker.mjs', import.meta.url), { workerData: { gameId: game.id, variant: facts.id, seed: 7 } });
      w.once('message', (m: string) => {
        resolve(m);
        void w.terminate();
      });
      w.once('error', reject);
    });
    expect(fromWorker).toBe(play(7));
  });

  it('serialization round-trips through a replay of the seed and the actions', () => {
    // The lab stores matches as (set-up, seed, actions): rebuilding from them must give the same state.
    const ids = bufferFor(game);
    const rng = new Rng(11, 1);
    for (let m = 0; m < 20; m++) {
      const seed = rng.seed();
      const s = newState(game, facts, seed);
      const actions: number[] = [];
      while (!s.isTerminal()) {
        const n = s.legalActions(ids);
        const a = ids[rng.below(n)]!;
        actions.push(a);
        s.apply(a);
      }
      const r = newState(game, facts, seed);
      for (const a of actions) r.apply(a);
      expect(r.serialize()).toBe(s.serialize());
    }
  });
});
