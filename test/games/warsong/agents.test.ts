// The heuristic and the evaluation: legal choices, bounds, and a won position taken.
// (Win rates against random are measured with intervals outside the test suite.)

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../agents/registry.js';
import { Rng } from '../../../src/core/rng.js';
import { playMatch } from '../../../src/sim/match.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { SET, at, legal, placeId, scenario } from './scenario.js';
import { aiOf, cardsOf } from '../../../src/core/facets.js';

describe('heuristic player and evaluation', () => {
  it('plays only legal actions in both variants, and evaluate() stays in [0, 1]', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      for (let i = 0; i < 4; i++) {
        const rng = new Rng(i, 3);
        const decks = Array.from({ length: np }, () => cardsOf(warsong).randomDeck(SET, rng, variant));
        const agents = Array.from({ length: np }, (_, p) => createAgent(p % 2 === 0 ? 'heuristic' : 'random', { game: warsong, rng: new Rng(i, 16 + p) }));
        const r = playMatch(warsong, { variant, cards: SET, decks }, i, agents, {
          checkLegality: true,
          onDecision: (s) => {
            for (let p = 0; p < np; p++) {
              const v = aiOf(warsong).evaluate(s as never, p);
              expect(v).toBeGreaterThanOrEqual(0);
              expect(v).toBeLessThanOrEqual(1);
            }
          },
        });
        expect(r.endReason).toBeTruthy();
      }
    }
  });

  it('takes a free capture instead of an empty placement', () => {
    // A Heavy front against the Sneak front of b3 captures it; nothing else gains anything.
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Wandering Sellsword'], []] });
    const a = aiOf(warsong).heuristicAction(s, 0, new Rng(1));
    expect(a).toBe(placeId(s, 'Wandering Sellsword', 'b4'));
    s.apply(a);
    expect(at(s, 'b3')).toBeNull();
  });

  it('a decided match still takes the larger margin: no Lobbed Gobby blowing up its own cards when a quiet move wins by more', () => {
    // P2 can no longer play and anchors; P1's turn is the last one, won whatever it plays.
    const board = [
      { card: 'Knight of the Diamond', at: 'b5', owner: 0 },
      { card: 'Tordek Bloodsteele', at: 'c5', owner: 0 },
    ];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = scenario({ board, hands: [['Lobbed Gobby', 'Wandering Sellsword'], []], turn: 1 });
      s.apply(legal(s)[0]!);
      const a = aiOf(warsong).heuristicAction(s, 0, new Rng(seed));
      expect(s.describeAction(a), `seed ${seed}`).toContain('Wandering Sellsword');
    }
  });

  it('does not hand the opponent a capture', () => {
    // A Magic front in front of the Packrunner would be captured by its counter-attack.
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'b3', owner: 1 }], hands: [['Clan Dýr Warsinger'], []] });
    const a = aiOf(warsong).heuristicAction(s, 0, new Rng(1));
    expect(a).not.toBe(placeId(s, 'Clan Dýr Warsinger', 'b4'));
  });
});
