// Data for analysts: a run with per-match records writes two tidy Parquet tables (one row per
// match and seat; one per match, seat and card) that DuckDB loads with the row counts the run
// prints, the same for any number of workers, and `query` answers card-level questions over them
// that agree with cards.csv.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, writeFile } from './helpers.js';

/** Rows of a query run directly in DuckDB (not through the CLI). */
async function duck(sql: string): Promise<Record<string, unknown>[]> {
  const db = await DuckDBInstance.create(':memory:');
  const con = await db.connect();
  try {
    // Counts come back as bigint: as numbers here, for plain comparisons.
    const rows = (await con.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
    return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));
  } finally {
    con.closeSync();
    db.closeSync();
  }
}

/** CSV rows (cells may be quoted, as card names with commas are). */
function parseCsv(text: string): Record<string, string>[] {
  const cells = (line: string): string[] => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const [head, ...rows] = text.trim().split('\n').map(cells);
  return rows.map((r) => Object.fromEntries(head!.map((h, k) => [h, r[k]!])));
}

describe('record tables and query', () => {
  it('writes Parquet tables that DuckDB loads with the counts the run says, and query agrees with cards.csv', async () => {
    const dir = tempDir();
    const matches = 120;
    writeFile(dir, 'rec.yaml', `name: rec\ngame: warsong\nrandomDecks: true\nagents: [heuristic]\nmatches: ${matches}\nseed: 3\noptions: {records: true}\n`);
    const [one, two] = await Promise.all([cli(['run', 'rec.yaml', '--quiet', '--out', 'w1', '--workers', '1'], dir), cli(['run', 'rec.yaml', '--quiet', '--out', 'w2', '--workers', '2'], dir)]);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    const said = /^tables: w2\/match-seats\.parquet \((\d+) rows\), match-cards\.parquet \((\d+) rows\); query them with npx balance-lab query w2 "SQL"$/m.exec(two.stdout);
    expect(said, two.stdout).not.toBeNull();
    const [seatRows, cardRows] = [Number(said![1]), Number(said![2])];
    expect(seatRows).toBe(matches * 2);

    const seats = join(dir, 'w2', 'match-seats.parquet');
    const cards = join(dir, 'w2', 'match-cards.parquet');
    const [counts] = await duck(`SELECT (SELECT count(*) FROM '${seats}') AS seats, (SELECT count(*) FROM '${cards}') AS cards, (SELECT count(DISTINCT match) FROM '${seats}') AS matches, (SELECT sum(result) FROM '${seats}') AS wins`);
    expect(counts).toEqual({ seats: seatRows, cards: cardRows, matches, wins: matches });
    // A 20-card Warsong deck per seat: the copies of each seat's rows add up to its deck.
    const decks = await duck(`SELECT DISTINCT sum(copies) AS size FROM '${cards}' GROUP BY match, seat`);
    expect(decks.map((d) => Number(d['size'])).every((n) => n >= 18 && n <= 20)).toBe(true);
    // Any worker count: the same rows in the same order.
    const same = await duck(`SELECT count(*) AS n FROM (SELECT * FROM '${cards}' EXCEPT ALL SELECT * FROM '${join(dir, 'w1', 'match-cards.parquet')}')`);
    expect(same).toEqual([{ n: 0 }]);

    // The played win rate and mean turn of the first play of cards.csv, from the card rows (a
    // card counts for a side whose opponent lacks it), and the win rate by turn first played.
    const sql = `WITH held AS (SELECT match, card, count(*) AS sides FROM match_cards GROUP BY ALL)
      SELECT c.card, count(*) AS games, avg(c.result) FILTER (WHERE turn_first_played IS NOT NULL) AS played_wr, avg(turn_first_played) AS mean_turn_played
      FROM match_cards c JOIN held h USING (match, card) WHERE h.sides = 1 GROUP BY c.card ORDER BY c.card`;
    const q = await cli(['query', 'w2', sql, '--csv'], dir);
    expect(q.code, q.stderr).toBe(0);
    const fromRecords = parseCsv(q.stdout);
    const report = new Map(parseCsv(readFileSync(join(dir, 'w2', 'cards.csv'), 'utf8')).map((r) => [r['card']!, r]));
    expect(fromRecords.length).toBeGreaterThan(30);
    for (const r of fromRecords) {
      const c = report.get(r['card']!)!;
      expect(Number(r['games'])).toBe(Number(c['games_in_deck']));
      if (c['played_wr'] !== '') expect(Number(r['played_wr'])).toBeCloseTo(Number(c['played_wr']), 3);
      if (c['mean_turn_played'] !== '') expect(Number(r['mean_turn_played'])).toBeCloseTo(Number(c['mean_turn_played']), 1);
    }
    const byTurn = await cli(['query', 'w2', 'SELECT turn_first_played AS turn, count(*) AS n, avg(result) AS win_rate FROM match_cards WHERE turn_first_played IS NOT NULL GROUP BY ALL ORDER BY turn LIMIT 3'], dir);
    expect(byTurn.stdout).toMatch(/^turn\s+n\s+win_rate\n-+\s+-+\s+-+\n1\s+\d+\s+0\.\d+\n2 /);
    expect(byTurn.stdout).toMatch(/\(3 rows\)\n$/);

    const bad = await cli(['query', 'w2', 'SELECT nope FROM match_cards'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^balance-lab: <sql>: .*nope.*\(tables: .*match_cards.*\)\n$/);
  });
});
