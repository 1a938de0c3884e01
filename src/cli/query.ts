// `balance-lab query <run-dir> "SQL"`: DuckDB SQL over a run's tables: every CSV table of the
// report (cards.csv is the view cards, agent-matchups.csv agent_matchups, ...) and the per-match
// record tables (match_seats, match_cards). Prints an aligned table, or CSV with --csv. DuckDB's
// SQL reads and writes files (read_csv, COPY ... TO, ATTACH): by default it may touch only the
// run folder, and the setting is locked so the SQL cannot lift it; --unrestricted lifts it.

import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';

/** A value as printed: numbers with at most 4 decimals, null as an empty cell. */
function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(4)));
  return String(v);
}

function csvCell(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function queryCommand(): Command {
  return new Command('query')
    .description("run DuckDB SQL over a run's tables (the report's CSV tables and the per-match records) and print the result")
    .argument('<run-dir>', 'a run folder (reports/<experiment>/<run-id>)')
    .argument('<sql>', 'e.g. "SELECT card, avg(result) FROM match_cards GROUP BY card"')
    .option('--csv', 'print CSV instead of an aligned table')
    .option('--unrestricted', 'let the SQL read and write files anywhere (read_csv, COPY ... TO, ATTACH); by default only in the run folder')
    .action(async (runDir: string, sql: string, flags: { csv?: boolean; unrestricted?: boolean }) => {
      if (!existsSync(runDir) || !statSync(runDir).isDirectory()) throw new InputError('not a run folder', { file: runDir, field: '<run-dir>' }, 'pass a folder under reports/<experiment>/');
      const { openRun, sqlString } = await import('../data/record-tables.js');
      const run = await openRun(runDir);
      try {
        if (run.views.length === 0) throw new InputError('no tables in this folder (no .csv or .parquet files)', { file: runDir, field: '<run-dir>' }, 'pass a finished run folder');
        if (!flags.unrestricted) {
          await run.con.run(`SET allowed_directories = ['${sqlString(resolve(runDir) + sep)}']`);
          await run.con.run('SET enable_external_access = false');
          await run.con.run('SET lock_configuration = true');
        }
        let result;
        try {
          result = await run.con.runAndReadAll(sql);
        } catch (err) {
          const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
          const outside = !flags.unrestricted && /file system operations are disabled/.test(first!);
          throw new InputError(first!, { field: '<sql>' }, outside ? `the SQL may touch files in ${runDir} only; add --unrestricted to lift that` : `tables: ${run.views.join(', ')}`);
        }
        const names = result.columnNames();
        const rows = result.getRowsJS().map((r) => r.map((v) => cell(typeof v === 'bigint' ? Number(v) : v)));
        if (flags.csv) {
          process.stdout.write([names, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n');
          return;
        }
        // A loop, not Math.max(...rows): a spread of 100,000 rows overflows the call stack.
        const widths = names.map((n) => n.length);
        for (const r of rows) r.forEach((c, k) => (widths[k] = Math.max(widths[k]!, c.length)));
        const line = (r: readonly string[]): string => r.map((c, k) => c.padEnd(widths[k]!)).join('  ').trimEnd();
        process.stdout.write([line(names), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + `\n(${rows.length} row${rows.length === 1 ? '' : 's'})\n`);
      } finally {
        run.close();
      }
    });
}
