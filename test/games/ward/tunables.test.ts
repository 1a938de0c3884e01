// Ward's rule parameters as tunables: the rules read the cemetery limit and the hand size from
// the set a match plays, so a set with other values plays by them (4.2.1 lets players agree on
// another cemetery limit).

import { describe, expect, it } from 'vitest';
import type { WardCardSet } from '../../../src/games/ward/card-tables.js';
import { ward } from '../../../src/games/ward/game.js';
import { A_DISCARD, A_END_PHASE, A_KILL_OWN, A_NO_RESPONSE, END_CEMETERY, HAND, PH_MAIN, PH_MAIN2 } from '../../../src/games/ward/ids.js';
import { cell, Scenario, set } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

const P0 = 0;
const P1 = 1;

function tuned(name: string, value: number): WardCardSet {
  return balanceOf(ward).tunables!.find((t) => t.name === name)!.apply(set, value) as WardCardSet;
}

/** P0 at 220 cemetery HP (Behemoth 120 + Stone Golem 100) with Village Militia (20 HP) as its primary; P1 Fireballs it. */
function fireballAtMilitia(cards: WardCardSet): Scenario {
  const sc = new Scenario({ cards });
  sc.creature(P0, 'Village Militia');
  sc.creature(P1, 'Stone Golem');
  sc.cemetery(P0, 'Behemoth', 'Stone Golem');
  expect(sc.s.cemeteryHp[P0]).toBe(220);
  sc.build.at(6, P1, PH_MAIN);
  sc.hand(P1, 'Fireball');
  sc.play('Fireball', cell(P0));
  sc.act(A_NO_RESPONSE);
  return sc;
}

describe('cemetery-limit: 4.2.1 "Players may agree before the game begins to increase or decrease the HP threshold"', () => {
  it('the rulebook set keeps 300: 240 cemetery HP plays on', () => {
    expect(set.rules.cemeteryLimit).toBe(300);
    const sc = fireballAtMilitia(set);
    expect(sc.s.cemeteryHp[P0]).toBe(240);
    expect(sc.s.isTerminal()).toBe(false);
  });

  it('at a limit of 240 the same Fireball loses the match at once (4.1.2)', () => {
    const sc = fireballAtMilitia(tuned('cemetery-limit', 240));
    expect(sc.s.cemeteryHp[P0]).toBe(240);
    expect(sc.s.endReason()).toBe(END_CEMETERY);
    expect(sc.s.returns()).toEqual([0, 1]);
  });

  it('4.1.5 "this play cannot occur" follows the limit: killing your own 20-HP primary at 220 is offered under 300, not under 240', () => {
    const position = (cards: WardCardSet) => {
      const sc = new Scenario({ cards });
      sc.creature(P0, 'Village Militia');
      sc.creature(P1, 'Bear Wolf');
      sc.cemetery(P0, 'Behemoth', 'Stone Golem');
      sc.hand(P0, 'Village Militia');
      return sc;
    };
    expect(position(set).legal()).toContain(A_KILL_OWN);
    expect(position(tuned('cemetery-limit', 240)).legal()).not.toContain(A_KILL_OWN);
  });
});

describe('hand-size: 9.1 "Max hand size is 8. If over 8, discard down to 8"', () => {
  const tenAfterDraw = (cards: WardCardSet): Scenario => {
    const sc = new Scenario({ turn: 6, player: P0, phase: PH_MAIN2, cards });
    sc.creature(P0, 'Bear Wolf');
    sc.creature(P1, 'Bear Wolf');
    sc.hand(P1, 'Fireball', 'Fireball', 'Shatter', 'Ghost Form', 'Iron Hide', 'Rampage', 'Battle Axe', 'Half Life', 'Swift Boots');
    sc.act(A_END_PHASE);
    expect(sc.s.cards.count(HAND, P1)).toBe(10);
    return sc;
  };

  it('a hand size of 10 keeps ten cards after the draw: no discard', () => {
    const sc = tenAfterDraw(tuned('hand-size', 10));
    expect(sc.legal().some((a) => a >= A_DISCARD && a < A_DISCARD + 128)).toBe(false);
    expect(sc.legal()).toContain(A_END_PHASE);
  });

  it('a hand size of 9 discards one card, then plays', () => {
    const sc = tenAfterDraw(tuned('hand-size', 9));
    expect(sc.legal().every((a) => a >= A_DISCARD && a < A_DISCARD + 128)).toBe(true);
    sc.act(sc.legal()[0]!);
    expect(sc.s.cards.count(HAND, P1)).toBe(9);
    expect(sc.legal()).toContain(A_END_PHASE);
  });
});

describe('the tunables', () => {
  it('leave the loaded set untouched and refuse values the rules cannot take', () => {
    const t = tuned('cemetery-limit', 400);
    expect(t.rules).toEqual({ cemeteryLimit: 400, handSize: 8 });
    expect(set.rules).toEqual({ cemeteryLimit: 300, handSize: 8 });
    expect(t.tables).toBe(set.tables);
    expect(() => tuned('hand-size', 0)).toThrow(/hand-size must be a whole number from 1 to 30, got 0/);
    expect(() => tuned('cemetery-limit', 150.5)).toThrow(/whole number/);
  });
});

describe('a sweep over cemetery-limit', () => {
  it('replays every match per value and writes sweep.md; the rulebook value replays every match unchanged', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { experimentFromSpec } = await import('../../../src/sim/experiment.js');
    const { prepareExperiment } = await import('../../../src/sim/setup.js');
    const { playBatch } = await import('../../../src/sim/worker.js');
    const { BLOCKS, blockSpan } = await import('../../../src/stats/counts.js');
    const { sweepSummary } = await import('../../../src/stats/sweep.js');
    const { writeSweepReport } = await import('../../../src/report/sweep.js');
    const { tempDir } = await import('../../support/temp-dir.js');
    const matches = 160;
    const exp = await experimentFromSpec({ name: 'ward-sweep', game: 'ward', randomDecks: true, agents: ['heuristic'], matches, seed: 3, sweep: { tunable: 'cemetery-limit', values: [200, 300] } });
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    const span = blockSpan(matches);
    for (let b = 0; b * span < matches; b++) blocks.set(playBatch(p, b * span, Math.min(matches, (b + 1) * span), null).counts, b * p.layout.size);
    const s = sweepSummary(exp, p.layout, blocks)!;
    expect(s.card).toBeNull();
    expect(s.points.map((v) => v.pairs)).toEqual([matches, matches]);
    // 300 is the set as loaded: each replay is its base match again.
    expect(s.points[1]!.differing).toBe(0);
    expect(s.points[0]!.differing).toBeGreaterThan(0);
    const dir = tempDir('bl-ward-sweep-');
    await writeSweepReport(dir, s, 'test');
    const md = readFileSync(join(dir, 'sweep.md'), 'utf8');
    expect(md).toContain('# Sweep of cemetery-limit: test');
    expect(md).toMatch(/\| 300 \| 160 \| 0 \|/);
  }, 120_000);

  it('refuses a value the rules cannot take at its own line, before anything is played', async () => {
    const { experimentFromSpec } = await import('../../../src/sim/experiment.js');
    await expect(experimentFromSpec({ name: 's', game: 'ward', randomDecks: true, agents: ['random'], matches: 10, seed: 1, sweep: { tunable: 'hand-size', values: [8, 0] } })).rejects.toThrow(/sweep\.values\[1\]: hand-size must be a whole number from 1 to 30, got 0/);
  });
});
