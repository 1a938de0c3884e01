// Ward's policy: an action whose outcome is chance is judged by its mean, not by one sample.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { wardHeuristic } from '../../../src/games/ward/heuristic.js';
import { A_KILL_OWN } from '../../../src/games/ward/ids.js';
import { Scenario } from './scenario.js';

describe('heuristic', () => {
  it('judges the redraw after killing its own creature by expectation (7.2.2): no kill of a full-health creature on one lucky draw', () => {
    // Killing the Sharkling (20 cemetery HP) redraws a hand of three from a deck of Village
    // Militia with two Grizzly Bears: a better creature about one time in five only.
    for (let seed = 1; seed <= 30; seed++) {
      const sc = new Scenario();
      sc.creature(0, 'Sharkling');
      sc.creature(1, 'Bear Wolf');
      sc.hand(0, 'Shatter', 'Shatter', 'Shatter');
      sc.build.deckTop(0, 'Grizzly Bear', 'Grizzly Bear');
      expect(sc.isLegal(A_KILL_OWN)).toBe(true);
      expect(wardHeuristic(sc.s, 0, new Rng(seed)), `seed ${seed}`).not.toBe(A_KILL_OWN);
    }
  });
});
