// Card impact on the coin calibration game, where the truth is planted: the card with the
// highest value must be flagged too strong, the lowest too weak, a zero-valued card not at all,
// and IWD/IOH (truly zero there) must straddle zero.

import { describe, expect, it } from 'vitest';
import { Rng, matchSeed } from '../../src/core/rng.js';
import { coinGame } from '../../src/games/coin/coin.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import { summarizeCards } from '../../src/stats/card-summary.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import { cardsOf } from '../../src/core/facets.js';

function run(matches: number, seed: number): ReturnType<typeof summarizeCards> {
  const cards = cardsOf(coinGame).defaultSet();
  const collector = new CardImpactCollector(cards.cards.length, 2);
  const size = collector.size;
  const blocks = new Float64Array(BLOCKS * size);
  const counts = new Int32Array(size);
  const span = blockSpan(matches);
  const ids = new Int32Array(64);
  for (let i = 0; i < matches; i++) {
    const ms = matchSeed(seed, i);
    const deckRng = new Rng(ms, 40);
    const decks = [cardsOf(coinGame).randomDeck(cards, deckRng, 'standard'), cardsOf(coinGame).randomDeck(cards, deckRng, 'standard')];
    counts.fill(0);
    const plan = { lineup: 0, rotation: 0, agents: [0, 0], decks: [0, 1] };
    const sink = collector.sink(counts, 0, plan);
    const s = coinGame.newMatch({ variant: 'standard', cards, decks, events: sink }, ms);
    const rng = new Rng(ms, 16);
    while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
    const r = s.returns();
    collector.record(counts, 0, { plan, shareUnits: r.map((x) => x * 2), tiedBest: false, turns: s.turn(), decisions: s.decisions(), endReason: 'normal' });
    const b = Math.floor(i / span);
    for (let k = 0; k < size; k++) blocks[b * size + k]! += counts[k]!;
  }
  return summarizeCards(cards.cards, 2, blocks, size, 0, 2);
}


describe('card impact on planted values', () => {
  const rows = run(12_000, 5);
  const byName = new Map(rows.map((r) => [r.name, r]));

  it('flags the strongest card too strong and the weakest too weak, not a neutral card', () => {
    expect(byName.get('Ace')!.flag.verdict).toBe('too strong');
    expect(byName.get('Brick')!.flag.verdict).toBe('too weak');
    expect(['balanced', 'undetermined']).toContain(byName.get('Copper')!.flag.verdict);
    expect(byName.get('Ace')!.gp.low).toBeGreaterThan(0.5);
  });

  it('measures draws and plays: every card is seen, played on own turns 1-3', () => {
    for (const r of rows) {
      expect(r.gp.games).toBeGreaterThan(1000);
      expect(r.gih.games + r.gns.games).toBe(r.gp.games);
      expect(r.meanTurnPlayed!).toBeGreaterThanOrEqual(1);
      expect(r.meanTurnPlayed!).toBeLessThanOrEqual(3);
      expect(r.dead).toBe(false);
    }
  });

  it('finds in-hand effects near their true value of zero', () => {
    const covered = rows.filter((r) => r.ioh.low <= 0 && r.ioh.high >= 0).length;
    expect(covered).toBeGreaterThanOrEqual(rows.length - 2);
    const centred = rows.filter((r) => Math.abs(r.iwdCentred) < 0.05).length;
    expect(centred).toBe(rows.length);
  });
});
