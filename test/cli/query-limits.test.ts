// `query` over large results and untrusted folders: 300,000 rows print as a table (no spread
// of every row into Math.max), a file name is never SQL, and the SQL reads and writes files only
// in the run folder unless --unrestricted lifts it.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, writeFile } from './helpers.js';

describe('query limits', () => {
  it('prints 300,000 rows, opens a folder whose file names hold SQL, and keeps the SQL inside the run folder unless --unrestricted', async () => {
    const dir = tempDir();
    const run = join(dir, 'run');
    mkdirSync(run);
    writeFileSync(join(run, 'cards.csv'), 'card,games\nAce,10\n');
    // Opening the folder once ran this name's COPY: view names were not quoted.
    writeFileSync(join(run, `x" AS SELECT 1; COPY (SELECT 42) TO 'pwned.csv'; CREATE VIEW "y.csv`), 'a\n1\n');
    const outside = writeFile(dir, 'outside.csv', 'secret\n7\n');

    const [many, escaped, readOut, copyOut, lifted] = await Promise.all([
      cli(['query', run, 'SELECT * FROM range(300000)'], dir),
      cli(['query', run, 'SELECT card FROM cards'], dir),
      cli(['query', run, `SELECT * FROM read_csv('${outside}')`], dir),
      cli(['query', run, `COPY cards TO '${join(dir, 'copied.csv')}'`], dir),
      cli(['query', run, `SELECT * FROM read_csv('${outside}')`, '--unrestricted', '--csv'], dir),
    ]);
    expect(many.code, many.stderr).toBe(0);
    expect(many.stdout).toMatch(/\n299999\n\(300000 rows\)\n$/);
    expect(escaped.code, escaped.stderr).toBe(0);
    expect(escaped.stdout).toBe('card\n----\nAce\n(1 row)\n');
    expect(existsSync(join(dir, 'pwned.csv'))).toBe(false);
    for (const r of [readOut, copyOut]) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^balance-lab: <sql>: Permission Error: .*file system operations are disabled by configuration \(the SQL may touch files in .*run only; add --unrestricted to lift that\)\n$/);
    }
    expect(existsSync(join(dir, 'copied.csv'))).toBe(false);
    expect(lifted.code, lifted.stderr).toBe(0);
    expect(lifted.stdout).toBe('secret\n7\n');
  });
});
