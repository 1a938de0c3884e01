// `balance-lab query`'s views over a run folder: one per table, the Parquet file where a table
// is written both ways (a deck search writes decks.csv and decks.parquet).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRun, sqlString } from '../../src/data/record-tables.js';
import { tempDir } from '../support/temp-dir.js';

describe('openRun', () => {
  it('makes one view of a table written as CSV and Parquet, read from the Parquet file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'decks.csv'), 'deck,games\ncsv-row,1\n');
    writeFileSync(join(dir, 'lengths.csv'), 'measure,value\nturns,3\n');
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const db = await DuckDBInstance.create(':memory:');
    const con = await db.connect();
    await con.run(`COPY (SELECT 'parquet-row' AS deck, 2 AS games) TO '${sqlString(join(dir, 'decks.parquet'))}' (FORMAT parquet)`);
    con.closeSync();
    db.closeSync();
    const run = await openRun(dir);
    try {
      expect(run.views).toEqual(['decks', 'lengths']);
      const rows = (await run.con.runAndReadAll('SELECT deck FROM decks')).getRowObjects();
      expect(rows).toEqual([{ deck: 'parquet-row' }]);
    } finally {
      run.close();
    }
  });
});
