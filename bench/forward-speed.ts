// Measures network evaluations per second on one core, for each rulebook game's observation and
// action space and a few trunks: the hand-written typed-array forward pass (value and the legal
// actions' logits, as MCTS asks for them) against tfjs at batch 1 and at batch 256 (every logit:
// tfjs computes whole layers). Observations come from random play, so their sparsity is real.
// Run: npm run bench:forward -- [trunks, e.g. 256-128,128-64,64-64] [games]

import type { Tensor } from '@tensorflow/tfjs';
import '../src/games/index.js';
import { maxDistinctActions } from '../src/core/game.js';
import { getGame } from '../src/core/registry.js';
import { Rng } from '../src/core/rng.js';
import { randomSetup } from '../src/sim/random-setup.js';
import { randomNetwork } from '../agents/neural/network.js';
import { tfBackend } from '../agents/neural/tf-backend.js';
import { Trainer } from '../agents/neural/trainer.js';

const RULEBOOK = ['warsong', 'ward', 'warlords', 'wtactics', 'gloom'];

/** Observations and legal lists of `count` positions of random play. */
function positions(gameId: string, count: number): { obs: Float32Array[]; legal: Int32Array[] } {
  const game = getGame(gameId);
  const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
  const rng = new Rng(1);
  const ids = new Int32Array(maxDistinctActions(game));
  const obs: Float32Array[] = [];
  const legal: Int32Array[] = [];
  for (let m = 0; obs.length < count; m++) {
    const s = game.newMatch(randomSetup(game, facts.id, m), m);
    while (!s.isTerminal() && obs.length < count) {
      const n = s.legalActions(ids);
      const o = new Float32Array(facts.observationLength);
      s.observe(s.currentPlayer(), o);
      obs.push(o);
      legal.push(ids.slice(0, n));
      s.apply(ids[rng.below(n)]!);
    }
  }
  return { obs, legal };
}

/**
 * Calls of `f` per second of this process's CPU time over about `ms` milliseconds of it: CPU
 * time, not wall time, so a busy shared host gives per-core figures (the pass is single-threaded).
 */
function rate(f: () => void, ms = 800): number {
  let calls = 0;
  const t0 = process.cpuUsage();
  const used = (): number => {
    const d = process.cpuUsage(t0);
    return (d.user + d.system) / 1000;
  };
  while (used() < ms) {
    for (let k = 0; k < 64; k++) f();
    calls += 64;
  }
  return calls / (used() / 1000);
}

async function main(): Promise<void> {
  const trunks = (process.argv[2] ?? '256-128,128-64,64-64').split(',').map((t) => t.split('-').map(Number));
  const games = process.argv[3]?.split(',') ?? RULEBOOK;
  const { tf, backend } = await tfBackend();
  process.stdout.write(`backend ${backend}; evaluations per CPU-second (one core)\n`);
  process.stdout.write('game | input | actions | trunk | typed array | tfjs batch 1 | tfjs batch 256 (per sample)\n');
  for (const id of games) {
    const game = getGame(id);
    const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
    const { obs, legal } = positions(id, 256);
    for (const hidden of trunks) {
      const rng = new Rng(2);
      const net = randomNetwork({ input: facts.observationLength, hidden, players: facts.players, actions: facts.numDistinctActions }, () => rng.float());
      const out = new Float64Array(facts.players);
      const logits = new Float64Array(maxDistinctActions(game));
      let i = 0;
      const typed = rate(() => {
        const k = i++ & 255;
        net.evaluate(obs[k]!, out, legal[k]!, legal[k]!.length, logits);
      });
      const trainer = Trainer.create(tf, net);
      const model = trainer.tfModel;
      const one = obs.map((o) => tf.tensor2d(o, [1, o.length]));
      const batch1 = rate(() => {
        const [v, p] = model.predict(one[i++ & 255]!) as Tensor[];
        v!.dataSync();
        p!.dataSync();
        tf.dispose([v!, p!]);
      }, 400);
      const all = new Float32Array(256 * facts.observationLength);
      obs.forEach((o, k) => all.set(o, k * o.length));
      const x = tf.tensor2d(all, [256, facts.observationLength]);
      const batch256 = 256 * rate(() => {
        const [v, p] = model.predict(x) as Tensor[];
        v!.dataSync();
        p!.dataSync();
        tf.dispose([v!, p!]);
      }, 600);
      tf.dispose([...one, x]);
      trainer.dispose();
      process.stdout.write(`${id} | ${facts.observationLength} | ${facts.numDistinctActions} | ${hidden.join('-')} | ${Math.round(typed)} | ${Math.round(batch1)} | ${Math.round(batch256)}\n`);
    }
  }
}

await main();
