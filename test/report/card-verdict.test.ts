// One rule for a card's verdict (issue 49): ablation decides where it was run, else the adjusted
// effect of a random-deck run; the GP win rate is context. Checked on the figures of the issue
// (a dead card in a strong faction, a bastion whose two causal measures disagree) in the
// findings, "fix these first", cards.csv and the shown cards table; and one fact told once
// (issue 44, item 8).

import { beforeAll, describe, expect, it } from 'vitest';
import { balanceTables } from '../../src/report/balance.js';
import { findings } from '../../src/report/findings.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import type { BandResult, Verdict } from '../../src/stats/band-flags.js';
import type { CardRow } from '../../src/stats/card-summary.js';
import { cardVerdicts } from '../../src/stats/card-verdict.js';
import type { AblationRow, GroupRow } from '../../src/stats/designer.js';
import { healthWarnings } from '../../src/stats/health.js';
import type { Summary } from '../../src/stats/summary.js';
import { playSummary } from './play-summary.js';

const flag = (verdict: Verdict): BandResult => ({ verdict, p: verdict === 'too strong' || verdict === 'too weak' ? 0.001 : 1, q: verdict === 'too strong' || verdict === 'too weak' ? 0.001 : 1, moreGames: 0, moreMatches: 0 });
const group = (name: string, rate: number, verdict: Verdict): GroupRow => ({ name, rate, low: rate - 0.02, high: rate + 0.02, games: 4000, opponents: 3, flag: flag(verdict) });
const ablation = (card: string, diff: number, low: number, high: number, verdict: Verdict): AblationRow => ({ card, diff, low, high, pairs: 1440, differing: 60, method: 'clustered-t', table: [], measured: true, ownBlank: false, flag: flag(verdict) });

describe('the verdict of a card', () => {
  let base: Summary;
  let card: (name: string, faction: string, type: string, gp: number, gpVerdict: Verdict, adjusted?: [number, number, number, Verdict]) => CardRow;
  beforeAll(async () => {
    base = playSummary(await experimentFromSpec({ name: 'v', game: 'coin', randomDecks: true, agents: ['random'], matches: 200, seed: 5 }));
    const row = base.balance.cards[0]!;
    card = (name, faction, type, gp, gpVerdict, adjusted) => ({
      ...row,
      name,
      faction,
      type,
      dead: false,
      gp: { ...row.gp, rate: gp, low: gp - 0.03, high: gp + 0.03, games: 1440 },
      flag: flag(gpVerdict),
      ...(adjusted ? { adjusted: { diff: adjusted[0], low: adjusted[1], high: adjusted[2], logOdds: 0, logOddsLow: 0, logOddsHigh: 0, se: (adjusted[2] - adjusted[1]) / 3.92, flag: flag(adjusted[3]) } } : { adjusted: undefined }),
    });
  });

  /** Issue 49's Warlords run: Berserker made strong, Ork Warrior made dead, both in Exiled, which wins 61%. */
  const planted = (): Summary => ({
    ...base,
    health: [],
    balance: {
      ...base.balance,
      cardFlags: true,
      cards: [
        card('Berserker', 'Exiled', 'troop', 0.64, 'too strong', [0.06, 0.04, 0.08, 'too strong']),
        card('Ork Warrior', 'Exiled', 'troop', 0.613, 'too strong', [-0.033, -0.052, -0.013, 'undetermined']),
        card('Goblin Raider', 'Exiled', 'troop', 0.63, 'too strong', [-0.005, -0.016, 0.006, 'balanced']),
        card('Elven Scout', 'Terra', 'troop', 0.4, 'too weak', [0.001, -0.01, 0.012, 'balanced']),
      ],
      ablation: [ablation('Berserker', 0.168, 0.148, 0.189, 'too strong'), ablation('Ork Warrior', -0.018, -0.03, -0.006, 'balanced')],
      decks: [],
      factions: [group('Exiled', 0.61, 'too strong'), group('Terra', 0.4, 'too weak'), group('Theridom', 0.5, 'balanced'), group('Hellscions', 0.49, 'balanced')],
    },
  });

  it('titles the strong card by ablation and the dead card by what it does, never by its decks\' win rate', () => {
    const f = findings(planted());
    const title = (name: string): string => f.all.find((l) => l.startsWith(`${name} (`))!.split(':')[0]!;
    expect(title('Berserker')).toBe('Berserker (too strong by ablation)');
    expect(title('Ork Warrior')).toBe('Ork Warrior (costs its deck, by ablation; too strong on GP win rate)');
    const ork = f.all.find((l) => l.startsWith('Ork Warrior'))!;
    expect(ork).toContain("holding it changes its side's win rate by -1.8 points [-3.0, -0.6] against a blank of its kind");
    expect(ork).toContain('its decks win because of the cards they come with, and the card itself lowers their rate');
    expect(f.all.filter((l) => l.includes('Ork Warrior (too strong'))).toEqual([]);
    expect(f.fixFirst[0]).toBe('Berserker (card): too strong by ablation, holding it is worth +16.8 points');
    expect(f.fixFirst.some((l) => l.startsWith('Ork Warrior') || l.startsWith('Goblin Raider'))).toBe(false);
  });

  it('does not flag an untouched faction-mate: its decks\' rate is told with the faction', () => {
    const f = findings(planted());
    expect(f.all.filter((l) => l.startsWith('Goblin Raider'))).toEqual([]);
    const exiled = f.all.find((l) => l.startsWith('Exiled (faction, too strong)'))!;
    expect(exiled).toContain('One of its 3 cards is too strong on GP win rate too (Goblin Raider 63.0%), but by adjusted effect the card is not too strong: its own effect lies inside the band, so the rate belongs to the faction, shared by every deck of it, not to the card.');
    expect(exiled).toContain('By its own effect, Berserker is too strong (told above)');
    const terra = f.all.find((l) => l.startsWith('Terra (faction, too weak)'))!;
    expect(terra).toContain('No card of it is too weak by its own effect.');
  });

  it('writes the rule into cards.csv and the cards table, naming the measure that decided', () => {
    const s = planted();
    const [cards] = balanceTables(s.balance, 4000);
    const raw = cards!.raw.objects() as Record<string, unknown>[];
    const row = (name: string) => raw.find((r) => r['card'] === name)!;
    expect(row('Berserker')).toMatchObject({ verdict: 'too strong', verdict_measure: 'ablation', gp_verdict: 'too strong', adjusted_verdict: 'too strong', ablation_verdict: 'too strong', disagreeing: null });
    expect(row('Ork Warrior')).toMatchObject({ verdict: 'balanced', verdict_measure: 'ablation', gp_verdict: 'too strong', disagreeing: 'GP win rate too strong (opposite)' });
    expect(row('Goblin Raider')).toMatchObject({ verdict: 'balanced', verdict_measure: 'adjusted effect', gp_verdict: 'too strong', disagreeing: 'GP win rate too strong (unsupported)' });
    const shown = cards!.shown.objects() as Record<string, string>[];
    expect(shown.find((r) => r['card'] === 'Ork Warrior')!['verdict']).toBe('balanced (ablation)');
    expect(shown.find((r) => r['card'] === 'Goblin Raider')!['verdict']).toBe('balanced (adjusted effect)');
    // The GP column carries the rate only: no verdict word beside it.
    expect(shown.find((r) => r['card'] === 'Ork Warrior')!['GP win rate']).toBe('61.3% [58.3, 64.3]');
  });

  it("says of a GP flag its own effect has not decided only that, never that the rate is the decks' (Ward's Rampage)", () => {
    const s: Summary = {
      ...base,
      health: [],
      balance: {
        ...base.balance,
        cardFlags: true,
        cards: [card('Rampage', 'Wild', 'magic', 0.583, 'too strong', [0.043, 0.029, 0.057, 'undetermined']), card('Quiet', 'Wild', 'magic', 0.5, 'balanced', [0, -0.01, 0.01, 'balanced'])],
        ablation: [],
        decks: [],
        factions: [],
      },
    };
    const told = findings(s).all.filter((l) => l.includes('Rampage'));
    expect(told).toEqual([
      'Decks holding Rampage 58.3% win more than the band allows (too strong on GP win rate), but by adjusted effect the card is not too strong yet: its own effect is not decided (the cards table says how many more matches would decide), so how much of the rate is the card\'s is open.',
    ]);
    // With a card whose own effect lies inside the band, the rate is its company's for that card only.
    const mixed: Summary = { ...s, balance: { ...s.balance, cards: [...s.balance.cards, card('Steady', 'Wild', 'magic', 0.58, 'too strong', [0.002, -0.008, 0.012, 'balanced'])] } };
    expect(findings(mixed).all.filter((l) => l.includes('Rampage'))).toEqual([
      'Decks holding Rampage 58.3% and Steady 58.0% win more than the band allows (too strong on GP win rate), but by adjusted effect none of these cards is too strong: the own effect of Steady lies inside the band, so its rate belongs to the decks it is in (the cards it comes with); for Rampage the own effect is not decided yet.',
    ]);
  });

  it('tells two causal measures with opposite signs as one finding that names both references (Dýr Longhall)', () => {
    const s: Summary = {
      ...base,
      health: [],
      balance: {
        ...base.balance,
        cardFlags: true,
        cards: [card('Dýr Longhall', 'Clan Dýr', 'bastion', 0.47, 'undetermined', [-0.054, -0.07, -0.038, 'too weak'])],
        ablation: [ablation('Dýr Longhall', 0.054, 0.038, 0.069, 'too strong')],
        decks: [],
        factions: [],
      },
    };
    const f = findings(s);
    const told = f.all.filter((l) => l.includes('Dýr Longhall'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/^Dýr Longhall \(too strong by ablation\): holding it changes its side's win rate by \+5\.4 points \[3\.8, 6\.9\] against a blank of its kind/);
    expect(told[0]).toContain("Its adjusted effect reads the other way: each copy changes its deck's win rate by -5.4 points [-7.0, -3.8] against an average card of the pool, the rest of the deck held fixed (adjusted effect), too weak by adjusted effect.");
    expect(told[0]).toContain('Ablation compares the card with a blank bastion, the adjusted effect with an average card of the whole pool: the card does better than an ordinary bastion, while a bastion costs its deck against an average card, so what is weak is bastions as a kind, not this card.');
    expect(cardVerdicts(s.balance).get('Dýr Longhall')!.disagreements.map((d) => [d.reading.measure, d.kind])).toEqual([['adjusted effect', 'opposite']]);
  });

  it('tells two factions of a two-player run as one fact, and seat advantage once', () => {
    const s: Summary = { ...base, health: [], balance: { ...base.balance, cardFlags: true, cards: [], ablation: [], decks: [], factions: [group('Ashen Horde', 0.6, 'too strong'), group('Ironclad Host', 0.4, 'too weak')] } };
    const f = findings(s);
    expect(f.all.filter((l) => l.includes('(faction'))).toEqual(['Ashen Horde (faction, too strong): 60.0% [58.0, 62.0] on average over its matches against Ironclad Host, the only other faction (which wins the rest), against 50.0% expected.']);
    expect(f.fixFirst).toEqual(['Ashen Horde (faction): too strong, 60.0% against 50.0% (Ironclad Host the rest)']);
    const seats = healthWarnings({ ...base, seats: [{ seat: 0, games: 4000, winRate: 0.6, low: 0.58, high: 0.62 }, { seat: 1, games: 4000, winRate: 0.4, low: 0.38, high: 0.42 }] });
    expect(seats.filter((w) => w.kind === 'seat advantage').map((w) => w.message)).toEqual(['seat 1 wins 60.0% [58.0%, 62.0%] of its games against 50.0% expected (seat 2 wins the rest)']);
  });
});
