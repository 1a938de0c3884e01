// Set-up templates are kept per line-up of decks: the second set-up of a line-up leaves one, and
// only exactly the same decks, seat by seat, get it back.

import { describe, expect, it } from 'vitest';
import { lineupKey, SetUpTemplates } from '../../src/core/state-pool.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';

const AB = [
  [1, 2, 2],
  [3, 4],
];
const BA = [AB[1]!, AB[0]!];

/** The template `templates` hands out for `decks`, after a set-up card by card when it has none. */
function setUp(templates: SetUpTemplates<TicTacToeState>, decks: number[][]): TicTacToeState | null {
  const key = lineupKey(decks);
  const template = templates.find(key, decks);
  if (template === null) templates.built(key, decks, new TicTacToeState());
  return template;
}

describe('set-up templates', () => {
  it('exist from the second set-up of a line-up on, for every line-up alternating', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    expect([setUp(templates, AB), setUp(templates, BA)]).toEqual([null, null]);
    expect([setUp(templates, AB), setUp(templates, BA)]).toEqual([null, null]);
    const ab = setUp(templates, AB);
    const ba = setUp(templates, BA);
    expect(ab).toBeInstanceOf(TicTacToeState);
    expect(ba).toBeInstanceOf(TicTacToeState);
    expect(ab).not.toBe(ba);
    // Copies of the decks find them too.
    expect(setUp(templates, AB.map((d) => d.slice()))).toBe(ab);
  });

  it('are found only for the same decks seat by seat, whatever the key says', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    setUp(templates, AB);
    setUp(templates, AB);
    expect(templates.find(lineupKey(AB), AB)).not.toBeNull();
    // A key shared by other decks (a hash collision) does not hand out AB's template.
    expect(templates.find(lineupKey(AB), BA)).toBeNull();
    expect(templates.find(lineupKey(AB), [[1, 2], [2, 3, 4]])).toBeNull();
    expect(templates.find(lineupKey(AB), [...AB, []])).toBeNull();
    expect(templates.find(lineupKey(AB), [AB[0]!, [3, 5]])).toBeNull();
  });

  it('keys tell seats apart', () => {
    expect(lineupKey(AB)).not.toBe(lineupKey(BA));
    expect(lineupKey([[1, 2], [3]])).not.toBe(lineupKey([[1], [2, 3]]));
  });
});
