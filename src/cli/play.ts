// `balance-lab play <game>`: one match with a readable move-by-move log.

import { Command } from 'commander';
import { createAgent, resolveAgentSpec } from '../../agents/registry.js';
import { InputError } from '../core/errors.js';
import { getGame, getVariant } from '../core/registry.js';
import { Rng, STREAM_AGENT, STREAM_SETUP } from '../core/rng.js';
import { suggestion } from '../core/suggest.js';
import { playLog } from '../sim/play-log.js';
import { parseSeed } from './common.js';

interface PlayFlags {
  agents: string;
  seed: number;
  variant?: string;
  decks?: string;
}

export function playCommand(): Command {
  return new Command('play')
    .description('play one match and print it move by move')
    .argument('<game>', 'game id (see `balance-lab games`)')
    .option('--agents <list>', 'one agent per seat, comma-separated (types or presets)', 'random,random')
    .option('--seed <n>', 'match seed', parseSeed, 1)
    .option('--variant <id>', 'game variant (default: the game\'s default)')
    .option('--decks <list>', "one deck per seat from the default card set, comma-separated ('random' for a random legal deck)")
    .action((gameId: string, flags: PlayFlags) => {
      const game = getGame(gameId, { field: '<game>' });
      const facts = getVariant(game, flags.variant, { field: '--variant' });
      const cards = game.defaultCardSet();
      const agentNames = flags.agents.split(',').map((s) => s.trim());
      if (agentNames.length !== facts.players) throw new InputError(`expected ${facts.players} agents (one per seat), got ${agentNames.length}`, { field: '--agents' });
      const specs = agentNames.map((a) => resolveAgentSpec(a, { field: '--agents' }));
      const setupRng = new Rng(flags.seed, STREAM_SETUP);
      let decks: number[][] = agentNames.map(() => []);
      let deckNames: string[] = agentNames.map(() => '');
      if (facts.usesDecks) {
        deckNames = flags.decks ? flags.decks.split(',').map((s) => s.trim()) : agentNames.map((_, i) => cards.decks[i % Math.max(1, cards.decks.length)]?.name ?? 'random');
        if (deckNames.length !== facts.players) throw new InputError(`expected ${facts.players} decks (one per seat), got ${deckNames.length}`, { field: '--decks' });
        decks = deckNames.map((name) => {
          if (name === 'random') return game.randomDeck(cards, setupRng, facts.id);
          const d = cards.decks.find((x) => x.name.toLowerCase() === name.toLowerCase());
          if (!d) throw new InputError(`unknown deck '${name}' in card set '${cards.name}'`, { field: '--decks' }, suggestion(name, [...cards.decks.map((x) => x.name), 'random']));
          return [...d.cards];
        });
      } else if (flags.decks) throw new InputError(`game '${game.id}' does not use decks`, { field: '--decks' });
      const agents = specs.map((s, seat) => createAgent(s, { game, rng: new Rng(flags.seed, STREAM_AGENT + seat) }));
      const { lines } = playLog(game, { variant: facts.id, cards, decks }, flags.seed, agents, { deckNames, explain: true });
      process.stdout.write(lines.join('\n') + '\n');
    });
}
