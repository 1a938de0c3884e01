// The engine keeps running totals (Valor, Renown, creatures, bastions, Key Figures, auras,
// sentries), and each card's definition, controller and cell beside the card table, for speed;
// over random play, and in the copies determinization deals again, they must always equal a
// recount from the card table.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { SET } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

describe('running totals', () => {
  it('agree with a recount after every action of random matches', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      const rng = new Rng(11, 2);
      const buf = new Int32Array(8192);
      for (let m = 0; m < 150; m++) {
        const decks = Array.from({ length: np }, (_, p) => (m % 3 === 0 ? SET.decks[(m + p) % SET.decks.length]!.cards : cardsOf(warsong).randomDeck(SET, rng, variant)));
        const s = warsong.newMatch({ variant, cards: SET, decks }, m);
        while (!s.isTerminal()) {
          const n = s.legalActions(buf);
          s.apply(buf[rng.below(n)]!);
          const bad = s.checkTotals();
          if (bad !== null) expect.fail(`${variant} match ${m}, decision ${s.decisions()}: ${bad}\n${s.describe()}`);
          // Determinized and perturbed copies deal unseen cards again (new definitions).
          if (s.decisions() % 7 === 0) {
            const seat = s.decisions() % np;
            for (const copy of [s.determinize(seat, rng), s.perturbedTwin(seat, rng)]) {
              const wrong = copy.checkTotals();
              if (wrong !== null) expect.fail(`${variant} match ${m}, decision ${s.decisions()}, a copy dealt again for seat ${seat}: ${wrong}`);
            }
          }
        }
      }
    }
  });
});
