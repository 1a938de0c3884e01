// The files a finished run (or a merge of shards) writes besides its checkpoint, each said on
// stdout with where it is: the sweep report, the record tables, the report itself; and the
// warning (or error) when matches failed.

import { join } from 'node:path';
import { EXIT_INTERNAL, LabError } from '../core/errors.js';
import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import type { RunInfo } from '../report/write.js';
import { layoutFor } from '../sim/setup.js';
import type { Summary } from '../stats/summary.js';
import { COMMAND } from './command.js';

/**
 * Says on the terminal (also with --quiet) that matches failed, with the first failure and how
 * to replay it; a run in which every match failed measured nothing, and exits with 1.
 */
export function reportFailures(failed: number, matches: number, failures: readonly MatchFailure[], runDir: string): void {
  if (failed === 0) return;
  const first = failures[0];
  const example = first ? ` First: match ${first.index} (seed ${first.seed}): ${first.message.split('\n')[0]}; replay it with: ${COMMAND} replay ${runDir} --match ${first.index}` : '';
  if (failed < matches) {
    process.stderr.write(`warning: ${failed} of ${matches} matches failed and count as errors (report.md lists them).${example}\n`);
    return;
  }
  throw new LabError(`all ${matches} matches failed: nothing was measured (report.md lists them).${example}`, EXIT_INTERNAL);
}

/** Writes the record tables (Parquet) of a run with per-match records and says how many rows each has. */
export async function writeTables(runDir: string, recordDirs: readonly string[]): Promise<void> {
  // Loaded here: DuckDB is a native module, and only runs with records need it.
  const { SEATS_TABLE, CARDS_TABLE, tableFile, writeRecordTables } = await import('../data/record-tables.js');
  const n = await writeRecordTables(runDir, recordDirs);
  process.stdout.write(`tables: ${join(runDir, tableFile(SEATS_TABLE))} (${n.seats} rows), ${tableFile(CARDS_TABLE)} (${n.cards} rows); query them with ${COMMAND} query ${runDir} "SQL"\n`);
}

/** Writes sweep.md, sweep.html and sweep.csv for a run with a sweep and says where they are. */
export async function writeSweep(runDir: string, exp: ResolvedExperiment, blocks: Float64Array): Promise<void> {
  const { sweepSummary } = await import('../stats/sweep.js');
  const { writeSweepReport } = await import('../report/sweep.js');
  const s = sweepSummary(exp, layoutFor(exp), blocks);
  if (!s) return;
  await writeSweepReport(runDir, s, exp.name);
  process.stdout.write(`sweep: ${join(runDir, 'sweep.md')} (and sweep.html, sweep.csv)\n`);
}

/** Writes the report files and says where they are. */
export async function writeRunReport(runDir: string, summary: Summary, info: RunInfo, totalMs: number, quiet: boolean): Promise<void> {
  // Loaded here: vega and arquero are many modules, and only reports need them.
  const { writeReport } = await import('../report/write.js');
  await writeReport(runDir, summary, info);
  if (!quiet) {
    const e = summary.errors > 0 ? `, ${summary.errors} errors (listed first in the report)` : '';
    process.stderr.write(`${summary.matches} matches in ${(totalMs / 1000).toFixed(1)} s${e}\n`);
  }
  process.stdout.write(`report: ${join(runDir, 'report.md')} (and index.html, summary.json, CSV tables)\n`);
}
