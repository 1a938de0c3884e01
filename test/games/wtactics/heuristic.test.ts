// The heuristic player: it beats random play clearly from both seats, and its evaluation lies in [0, 1].

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { set } from './scenario.js';

describe('WTactics heuristic', () => {
  it('beats random play clearly, seats alternating', () => {
    const rng = new Rng(11);
    const ids = new Int32Array(wtactics.variants[0]!.numDistinctActions);
    let wins = 0;
    let turns = 0;
    const reasons: Record<string, number> = {};
    const games = 24;
    for (let m = 0; m < games; m++) {
      const hero = m % 2;
      const decks = [set.decks[m % 4]!.cards, set.decks[(m + 1) % 4]!.cards];
      const s = wtactics.newMatch({ variant: 'standard', cards: set, decks }, rng.seed());
      while (!s.isTerminal()) {
        const p = s.currentPlayer();
        const a = p === hero ? wtactics.heuristicAction(s.determinize(p, rng), p, rng) : ids[rng.below(s.legalActions(ids))]!;
        s.apply(a);
        const v = wtactics.evaluate(s, 0);
        expect(v >= 0 && v <= 1).toBe(true);
      }
      wins += s.returns()[hero]!;
      turns += s.turn();
      reasons[s.endReason()!] = (reasons[s.endReason()!] ?? 0) + 1;
    }
    console.log('heuristic share', wins / games, 'turns', turns / games, reasons);
    expect(wins / games).toBeGreaterThan(0.75);
  });
});
