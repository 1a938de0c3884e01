// A set's creature types: each card's type names (a creature's types and its abilities', an
// equipment's only-type) share one bit mask, so a set may use at most MAX_TYPES of them. The
// loader reports the card that brings one too many; the tables then list them in the same order.

import type { KeptCard } from '../../core/card-set-loader.js';
import { InternalError } from '../../core/errors.js';
import type { WtCard } from './card-schema.js';

/** Distinct creature types a set may use, Caster always among them (bit masks). */
export const MAX_TYPES = 30;
/** The type that lets a creature cast magic in its front: the first bit of every set. */
const CASTER = 'Caster';

/** Each creature-type name a card uses, with its field: a creature's types and its abilities' types, an equipment's only-type. */
function typeUses(c: WtCard): { name: string; field: (string | number)[] }[] {
  if (c.kind === 'equipment') return c['only-type'] === undefined ? [] : [{ name: c['only-type'], field: ['only-type'] }];
  if (c.kind !== 'creature') return [];
  const uses = c.types.map((name, j) => ({ name, field: ['types', j] }));
  c.abilities.forEach((a, j) => {
    if ((a.kind === 'passive' || a.kind === 'triggered') && a['creature-type'] !== undefined) uses.push({ name: a['creature-type'], field: ['abilities', j, 'creature-type'] });
  });
  return uses;
}

/** The set's type names by bit: Caster first, then in the order the cards use them. */
export function creatureTypeNames(defs: readonly WtCard[]): string[] {
  const names = [...new Set([CASTER, ...defs.flatMap((d) => typeUses(d).map((u) => u.name))])];
  // checkTypeCount refused such a set at load, naming the card.
  if (names.length > MAX_TYPES) throw new InternalError(`${names.length} creature types: the masks hold ${MAX_TYPES}`);
  return names;
}

/** Types beyond the masks' room: each one reported where the set first uses it. */
export function checkTypeCount(cards: readonly KeptCard<WtCard>[]): void {
  const types = new Set([CASTER]);
  const tooMany = new Set<string>();
  for (const { card, at } of cards) {
    for (const { name, field } of typeUses(card)) {
      if (types.has(name) || tooMany.has(name)) continue;
      if (types.size < MAX_TYPES) types.add(name);
      else {
        tooMany.add(name);
        at.add(field, `creature type '${name}' is one more than a set may use: at most ${MAX_TYPES} distinct types, Caster among them`, 'reuse an existing type name or drop this one');
      }
    }
  }
}
