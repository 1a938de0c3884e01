// Ablation on the coin calibration game, where card values are planted.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { matchSeed, Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { coinGame } from '../../src/games/coin/coin.js';
import { ablationEffect, AblationTally } from '../../src/stats/ablation.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { playAblationPair } from '../support/ablation-pair.js';
import { balanceOf, cardsOf } from '../../src/core/facets.js';

const base = cardsOf(coinGame).defaultSet();
const id = (name: string): number => base.cards.find((c) => c.name === name)!.id;

function ablate(cardName: string, matches: number): ReturnType<typeof ablationEffect> & { tally: AblationTally } {
  const card = id(cardName);
  const ablated = balanceOf(coinGame).ablationFiller!(base, card);
  const tally = new AblationTally();
  const agents = (seed: number) => [0, 1].map((p) => createAgent('random', { game: coinGame, rng: new Rng(seed, STREAM_AGENT + p) }));
  for (let i = 0; i < matches; i++) {
    const seed = matchSeed(77, i);
    const deckRng = new Rng(seed, 40);
    const decks = [cardsOf(coinGame).randomDeck(base, deckRng, 'standard'), cardsOf(coinGame).randomDeck(base, deckRng, 'standard')];
    for (const focal of [0, 1]) {
      if (!decks[focal]!.includes(card) || decks[1 - focal]!.includes(card)) continue;
      const pair = playAblationPair(coinGame, base, ablated, 'standard', decks, seed, focal, agents);
      tally.add(Math.floor((i * BLOCKS) / matches), pair.base, pair.ablated);
    }
  }
  return { ...ablationEffect(tally), tally };
}

describe('ablation', () => {
  it('replaces the card under its own id and leaves every other card alone', () => {
    const ablated = balanceOf(coinGame).ablationFiller!(base, id('Ace'));
    expect(ablated.cards.length).toBe(base.cards.length);
    expect(ablated.data[id('Ace')]).toEqual({ value: 0 });
    expect(ablated.data[id('Brick')]).toEqual(base.data[id('Brick')]);
  });

  it('changes no match when the filler is identical in effect (a zero-valued card)', () => {
    const r = ablate('Copper', 3000);
    expect(r.pairs).toBeGreaterThan(500);
    expect(r.differing).toBe(0);
    expect(r.diff).toBe(0);
  });

  it('gives the planted strong card a positive change that excludes zero, and the weak card a negative one', () => {
    const strong = ablate('Ace', 3000);
    const weak = ablate('Brick', 3000);
    const mild = ablate('Garnet', 3000);
    expect(strong.method).toBe('tango');
    expect(strong.low).toBeGreaterThan(0);
    expect(weak.high).toBeLessThan(0);
    expect(strong.diff).toBeGreaterThan(mild.diff);
    // the truth for Ace: about logistic slope x 0.3 ~ 0.07 per match
    expect(strong.low).toBeLessThan(0.075);
    expect(strong.high).toBeGreaterThan(0.055);
  });
});
