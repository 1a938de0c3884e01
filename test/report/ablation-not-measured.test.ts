// An ablation whose replays all end like their base matches measured nothing: it is reported as
// "not measured", never as a balanced card.

import { describe, expect, it } from 'vitest';
import { findings } from '../../src/report/findings.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { playSummary } from './play-summary.js';

describe('ablation with no differing replay', () => {
  it('a coin card of value 0 (its blank is value 0 too) is not measured, and nowhere called balanced', async () => {
    const s = playSummary(await experimentFromSpec({ name: 'nm', game: 'coin', randomDecks: true, agents: ['random'], ablation: { cards: ['Copper', 'Ace'] }, matches: 400, seed: 3 }));
    const copper = s.balance.ablation.find((a) => a.card === 'Copper')!;
    const ace = s.balance.ablation.find((a) => a.card === 'Ace')!;
    expect(copper.pairs).toBeGreaterThan(50);
    expect(copper.differing).toBe(0);
    expect(copper.measured).toBe(false);
    expect(copper.flag.verdict).toBe('undetermined');
    // The control: a card whose blank changes its value is measured.
    expect(ace.differing).toBeGreaterThan(0);
    expect(ace.measured).toBe(true);
    const all = findings(s).all;
    const note = all.find((l) => l.includes('Copper') && l.includes('not measured'));
    expect(note).toMatch(/none of its \d+ replays ended differently from the base match/);
    expect(all.filter((l) => l.includes('Copper')).some((l) => /balanced/.test(l))).toBe(false);
  });
});
