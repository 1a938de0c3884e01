// `balance-lab query <run-dir> "SQL"`: DuckDB SQL over a run's tables: every CSV table of the
// report (cards.csv is the view cards, agent-matchups.csv agent_matchups, ...) and the per-match
// record tables (match_seats, match_cards). Prints an aligned table, or CSV with --csv.

import { existsSync, statSync } from 'node:fs';
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
    .action(async (runDir: string, sql: string, flags: { csv?: boolean }) => {
      if (!existsSync(runDir) || !statSync(runDir).isDirectory()) throw new InputError('not a run folder', { file: runDir, field: '<run-dir>' }, 'pass a folder under reports/<experiment>/');
      const { openRun } = await import('../data/record-tables.js');
      const run = await openRun(runDir);
      try {
        if (run.views.length === 0) throw new InputError('no tables in this folder (no .csv or .parquet files)', { file: runDir, field: '<run-dir>' }, 'pass a finished run folder');
        let result;
        try {
          result = await run.con.runAndReadAll(sql);
        } catch (err) {
          const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
          throw new InputError(first!, { field: '<sql>' }, `tables: ${run.views.join(', ')}`);
        }
        const names = result.columnNames();
        const rows = result.getRowsJS().map((r) => r.map((v) => cell(typeof v === 'bigint' ? Number(v) : v)));
        if (flags.csv) {
          process.stdout.write([names, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n');
          return;
        }
        const widths = names.map((n, k) => Math.max(n.length, ...rows.map((r) => r[k]!.length)));
        const line = (r: readonly string[]): string => r.map((c, k) => c.padEnd(widths[k]!)).join('  ').trimEnd();
        process.stdout.write([line(names), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + `\n(${rows.length} row${rows.length === 1 ? '' : 's'})\n`);
      } finally {
        run.close();
      }
    });
}
