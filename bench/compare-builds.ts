// Lockstep behaviour check between this build and another one, for changes that must not
// change play (speed work, restructuring). Both builds play the same seeded matches side by
// side; after every action the deciding player, the legal lists and the chosen actions must
// agree, and now and then observations, evaluations, the board description and the description
// of every legal action; at the end results and card events. The MCTS matches (mcts-200
// agents) check that search sees the same states through determinization and cloning, so
// makes the same choices. With --exact, serialize() and the information-state keys must agree
// too: for changes that keep the state's text form (a restructure may not).
//
//   git worktree add /tmp/base <rev> && (cd /tmp/base && npm ci && npm run build)
//   npm run build && node dist/bench/compare-builds.js /tmp/base warsong [random=3000] [heuristic=50] [mcts=0] [--exact]
//
// Within this build, each step also checks that a clone serializes like its original.
//
// Exits 1 on the first mismatches (printed), 2 on bad arguments.

import { runWithLabFlags } from '../src/cli/launch.js';
import { resolve } from 'node:path';
import { EventLines } from '../src/core/events.js';
import type { GameState } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { randomSetup } from '../src/sim/random-setup.js';
import type { Build } from './builds.js';
import { otherBuild, thisBuild } from './builds.js';
import { aiOf } from '../src/core/facets.js';

/** Plays one match in both builds; returns the first difference, or null. */
function lockstep(a: Build, b: Build, variant: string, decks: number[][], seed: number, agentType: string, deep: boolean, exact: boolean): { decisions: number; diff: string | null } {
  const logs = [new EventLines(), new EventLines()];
  const [sa, sb] = [a, b].map((x, k) => x.game.newMatch({ variant, cards: x.cards, decks, events: logs[k] }, seed)) as [GameState, GameState];
  const seats = decks.length || sa.numPlayers;
  const agents = [a, b].map((x) => Array.from({ length: seats }, (_, p) => x.agent(agentType, seed, p)));
  const views = [a, b].map((x, k) => Array.from({ length: seats }, (_, p) => x.view(k === 0 ? sa : sb, p)));
  const size = maxDistinctActions(a.game);
  const [ia, ib] = [new Int32Array(size), new Int32Array(size)];
  const [oa, ob] = [new Float32Array(1 << 14), new Float32Array(1 << 14)];
  let step = 0;
  const diff = (what: string): { decisions: number; diff: string } => ({ decisions: step, diff: `step ${step}: ${what}` });
  if (exact && sa.serialize() !== sb.serialize()) return diff('set-up differs');
  if (sa.describe() !== sb.describe()) return diff('set-up descriptions differ');
  while (!sa.isTerminal()) {
    if (sb.isTerminal()) return diff('the other build ended the match early');
    const p = sa.currentPlayer();
    if (p !== sb.currentPlayer()) return diff('a different player decides');
    const n = sa.legalActions(ia);
    if (n !== sb.legalActions(ib) || ia.subarray(0, n).some((x, i) => x !== ib[i])) return diff('legal actions differ');
    if (deep || step % 5 === 0) {
      if (exact && sa.informationStateKey(p) !== sb.informationStateKey(p)) return diff('information-state keys differ');
      for (let i = 0; i < n; i++) if (sa.describeAction(ia[i]!) !== sb.describeAction(ib[i]!)) return diff(`action ${ia[i]} is described differently`);
      sa.observe(p, oa);
      sb.observe(p, ob);
      if (oa.some((x, i) => x !== ob[i])) return diff('observations differ');
      if (aiOf(a.game).evaluate(sa, p) !== aiOf(b.game).evaluate(sb, p)) return diff('evaluations differ');
      if (sb.clone().serialize() !== sb.serialize()) return diff('a clone differs from its original');
      if (sa.describe() !== sb.describe()) return diff('descriptions differ');
    }
    const xa = n === 1 ? ia[0]! : agents[0]![p]!.chooseAction(views[0]![p]!, p);
    const xb = n === 1 ? ib[0]! : agents[1]![p]!.chooseAction(views[1]![p]!, p);
    if (xa !== xb) return diff(`chose ${xa} and ${xb}`);
    sa.apply(xa);
    sb.apply(xb);
    step++;
    if (exact && sa.serialize() !== sb.serialize()) return diff(`states differ after action ${xa} (${sa.describeAction(xa)})`);
  }
  if (!sb.isTerminal()) return diff('the other build did not end the match');
  const result = (s: GameState): string => JSON.stringify([s.returns(), s.scores(), s.endReason(), s.turn()]);
  if (result(sa) !== result(sb)) return diff(`results differ: ${result(sa)} and ${result(sb)}`);
  if (logs[0]!.lines.join() !== logs[1]!.lines.join()) return diff('card events differ');
  return { decisions: step, diff: null };
}

/** A match count from the command line; anything but a whole number ends the run (exit 2). */
function matchCount(what: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`compare-builds: ${what} must be a whole number, got '${text}'\n`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const exact = args.includes('--exact');
  const [root, gameId = 'warsong', randomArg = '3000', heuristicArg = '50', mctsArg = '0'] = args.filter((x) => x !== '--exact');
  if (!root) {
    process.stderr.write('usage: node dist/bench/compare-builds.js <other checkout, built> [game] [random matches] [heuristic matches] [mcts-200 matches] [--exact]\n');
    process.exit(2);
  }
  const a = await otherBuild(resolve(root), gameId);
  const b = thisBuild(gameId);
  const t0 = performance.now();
  let matches = 0;
  let decisions = 0;
  let mismatches = 0;
  const plan: [string, number][] = [
    ['random', matchCount('random matches', randomArg)],
    ['heuristic', matchCount('heuristic matches', heuristicArg)],
    ['mcts-200', matchCount('mcts-200 matches', mctsArg)],
  ];
  for (const [agentType, count] of plan) {
    for (let i = 0; i < count && mismatches < 5; i++) {
      // Blocks of eight matches share a variant and a kind of deck, so set-up caches are exercised.
      const block = i >> 3;
      const facts = b.game.variants[block % b.game.variants.length]!;
      const starter = block % 2 === 0 && b.cards.decks.length > 0;
      const seed = (i * 2654435761 + (agentType === 'random' ? 0 : agentType === 'heuristic' ? 7 : 13)) >>> 0;
      const decks = starter ? Array.from({ length: facts.players }, (_, p) => b.cards.decks[p % b.cards.decks.length]!.cards.slice()) : randomSetup(b.game, facts.id, seed).decks.map((d) => d.slice());
      const r = lockstep(a, b, facts.id, decks, seed, agentType, i < 200, exact);
      matches++;
      decisions += r.decisions;
      if (r.diff) {
        mismatches++;
        process.stdout.write(`MISMATCH ${agentType} match ${i} (${facts.id}, ${starter ? 'starter' : 'random'} decks, seed ${seed}) at ${r.diff}\n`);
      }
    }
  }
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  process.stdout.write(`${gameId}: ${matches} matches, ${decisions} decisions compared in ${s} s: ${mismatches === 0 ? 'IDENTICAL' : `${mismatches} mismatches`}\n`);
  process.exit(mismatches === 0 ? 0 : 1);
}

await runWithLabFlags();
await main();
