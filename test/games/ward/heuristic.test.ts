// Ward's policy: an action whose outcome is chance is judged by its mean, not by one sample;
// speed and healing still to come are worth what they do in battle.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { wardHeuristic } from '../../../src/games/ward/heuristic.js';
import { A_KILL_OWN } from '../../../src/games/ward/ids.js';
import { CARD_FIELDS } from '../../../src/games/ward/layout.js';
import { Scenario, cell } from './scenario.js';

const HP = CARD_FIELDS.at.hp;

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

describe('heuristic: what speed and healing over time are worth', () => {
  it('equips Swift Boots when it makes its primary the faster (10.2: "the higher effective SPD strikes first")', () => {
    // Grizzly Bear (SPD 4) against Bear Wolf (SPD 5): +3 SPD makes the Bear strike first.
    const sc = new Scenario();
    sc.creature(0, 'Grizzly Bear');
    sc.creature(1, 'Bear Wolf');
    sc.hand(0, 'Swift Boots', 'Shatter');
    const boots = sc.playId('Swift Boots', cell(0));
    expect(sc.isLegal(boots)).toBe(true);
    expect(wardHeuristic(sc.s, 0, new Rng(1))).toBe(boots);
  });

  it('keeps Swift Boots when its primary already strikes first', () => {
    const sc = new Scenario();
    sc.creature(0, 'Bear Wolf');
    sc.creature(1, 'Grizzly Bear');
    sc.hand(0, 'Swift Boots', 'Shatter');
    expect(sc.isLegal(sc.playId('Swift Boots', cell(0)))).toBe(true);
    expect(wardHeuristic(sc.s, 0, new Rng(1))).not.toBe(sc.playId('Swift Boots', cell(0)));
  });

  it('casts Regrowth on a wounded primary (11: a HOT heals once per cycle, "never above printed HP")', () => {
    const sc = new Scenario();
    const bear = sc.creature(0, 'Grizzly Bear');
    sc.creature(1, 'Bear Wolf');
    sc.s.setField(bear, HP, 20);
    sc.hand(0, 'Regrowth', 'Shatter');
    const regrowth = sc.playId('Regrowth', cell(0));
    expect(sc.isLegal(regrowth)).toBe(true);
    expect(wardHeuristic(sc.s, 0, new Rng(1))).toBe(regrowth);
  });
});
