// Secrets that are not card identities: determinize and perturbedTwin resample them through
// BaseState.resampleSecrets, so a searching player never sees the other's sealed bid.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { BIDS, HIDDEN_BID, SealedBidState } from '../support/sealed-bid.js';

function afterFirstBid(bid: number): SealedBidState {
  const s = new SealedBidState();
  s.apply(bid);
  return s;
}

describe('resampleSecrets', () => {
  it("determinize gives the player to bid a state with the other's sealed bid drawn afresh, about uniformly", () => {
    const s = afterFirstBid(3);
    const seen = new Array(BIDS).fill(0);
    const rng = new Rng(5);
    for (let i = 0; i < 4000; i++) seen[(s.determinize(1, rng) as SealedBidState).bid[0]!]++;
    for (const n of seen) expect(n).toBeGreaterThan(850);
    // The true state is untouched, and the bidder's own view keeps its bid.
    expect(s.bid[0]).toBe(3);
    expect((s.determinize(0, rng) as SealedBidState).bid[0]).toBe(3);
  });

  it('twins that differ only in the sealed bid look the same to the other player and determinize the same', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = afterFirstBid(seed % BIDS);
      const twin = s.perturbedTwin(1, new Rng(seed, 3));
      expect(twin.informationStateKey(1)).toBe(s.informationStateKey(1));
      const [a, b] = [new Float32Array(10), new Float32Array(10)];
      s.observe(1, a);
      twin.observe(1, b);
      expect(Array.from(b)).toEqual(Array.from(a));
      expect(twin.determinize(1, new Rng(seed)).serialize()).toBe(s.determinize(1, new Rng(seed)).serialize());
    }
    // The first bid is one observation whatever it is, to the other player.
    const fresh = new SealedBidState();
    expect(fresh.actionObservation(2, 1)).toBe(HIDDEN_BID);
    expect(fresh.actionObservation(3, 1)).toBe(HIDDEN_BID);
    expect(fresh.actionObservation(3, 0)).toBe(3);
  });

  it('some twin really differs (the test would catch a game that forgot to resample)', () => {
    const s = afterFirstBid(2);
    let differs = false;
    for (let seed = 1; seed <= 10 && !differs; seed++) differs = s.perturbedTwin(1, new Rng(seed)).bid[0] !== 2;
    expect(differs).toBe(true);
  });

  it('nothing is resampled once the bids are revealed', () => {
    const s = afterFirstBid(1);
    s.apply(2);
    expect((s.determinize(1, new Rng(9)) as SealedBidState).bid[0]).toBe(1);
  });
});
