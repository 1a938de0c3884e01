// Warsong TCG joins the lab here: variants (Standard Match, World War Match), the starter set,
// deck rules, match set-up, evaluation, heuristic and the hidden-information twin.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CardTable, EffectStack, RngStreams } from '../../core/base-state.js';
import { CardEvent } from '../../core/events.js';
import type { CardSet, GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { permuteUnseenCards, reseedAllStreams } from '../../core/hidden.js';
import { warsongAblationFiller } from './filler.js';
import { projectPath } from '../../core/paths.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import type { WarsongCard } from './cards.js';
import { SPAWN, compiled, loadCardFiles, randomWarsongDeck, validateWarsongDeck } from './cards.js';
import { DECK, HAND_SIZE, NUM_ANSWERS, observationLength, placementIds, SUPPLY, WarsongState, zonesFor } from './engine.js';
import type { WarsongConfig } from './engine.js';
import type { Geometry } from './geometry.js';
import { STANDARD, WORLD_WAR } from './geometry.js';
import { evaluateWarsong, heuristicWarsong } from './heuristic.js';

/** Frames of the pending-effect stack: 8 integers each. */
const STACK_WIDTH = 8;
const STACK_CAPACITY = 96;
/** Spawn tokens each player keeps outside the army per spawn card their army can summon. */
export const TOKENS_PER_SPAWN = 2;

const standardFacts: VariantFacts = {
  id: 'standard',
  description: 'Standard Match: 1v1 on 5 rows of 4, two starting rows each and a free middle row',
  players: 2,
  observationLength: observationLength(STANDARD.cells),
  numDistinctActions: placementIds(STANDARD.cells) + NUM_ANSWERS,
  maxTurns: 80,
  maxDecisions: 4000,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};
const worldWarFacts: VariantFacts = {
  id: 'world-war',
  description: 'World War Match: four players on 5x5, contested corners and one uncontested centre square',
  players: 4,
  observationLength: observationLength(WORLD_WAR.cells),
  numDistinctActions: placementIds(WORLD_WAR.cells) + NUM_ANSWERS,
  maxTurns: 160,
  maxDecisions: 8000,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};

const GEOMETRY: Record<string, Geometry> = { standard: STANDARD, 'world-war': WORLD_WAR };
const FACTS: Record<string, VariantFacts> = { standard: standardFacts, 'world-war': worldWarFacts };

/** cards/warsong/ of the project. */
export function starterDir(): string {
  return projectPath('cards', 'warsong');
}

let starter: CardSet<WarsongCard> | null = null;
function defaultCardSet(): CardSet<WarsongCard> {
  if (!starter) {
    const dir = starterDir();
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()
      .map((f) => join(dir, f));
    starter = loadCardFiles(files, 'diamond-of-the-north-starter');
  }
  return starter;
}

const configs = new WeakMap<CardSet<WarsongCard>, Map<string, WarsongConfig>>();
function configFor(set: CardSet<WarsongCard>, variant: string): WarsongConfig {
  let m = configs.get(set);
  if (!m) configs.set(set, (m = new Map()));
  let c = m.get(variant);
  if (!c) {
    const facts = FACTS[variant];
    if (!facts) throw new Error(`warsong has no variant '${variant}'`);
    m.set(variant, (c = { facts, geo: GEOMETRY[variant]!, set, cc: compiled(set), game: warsong }));
  }
  return c;
}

/** An empty match (no cards dealt) for `decks`; tests use it to build scenarios. */
export function emptyMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const cfg = configFor(setup.cards, setup.variant);
  const np = cfg.facts.players;
  const cc = cfg.cc;
  let size = 0;
  const tokens: number[][] = [];
  for (let p = 0; p < np; p++) {
    const deck = setup.decks[p] ?? [];
    size += deck.length;
    // Spawn tokens for every spawn the army can summon, by definition id.
    const list: number[] = [];
    for (let d = 0; d < cc.n; d++) {
      if (cc.type[d] !== SPAWN) continue;
      let summoned = false;
      for (const x of deck) if (cc.summonDef[x] === d) summoned = true;
      if (summoned) for (let k = 0; k < TOKENS_PER_SPAWN; k++) list.push(d);
    }
    tokens.push(list);
    size += list.length;
  }
  const cards = new CardTable(zonesFor(cfg.geo.cells), np, size);
  const s = new WarsongState(cfg, cards, RngStreams.seeded(1 + np, seed), new EffectStack(STACK_WIDTH, STACK_CAPACITY));
  s.setEventSink(setup.events ?? null);
  let id = 0;
  for (let p = 0; p < np; p++) for (const d of setup.decks[p] ?? []) cards.create(id++, d, p, DECK);
  for (let p = 0; p < np; p++) for (const d of tokens[p]!) cards.create(id++, d, p, SUPPLY);
  return s;
}

function newMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const s = emptyMatch(setup, seed);
  const np = s.numPlayers;
  const t = s.cards;
  for (let p = 0; p < np; p++) {
    const n = t.count(DECK, p);
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      const c = t.at(DECK, p, i);
      order.push(c);
      s.emitInDeck(p, t.def[c]!);
    }
    s.rng.shuffle(STREAM_SHUFFLE + p, order, 0, n);
    t.reorderPile(DECK, p, order);
  }
  for (let p = 0; p < np; p++) for (let k = 0; k < HAND_SIZE; k++) s.draw(p, true);
  s.start();
  return s;
}

export const warsong: GameDefinition<WarsongCard, WarsongState> = {
  id: 'warsong',
  name: 'Warsong TCG',
  description: 'grid card battler: four-quadrant cards on the attack-type wheel, staging, captures, anchoring (Diamond of the North compendium)',
  variants: [standardFacts, worldWarFacts],
  defaultVariant: 'standard',
  defaultCardSet,
  loadCards: (files) => loadCardFiles(files),
  validateDeck: (set, deck) => validateWarsongDeck(set, deck),
  randomDeck: (set, rng) => randomWarsongDeck(set, rng),
  ablationFiller: (cards, def) => warsongAblationFiller(cards, def),
  newMatch,
  evaluate: evaluateWarsong,
  heuristicAction: heuristicWarsong,
  perturbHidden(state, p, rng) {
    const s = state.clone();
    permuteUnseenCards(s.cards, p, rng);
    reseedAllStreams(s.rng, rng);
    return s;
  },
};
