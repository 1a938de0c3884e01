// `balance-lab compare <runA> <runB>`: what changed between two runs (for example before and
// after a card edit). Runs that share the experiment design and seeds are paired match by
// match (through their checkpoint blocks); others are compared unpaired, with a warning. Prints
// compare.md and writes it with compare.html and compare.csv (default: into <runB>).

import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Command } from 'commander';
import { InputError, LabError } from '../core/errors.js';
import { verbOf } from '../core/events.js';
import type { CardFileText } from '../core/card-set-loader.js';
import { diskFullOf, writeWhole } from '../core/write-whole.js';
import type { CardSet } from '../core/game.js';
import { getGame } from '../core/registry.js';
import { keptCardTexts } from '../report/card-texts.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { layoutFor } from '../sim/setup.js';
import { BLOCKS } from '../stats/counts.js';
import type { RunSide } from '../stats/run-comparison.js';
import { compareRuns } from '../stats/run-comparison.js';
import { ensureWritable, readSummary } from '../run/run-folder.js';
import { cardsOf } from '../core/facets.js';

/** The resolved experiment of run.json, or null for a folder without one (older or hand-made). */
function readExperiment(dir: string): ResolvedExperiment | null {
  const file = join(dir, 'run.json');
  if (!existsSync(file)) return null;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { experiment?: ResolvedExperiment }).experiment ?? null;
  } catch {
    return null;
  }
}

/**
 * The cards a run played, from the texts it kept in its folder; a run from before runs kept them
 * is read from its card files as they are now. Null when neither can be read.
 */
function readCards(dir: string, exp: ResolvedExperiment): { cards: CardSet; texts: CardFileText[]; kept: boolean } | null {
  try {
    const game = getGame(exp.game);
    const kept = keptCardTexts(dir);
    const { fromTexts } = cardsOf(game);
    if (kept && fromTexts) return { cards: fromTexts(kept), texts: kept, kept: true };
    const files = exp.cardFiles.length > 0 ? exp.cardFiles : cardsOf(game).defaultSet().files;
    return { cards: cardsOf(game).load(files), texts: files.map((file) => ({ file, text: readFileSync(file, 'utf8') })), kept: false };
  } catch {
    return null;
  }
}

function side(dir: string, field: string): RunSide {
  const summary = readSummary(dir, field);
  const exp = readExperiment(dir);
  const c = exp ? readCheckpoint(dir) : null;
  const layout = exp ? layoutFor(exp) : null;
  // Blocks of another lab version (a different layout) cannot be read: compared unpaired.
  const blocks =
    exp && c && c.finished && layout && c.blocks.length === layout.size * BLOCKS
      ? { layout, blocks: c.blocks, agents: exp.agents.map((a) => a.label), decks: exp.decks.map((d) => d.name), cards: exp.cards.map((x) => x.name), noUse: new Set(exp.cards.filter((x) => verbOf(x) === null).map((x) => x.name)) }
      : null;
  const cards = exp ? readCards(dir, exp) : null;
  return { summary, exp, blocks, cards: cards?.cards ?? null, texts: cards?.texts ?? null, kept: cards?.kept ?? false };
}

export function compareCommand(): Command {
  return new Command('compare')
    .description('what changed between two runs: paired 95% intervals when they share design and seeds, Benjamini-Hochberg across items; writes compare.md, compare.html, compare.csv')
    .argument('<runA>', 'the earlier run folder (reports/<experiment>/<run-id>)')
    .argument('<runB>', 'the later run folder')
    .option('--out <folder>', 'where to write compare.md, compare.html and compare.csv (default: <runB>/compare-<runA folder name>)')
    .action(async (a: string, b: string, flags: { out?: string }) => {
      const before = side(a, '<runA>');
      const after = side(b, '<runB>');
      if (before.summary.game !== after.summary.game) throw new InputError(`the runs are of different games (${before.summary.game}, ${after.summary.game})`, { field: '<runB>' });
      const result = compareRuns(before, after);
      // Loaded here: vega and arquero are many modules.
      const { compareCsv, compareHtml, compareMarkdown } = await import('../report/compare.js');
      const md = compareMarkdown(result);
      const out = flags.out ?? join(b, `compare-${basename(resolve(a))}`);
      ensureWritable(out);
      try {
        // Each file whole: a full disk leaves the earlier ones and no part of a file.
        writeWhole(join(out, 'compare.md'), md + '\n');
        writeWhole(join(out, 'compare.csv'), compareCsv(result));
        writeWhole(join(out, 'compare.html'), await compareHtml(result));
      } catch (err) {
        const full = diskFullOf(err);
        if (!full) throw err;
        throw new LabError(`${full.message}; free space, then compare again`, full.exitCode);
      }
      for (const w of result.warnings) process.stderr.write(`warning: ${w}\n`);
      process.stdout.write(md + '\n' + `written: ${join(out, 'compare.md')} (and compare.html, compare.csv)\n`);
    });
}
