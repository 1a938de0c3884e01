// `balance-lab play <game>`: one match with a readable move-by-move log, printed as it goes.
// A seat played by `human` is a person at the terminal (human.ts).

import { Command } from 'commander';
import type { Agent } from '../../agents/agent.js';
import { createAgent, resolveAgentSpec } from '../../agents/registry.js';
import { InputError } from '../core/errors.js';
import type { CardSet, GameDefinition, VariantFacts } from '../core/game.js';
import { getGame, getVariant } from '../core/registry.js';
import { Rng, STREAM_AGENT, STREAM_SETUP } from '../core/rng.js';
import { suggestion } from '../core/suggest.js';
import { cardFilesAt } from '../sim/experiment.js';
import { playMatch } from '../sim/match.js';
import { logHeader, streamingLog } from '../sim/play-log.js';
import { parseSeed } from './common.js';
import { HumanAgent } from './human.js';
import { cardsOf } from '../core/facets.js';

interface PlayFlags {
  agents?: string;
  seed: number;
  variant?: string;
  decks?: string;
  cards?: string;
}

export const HUMAN = 'human';

/** The card set of `--cards` (a file or a folder, as an experiment's `cards`), else the game's own. */
export function cardSetOf(game: GameDefinition, cards: string | undefined): CardSet {
  if (cards === undefined) return cardsOf(game).defaultSet();
  const files = cardFilesAt(cards, process.cwd());
  if (typeof files === 'string') throw new InputError(files, { field: '--cards' }, 'pass a card file or a folder of them');
  return cardsOf(game).load(files);
}

/** One deck per seat: named decks of the set, or random legal ones (printed, card by card). */
function seatDecks(game: GameDefinition, facts: VariantFacts, cards: CardSet, flags: PlayFlags, write: (line: string) => void): { decks: number[][]; names: string[] } {
  const players = facts.players;
  if (!facts.usesDecks) {
    if (flags.decks) throw new InputError(`game '${game.id}' does not use decks`, { field: '--decks' });
    return { decks: Array.from({ length: players }, () => []), names: Array<string>(players).fill('') };
  }
  const names = flags.decks ? flags.decks.split(',').map((s) => s.trim()) : Array.from({ length: players }, (_, i) => cards.decks[i % Math.max(1, cards.decks.length)]?.name ?? 'random');
  if (names.length !== players) throw new InputError(`expected ${players} decks (one per seat), got ${names.length}`, { field: '--decks' });
  const setupRng = new Rng(flags.seed, STREAM_SETUP);
  const decks = names.map((name, seat) => {
    if (name === 'random') {
      const deck = cardsOf(game).randomDeck(cards, setupRng, facts.id);
      write(`# P${seat + 1}'s random deck: ${deckContents(cards, deck)}`);
      names[seat] = 'a random deck';
      return deck;
    }
    const d = cards.decks.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (!d) throw new InputError(`unknown deck '${name}' in card set '${cards.name}'`, { field: '--decks' }, suggestion(name, [...cards.decks.map((x) => x.name), 'random']));
    return [...d.cards];
  });
  return { decks, names };
}

/** "2x Name, 1x Other" in the order of the set. */
function deckContents(cards: CardSet, deck: readonly number[]): string {
  const copies = new Map<number, number>();
  for (const d of deck) copies.set(d, (copies.get(d) ?? 0) + 1);
  return [...copies].sort((a, b) => a[0] - b[0]).map(([d, n]) => `${n}x ${cards.cards[d]!.name}`).join(', ');
}

export function playCommand(): Command {
  return new Command('play')
    .description('play one match and print it move by move (a seat played by `human` is you, at the terminal)')
    .argument('<game>', 'game id (see `balance-lab games`)')
    .option('--agents <list>', "one agent per seat, comma-separated (types or presets; 'human' to play yourself); default: random in every seat")
    .option('--seed <n>', 'match seed', parseSeed, 1)
    .option('--variant <id>', "game variant (default: the game's default)")
    .option('--decks <list>', "one deck per seat from the card set, comma-separated ('random' for a random legal deck, printed)")
    .option('--cards <path>', "a card file or folder to play with (default: the game's own set)")
    .action((gameId: string, flags: PlayFlags) => {
      const game = getGame(gameId, { field: '<game>' });
      const facts = getVariant(game, flags.variant, { field: '--variant' });
      const cards = cardSetOf(game, flags.cards);
      const agentNames = flags.agents ? flags.agents.split(',').map((s) => s.trim()) : Array<string>(facts.players).fill('random');
      if (agentNames.length !== facts.players) throw new InputError(`expected ${facts.players} agents (one per seat), got ${agentNames.length}`, { field: '--agents' }, flags.variant ? undefined : `variant '${facts.id}'; others: ${game.variants.map((v) => `${v.id} (${v.players} players)`).join(', ')}`);
      const specs = agentNames.map((a) => (a === HUMAN ? null : resolveAgentSpec(a, { field: '--agents' }, game.id)));
      const write = (line: string): void => void process.stdout.write(line + '\n');
      const header: string[] = [];
      const { decks, names } = seatDecks(game, facts, cards, flags, (l) => header.push(l));
      const agents: Agent[] = specs.map((s, seat) => {
        const rng = new Rng(flags.seed, STREAM_AGENT + seat);
        return s === null ? new HumanAgent(cards, rng, write) : createAgent(s, { game, rng });
      });
      const setup = { variant: facts.id, cards, decks };
      for (const l of [...logHeader(game, setup, flags.seed, agents, names), ...header]) write(l);
      const human = agentNames.indexOf(HUMAN);
      const log = streamingLog(write, human < 0 ? { explain: true } : { audience: human });
      log.finish(playMatch(game, setup, flags.seed, agents, log.hooks));
    });
}
