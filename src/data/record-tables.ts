// The per-match records of a run as two tidy long tables, written as Parquet through DuckDB
// beside the CSV tables, one file per table: match-seats.parquet (one row per match and seat)
// and match-cards.parquet (one row per match, seat and card in that seat's deck). They are
// built from the record shards the workers wrote (records/*.jsonl), in match order, so they are
// the same for any number of workers.

import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBAppender, DuckDBConnection } from '@duckdb/node-api';
import type { MatchRecord } from '../core/match-record.js';
import type { RecordedSeatCards } from '../sim/seat-cards.js';

export const SEATS_TABLE = 'match_seats';
export const CARDS_TABLE = 'match_cards';

/** Each table's columns with their DuckDB types and meaning (README's analysts section lists them). */
export const TABLE_COLUMNS: Readonly<Record<string, readonly (readonly [string, string, string])[]>> = {
  [SEATS_TABLE]: [
    ['match', 'INTEGER', 'match index (replay it with `balance-lab replay <run> --match I`)'],
    ['seed', 'BIGINT', "the match's seed"],
    ['seat', 'INTEGER', 'seat, 0 for the first player'],
    ['agent', 'VARCHAR', "the seat's agent label"],
    ['deck', 'VARCHAR', "the seat's deck name (empty for games without decks, 'random' with randomDecks)"],
    ['result', 'DOUBLE', "the seat's share of the win: 1 a win, 0 a loss, 0.5 a two-player draw; null when the match failed"],
    ['return', 'DOUBLE', "the game's return for the seat"],
    ['score', 'DOUBLE', 'points where the game keeps a score, else null'],
    ['turns', 'INTEGER', 'turns the match lasted'],
    ['decisions', 'INTEGER', 'decisions the match lasted'],
    ['end_reason', 'VARCHAR', "why it ended: normal, turn-limit, a game's own reason, or error"],
  ],
  [CARDS_TABLE]: [
    ['match', 'INTEGER', 'match index'],
    ['seat', 'INTEGER', 'seat, 0 for the first player'],
    ['agent', 'VARCHAR', "the seat's agent label"],
    ['deck', 'VARCHAR', "the seat's deck name"],
    ['card', 'VARCHAR', 'card name'],
    ['copies', 'INTEGER', 'copies in the deck or army list'],
    ['in_first_hand', 'INTEGER', 'copies in the first hand dealt (before any mulligan)'],
    ['turn_drawn', 'INTEGER', 'own turn the card was first drawn after the first hand; null if never'],
    ['turn_first_played', 'INTEGER', "own turn the card was first used (played, cast, deployed, accepted...: its kind's verb, `use` in cards.csv); null if never"],
    ['result', 'DOUBLE', "the seat's share of the win"],
  ],
};

/** File of each table in a run folder. */
export function tableFile(table: string): string {
  return `${table.replace('_', '-')}.parquet`;
}

/** The record shards of the given records/ folders, in match order. */
function shardFiles(recordDirs: readonly string[]): string[] {
  const files: string[] = [];
  for (const dir of recordDirs) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (/^matches-\d+-\d+\.jsonl$/.test(f)) files.push(join(dir, f));
  }
  // Shard names carry their first match, zero-padded: name order is match order across folders.
  return files.sort((a, b) => a.slice(a.lastIndexOf('matches-')).localeCompare(b.slice(b.lastIndexOf('matches-'))));
}

function appendRecord(seats: DuckDBAppender, cards: DuckDBAppender, r: MatchRecord): [number, number] {
  const failed = r.error !== undefined;
  let cardRows = 0;
  r.agents.forEach((agent, seat) => {
    seats.appendInteger(r.index);
    seats.appendBigInt(BigInt(r.seed));
    seats.appendInteger(seat);
    seats.appendVarchar(agent);
    seats.appendVarchar(r.decks[seat] ?? '');
    nullable(seats, failed ? undefined : r.winShares[seat]);
    nullable(seats, failed ? undefined : r.returns[seat]);
    nullable(seats, r.scores?.[seat]);
    seats.appendInteger(r.turns);
    seats.appendInteger(r.decisions);
    seats.appendVarchar(r.endReason);
    seats.endRow();
    const held = r.cards?.[seat] as RecordedSeatCards | undefined;
    if (!held) return;
    for (const [card, copies] of Object.entries(held.deck)) {
      cards.appendInteger(r.index);
      cards.appendInteger(seat);
      cards.appendVarchar(agent);
      cards.appendVarchar(r.decks[seat] ?? '');
      cards.appendVarchar(card);
      cards.appendInteger(copies);
      cards.appendInteger(held.firstHand[card] ?? 0);
      nullable(cards, held.firstDrawn?.[card], true);
      nullable(cards, held.firstPlayed[card], true);
      nullable(cards, r.winShares[seat]);
      cards.endRow();
      cardRows++;
    }
  });
  return [r.agents.length, cardRows];
}

function nullable(a: DuckDBAppender, v: number | undefined, integer = false): void {
  if (v === undefined) a.appendNull();
  else if (integer) a.appendInteger(v);
  else a.appendDouble(v);
}

export interface TableCounts {
  readonly seats: number;
  readonly cards: number;
}

/**
 * Writes match-seats.parquet and match-cards.parquet into `outDir` from the record shards in
 * `recordDirs` (one folder for a run; one per shard for `merge`). Returns the row counts.
 */
export async function writeRecordTables(outDir: string, recordDirs: readonly string[]): Promise<TableCounts> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const db = await DuckDBInstance.create(':memory:');
  const con = await db.connect();
  try {
    for (const [table, cols] of Object.entries(TABLE_COLUMNS)) await con.run(`CREATE TABLE ${table} (${cols.map(([n, t]) => `"${n}" ${t}`).join(', ')})`);
    const seats = await con.createAppender(SEATS_TABLE);
    const cards = await con.createAppender(CARDS_TABLE);
    let counts = { seats: 0, cards: 0 };
    for (const file of shardFiles(recordDirs)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line === '') continue;
        const [s, c] = appendRecord(seats, cards, JSON.parse(line) as MatchRecord);
        counts = { seats: counts.seats + s, cards: counts.cards + c };
      }
    }
    seats.closeSync();
    cards.closeSync();
    for (const table of Object.keys(TABLE_COLUMNS)) {
      const file = join(outDir, tableFile(table));
      rmSync(file, { force: true });
      await con.run(`COPY (SELECT * FROM ${table} ORDER BY ALL) TO '${sqlString(file)}' (FORMAT parquet)`);
    }
    return counts;
  } finally {
    con.closeSync();
    db.closeSync();
  }
}

/** Text for a single-quoted SQL string literal. */
export function sqlString(s: string): string {
  return s.replace(/'/g, "''");
}

/** Opens a connection in which every table of a run folder is a view (see `balance-lab query`). */
export async function openRun(runDir: string): Promise<{ con: DuckDBConnection; views: string[]; close(): void }> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const db = await DuckDBInstance.create(':memory:');
  const con = await db.connect();
  // One view per table name; a table written both ways (a deck search's decks.csv and
  // decks.parquet) is read from its Parquet file, which keeps the column types.
  const files = new Map<string, string>();
  for (const f of readdirSync(runDir).sort()) {
    const m = /^(.+)\.(csv|parquet)$/.exec(f);
    if (!m) continue;
    const view = m[1]!.replace(/-/g, '_');
    if (m[2] === 'parquet' || !files.has(view)) files.set(view, f);
  }
  const views: string[] = [];
  for (const [view, f] of files) {
    const path = sqlString(join(runDir, f));
    // Quoted as an identifier: a file name is data, never SQL.
    await con.run(`CREATE VIEW "${view.replace(/"/g, '""')}" AS SELECT * FROM ${f.endsWith('.csv') ? `read_csv('${path}', header = true)` : `read_parquet('${path}')`}`);
    views.push(view);
  }
  return {
    con,
    views,
    close() {
      con.closeSync();
      db.closeSync();
    },
  };
}
