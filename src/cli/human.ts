// A person playing in the terminal (`play --agents human,heuristic`). At each of their decisions
// they see the board as their seat sees it, their own private cards, and the legal moves by
// number, and type a number; a long list whose moves the game cuts into steps (a card, then a
// place, then a facing) is asked one step at a time (stepwise-menu.ts). The agent never reads
// the true state: what it draws comes from determinizations (states the seat cannot tell from
// the true one), and whatever differs between them is hidden information, drawn as '?'.

import { readSync } from 'node:fs';
import type { Agent } from '../../agents/agent.js';
import { LabError } from '../core/errors.js';
import type { CardSet, GameState } from '../core/game.js';
import { maxDistinctActions } from '../core/game.js';
import type { Rng } from '../core/rng.js';
import type { PlayerView } from '../core/view.js';
import { asksInSteps, chooseInSteps } from './stepwise-menu.js';

/** Determinizations compared to find what the seat cannot see. */
const SAMPLES = 16;

/** The person stopped the match (q, or the end of the input). */
export class StoppedByPlayer extends LabError {
  constructor() {
    super('stopped by the player', 130);
  }
}

/** One line from standard input, read synchronously (agents decide synchronously); null at its end. */
export function readLineSync(): string | null {
  const bytes: number[] = [];
  const one = Buffer.alloc(1);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, one, 0, 1, null);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20); // no input yet
      continue;
    }
    if (n === 0) return bytes.length > 0 ? Buffer.from(bytes).toString('utf8') : null;
    if (one[0] === 0x0a) return Buffer.from(bytes).toString('utf8').replace(/\r$/, '');
    bytes.push(one[0]!);
  }
}

/**
 * The picture of `samples` (states the seat cannot tell apart) with every word that is not the
 * same in all of them replaced by '?' (padded to its width, so grids stay aligned).
 */
export function commonPicture(samples: readonly GameState[]): string[] {
  const pictures = samples.map((s) => s.describe().split('\n'));
  const first = pictures[0]!;
  return first.map((line, i) => {
    const others = pictures.map((p) => p[i]);
    if (others.every((o) => o === line)) return line;
    const words = line.split(/(\s+)/);
    const split = others.map((o) => (o ?? '').split(/(\s+)/));
    if (split.some((w) => w.length !== words.length)) return line.replace(/\S/g, '?');
    return words.map((w, k) => (split.every((o) => o[k] === w) ? w : '?'.padEnd(w.length))).join('');
  });
}

/** The seat's own private piles (a hand, face-down resources), by the card table's zones. */
function privateCards(state: GameState, seat: number, cards: CardSet): string[] {
  const t = state.cards;
  const out: string[] = [];
  t.zones.forEach((z, zone) => {
    if (z.kind !== 'pile' || z.visibility !== 'private') return;
    const names: string[] = [];
    for (let i = 0; i < t.count(zone, seat); i++) names.push(cards.cards[t.def[t.at(zone, seat, i)]!]?.name ?? '?');
    out.push(`your ${z.name}: ${names.length > 0 ? names.join(', ') : '(empty)'}`);
  });
  return out;
}

export class HumanAgent implements Agent {
  readonly label = 'human';
  private ids: Int32Array | null = null;

  constructor(
    private readonly cards: CardSet,
    private readonly rng: Rng,
    private readonly write: (line: string) => void,
    private readonly readLine: () => string | null = readLineSync,
  ) {}

  chooseAction(view: PlayerView, player: number): number {
    const samples = Array.from({ length: SAMPLES }, () => view.determinize(this.rng));
    this.write('');
    for (const l of commonPicture(samples)) this.write(`  | ${l}`);
    for (const l of privateCards(samples[0]!, player, this.cards)) this.write(`  ${l}`);
    const ids = (this.ids ??= new Int32Array(maxDistinctActions(view.game)));
    const n = view.legalActions(ids);
    const paths = Array.from({ length: n }, (_, i) => view.describeActionSteps(ids[i]!));
    if (!asksInSteps(paths)) {
      const k = this.ask(`P${player + 1}, your move:`, paths.map((p) => p.join(' ')), false);
      return ids[k]!;
    }
    return ids[chooseInSteps(paths, (level, depth) => this.ask(`P${player + 1}, your move${level.chosen.length > 0 ? `: ${level.chosen.join(' ')} ...` : ':'}`, level.options.map((o) => (o.more ? `${o.label} ... (${o.moves.length} moves)` : o.label)), depth > 0))]!;
  }

  /** Shows numbered lines under a title and reads the number of one (-1: back, where `back` allows it). */
  private ask(title: string, lines: readonly string[], back: boolean): number {
    const n = lines.length;
    this.write(title);
    for (let i = 0; i < n; i++) this.write(`  ${String(i + 1).padStart(String(n).length)}. ${lines[i]}`);
    for (;;) {
      this.write(`move number (1-${n}${back ? ', b to go back' : ''}, q to stop):`);
      const line = this.readLine();
      if (line === null || /^\s*q(uit)?\s*$/i.test(line)) throw new StoppedByPlayer();
      if (back && /^\s*b(ack)?\s*$/i.test(line)) return -1;
      const k = Number(line.trim());
      if (Number.isInteger(k) && k >= 1 && k <= n) return k - 1;
      this.write(`'${line.trim()}' is not a move number`);
    }
  }
}
