// The readable move-by-move log of one match: what `balance-lab play` and `replay` print and
// what the golden playthrough tests compare as file snapshots. Lines are written as the match
// goes, so a match that throws shows every move up to the error.

import type { Agent } from '../../agents/agent.js';
import type { GameDefinition, MatchSetup } from '../core/game.js';
import type { MatchHooks, MatchResult } from './match.js';
import { playMatch } from './match.js';

export interface PlayLogOptions {
  /** Deck name per seat, shown in the header. */
  readonly deckNames?: readonly string[];
  /** Print the agents' explanations (MCTS top actions) after their decisions. */
  readonly explain?: boolean;
}

export interface StreamingLogOptions {
  /** Print the agents' explanations (MCTS top actions) after their decisions. */
  readonly explain?: boolean;
  /**
   * The seat of a person playing: moves that seat does not see are logged as hidden, and the
   * board is left to the person's agent (which draws it as that seat sees it) until the end.
   */
  readonly audience?: number;
}

/** Hooks that write the log through `write`: the board at the start and at each new turn, every decision, the result. */
export function streamingLog(write: (line: string) => void, opts: StreamingLogOptions = {}): { hooks: MatchHooks; finish(result: MatchResult): void } {
  let shownTurn = 0;
  let turnOfDecision = 0;
  let finalPicture: string[] = [];
  const boards = opts.audience === undefined;
  /** What the rules told of the decision being applied (GameState.setNarrator), printed after it. */
  const told: string[] = [];
  const picture = (lines: string[]): void => {
    for (const l of lines) write(`  | ${l}`);
  };
  return {
    hooks: {
      checkLegality: true,
      ...(boards ? {} : { audience: opts.audience }),
      onStart(state) {
        shownTurn = turnOfDecision = state.turn();
        state.setNarrator?.((line) => void told.push(line));
        if (boards) picture(state.describe().split('\n'));
      },
      onDecision(state, player, _action, _agent, description, explanation) {
        write(`[turn ${turnOfDecision}] P${player + 1}: ${description}`);
        for (const line of told.splice(0)) write(`[turn ${turnOfDecision}]   -> ${line}`);
        turnOfDecision = state.turn();
        if (opts.explain && explanation) for (const l of explanation.split('\n')) write(`    ${l}`);
        if (state.isTerminal()) finalPicture = state.describe().split('\n');
        else if (boards && state.turn() !== shownTurn) {
          shownTurn = state.turn();
          picture(state.describe().split('\n'));
        }
      },
    },
    finish(result) {
      picture(finalPicture);
      write(`== end (${result.endReason}) after ${result.turns} turns and ${result.decisions} decisions`);
      write(`== returns ${result.returns.map(fmt).join(' / ')}${result.scores ? `; scores ${result.scores.join(' / ')}` : ''}`);
    },
  };
}

/** The first lines of a log: the game, variant and seed, and each seat's agent and deck. */
export function logHeader(game: GameDefinition, setup: MatchSetup, seed: number, agents: readonly Agent[], deckNames?: readonly string[]): string[] {
  return [`# ${game.name} (${setup.variant}), seed ${seed}`, ...agents.map((a, p) => `# P${p + 1}: ${a.label}${deckNames?.[p] ? ` with ${deckNames[p]}` : ''}`)];
}

export function playLog(game: GameDefinition, setup: MatchSetup, seed: number, agents: readonly Agent[], opts: PlayLogOptions = {}): { lines: string[]; result: MatchResult } {
  const lines: string[] = [];
  const write = (l: string): void => void lines.push(l);
  for (const l of logHeader(game, setup, seed, agents, opts.deckNames)) write(l);
  const log = streamingLog(write, opts);
  const result = playMatch(game, setup, seed, agents, log.hooks);
  log.finish(result);
  return { lines, result };
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(3);
}
