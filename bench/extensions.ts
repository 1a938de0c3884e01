// Extra per-game benchmarks. An engineer adding a feature with a speed figure (MCTS
// iterations/s at the opening decision, a neural forward pass) pushes an entry here from
// their own module and imports that module in bench/index.ts; `run` returns the printed line,
// or null when it does not apply to the game.

import type { GameDefinition, MatchSetup } from '../src/core/game.js';

export interface GameBench {
  readonly name: string;
  run(game: GameDefinition, setup: MatchSetup): string | null;
}

export const gameBenches: GameBench[] = [];

export function registerGameBench(b: GameBench): void {
  gameBenches.push(b);
}
