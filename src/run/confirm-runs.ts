// The confirmation runs of a run: which agents confirm, with how many matches, in which folder,
// and the run's summary with each flagged finding read under each of them.
// `confirmWith` lists the agents (one run each, the run's matches); `confirm` names one agent or
// 'auto', and sizes its run for a stated precision (src/stats/confirm-size.ts). With 'auto' each
// candidate, strongest first, is timed for a few seconds and the first whose run fits the budget
// is chosen. The plan is printed with its extra time before the run starts, and kept in the run
// folder (confirm-plan.json) so that a resumed run confirms exactly as it began.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import { writeWhole } from '../core/write-whole.js';
import { estimateRun, timeAgents } from '../sim/agent-timing.js';
import type { AgentEntry } from '../experiment/spec.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { confirmationExperiment } from '../sim/experiment.js';
import type { Candidate } from '../stats/confirm-size.js';
import { chooseConfirming, halfWidthOf, matchesForHalfWidth } from '../stats/confirm-size.js';
import { confirmationOf } from '../stats/confirm.js';
import { durationText } from '../stats/format.js';
import type { Summary } from '../stats/summary.js';
import { summarize } from '../stats/summary.js';
import { layoutFor } from '../sim/setup.js';
import type { RunOutcome } from '../sim/runner.js';

/** 'auto' tries these, strongest first (the agent ladder's top rungs). */
export const AUTO_CANDIDATES = ['mcts-1000', 'mcts-200'] as const;
export const DEFAULT_HALF_WIDTH = 0.05;
export const DEFAULT_BUDGET_MINUTES = 30;
const PLAN_FILE = 'confirm-plan.json';

export interface ConfirmRun {
  readonly exp: ResolvedExperiment;
  /** Its folder inside the run folder. */
  readonly dir: string;
}

/** The folder of confirming agent k of n: confirm/ for one, confirm-1/, confirm-2/ ... for several. */
export const confirmDir = (k: number, n: number): string => (n === 1 ? 'confirm' : `confirm-${k + 1}`);

const planSchema = z.object({ agent: z.union([z.string(), z.looseObject({ type: z.string() })]), matches: z.number().int().positive() });

/** Groups whose win rates the precision is stated for: the decks, or with random decks the factions (none: 0). */
function groupsOf(exp: ResolvedExperiment): number {
  if (!exp.randomDecks) return exp.decks.length;
  return new Set(exp.cards.map((c) => c.faction).filter((f) => f !== null)).size;
}

const cycleOf = (e: ResolvedExperiment): number => e.lineups.length * e.players;

/**
 * Wall seconds per match of each candidate on `workers` workers, from a short timing. The run's
 * first agent is timed too: a slow agent may finish no match in its timing, and is then given the
 * length of the matches the others finished (estimateRun).
 */
async function secondsPerMatch(exp: ResolvedExperiment, agents: readonly AgentEntry[], workers: number): Promise<Candidate[]> {
  const exps = await Promise.all([exp.spec.agents[0]!, ...agents].map((a) => confirmationExperiment(exp, a, exp.matches)));
  const timings = exps.map((e) => timeAgents(e)[0]!);
  return agents.map((_, k) => {
    const s = estimateRun(timings, [[k + 1, k + 1]], 1).seconds;
    return { label: exps[k + 1]!.agents[0]!.label, secondsPerMatch: s === null ? null : s / workers };
  });
}

/**
 * The confirmation runs of `exp` (none without `confirmWith` or `confirm`), planned before the
 * run starts; with `confirm` the plan is said on stderr (unless quiet) with its extra time.
 */
export async function planConfirmation(exp: ResolvedExperiment, runDir: string, opts: { workers: number; quiet: boolean; shard: boolean }): Promise<ConfirmRun[]> {
  const { confirmWith, confirm } = exp.spec;
  if (confirmWith) {
    const exps = await Promise.all(confirmWith.map((a) => confirmationExperiment(exp, a, exp.matches)));
    return exps.map((e, k) => ({ exp: e, dir: confirmDir(k, exps.length) }));
  }
  if (confirm === undefined) return [];
  const settings = confirm === 'auto' ? {} : confirm;
  const agent = settings.agent ?? 'auto';
  const saved = join(runDir, PLAN_FILE);
  if (existsSync(saved)) {
    const plan = planSchema.parse(JSON.parse(readFileSync(saved, 'utf8')));
    return [{ exp: await confirmationExperiment(exp, plan.agent as AgentEntry, plan.matches), dir: 'confirm' }];
  }
  if (agent === 'auto' && opts.shard) throw new InputError("'confirm' with agent 'auto' times the agents on each machine, so shards could choose differently", { file: exp.file, field: 'confirm' }, 'give the agent and matches: confirm: {agent: mcts-200, matches: 480}');
  const h = settings.halfWidth ?? DEFAULT_HALF_WIDTH;
  const groups = groupsOf(exp);
  const baseline = 1 / exp.players;
  // The confirmation's rounds: one agent on the run's decks.
  const cycle = cycleOf(await confirmationExperiment(exp, agent === 'auto' ? AUTO_CANDIDATES[0] : agent, exp.matches));
  const wanted = settings.matches ?? matchesForHalfWidth(h, baseline, Math.max(1, groups), exp.players, cycle);
  const budget = 60 * (settings.budgetMinutes ?? DEFAULT_BUDGET_MINUTES);
  const entries: AgentEntry[] = agent === 'auto' ? [...AUTO_CANDIDATES] : [agent];
  const timed = await secondsPerMatch(exp, entries, opts.workers);
  const choice = agent === 'auto' ? chooseConfirming(timed, wanted, budget, cycle) : { index: 0, matches: wanted, seconds: timed[0]!.secondsPerMatch === null ? null : timed[0]!.secondsPerMatch! * wanted, capped: false };
  const chosen = entries[choice.index]!;
  writeWhole(saved, JSON.stringify({ agent: chosen, matches: choice.matches, halfWidth: halfWidthOf(choice.matches, baseline, Math.max(1, groups), exp.players), seconds: choice.seconds, timed }, null, 2) + '\n');
  if (!opts.quiet) process.stderr.write(planText(timed, choice, { wanted, h, groups, baseline, players: exp.players, random: exp.randomDecks, budget, workers: opts.workers, auto: agent === 'auto' }) + '\n');
  return [{ exp: await confirmationExperiment(exp, chosen, choice.matches), dir: 'confirm' }];
}

interface PlanContext {
  readonly wanted: number;
  readonly h: number;
  readonly groups: number;
  readonly baseline: number;
  readonly players: number;
  readonly random: boolean;
  readonly budget: number;
  readonly workers: number;
  readonly auto: boolean;
}

/** What the plan says before the run: the agent, its matches and precision, the extra time, and the stronger agents it passed over. */
export function planText(timed: readonly Candidate[], choice: ReturnType<typeof chooseConfirming>, c: PlanContext): string {
  const label = timed[choice.index]!.label;
  const group = !c.random ? "each deck's win rate" : c.groups > 0 ? "each faction's win rate" : 'a win rate over all its games';
  const reached = halfWidthOf(choice.matches, c.baseline, Math.max(1, c.groups), c.players);
  const precision = `±${(100 * reached).toFixed(1)} points on ${group}`;
  const time = choice.seconds === null ? 'its time could not be estimated' : `about ${durationText(choice.seconds)} more on ${c.workers} worker${c.workers === 1 ? '' : 's'}`;
  const over = c.auto
    ? timed
        .slice(0, choice.index)
        .map((t) => `${t.label} would take ${t.secondsPerMatch === null ? 'an unknown time' : `about ${durationText(t.secondsPerMatch * c.wanted)}`}`)
    : [];
  const budget = `${durationText(c.budget)} budget`;
  const passed = over.length > 0 ? ` (${over.join(', ')}: over the ${budget})` : '';
  const capped = choice.capped ? ` The ${budget} cuts it from the ${c.wanted} matches ±${(100 * c.h).toFixed(1)} points needs.` : '';
  return `confirm: ${label}${c.auto ? ' (auto)' : ''}, ${choice.matches} matches for ${precision}; ${time}${passed}.${capped}`;
}

/** The summary of a run with confirming agents, each flagged finding read under each of them (`outcomes[k]`: run k's counts). */
export function withConfirmation(summary: Summary, confirms: readonly ConfirmRun[], outcomes: readonly Pick<RunOutcome, 'blocks' | 'failures'>[]): Summary {
  const runs = confirms.map((c, k) => ({ agent: { label: c.exp.agents[0]!.label, matches: c.exp.matches }, summary: summarize(c.exp, layoutFor(c.exp), outcomes[k]!.blocks, outcomes[k]!.failures) }));
  return { ...summary, confirmation: confirmationOf(summary, runs) };
}
