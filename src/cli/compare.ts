// `balance-lab compare <runA> <runB>`: what changed between two runs (for example before and
// after a card edit): every card, deck, faction and agent measured in both, with the change in
// its win rate and a Newcombe interval; real changes first.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import type { Comparison, MeasuredRate } from '../stats/compare.js';
import { compareRates } from '../stats/compare.js';
import { pct, signedPoints as pts } from '../stats/format.js';
import type { Summary } from '../stats/summary.js';

function readSummary(dir: string, field: string): Summary {
  const file = join(dir, 'summary.json');
  if (!existsSync(file)) throw new InputError('no summary.json here: not a finished run folder', { file, field }, 'pass a folder under reports/<experiment>/');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Summary;
  } catch (err) {
    throw new InputError(`cannot read summary.json (${err instanceof Error ? err.message : String(err)})`, { file, field });
  }
}

/** The rates a comparison looks at, by kind. */
export function measuredRates(s: Summary): Record<string, MeasuredRate[]> {
  return {
    cards: (s.balance?.cards ?? []).map((c) => ({ key: c.name, rate: c.gp.rate, games: c.gp.effective })),
    decks: (s.balance?.decks ?? []).map((d) => ({ key: d.name, rate: d.rate, games: d.games })),
    factions: (s.balance?.factions ?? []).map((f) => ({ key: f.name, rate: f.rate, games: f.games })),
    agents: s.agents.map((a) => ({ key: a.name, rate: a.winRate, games: a.games })),
  };
}


export function comparisonLines(kind: string, c: Comparison): string[] {
  if (c.changes.length === 0 && c.added.length === 0 && c.removed.length === 0) return [];
  const out = [`## ${kind}`, '', '| item | before | after | change (points) | 95% interval | |', '|:-|-:|-:|-:|:-|:-|'];
  for (const x of c.changes) out.push(`| ${x.key} | ${pct(x.before)} | ${pct(x.after)} | ${pts(x.diff)} | [${pts(x.low)}, ${pts(x.high)}] | ${x.changed ? 'changed' : ''} |`);
  if (c.added.length > 0) out.push('', `only in the second run: ${c.added.join(', ')}`);
  if (c.removed.length > 0) out.push('', `only in the first run: ${c.removed.join(', ')}`);
  out.push('');
  return out;
}

export function compareCommand(): Command {
  return new Command('compare')
    .description('what changed between two runs: each rate in both, its change and a Newcombe 95% interval')
    .argument('<runA>', 'the earlier run folder (reports/<experiment>/<run-id>)')
    .argument('<runB>', 'the later run folder')
    .action((a: string, b: string) => {
      const before = readSummary(a, '<runA>');
      const after = readSummary(b, '<runB>');
      if (before.game !== after.game) throw new InputError(`the runs are of different games (${before.game}, ${after.game})`, { field: '<runB>' });
      const x = measuredRates(before);
      const y = measuredRates(after);
      const lines = [`# ${before.experiment} → ${after.experiment} (${before.game})`, '', 'Changes in win rate (after minus before) with Newcombe 95% intervals; "changed" where the interval excludes zero.', ''];
      for (const kind of ['cards', 'decks', 'factions', 'agents']) lines.push(...comparisonLines(kind, compareRates(x[kind]!, y[kind]!)));
      process.stdout.write(lines.join('\n') + '\n');
    });
}
