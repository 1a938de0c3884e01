// Warlords of Terra's deck rules: a battle deck of exactly 40 cards, a building deck of
// locations and a hero (core/deck-sections.ts); every card of the deck's kingdom or neutral;
// and the random legal deck, section by section.

import type { DeckSections } from '../../core/deck-sections.js';
import { drawWithCopyLimit, randomSectionedDeck, sectionViolations } from '../../core/deck-sections.js';
import type { CardInfo, CardSet, DeckViolation } from '../../core/game.js';
import { getOrMake } from '../../core/get-or-make.js';
import type { Rng } from '../../core/rng.js';
import type { WarlordsCard } from './card-schema.js';
import type { WarlordsCardSet } from './card-tables.js';

export const BATTLE_DECK_SIZE = 40;
export const BUILDING_DECK_SIZE = 10;
export const MAX_COPIES = 3;

const isLocation = (c: CardInfo) => c.type === 'location';
const isHero = (c: CardInfo) => c.type === 'hero';

export const WARLORDS_DECK_SECTIONS: DeckSections = [
  { name: 'battle', title: 'battle deck', holds: (c) => !isLocation(c) && !isHero(c), size: { min: BATTLE_DECK_SIZE, max: BATTLE_DECK_SIZE }, maxCopies: () => MAX_COPIES },
  { name: 'building', title: 'building deck', holds: isLocation, size: { min: BUILDING_DECK_SIZE, max: BUILDING_DECK_SIZE }, maxCopies: () => MAX_COPIES },
  { name: 'hero', title: 'hero', holds: isHero, size: { min: 1, max: 1 }, maxCopies: () => 1 },
];

/** The deck's kingdom: its hero's, or null without exactly one hero. */
function kingdomOf(set: CardSet<WarlordsCard>, deck: readonly number[]): string | null {
  const heroes = deck.filter((d) => set.data[d]?.type === 'hero');
  return heroes.length === 1 ? set.data[heroes[0]!]!.kingdom : null;
}

export function validateWarlordsDeck(set: CardSet<WarlordsCard>, deck: readonly number[]): DeckViolation[] {
  const out = sectionViolations(set, WARLORDS_DECK_SECTIONS, deck);
  const kingdom = kingdomOf(set, deck);
  if (kingdom !== null) {
    for (const d of new Set(deck)) {
      const c = set.data[d];
      if (c !== undefined && c.kingdom !== 'neutral' && c.kingdom !== kingdom) out.push({ rule: 'kingdom', message: `'${c.name}' is of ${c.kingdom}, but the deck's hero leads ${kingdom}` });
    }
  }
  return out;
}

/** The cards a random deck of one kingdom draws from, per section, computed once per card set. */
interface KingdomPools {
  readonly troops: readonly number[];
  readonly otherBattle: readonly number[];
  readonly battle: readonly number[];
  readonly locations: readonly number[];
}

const poolCache = new WeakMap<WarlordsCardSet, Map<string, KingdomPools>>();

function poolsOf(set: WarlordsCardSet, kingdom: string): KingdomPools {
  const byKingdom = getOrMake(poolCache, set, () => new Map<string, KingdomPools>());
  return getOrMake(byKingdom, kingdom, () => {
    const ids = set.data.flatMap((c, i) => (c.kingdom === kingdom || c.kingdom === 'neutral' ? [i] : []));
    const type = (d: number) => set.data[d]!.type;
    const battle = ids.filter((d) => type(d) !== 'location' && type(d) !== 'hero');
    return { troops: battle.filter((d) => type(d) === 'troop'), otherBattle: battle.filter((d) => type(d) !== 'troop'), battle, locations: ids.filter((d) => type(d) === 'location') };
  });
}

/** A random legal deck: a hero, then 40 battle cards and 10 locations of its kingdom or neutral, at most 3 copies each. */
export function randomWarlordsDeck(set: WarlordsCardSet, rng: Rng): number[] {
  const data = set.data;
  const heroes = data.flatMap((c, i) => (c.type === 'hero' ? [i] : []));
  if (heroes.length === 0) throw new Error(`card set '${set.name}' has no hero: no Warlords deck can be built`);
  const hero = heroes[rng.below(heroes.length)]!;
  const pools = poolsOf(set, data[hero]!.kingdom);
  /** Fills `out` up to `k` cards from `from`. */
  const draw = (from: readonly number[], k: number, copies: Int8Array, out: number[]): void => drawWithCopyLimit(from, k - out.length, MAX_COPIES, copies, rng, out);
  return randomSectionedDeck(WARLORDS_DECK_SECTIONS, rng, (section) => {
    const copies = new Int8Array(data.length);
    const out: number[] = [];
    if (section.name === 'hero') return [hero];
    if (section.name === 'building') {
      draw(pools.locations, BUILDING_DECK_SIZE, copies, out);
      return out;
    }
    // About half troops, so every random deck has an army.
    draw(pools.troops, 20, copies, out);
    draw(pools.otherBattle, BATTLE_DECK_SIZE, copies, out);
    draw(pools.battle, BATTLE_DECK_SIZE, copies, out);
    return out;
  });
}
