// Kuhn poker's known result: with the equilibrium strategies the first player's value is
// exactly -1/18 for every alpha in [0, 1/3], and no pure plan of the first player does better
// against the second player's equilibrium. Computed by enumerating deals through the engine.

import { describe, expect, it } from 'vitest';
import { BET, kuhnPoker, KuhnState, PASS } from '../../../src/games/kuhn/kuhn.js';
import { cardsOf } from '../../../src/core/facets.js';

/** One state per deal (p0 rank, p1 rank), found by seed. */
function deals(): KuhnState[] {
  const found = new Map<string, KuhnState>();
  for (let seed = 0; found.size < 6; seed++) {
    const s = kuhnPoker.newMatch({ variant: 'standard', cards: cardsOf(kuhnPoker).defaultSet(), decks: [] }, seed);
    found.set(`${s.rankOf(0)}${s.rankOf(1)}`, s);
  }
  return [...found.values()];
}

type Policy = (s: KuhnState) => number; // probability of BET for the player to move

/** Expected return of player 0 from `s` when both follow their policies. */
function value(s: KuhnState, policies: [Policy, Policy]): number {
  if (s.isTerminal()) return s.returns()[0]!;
  const pBet = policies[s.currentPlayer()]!(s);
  let v = 0;
  for (const [a, pr] of [[BET, pBet], [PASS, 1 - pBet]] as const) {
    if (pr === 0) continue;
    const c = s.clone();
    c.apply(a);
    v += pr * value(c, policies);
  }
  return v;
}

const facing = (s: KuhnState): boolean => s.historyLength > 0 && s.history[s.historyLength - 1] === BET;

function firstPlayerEquilibrium(alpha: number): Policy {
  return (s) => {
    const r = s.rankOf(0);
    if (!facing(s)) return r === 0 ? alpha : r === 1 ? 0 : 3 * alpha;
    return r === 0 ? 0 : r === 1 ? alpha + 1 / 3 : 1;
  };
}

const secondPlayerEquilibrium: Policy = (s) => {
  const r = s.rankOf(1);
  if (facing(s)) return r === 2 ? 1 : r === 1 ? 1 / 3 : 0;
  return r === 2 ? 1 : r === 1 ? 0 : 1 / 3;
};

describe('Kuhn poker', () => {
  it('has value -1/18 for the first player at equilibrium, for every alpha', () => {
    for (const alpha of [0, 1 / 6, 1 / 3]) {
      const v = deals().reduce((acc, s) => acc + value(s, [firstPlayerEquilibrium(alpha), secondPlayerEquilibrium]) / 6, 0);
      expect(v).toBeCloseTo(-1 / 18, 12);
    }
  });

  it("gives the first player no better pure plan against the second player's equilibrium", () => {
    // Plans per own card: bet; check then fold; check then call.
    const plans: Policy[] = [() => 1, (s) => (facing(s) ? 0 : 0), (s) => (facing(s) ? 1 : 0)];
    let best = 0;
    for (let rank = 0; rank < 3; rank++) {
      const mine = deals().filter((s) => s.rankOf(0) === rank);
      best += Math.max(...plans.map((plan) => mine.reduce((acc, s) => acc + value(s, [plan, secondPlayerEquilibrium]) / 2, 0))) / 3;
    }
    expect(best).toBeCloseTo(-1 / 18, 12);
  });

  it('pays the pot to the higher card at showdown and to the bettor on a fold', () => {
    const [s] = deals().filter((d) => d.rankOf(0) === 2 && d.rankOf(1) === 0);
    const check = s!.clone();
    check.apply(PASS);
    check.apply(PASS);
    expect(check.returns()).toEqual([1, -1]);
    const fold = s!.clone();
    fold.apply(BET);
    fold.apply(PASS);
    expect(fold.returns()).toEqual([1, -1]);
    const called = s!.clone();
    called.apply(PASS);
    called.apply(BET);
    called.apply(BET);
    expect(called.returns()).toEqual([2, -2]);
    expect(called.cards.isKnownTo(called.cards.at(1, 1, 0), 0)).toBe(true); // showdown reveals
  });
});
