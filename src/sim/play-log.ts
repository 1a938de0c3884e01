// The readable move-by-move log of one match: what `balance-lab play` prints and what the
// golden playthrough tests compare as file snapshots.

import type { Agent } from '../../agents/agent.js';
import type { GameDefinition, MatchSetup } from '../core/game.js';
import { playOut } from './match.js';
import type { MatchResult } from './match.js';

export interface PlayLogOptions {
  /** Deck name per seat, shown in the header. */
  readonly deckNames?: readonly string[];
  /** Print the agents' explanations (MCTS top actions) after their decisions. */
  readonly explain?: boolean;
}

export function playLog(game: GameDefinition, setup: MatchSetup, seed: number, agents: readonly Agent[], opts: PlayLogOptions = {}): { lines: string[]; result: MatchResult } {
  const lines: string[] = [];
  lines.push(`# ${game.name} (${setup.variant}), seed ${seed}`);
  agents.forEach((a, p) => lines.push(`# P${p + 1}: ${a.label}${opts.deckNames?.[p] ? ` with ${opts.deckNames[p]}` : ''}`));
  const initial = game.newMatch(setup, seed);
  for (const l of initial.describe().split('\n')) lines.push(`  | ${l}`);
  let shownTurn = initial.turn();
  let turnOfDecision = initial.turn();
  let finalPicture: string[] = [];
  const result = playOut(initial, agents, {
    checkLegality: true,
    onDecision(state, player, _action, agent, description) {
      lines.push(`[turn ${turnOfDecision}] P${player + 1}: ${description}`);
      turnOfDecision = state.turn();
      if (opts.explain) {
        const why = agent.explainLastDecision?.();
        if (why) for (const l of why.split('\n')) lines.push(`    ${l}`);
      }
      if (state.isTerminal()) finalPicture = state.describe().split('\n');
      else if (state.turn() !== shownTurn) {
        shownTurn = state.turn();
        for (const l of state.describe().split('\n')) lines.push(`  | ${l}`);
      }
    },
  });
  for (const l of finalPicture) lines.push(`  | ${l}`);
  lines.push(`== end (${result.endReason}) after ${result.turns} turns and ${result.decisions} decisions`);
  lines.push(`== returns ${result.returns.map((r) => fmt(r)).join(' / ')}${result.scores ? `; scores ${result.scores.join(' / ')}` : ''}`);
  return { lines, result };
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(3);
}
