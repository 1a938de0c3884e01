// Robustness across agents: the verdicts of a run next to those of the same experiment played
// by another agent tier. A flag "holds" when the confirmation flags the same item in the same
// direction.

import type { Verdict } from './band-flags.js';
import { cardVerdicts } from './card-verdict.js';
import type { Summary } from './summary.js';

export interface Robustness {
  /** Labels of the confirming agents. */
  readonly agents: readonly string[];
  /** Verdicts in the confirmation run, by kind and item name (cards: by the card verdict rule, card-verdict.ts). */
  readonly cards: Record<string, Verdict>;
  readonly decks: Record<string, Verdict>;
  readonly factions: Record<string, Verdict>;
}

export function robustnessOf(confirm: Omit<Summary, 'robustness'>, agents: readonly string[]): Robustness {
  const b = confirm.balance;
  const cards: [string, Verdict][] = [];
  for (const [name, v] of cardVerdicts(b)) if (v.decided) cards.push([name, v.decided.flag.verdict]);
  return {
    agents: [...agents],
    cards: Object.fromEntries(cards),
    decks: Object.fromEntries(b.decks.map((d) => [d.name, d.flag.verdict])),
    factions: Object.fromEntries(b.factions.map((f) => [f.name, f.flag.verdict])),
  };
}

/** How a flag fares in the confirmation run, as a phrase for the findings. */
export function confirmation(r: Robustness | undefined, kind: 'cards' | 'decks' | 'factions', name: string, verdict: Verdict): string {
  if (!r) return '';
  const other = r[kind][name];
  const who = r.agents.join(', ');
  if (other === verdict) return ` Holds with ${who}.`;
  return ` Not confirmed with ${who} (${other ?? 'not measured'}).`;
}
