import { describe, expect, it } from 'vitest';
import '../../../src/games/index.js';
import { Rng } from '../../../src/core/rng.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import { cardsOf } from '../../../src/core/facets.js';

describe('Gloom random matches', () => {
  it('end on every scenario with legal decks', () => {
    const set = cardsOf(gloom).defaultSet();
    for (const d of set.decks) expect(cardsOf(gloom).validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
    const ids = new Int32Array(5000);
    for (const v of gloom.variants) {
      for (let m = 0; m < 20; m++) {
        const s = gloom.newMatch(randomSetup(gloom, v.id, m) as Parameters<typeof gloom.newMatch>[0], m);
        const rng = new Rng(m, 3);
        while (!s.isTerminal()) {
          const n = s.legalActions(ids);
          expect(n).toBeGreaterThan(0);
          s.apply(ids[rng.below(n)]!);
        }
        expect(['soulshards', 'rounds-run-out', 'annihilation']).toContain(s.endReason());
      }
    }
  });
});
