// Issue 44, item 4: a card with exactly its blank's numbers was compared with a stand-in one
// valor below it, so Wandering Sellsword patched to its blank's quadrants read +7.0 [4.3, 9.7],
// "too strong", in fixed decks. Such a card is its own blank: ablation cannot measure it, and the
// report says so and why, with no verdict from ablation anywhere.

import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { balanceTables } from '../../src/report/balance.js';
import { findings } from '../../src/report/findings.js';
import { cardVerdicts } from '../../src/stats/card-verdict.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { playSummary } from './play-summary.js';

describe('ablation of a card that is its own blank', () => {
  it('reports Wandering Sellsword patched to its blank’s numbers as not measurable by ablation, with the reason, and the control card as measured', async () => {
    const exp = await experimentFromSpec({
      name: 'own-blank',
      game: 'warsong',
      agents: ['heuristic'],
      // The blank of a creature takes the creatures' modal quadrants (Heavy, Sneak, Sentinel, Sneak) and median valor 1, renown 1.
      patch: { 'Wandering Sellsword': { 'quadrants.right': 'Sneak', 'quadrants.rear': 'Sentinel' } },
      ablation: { cards: ['Wandering Sellsword', 'Goblin Scrapper'] },
      matches: 200,
      seed: 4,
    });
    const sellswordId = exp.cards.findIndex((c) => c.name === 'Wandering Sellsword');
    expect(exp.ownBlank).toEqual([sellswordId]);
    const s = playSummary(exp);
    const [sellsword, control] = s.balance.ablation;
    // Its pairs are counted (the Goblin Mob alone holds it), and every one equals its base match.
    expect(sellsword!.pairs).toBeGreaterThan(20);
    expect([sellsword!.ownBlank, sellsword!.measured, sellsword!.differing, sellsword!.flag.verdict]).toEqual([true, false, 0, 'undetermined']);
    expect([control!.ownBlank, control!.measured]).toEqual([false, true]);
    expect(control!.differing).toBeGreaterThan(0);

    expect(cardVerdicts(s.balance).get('Wandering Sellsword')!.decided).toBeNull();
    const all = findings(s).all;
    const note = all.find((l) => l.startsWith('Ablation did not measure'))!;
    expect(note).toContain("Wandering Sellsword (not measurable by ablation: it plays exactly like the blank of its kind (its kind's ordinary numbers, no abilities), so replacing it by the blank changes nothing;");
    expect(all.filter((l) => l.includes('Wandering Sellsword')).some((l) => /too strong|too weak|balanced/.test(l))).toBe(false);

    const cards = balanceTables(s.balance, s.matches).find((t) => t.csv === 'cards.csv')!;
    const raw = (cards.raw.objects() as Record<string, unknown>[]).find((r) => r['card'] === 'Wandering Sellsword')!;
    expect([raw['ablation_own_blank'], raw['ablation_delta'], raw['ablation_verdict']]).toEqual([true, null, null]);
    const shown = (cards.shown.objects() as Record<string, unknown>[]).find((r) => r['card'] === 'Wandering Sellsword')!;
    expect(Object.values(shown)).toContain('not measurable: plays like its blank');
  });
});
