// Warsong TCG joins the lab here: variants (Standard Match, World War Match), the starter set,
// deck rules, configurations, match set-up (with released states and set-up templates reused),
// evaluation, heuristic and the hidden-information twin.

import { cardGame } from '../../core/card-game.js';
import { CardEvent } from '../../core/events.js';
import type { CardSet, GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import { getOrMake } from '../../core/get-or-make.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { PooledMatches } from '../../core/state-pool.js';
import { warsongCardReference } from './card-reference.js';
import type { WarsongCard } from './card-schema.js';
import type { CompiledCards } from './card-tables.js';
import { SPAWN } from './card-schema.js';
import { compiled } from './card-tables.js';
import { WARSONG_CARDS } from './cards.js';
import { DECK_SECTIONS, randomWarsongDeck, validateWarsongDeck } from './decks.js';
import { warsongAblationFiller } from './filler.js';
import type { Geometry } from './geometry.js';
import { popcount, STANDARD, WORLD_WAR } from './geometry.js';
import { evaluateWarsong, exposureTable, heuristicWarsong } from './heuristic.js';
import { DECK, SUPPLY, actionSpaceFor } from './ids.js';
import { stateArrays, zonesFor } from './layout.js';
import { dealOpeningHands } from './rules/turn.js';
import type { WarsongConfig } from './state.js';
import { WarsongState } from './state.js';
import { actionSteps, describeAction, describeState, informationKey, observationLength, observationShape, observeState, ownText } from './view.js';

/** Spawn tokens each player keeps outside the army per spawn card their army can summon. */
export const TOKENS_PER_SPAWN = 2;

/** The facts of a variant: everything but its board, seats and limits is shared. */
function variantFacts(id: string, description: string, players: number, geo: Geometry, maxTurns: number): VariantFacts {
  const actions = actionSpaceFor(geo.cells);
  return {
    id,
    description,
    players,
    observationLength: observationLength(geo),
    observationShape: observationShape(geo),
    numDistinctActions: actions.size,
    actions,
    maxTurns,
    maxDecisions: maxTurns * 50,
    returnBounds: [0, 1],
    hiddenInformation: true,
    chance: true,
    cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
    usesDecks: true,
  };
}
const VARIANTS: Record<string, { facts: VariantFacts; geo: Geometry }> = {
  standard: { facts: variantFacts('standard', 'Standard Match: 1v1 on 5 rows of 4, two starting rows each and a free middle row', 2, STANDARD, 80), geo: STANDARD },
  'world-war': { facts: variantFacts('world-war', 'World War Match: four players on 5x5, contested corners and one uncontested centre square', 4, WORLD_WAR, 160), geo: WORLD_WAR },
};

const configs = new WeakMap<CardSet<WarsongCard>, Map<string, WarsongConfig>>();
/** The configuration of a card set and variant (made once, then shared by all their states). */
export function configFor(set: CardSet<WarsongCard>, variant: string): WarsongConfig {
  const byVariant = getOrMake(configs, set, () => new Map<string, WarsongConfig>());
  return getOrMake(byVariant, variant, () => {
    const v = VARIANTS[variant];
    if (!v) throw new Error(`warsong has no variant '${variant}'`);
    const defs = compiled(set);
    return {
      game: warsong,
      facts: v.facts,
      geo: v.geo,
      zones: zonesFor(v.geo.cells),
      set,
      defs,
      arrays: stateArrays(v.geo.cells, v.facts.players, defs.characters.length),
      exposure: exposureTable(defs),
    };
  });
}

/** Released states and set-up templates per configuration and card count (GameDefinition.releaseState). */
const matches = new PooledMatches<WarsongConfig, WarsongState>((config, size) => new WarsongState(config, size), createDecks, cardCount);

/**
 * GameDefinition.releaseState: keeps a finished state for a later newMatch of the same
 * configuration and card count. Only the code that got the state from newMatch may release it,
 * once nothing reads it any more (see GameDefinition.releaseState).
 */
function releaseState(s: WarsongState): void {
  matches.release(s.config, s);
}

/**
 * A match of `setup` with no card dealt: every deck card in its owner's army in deck order,
 * then the spawn tokens the armies can summon in their supplies; streams seeded with `seed`.
 */
export function emptyMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  return matches.setUp(configFor(setup.cards, setup.variant), setup.decks, seed, setup.events);
}

/** Word w (definitions 32w to 32w + 31) of the set of spawn definitions `deck` can summon. */
function spawnWord(defs: CompiledCards, deck: readonly number[], w: number): number {
  let m = 0;
  for (let i = 0; i < deck.length; i++) {
    const d = defs.summonedSpawn[deck[i]!]!;
    if (d >= 0 && defs.type[d] === SPAWN && d >> 5 === w) m |= 1 << (d & 31);
  }
  return m;
}

/** The card count of a match of `decks`: their cards, and TOKENS_PER_SPAWN tokens of every spawn each army can summon. */
function cardCount(config: WarsongConfig, decks: readonly (readonly number[])[]): number {
  const defs = config.defs;
  let size = 0;
  for (let p = 0; p < config.facts.players; p++) {
    const deck = decks[p] ?? [];
    size += deck.length + TOKENS_PER_SPAWN * (popcount(spawnWord(defs, deck, 0)) + popcount(spawnWord(defs, deck, 1)));
  }
  return size;
}

/** Creates the decks' cards in a blank state in id order, then the spawn tokens each army can summon (by definition id). */
function createDecks(s: WarsongState, decks: readonly (readonly number[])[]): void {
  const cards = s.cards;
  const defs = s.defs;
  let id = 0;
  for (let p = 0; p < s.numPlayers; p++) {
    const deck = decks[p] ?? [];
    for (let i = 0; i < deck.length; i++) cards.create(id++, deck[i]!, p, DECK);
  }
  for (let p = 0; p < s.numPlayers; p++) {
    for (let w = 0; w < 2; w++) {
      let m = spawnWord(defs, decks[p] ?? [], w);
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const d = 32 * w + 31 - Math.clz32(low);
        for (let k = 0; k < TOKENS_PER_SPAWN; k++) cards.create(id++, d, p, SUPPLY);
      }
    }
  }
}

function newMatch(setup: MatchSetup<WarsongCard>, seed: number): WarsongState {
  const s = emptyMatch(setup, seed);
  const t = s.cards;
  for (let p = 0; p < s.numPlayers; p++) {
    s.reportDeck(DECK, p);
    t.shufflePile(DECK, p, s.rng, STREAM_SHUFFLE + p);
  }
  dealOpeningHands(s);
  // Nothing is on the battlefield or captured yet: the totals are the blank state's.
  s.begin(0);
  return s;
}

export const warsong: GameDefinition<WarsongCard, WarsongState> = cardGame<WarsongCard, CardSet<WarsongCard>, WarsongState>({
  id: 'warsong',
  name: 'Warsong TCG',
  description: 'grid card battler: four-quadrant cards on the attack-type wheel, staging, captures, anchoring (Diamond of the North compendium)',
  variants: [VARIANTS.standard!.facts, VARIANTS['world-war']!.facts],
  files: WARSONG_CARDS,
  reference: warsongCardReference,
  decks: { sections: DECK_SECTIONS, validate: validateWarsongDeck, random: randomWarsongDeck },
  // "Spawn can be summoned to play ... even ones that were played from a hand or deck": a spawn
  // counts as used when played from hand or summoned as a token by its owner's Summon card.
  useVerbs: { creature: 'played', bastion: 'played', relic: 'played', spawn: 'played or summoned' },
  balance: { ablationFiller: warsongAblationFiller },
  setUp: { newMatch, releaseState },
  view: { describe: describeState, describeAction, actionSteps, observe: observeState, informationKey, ownText },
  ai: { evaluate: evaluateWarsong, heuristicAction: heuristicWarsong },
});
