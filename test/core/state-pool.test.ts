// Set-up templates are kept per line-up of decks: the second set-up of a line-up leaves one, and
// only exactly the same decks, seat by seat, get it back.

import { describe, expect, it } from 'vitest';
import { SetUpTemplates } from '../../src/core/state-pool.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';

const AB = [
  [1, 2, 2],
  [3, 4],
];
const BA = [AB[1]!, AB[0]!];

/** The template `templates` hands out for `decks`, after a set-up card by card when it has none. */
function setUp(templates: SetUpTemplates<TicTacToeState>, decks: number[][]): TicTacToeState | null {
  const lineup = templates.lineup(decks);
  if (lineup.template === null) templates.built(lineup, new TicTacToeState());
  return lineup.template;
}

describe('set-up templates', () => {
  it('exist from the second set-up of a line-up on, for line-ups alternating', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    expect([setUp(templates, AB), setUp(templates, BA)]).toEqual([null, null]);
    const ab = setUp(templates, AB);
    const ba = setUp(templates, BA);
    expect(ab).toBeInstanceOf(TicTacToeState);
    expect(ba).toBeInstanceOf(TicTacToeState);
    expect(ab).not.toBe(ba);
    // Copies of the decks find them too.
    expect(setUp(templates, AB.map((d) => d.slice()))).toBe(ab);
    expect(templates.lineup(BA).template).toBe(ba);
  });

  it('are handed out only for the same decks seat by seat', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    setUp(templates, AB);
    setUp(templates, AB);
    expect(templates.lineup(AB).template).not.toBeNull();
    for (const other of [BA, [[1, 2], [2, 3, 4]], [...AB, []], [AB[0]!, [3, 5]], [AB[0]!]]) expect(templates.lineup(other).template).toBeNull();
  });
});
