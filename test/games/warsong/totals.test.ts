// The engine keeps running totals (Valor, Renown, creatures, bastions, Key Figures, auras,
// sentries) for speed; over random play they must always equal a recount from the card table.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { warsong } from '../../../src/games/warsong/warsong.js';
import { SET } from './scenario.js';

describe('running totals', () => {
  it('agree with a recount after every action of random matches', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      const rng = new Rng(11, 2);
      const buf = new Int32Array(8192);
      for (let m = 0; m < 150; m++) {
        const decks = Array.from({ length: np }, (_, p) => (m % 3 === 0 ? SET.decks[(m + p) % SET.decks.length]!.cards : warsong.randomDeck(SET, rng, variant)));
        const s = warsong.newMatch({ variant, cards: SET, decks }, m);
        while (!s.isTerminal()) {
          const n = s.legalActions(buf);
          s.apply(buf[rng.below(n)]!);
          const bad = s.checkTotals();
          if (bad !== null) expect.fail(`${variant} match ${m}, decision ${s.decisions()}: ${bad}\n${s.describe()}`);
        }
      }
    }
  });
});
