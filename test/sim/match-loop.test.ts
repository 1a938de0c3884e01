// The match loop lists the legal actions once per decision and lends the list to the deciding
// agent's view; the lent list must never be stale, also when an agent plays a match of its own.

import { describe, expect, it } from 'vitest';
import type { Agent } from '../../agents/agent.js';
import { createAgent } from '../../agents/registry.js';
import type { GameState } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { ticTacToe } from '../../src/games/tictactoe/tictactoe.js';
import { warsong } from '../../src/games/warsong/game.js';
import { playOut } from '../../src/sim/match.js';
import { cardsOf } from '../../src/core/facets.js';

const newGame = (): GameState => ticTacToe.newMatch({ variant: ticTacToe.defaultVariant, cards: cardsOf(ticTacToe).defaultSet(), decks: [[], []] }, 1);

/** Counts every legalActions call on one state. */
function counted(state: GameState): { state: GameState; calls: () => number } {
  let calls = 0;
  const list = state.legalActions.bind(state);
  state.legalActions = (out: Int32Array): number => {
    calls++;
    return list(out);
  };
  return { state, calls: () => calls };
}

/** The sorted legal list straight from a fresh replay of the same position. */
function truth(state: GameState): number[] {
  const ids = new Int32Array(16);
  return Array.from(ids.subarray(0, state.clone().legalActions(ids)));
}

describe('the match loop', () => {
  it('lists legal actions once per decision for agents that read them from the view', () => {
    const { state, calls } = counted(newGame());
    const agents = [0, 1].map((s) => createAgent('random', { game: ticTacToe, rng: new Rng(5, 16 + s) }));
    const result = playOut(state, agents);
    expect(result.decisions).toBeGreaterThanOrEqual(5);
    expect(calls()).toBe(result.decisions);
  });

  it('lends the current list, and a nested match inside an agent does not overwrite it', () => {
    const seen: string[] = [];
    const nested = createAgent('random', { game: ticTacToe, rng: new Rng(9, 16) });
    let real: GameState | null = null;
    const nesting: Agent = {
      label: 'nesting',
      chooseAction(view: PlayerView): number {
        // A whole match of its own before reading the view's list.
        playOut(newGame(), [nested, nested]);
        const out = new Int32Array(16);
        const n = view.legalActions(out);
        const list = Array.from(out.subarray(0, n));
        expect(list).toEqual(truth(real!));
        seen.push(list.join(','));
        return list[list.length - 1]!;
      },
    };
    real = newGame();
    playOut(real, [nesting, createAgent('random', { game: ticTacToe, rng: new Rng(3, 17) })]);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('reads legal actions by index without a copy, with or without a lent list', () => {
    const state = newGame();
    state.apply(4);
    const expected = truth(state);
    // Not lent: the view lists them itself.
    const own = new PlayerView(state, state.currentPlayer(), []);
    expect(own.legalActionCount()).toBe(expected.length);
    expect(expected.map((_, i) => own.legalActionAt(i))).toEqual(expected);
    // Lent by the loop: read from that list.
    const lent = new PlayerView(state, state.currentPlayer(), []);
    const ids = Int32Array.from([...expected, -7]);
    lent.offerLegalActions(ids, expected.length);
    expect(lent.legalActionCount()).toBe(expected.length);
    expect(lent.legalActionAt(expected.length - 1)).toBe(expected[expected.length - 1]);
    // A stale lent list (the position moved on, back to the same player) is not read.
    state.apply(expected[0]!);
    state.apply(truth(state)[0]!);
    expect(lent.legalActionCount()).toBe(truth(state).length);
    // The other player's view may not ask.
    expect(() => new PlayerView(state, 1 - state.currentPlayer(), []).legalActionCount()).toThrow(/while player/);
  });

  it('with a game that counts its legal actions, never lists placements for random play, and picks by index correctly', () => {
    const cards = cardsOf(warsong).defaultSet();
    const setup = { variant: 'standard', cards, decks: [0, 1].map((p) => cards.decks[p]!.cards.slice()) };
    const { state, calls } = counted(warsong.newMatch(setup, 3));
    const agents = [0, 1].map((s) => createAgent('random', { game: warsong, rng: new Rng(5, 16 + s) }));
    const result = playOut(state, agents);
    expect(result.decisions).toBeGreaterThan(20);
    // Only questions are listed (inside legalActionCount), never the placements.
    expect(calls()).toBeLessThan(result.decisions / 2);
  });

  it('a counted view reads by index from the state, also after another state of the game was counted or listed', () => {
    const cards = cardsOf(warsong).defaultSet();
    const setup = { variant: 'standard', cards, decks: [0, 1].map((p) => cards.decks[p]!.cards.slice()) };
    const state = warsong.newMatch(setup, 5);
    const ids = new Int32Array(1 << 14);
    const rng = new Rng(2, 16);
    let checked = 0;
    while (!state.isTerminal()) {
      const expected = Array.from(ids.subarray(0, state.clone().legalActions(ids)));
      const view = new PlayerView(state, state.currentPlayer(), []);
      view.offerLegalActionCount(state.legalActionCount!());
      // Another state of the same game counted and listed in between (an agent's own search).
      const other = state.clone();
      if (!other.isTerminal()) {
        other.apply(expected[expected.length - 1]!);
        other.legalActionCount!();
        other.legalActions(ids);
      }
      expect(view.legalActionCount()).toBe(expected.length);
      expect(expected.map((_, i) => view.legalActionAt(i))).toEqual(expected);
      expect(Array.from(ids.subarray(0, view.legalActions(ids)))).toEqual(expected);
      checked++;
      state.apply(expected[rng.below(expected.length)]!);
    }
    expect(checked).toBeGreaterThan(20);
  });
});
