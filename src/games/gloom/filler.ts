// The neutral card that stands in for a Gloom card in ablation replays: a unit profile keeps its
// name's place, faction, tags, cost, MAX and tribute and takes the median characteristics of the
// units sharing its first tag, with no traits, attack effects, ranged attack or skill of its
// own; a Gambit does nothing; a spell keeps its lore, range and target and does nothing.

import type { GloomCard, UnitDef } from './card-schema.js';
import type { GloomCardSet } from './card-tables.js';
import { withDefinitions } from './card-tables.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

function pair(a: number, d: number): string {
  return `${a}/${d}`;
}

export function fillerOf(card: GloomCard, defs: readonly GloomCard[]): GloomCard {
  if (card.kind === 'gambit') return { ...card, name: `${card.name} (blank)`, effect: 'nothing', value: 0 };
  if (card.kind === 'spell') return { ...card, name: `${card.name} (blank)`, effects: [] };
  const tag = card.tags[0]!.toLowerCase();
  const peers = defs.filter((d): d is UnitDef => d.kind === 'unit' && d.tags[0]!.toLowerCase() === tag);
  const split = (x: string) => x.split('/').map(Number) as [number, number];
  const filler: UnitDef = {
    name: `${card.name} (blank)`,
    kind: 'unit',
    faction: card.faction,
    tags: card.tags,
    speed: median(peers.map((u) => u.speed)),
    offence: pair(median(peers.map((u) => split(u.offence)[0])), median(peers.map((u) => split(u.offence)[1]))),
    defence: pair(median(peers.map((u) => split(u.defence)[0])), median(peers.map((u) => split(u.defence)[1]))),
    morale: median(peers.map((u) => u.morale)),
    health: median(peers.map((u) => u.health)),
    cost: card.cost,
    max: card.max,
    tribute: card.tribute,
    traits: [],
    melee: [],
    skill: 'none',
  };
  return filler;
}

export function gloomAblationFiller(set: GloomCardSet, def: number): GloomCardSet {
  const fill = fillerOf(set.data[def]!, set.data);
  const data = set.data.map((d, i) => (i === def ? fill : d));
  return withDefinitions(
    set,
    data,
    set.cards.map((c) => (c.id === def ? { ...c, name: fill.name, keywords: [] } : c)),
  );
}
