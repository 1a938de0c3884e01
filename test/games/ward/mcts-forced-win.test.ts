// MCTS finds a forced win in a constructed Ward position: the opponent's cemetery holds 285 HP
// of creatures and their primary is a 20-HP Sharkling; Fireball (20 damage) in hand kills it,
// which takes their cemetery past 300 and ends the match.

import { describe, expect, it } from 'vitest';
import { MctsAgent } from '../../../agents/mcts/index.js';
import { mctsSpecSchema } from '../../../agents/mcts/spec.js';
import { Rng } from '../../../src/core/rng.js';
import { PlayerView } from '../../../src/core/view.js';
import { cell, Scenario } from './scenario.js';

describe('Ward: MCTS and a forced win', () => {
  it('plays the killing Fireball and wins', () => {
    const sc = new Scenario({ turn: 7, player: 0 });
    sc.creature(0, 'Village Militia');
    sc.creature(1, 'Sharkling');
    sc.cemetery(1, 'Elder Dragon', 'Behemoth', 'Grave Ghoul');
    // Both sides are one kill from losing; only Fireball wins at once, and every other line
    // lets the opponent's dragons in.
    sc.cemetery(0, 'Elder Dragon', 'Behemoth', 'Grave Ghoul');
    sc.deckOf(1, 'Elder Dragon');
    sc.hand(0, 'Half Life', 'Fireball', 'Raptor Pack');
    const win = sc.playId('Fireball', cell(1, 0));
    expect(sc.isLegal(win)).toBe(true);
    for (const seed of [1, 2, 3]) {
      const agent = new MctsAgent(mctsSpecSchema.parse({ type: 'mcts', iterations: 400 }), { game: sc.s.game, rng: new Rng(seed) });
      const chosen = agent.chooseAction(new PlayerView(sc.s, 0, []), 0);
      expect(chosen).toBe(win);
    }
    sc.act(win);
    while (!sc.s.isTerminal()) sc.act(sc.legal()[0]!); // the opponent has no response
    expect(sc.s.returns()).toEqual([1, 0]);
  });
});
