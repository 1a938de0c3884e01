// Issue 49's planted cards in Warlords of Terra, random decks, heuristic self-play: Berserker
// made far stronger and Ork Warrior made dead, both in Exiled, which the buff makes the strong
// faction. Shared by the main suite's small run and test/slow's run at the size.

import { balanceTables } from '../../src/report/balance.js';
import type { Findings } from '../../src/report/findings.js';
import { findings } from '../../src/report/findings.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import type { Summary } from '../../src/stats/summary.js';
import { playSummary } from './play-summary.js';

export interface PlantedRun {
  readonly summary: Summary;
  readonly found: Findings;
  /** cards.csv rows by card name. */
  readonly csv: Map<string, Record<string, unknown>>;
  /** The title of a card's finding ("Berserker (too strong by ablation)"), or null without one. */
  title(card: string): string | null;
}

export async function plantedRun(matches: number, orkWarrior: Record<string, unknown>): Promise<PlantedRun> {
  const exp = await experimentFromSpec({
    name: 'planted',
    game: 'warlords',
    randomDecks: true,
    agents: ['heuristic'],
    matches,
    seed: 1,
    patch: { Berserker: { atk: 7, hp: 8 }, 'Ork Warrior': orkWarrior },
    ablation: { cards: ['Berserker', 'Ork Warrior'] },
  });
  const summary = playSummary(exp);
  const found = findings(summary);
  const cards = balanceTables(summary.balance, summary.matches).find((t) => t.csv === 'cards.csv')!;
  const csv = new Map((cards.raw.objects() as Record<string, unknown>[]).map((r) => [String(r['card']), r]));
  const title = (card: string): string | null => found.all.find((l) => l.startsWith(`${card} (`))?.split('): ')[0]?.concat(')') ?? null;
  return { summary, found, csv, title };
}
