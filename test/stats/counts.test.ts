import { describe, expect, it } from 'vitest';
import { CountLayout, G_DRAWN, G_MATCHES, histBin, histBinLow, HIST_BINS, O_GAMES, O_SHARE, O_TIES, O_WINS, OUTCOME_WIDTH } from '../../src/stats/counts.js';

describe('integer counts', () => {
  it('splits the win among tied best players in exact integer units', () => {
    const two = new CountLayout({ players: 2, agents: 1, decks: 1, lineups: 1 });
    expect(two.shareUnits([1, 0])).toEqual({ units: [2, 0], tied: false });
    expect(two.shareUnits([0.5, 0.5])).toEqual({ units: [1, 1], tied: true });
    const four = new CountLayout({ players: 4, agents: 1, decks: 1, lineups: 1 });
    expect(four.outcomes.units).toBe(12);
    expect(four.shareUnits([3, 7, 7, 7]).units).toEqual([0, 4, 4, 4]);
    expect(four.shareUnits([1, 1, 0, 0]).units).toEqual([6, 6, 0, 0]);
  });

  it('records a draw as half a win for each side and counts it once as a drawn match', () => {
    const layout = new CountLayout({ players: 2, agents: 2, decks: 1, lineups: 1 });
    const o = layout.outcomes;
    const c = new Int32Array(layout.size);
    const plan = { lineup: 0, rotation: 0, agents: [0, 1], decks: [0, 0] };
    o.record(c, 0, { plan, shareUnits: [1, 1], tiedBest: true, turns: 9, decisions: 9, endReason: 'normal' });
    o.record(c, 0, { plan, shareUnits: [2, 0], tiedBest: false, turns: 5, decisions: 5, endReason: 'normal' });
    expect(c[G_MATCHES]).toBe(2);
    expect(c[G_DRAWN]).toBe(1);
    const a0 = o.agents;
    expect([c[a0 + O_GAMES], c[a0 + O_SHARE], c[a0 + O_WINS], c[a0 + O_TIES]]).toEqual([2, 3, 1, 1]);
    const a1 = o.agents + OUTCOME_WIDTH;
    expect([c[a1 + O_GAMES], c[a1 + O_SHARE], c[a1 + O_WINS], c[a1 + O_TIES]]).toEqual([2, 1, 0, 1]);
    expect(c[o.turnsHist + 9]).toBe(1);
    expect(c[o.turnsHist + 5]).toBe(1);
  });

  it('keeps every length below 2048 in a bin of its own, and longer ones within 1/32 of their power of two', () => {
    for (const v of [0, 255, 256, 340, 763, 2047]) expect(histBinLow(histBin(v))).toBe(v);
    expect(histBinLow(histBin(2048))).toBe(2048);
    expect(histBinLow(histBin(2111))).toBe(2048);
    expect(histBinLow(histBin(2112))).toBe(2112);
    expect(histBinLow(histBin(50_000))).toBeLessThanOrEqual(50_000);
    expect(50_000 - histBinLow(histBin(50_000))).toBeLessThan(50_000 / 32);
    // Every game's decision cap (at most 50,000) lies below the open last bin.
    expect(histBin(50_000)).toBeLessThan(HIST_BINS - 1);
    expect(histBin(1e9)).toBe(HIST_BINS - 1);
  });
});
