// `balance-lab games`: the registered games and the facts of each variant.

import { Command } from 'commander';
import { listGames } from '../core/registry.js';
import { aiOf } from '../core/facets.js';

export function gamesCommand(): Command {
  return new Command('games').description('list the registered games and the facts of each variant').action(() => {
    const out: string[] = [];
    for (const g of listGames()) {
      out.push(`${g.id}: ${g.name}`, `  ${g.description}`);
      const advice = aiOf(g).searchDefaults;
      if (advice) {
        const prior = advice.prior === 'heuristic' ? `; the heuristic's prior (weight ${advice.priorWeight ?? 'default'}, after ${advice.expandAfter ?? 'default'} visits a node) with c ${advice.priorC ?? advice.c ?? 'default'}` : '';
        out.push(`  search advice: playouts cut off after ${advice.cutoff ?? 0} plies (0: to the end), exploration c ${advice.c ?? 'default'}${prior}`);
      }
      for (const v of g.variants) {
        out.push(
          `  variant ${v.id}${v.id === g.defaultVariant ? ' (default)' : ''}: ${v.description}`,
          `    players ${v.players}, actions ${v.numDistinctActions}, max turns ${v.maxTurns}, decision cap ${v.maxDecisions}, hidden information ${v.hiddenInformation ? 'yes' : 'no'}, chance ${v.chance ? 'yes' : 'no'}, decks ${v.usesDecks ? 'yes' : 'no'}`,
        );
      }
      out.push('');
    }
    process.stdout.write(out.join('\n'));
  });
}
