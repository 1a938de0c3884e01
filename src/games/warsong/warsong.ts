// Warsong TCG joins the lab here: variants (Standard Match, World War Match), the starter set,
// deck rules, match set-up, evaluation, heuristic and the hidden-information twin.

import { RngStreams } from '../../core/base-state.js';
import { CardEvent } from '../../core/events.js';
import type { CardSet, GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { warsongAblationFiller } from './filler.js';
import { cardFilesIn, projectPath } from '../../core/paths.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { getOrMake } from '../../core/get-or-make.js';
import { SetUpTemplates, StatePool } from '../../core/state-pool.js';
import type { WarsongCard } from './cards.js';
import { SPAWN, compiled, loadCardFiles, randomWarsongDeck, validateWarsongDeck } from './cards.js';
import { observationLength, WarsongState } from './engine.js';
import { DECK, NUM_ANSWERS, placementIds, SUPPLY, zonesFor } from './ids.js';
import type { WarsongConfig } from './engine.js';
import type { Geometry } from './geometry.js';
import { popcount, STANDARD, WORLD_WAR } from './geometry.js';
import { evaluateWarsong, heuristicWarsong } from './heuristic.js';

/** Spawn tokens each player keeps outside the army per spawn card their army can summon. */
export const TOKENS_PER_SPAWN = 2;

/** The facts of a variant: everything but its board, seats and limits is shared. */
function variantFacts(id: string, description: string, players: number, geo: Geometry, maxTurns: number): VariantFacts {
  return {
    id,
    description,
    players,
    observationLength: observationLength(geo.cells),
    numDistinctActions: placementIds(geo.cells) + NUM_ANSWERS,
    maxTurns,
    maxDecisions: maxTurns * 50,
    returnBounds: [0, 1],
    hiddenInformation: true,
    chance: true,
    cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
    usesDecks: true,
  };
}
const standardFacts = variantFacts('standard', 'Standard Match: 1v1 on 5 rows of 4, two starting rows each and a free middle row', 2, STANDARD, 80);
const worldWarFacts = variantFacts('world-war', 'World War Match: four players on 5x5, contested corners and one uncontested centre square', 4, WORLD_WAR, 160);

const GEOMETRY: Record<string, Geometry> = { standard: STANDARD, 'world-war': WORLD_WAR };
const FACTS: Record<string, VariantFacts> = { standard: standardFacts, 'world-war': worldWarFacts };

/** cards/warsong/ of the project. */
export function starterDir(): string {
  return projectPath('cards', 'warsong');
}

let starter: CardSet<WarsongCard> | null = null;
function defaultCardSet(): CardSet<WarsongCard> {
  if (!starter) {
    starter = loadCardFiles(cardFilesIn(starterDir()), 'diamond-of-the-north-starter');
  }
  return starter;
}

const configs = new WeakMap<CardSet<WarsongCard>, Map<string, WarsongConfig>>();
function configFor(set: CardSet<WarsongCard>, variant: string): WarsongConfig {
  const byVariant = getOrMake(configs, set, () => new Map<string, WarsongConfig>());
  return getOrMake(byVariant, variant, () => {
    const facts = FACTS[variant];
    if (!facts) throw new Error(`warsong has no variant '${variant}'`);
    return { facts, geo: GEOMETRY[variant]!, zones: zonesFor(GEOMETRY[variant]!.cells), set, cc: compiled(set), game: warsong };
  });
}

/** Per seat, the spawn definitions its army can summon, as a 64-bit set (two words). */
const SPAWNS = new Int32Array(8);

/** Set-up templates per configuration: matches of a line-up of decks seen before copy its set-up. */
const templates = new WeakMap<WarsongConfig, SetUpTemplates<WarsongState>>();

/** Released states per configuration and card count (GameDefinition.releaseState). */
const pools = new WeakMap<WarsongConfig, Map<number, StatePool<WarsongState>>>();

function poolFor(cfg: WarsongConfig, size: number): StatePool<WarsongState> {
  const bySize = getOrMake(pools, cfg, () => new Map<number, StatePool<WarsongState>>());
  return getOrMake(bySize, size, () => new StatePool(() => new WarsongState(cfg, size, new RngStreams(1 + cfg.facts.players))));
}

/**
 * GameDefinition.releaseState: keeps a finished state for a later newMatch of the same
 * configuration and card count. Only the code that got the state from newMatch may release it,
 * once nothing reads it any more (see GameDefinition.releaseState).
 */
function releaseState(s: WarsongState): void {
  poolFor(s.cfg, s.cards.size).give(s);
}

/** An empty match (no cards dealt) for `decks`; tests use it to build scenarios. */
export function emptyMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const cfg = configFor(setup.cards, setup.variant);
  const known = getOrMake(templates, cfg, () => new SetUpTemplates<WarsongState>());
  const lineup = known.lineup(setup.decks);
  if (lineup.template !== null) {
    const s = poolFor(cfg, lineup.template.cards.size).fresh(seed, lineup.template);
    s.setEventSink(setup.events ?? null);
    return s;
  }
  const s = createCards(cfg, setup, seed);
  known.built(lineup, s);
  return s;
}

/** A new state with the decks' cards (and the spawn tokens they can summon) created in id order. */
function createCards(cfg: WarsongConfig, setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const np = cfg.facts.players;
  const cc = cfg.cc;
  let size = 0;
  for (let p = 0; p < np; p++) {
    const deck = setup.decks[p] ?? [];
    size += deck.length;
    // Spawn tokens for every spawn the army can summon (TOKENS_PER_SPAWN each), by definition id.
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < deck.length; i++) {
      const d = cc.summonDef[deck[i]!]!;
      if (d < 0 || cc.type[d] !== SPAWN) continue;
      if (d < 32) lo |= 1 << d;
      else hi |= 1 << (d - 32);
    }
    SPAWNS[2 * p] = lo;
    SPAWNS[2 * p + 1] = hi;
    size += TOKENS_PER_SPAWN * (popcount(lo) + popcount(hi));
  }
  const s = poolFor(cfg, size).fresh(seed);
  const cards = s.cards;
  s.setEventSink(setup.events ?? null);
  let id = 0;
  for (let p = 0; p < np; p++) {
    const deck = setup.decks[p] ?? [];
    for (let i = 0; i < deck.length; i++) cards.create(id++, deck[i]!, p, DECK);
  }
  for (let p = 0; p < np; p++) {
    for (let w = 0; w < 2; w++) {
      let m = SPAWNS[2 * p + w]!;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const d = 32 * w + 31 - Math.clz32(low);
        for (let k = 0; k < TOKENS_PER_SPAWN; k++) cards.create(id++, d, p, SUPPLY);
      }
    }
  }
  // The rules read each card's definition and controller from the state's card fields.
  s.recount();
  return s;
}

function newMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const s = emptyMatch(setup, seed);
  const np = s.numPlayers;
  const t = s.cards;
  for (let p = 0; p < np; p++) {
    s.reportDeck(DECK, p);
    t.shufflePile(DECK, p, s.rng, STREAM_SHUFFLE + p);
  }
  s.dealOpeningHands();
  s.startOnEmptyField();
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
  releaseState,
  evaluate: evaluateWarsong,
  heuristicAction: heuristicWarsong,
  perturbHidden: (state, p, rng) => state.perturbedTwin(p, rng),
};
