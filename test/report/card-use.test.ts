// A card's use worded by its kind (issue 42): the use figures come from the card counters with
// the kind's verb ("cast", "accepted"), a kind that records no use shows "-" and empty CSV cells,
// never 0%, and the dead-card finding says the kind's verb ("never accepted").

import { describe, expect, it } from 'vitest';
import { CardEvent } from '../../src/core/events.js';
import { balanceTables } from '../../src/report/balance.js';
import { deadCardText, useRateCell } from '../../src/report/card-use.js';
import { CardImpactCollector } from '../../src/stats/card-impact.js';
import type { CardLabel } from '../../src/stats/card-summary.js';
import { summarizeCards } from '../../src/stats/card-summary.js';
import { BLOCKS } from '../../src/stats/counts.js';
import type { DesignerSummary } from '../../src/stats/designer.js';

/**
 * 40 matches in 40 blocks: seat 0 holds cards 0 (a spell), 1 (a quest) and 2 (a kind without a
 * verb), all in its first hand, and casts the spell in every fourth match; card 1 is accepted
 * never, card 2 "used" every match (an event its kind does not count). Seat 1 holds card 3.
 */
function rows(labels: readonly CardLabel[]): ReturnType<typeof summarizeCards> {
  const c = new CardImpactCollector(4, 2);
  const blocks = new Float64Array(BLOCKS * c.size);
  const plan = { lineup: 0, rotation: 0, agents: [0, 0], decks: [0, 0] };
  for (let m = 0; m < 40; m++) {
    const n = new Int32Array(c.size);
    const sink = c.sink(n, 0, plan);
    for (const d of [0, 1, 2]) {
      sink.cardEvent(CardEvent.InDeck, 0, d, 1);
      sink.cardEvent(CardEvent.FirstHand, 0, d, 1);
    }
    sink.cardEvent(CardEvent.InDeck, 1, 3, 1);
    if (m % 4 === 0) sink.cardEvent(CardEvent.Played, 0, 0, 2);
    sink.cardEvent(CardEvent.Played, 0, 2, 1);
    c.record(n, 0, { plan, shareUnits: [m % 2 === 0 ? 2 : 0, m % 2 === 0 ? 0 : 2], tiedBest: false, turns: 12, decisions: 40, endReason: 'normal' });
    for (let k = 0; k < c.size; k++) blocks[m * c.size + k]! += n[k]!;
  }
  return summarizeCards(labels, 2, blocks, c.size, 0, 2, { deadMinGames: 30 });
}

const LABELS: CardLabel[] = [
  { name: 'Fireball', faction: null, type: 'spell/pyromancy', use: 'cast' },
  { name: 'Blood Vengeance', faction: null, type: 'quest/contract', use: 'accepted' },
  { name: 'Stone Idol', faction: null, type: 'relic', use: null },
  { name: 'Other', faction: null, type: 'spell', use: 'cast' },
];

describe("a card's use, worded by its kind", () => {
  const [spell, quest, idol] = rows(LABELS);

  it('counts the use of a kind with a verb from the events: 10 casts in 40 games', () => {
    expect(spell!.use).toBe('cast');
    expect(spell!.playRate!.rate).toBeCloseTo(0.25, 10);
    expect(spell!.meanTurnPlayed).toBe(2);
    expect(useRateCell(spell!)).toBe('25.0% cast');
    expect(useRateCell(quest!)).toBe('0.0% accepted');
  });

  it('shows a kind without a verb as "-", never 0%, and never calls it dead, whatever events came', () => {
    expect(idol!.use).toBeNull();
    expect(idol!.playRate).toBeNull();
    expect(idol!.playedWr).toBeNull();
    expect(idol!.meanTurnPlayed).toBeNull();
    expect(idol!.dead).toBe(false);
    expect(useRateCell(idol!)).toBe('-');
  });

  it('words a dead card with its kind\'s verb: "never accepted", "cast in only ..."', () => {
    expect(quest!.dead).toBe(true);
    expect(deadCardText(quest!)).toBe('Blood Vengeance looks dead: never accepted in the 40 games where it was in hand with two or more turns left (95% interval [0.0%, 8.8%]).');
    expect(spell!.dead).toBe(false);
    expect(deadCardText(spell!)).toBeNull();
    expect(deadCardText({ ...spell!, dead: true })).toMatch(/^Fireball looks dead: cast in only 25\.0% \[[\d.]+%, [\d.]+%\] of the 40 games where/);
  });

  it('leaves the CSV cells of a kind without a verb empty and names each verb in `use`', () => {
    const balance = { cards: rows(LABELS), ablation: [], decks: [], factions: [], cardFlags: false } as unknown as DesignerSummary;
    const table = balanceTables(balance, 40).find((t) => t.csv === 'cards.csv')!;
    const raw = table.raw.objects() as Record<string, unknown>[];
    const byName = new Map(raw.map((r) => [r['card'], r]));
    expect(byName.get('Fireball')!['use']).toBe('cast');
    expect(byName.get('Fireball')!['play_rate']).toBe(0.25);
    for (const col of ['play_rate', 'played_wr', 'played_games', 'mean_turn_played', 'dead']) expect(byName.get('Stone Idol')![col], col).toBeNull();
    const shown = table.shown.objects() as Record<string, string>[];
    expect(shown.find((r) => r['card'] === 'Stone Idol')!['use rate']).toBe('-');
    expect(shown.find((r) => r['card'] === 'Blood Vengeance')!['use rate']).toBe('0.0% accepted');
  });
});
