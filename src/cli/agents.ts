// `balance-lab agents`: agent types and named presets usable in experiments and `play`.

import { Command } from 'commander';
import { listAgentTypes, listPresets } from '../../agents/registry.js';

export function agentsCommand(): Command {
  return new Command('agents').description('list the agent types and presets').action(() => {
    const out: string[] = ['types:'];
    for (const t of listAgentTypes()) out.push(`  ${t.type.padEnd(12)} ${t.description}`);
    const presets = listPresets();
    out.push('presets:');
    if (presets.length === 0) out.push('  (none registered)');
    for (const [name, spec] of presets) out.push(`  ${name.padEnd(12)} ${JSON.stringify(spec)}`);
    out.push('', "In an experiment: agents: [random, heuristic, {type: heuristic, label: h2}]");
    out.push('In `play`, also human: you, at the terminal (e.g. --agents human,heuristic).');
    out.push("MCTS options a spec leaves out (c, cutoff) come from the game's search advice, shown by `balance-lab games`.", '');
    process.stdout.write(out.join('\n'));
  });
}
