// The blind-spot check inside a run: when the run would call cards dead, its first agent (the
// fast one) and a search agent each play themselves on fresh random decks (blind-spots/fast and
// blind-spots/search in the run folder, resumable like the run), and the dead cards the search
// agent uses are told under "Agent blind spots" instead of "looks dead" (src/stats/blind-spots.ts).

import { join } from 'node:path';
import { CardEvent } from '../core/events.js';
import { getGame, getVariant } from '../core/registry.js';
import type { AgentEntry } from '../experiment/spec.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { experimentFromSpec } from '../sim/experiment.js';
import type { RunOutcome } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import type { RunBlindSpots } from '../stats/blind-spots.js';
import { blindSpots, DEFAULT_RULE, playCounts } from '../stats/blind-spots.js';
import type { Summary } from '../stats/summary.js';

export const CHECK_DEFAULTS = { search: 'mcts-200', fastMatches: 600, searchMatches: 40 } as const;

export interface CheckSettings {
  readonly game: string;
  readonly variant?: string;
  /** Card files or folder, as an experiment gives them (relative to `baseDir`). */
  readonly cards?: string | readonly string[];
  readonly patch?: ResolvedExperiment['spec']['patch'];
  readonly plugins?: readonly string[];
  readonly seed: number;
  readonly baseDir?: string;
}

/** One side of the check (the spec is validated like a file's): `agent` against itself for `matches` matches on fresh random decks. */
export async function checkSide(role: 'fast' | 'search', agent: AgentEntry | Record<string, unknown>, matches: number, s: CheckSettings, label: string): Promise<ResolvedExperiment> {
  return experimentFromSpec(
    {
      name: `blind-spots-${s.game}-${role}`,
      game: s.game,
      ...(s.variant ? { variant: s.variant } : {}),
      ...(s.cards ? { cards: s.cards } : {}),
      ...(s.patch ? { patch: s.patch } : {}),
      ...(s.plugins && s.plugins.length > 0 ? { plugins: s.plugins } : {}),
      randomDecks: true,
      agents: [agent],
      pairing: { agents: 'mirror' },
      matches,
      seed: s.seed,
    },
    label,
    s.baseDir,
  );
}

/** Whether a run of `exp` with this summary plays the check. */
export function wantsCheck(exp: ResolvedExperiment, summary: Summary): boolean {
  if (exp.spec.blindSpotCheck === false || !summary.balance.cards.some((c) => c.dead)) return false;
  const facts = getVariant(getGame(exp.game), exp.variant);
  return facts.usesDecks && facts.cardEvents.includes(CardEvent.Played);
}

/**
 * Plays the check for a run that would call cards dead (`play` plays an experiment in a folder,
 * resuming where it has a checkpoint) and returns the rows of its dead cards; null when the run
 * does not play it or was interrupted (`interrupted` is then true).
 */
export async function runBlindSpotCheck(exp: ResolvedExperiment, summary: Summary, runDir: string, play: (e: ResolvedExperiment, dir: string) => Promise<RunOutcome>, quiet: boolean): Promise<{ check: RunBlindSpots | null; interrupted: boolean }> {
  if (!wantsCheck(exp, summary)) return { check: null, interrupted: false };
  const settings = exp.spec.blindSpotCheck || {};
  const s: CheckSettings = { game: exp.game, variant: exp.variant, ...(exp.spec.cards ? { cards: exp.spec.cards } : {}), ...(exp.spec.patch ? { patch: exp.spec.patch } : {}), plugins: exp.spec.plugins ?? [], seed: exp.seed, baseDir: exp.baseDir };
  const fastAgent = exp.spec.agents[0]!;
  const fast = await checkSide('fast', fastAgent, settings.fastMatches ?? CHECK_DEFAULTS.fastMatches, s, `${exp.file} (blind-spot check)`);
  const search = await checkSide('search', settings.agent ?? CHECK_DEFAULTS.search, settings.searchMatches ?? CHECK_DEFAULTS.searchMatches, s, `${exp.file} (blind-spot check)`);
  const dead = new Set(summary.balance.cards.filter((c) => c.dead).map((c) => c.name));
  if (!quiet) process.stderr.write(`blind-spot check of ${dead.size} dead-looking card${dead.size === 1 ? '' : 's'}: ${fast.agents[0]!.label} ${fast.matches} and ${search.agents[0]!.label} ${search.matches} matches on random decks -> ${join(runDir, 'blind-spots')}\n`);
  const counts = [];
  for (const [role, e] of [['fast', fast], ['search', search]] as const) {
    const o = await play(e, join(runDir, 'blind-spots', role));
    if (o.interrupted) return { check: null, interrupted: true };
    const layout = layoutFor(e);
    counts.push(playCounts(e.cards, o.blocks, layout.size, layout.offsetOf('cards')));
  }
  const rows = blindSpots(fast.cards, counts[0]!, counts[1]!, DEFAULT_RULE).filter((r) => dead.has(r.name));
  return {
    check: { fast: { label: fast.agents[0]!.label, matches: fast.matches }, search: { label: search.agents[0]!.label, matches: search.matches }, rule: DEFAULT_RULE, rows },
    interrupted: false,
  };
}
