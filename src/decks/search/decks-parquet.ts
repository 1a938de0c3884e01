// decks.parquet: the rows of decks.csv with their types, written through DuckDB as the run's
// record tables are (src/data/record-tables.ts), for `balance-lab query` and analysts' tools.

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sqlString } from '../../data/record-tables.js';
import type { SearchRun } from './report.js';
import { decksTable } from './report.js';

export const DECKS_PARQUET = 'decks.parquet';

export async function writeDecksParquet(dir: string, run: SearchRun): Promise<void> {
  const { columns, rows } = decksTable(run);
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const db = await DuckDBInstance.create(':memory:');
  const con = await db.connect();
  try {
    await con.run(`CREATE TABLE decks (${columns.map(([n, t]) => `"${n.replace(/"/g, '""')}" ${t}`).join(', ')})`);
    const app = await con.createAppender('decks');
    for (const row of rows) {
      row.forEach((v, k) => {
        const type = columns[k]![1];
        if (type === 'VARCHAR') app.appendVarchar(String(v));
        else if (type === 'INTEGER') app.appendInteger(Number(v));
        else app.appendDouble(Number(v));
      });
      app.endRow();
    }
    app.closeSync();
    const file = join(dir, DECKS_PARQUET);
    rmSync(file, { force: true });
    await con.run(`COPY decks TO '${sqlString(file)}' (FORMAT parquet)`);
  } finally {
    con.closeSync();
    db.closeSync();
  }
}
