// The heuristic's worth of a curse: a threat area taken away and HP withered away count.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { warlordsHeuristic } from '../../../src/games/warlords/heuristic.js';
import { P0, P1, Scenario } from './scenario.js';

function cursed(curse: string): { chosen: number; play: number } {
  const sc = new Scenario();
  sc.troop(P1, 'Rhino Warrior', 'c3');
  sc.build.resources(P0, { gold: 0, mana: 3 });
  sc.build.hand(P0, curse);
  const play = sc.playId(curse, 'c3');
  expect(sc.isLegal(play)).toBe(true);
  return { chosen: warlordsHeuristic(sc.s, P0, new Rng(1)), play };
}

describe('Warlords heuristic: curses', () => {
  it('casts Entangling Roots on a strong enemy troop ("The troop has -1 SPD and no threat area")', () => {
    const { chosen, play } = cursed('Entangling Roots');
    expect(chosen).toBe(play);
  });

  it('casts Mark of Hellion on a strong enemy troop ("At the beginning of its controller\'s turn the troop takes 1 magic damage")', () => {
    const { chosen, play } = cursed('Mark of Hellion');
    expect(chosen).toBe(play);
  });
});
