// The findings of a report: ranked with causal figures first, one finding per problem, what
// flagged items share said once, and a short "fix these first" list.

import { beforeAll, describe, expect, it } from 'vitest';
import { findings } from '../../src/report/findings.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import type { BandResult, Verdict } from '../../src/stats/band-flags.js';
import type { GroupRow } from '../../src/stats/designer.js';
import type { Summary } from '../../src/stats/summary.js';
import { playSummary } from './play-summary.js';

const flag = (verdict: Verdict): BandResult => ({ verdict, p: verdict === 'too strong' || verdict === 'too weak' ? 0.001 : 1, q: verdict === 'too strong' || verdict === 'too weak' ? 0.001 : 1, moreGames: 0, moreMatches: 0 });
const group = (name: string, rate: number, verdict: Verdict, extra: Partial<GroupRow> = {}): GroupRow => ({ name, rate, low: rate - 0.02, high: rate + 0.02, games: 800, opponents: 3, flag: flag(verdict), ...extra });

describe('findings', () => {
  let base: Summary;
  beforeAll(async () => {
    // Real figures to start from: the coin game's fixed decks, heuristic self-play.
    base = playSummary(await experimentFromSpec({ name: 'f', game: 'coin', agents: ['heuristic'], matches: 120, seed: 5 }));
  });

  it('ranks the causal figure first, then decks by their gap from the expected rate, and lists what to fix first', () => {
    const card = { ...base.balance.cards[0]!, name: 'Ace', faction: null };
    const s: Summary = {
      ...base,
      health: [],
      balance: {
        ...base.balance,
        cardFlags: false,
        cards: [card],
        ablation: [{ card: 'Ace', diff: 0.06, low: 0.04, high: 0.08, pairs: 500, differing: 60, method: 'tango', table: [], measured: true, ownBlank: false, flag: flag('too strong') }],
        decks: [
          group('Near', 0.4, 'too weak', { faction: 'F2', cards: 18 }),
          group('Far', 0.2, 'too weak', { faction: 'F1', cards: 18 }),
          group('Big', 0.7, 'too strong', { faction: 'F3', cards: 20 }),
          group('Fine', 0.5, 'balanced', { faction: 'F3', cards: 20 }),
        ],
        factions: [group('F1', 0.2, 'too weak'), group('F2', 0.4, 'too weak'), group('F3', 0.6, 'too strong')],
      },
    };
    const f = findings(s);
    expect(f.all[0]).toMatch(/^Ace \(too strong by ablation\): holding it changes its side's win rate by \+6\.0 points \[4\.0, 8\.0\] against a blank of its kind/);
    expect(f.all[1]).toMatch(/^Far \(deck, 18 cards, too weak; the only F1 deck, so this is also the faction's figure\)/);
    // What the two weak decks share, right after the first of them.
    expect(f.all[2]).toBe('The two too-weak decks, Far and Near, are the only 18-card decks; the others have 20 cards.');
    expect(f.all[3]).toMatch(/^Big \(deck, 20 cards, too strong\)/); // F3 has two decks: not merged
    // A deck that is its faction's only deck is one finding; F3 keeps its own.
    expect(f.all.filter((l) => l.startsWith('F1 ') || l.startsWith('F2 '))).toEqual([]);
    expect(f.all.filter((l) => l.startsWith('F3 (faction, too strong)'))).toHaveLength(1);
    expect(f.fixFirst).toEqual([
      'Ace (card): too strong by ablation, holding it is worth +6.0 points',
      'Far (deck): too weak, 20.0% against 50.0% (one of the two 18-card decks, both too weak)',
      'Big (deck): too strong, 70.0% against 50.0%',
    ]);
  });

  it('tells a faction once with the cards judged on GP win rate alone and the decks mixing it (three players: no adjusted effect)', () => {
    const [c0, c1, c2] = base.balance.cards;
    const gp = (rate: number) => ({ ...c0!.gp, rate, low: rate - 0.03, high: rate + 0.03, games: 900 });
    const cards = [
      { ...c0!, name: 'Near One', faction: 'F', gp: gp(0.4), flag: flag('too weak'), dead: false },
      { ...c1!, name: 'Near Two', faction: 'F', gp: gp(0.41), flag: flag('too weak'), dead: false },
      // Its interval lies wholly below the faction's rate: it stands out and keeps its own finding.
      { ...c2!, name: 'Far Below', faction: 'F', gp: gp(0.3), flag: flag('too weak'), dead: false },
    ];
    const s: Summary = {
      ...base,
      health: [],
      balance: { ...base.balance, cardFlags: true, cards, ablation: [], decks: [], factions: [group('F', 0.4, 'too weak'), group('F + G', 0.42, 'too weak'), group('G', 0.5, 'balanced')] },
    };
    const f = findings(s);
    expect(f.all, f.all.join("\n")).toHaveLength(2);
    expect(f.all[0]).toMatch(/^F \(faction, too weak\): 40\.0% .* Decks mixing it with another faction are too weak too: F \+ G 42\.0% .* 2 of its 3 cards are flagged too weak on GP win rate, none beyond the faction's own rate \(Near One 40\.0%, Near Two 41\.0%\)/);
    expect(f.all[1]).toMatch(/^Far Below \(too weak by GP win rate\): decks with it win 30\.0% .* It stands out beyond its faction, F, too weak at 40\.0%\. The rate is that of the decks the card is in, its company included; 'ablation: \{cards: \[Far Below\]\}' would measure the card itself\.$/);
  });

  it('titles a card by ablation, else by its adjusted effect, and tells it once when GP flags it too', () => {
    const [c0, c1, c2] = base.balance.cards;
    const gp = (rate: number) => ({ ...c0!.gp, rate, low: rate - 0.03, high: rate + 0.03, games: 900 });
    const adjusted = (diff: number, verdict: Verdict) => ({ diff, low: diff - 0.01, high: diff + 0.01, logOdds: diff * 4, logOddsLow: 0, logOddsHigh: 0, se: 0.005, flag: flag(verdict) });
    const cards = [
      { ...c0!, name: 'Ablated', faction: null, gp: gp(0.5), flag: flag('balanced'), dead: false },
      // Flagged on both: one finding that states both.
      { ...c1!, name: 'Both', faction: null, gp: gp(0.62), flag: flag('too strong'), dead: false, adjusted: adjusted(0.04, 'too strong') },
      { ...c2!, name: 'Adjusted Only', faction: null, gp: gp(0.49), flag: flag('balanced'), dead: false, adjusted: adjusted(-0.05, 'too weak') },
    ];
    const s: Summary = {
      ...base,
      health: [],
      balance: {
        ...base.balance,
        cardFlags: true,
        cards,
        ablation: [{ card: 'Ablated', diff: 0.03, low: 0.02, high: 0.04, pairs: 500, differing: 60, method: 'tango', table: [], measured: true, ownBlank: false, flag: flag('too strong') }],
        decks: [group('Deck', 0.2, 'too weak')],
        factions: [],
      },
    };
    const f = findings(s);
    const starts = f.all.map((l) => l.split(' (')[0]);
    expect(starts.slice(0, 4)).toEqual(['Ablated', 'Adjusted Only', 'Both', 'Deck']);
    expect(f.all.filter((l) => l.startsWith('Both '))).toHaveLength(1);
    expect(f.all[2]).toBe("Both (too strong by adjusted effect): each copy changes its deck's win rate by +4.0 points [3.0, 5.0] against an average card of the pool, the rest of the deck held fixed (adjusted effect). Its GP win rate agrees: decks with it win 62.0% [59.0, 65.0] against 50.0% expected, over 900 games.");
    expect(f.all[1]).toMatch(/^Adjusted Only \(too weak by adjusted effect\): each copy changes its deck's win rate by -5\.0 points/);
    expect(f.fixFirst[1]).toBe('Adjusted Only (card): too weak by adjusted effect, each copy is worth -5.0 points');
  });

  it('leaves the card note out of a tournament, where both sides hold the same deck', async () => {
    const t = playSummary(await experimentFromSpec({ name: 't', game: 'coin', agents: ['random', 'heuristic'], pairing: { agents: 'round-robin', decks: 'mirror' }, matches: 60, seed: 2 }));
    expect(t.balance.cards.every((c) => c.gp.games === 0)).toBe(true);
    expect(findings(t).all.filter((l) => l.startsWith('Cards are not judged'))).toEqual([]);
    // The same note stays where fixed decks meet each other, and says which runs would judge them.
    const note = findings(base).all.filter((l) => l.startsWith('Cards are not judged'));
    expect(note).toEqual([
      "Cards are not judged in this run: with 4 fixed decks a card's win rate is the rate of the decks it is in (the decks table has them). To judge the cards themselves, run with 'randomDecks: true' (fresh random legal decks: each card's adjusted effect) or add the cards to 'ablation: {cards: [...]}' (the effect of holding each card, against a blank of its kind).",
    ]);
  });
});
