// Tic-tac-toe: the perfect-information reference game. Perfect play draws, which the search
// agents' tests rely on. It has no cards: its card table is empty.

import { BaseState, END_NORMAL } from '../../core/base-state.js';
import type { GameDefinition, StateView, VariantFacts } from '../../core/game.js';
import { TERMINAL } from '../../core/game.js';
import { allocateStorage, arrayLayout } from '../../core/state-storage.js';

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
] as const;

const FACTS: VariantFacts = {
  id: 'standard',
  description: '3x3, X moves first',
  players: 2,
  observationLength: 27,
  observationShape: [{ name: 'board', shape: [3, 3, 3] }],
  numDistinctActions: 9,
  maxTurns: 9,
  maxDecisions: 9,
  returnBounds: [-1, 1],
  hiddenInformation: false,
  chance: false,
  cardEvents: [],
  usesDecks: false,
};

/** No cards, no randomness, no pending effects: the board is the whole state. */
const SHAPE = { players: 2, arrays: arrayLayout({ board: ['u8', 9] }) };

const CELL_NAMES = ['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1'];

export class TicTacToeState extends BaseState {
  /** board[c]: 0 empty, 1 X (player 0), 2 O (player 1). */
  readonly board: Uint8Array;
  toMove = 0;
  winner = -1;

  constructor() {
    const storage = allocateStorage(SHAPE);
    super(ticTacToe, FACTS, storage);
    this.board = storage.arrays.board;
  }

  protected blank(): this {
    return new TicTacToeState() as this;
  }

  protected sameConfiguration(): boolean {
    return true;
  }

  protected override copyOwnFrom(o: this): void {
    this.toMove = o.toMove;
    this.winner = o.winner;
  }

  currentPlayer(): number {
    return this.isTerminal() ? TERMINAL : this.toMove;
  }

  legalActions(out: Int32Array): number {
    if (this.isTerminal()) return 0;
    let n = 0;
    for (let c = 0; c < 9; c++) if (this.board[c] === 0) out[n++] = c;
    return n;
  }

  protected applyAction(a: number): void {
    this.beginTurnOf(this.toMove);
    this.board[a] = this.toMove + 1;
    for (const [x, y, z] of LINES) {
      if (this.board[x] !== 0 && this.board[x] === this.board[y] && this.board[y] === this.board[z]) {
        this.winner = this.toMove;
        this.end(END_NORMAL);
        return;
      }
    }
    if (this.board.every((v) => v !== 0)) {
      this.end(END_NORMAL);
      return;
    }
    this.toMove = 1 - this.toMove;
  }

  returns(): number[] {
    if (this.winner < 0) return [0, 0];
    return this.winner === 0 ? [1, -1] : [-1, 1];
  }
}

const VIEW: StateView<TicTacToeState> = {
  describeAction: (s, a) => `${s.toMove === 0 ? 'X' : 'O'} ${CELL_NAMES[a]}`,
  observe(s, p, out) {
    out.fill(0);
    for (let c = 0; c < 9; c++) {
      const v = s.board[c]!;
      const k = v === 0 ? 0 : v - 1 === p ? 1 : 2;
      out[c * 3 + k] = 1;
    }
  },
  informationKey: (s) => `${s.board.join('')}:${s.toMove}`,
  describe(s) {
    const ch = ['.', 'X', 'O'];
    const rows = [0, 1, 2].map((r) => [0, 1, 2].map((c) => ch[s.board[r * 3 + c]!]).join(''));
    return rows.join('\n');
  },
  ownText: (s) => `board=${s.board.join('')} toMove=${s.toMove} winner=${s.winner}`,
};

export const ticTacToe: GameDefinition<never, TicTacToeState> = {
  id: 'tictactoe',
  name: 'Tic-tac-toe',
  description: 'perfect-information reference game; perfect play draws',
  variants: [FACTS],
  defaultVariant: 'standard',
  newMatch: () => new TicTacToeState(),
  view: VIEW,
  ai: {
    evaluate(state, p) {
      if (state.isTerminal()) return state.winner < 0 ? 0.5 : state.winner === p ? 1 : 0;
      // Open lines: a line with only p's marks counts for p, only the opponent's against.
      let score = 0;
      for (const [x, y, z] of LINES) {
        const cells = [state.board[x]!, state.board[y]!, state.board[z]!];
        const mine = cells.filter((v) => v === p + 1).length;
        const theirs = cells.filter((v) => v !== 0 && v !== p + 1).length;
        if (theirs === 0 && mine > 0) score += mine * mine;
        if (mine === 0 && theirs > 0) score -= theirs * theirs * 1.5;
      }
      return 1 / (1 + Math.exp(-score / 4));
    },
    heuristicAction(state, p) {
      // Win, else block, else centre, else a corner, else anything.
      const me = p + 1;
      const them = 2 - p;
      for (const who of [me, them]) {
        for (const line of LINES) {
          const empty = line.filter((c) => state.board[c] === 0);
          if (empty.length === 1 && line.filter((c) => state.board[c] === who).length === 2) return empty[0]!;
        }
      }
      for (const c of [4, 0, 2, 6, 8, 1, 3, 5, 7]) if (state.board[c] === 0) return c;
      throw new Error('no empty cell');
    },
  },
};
