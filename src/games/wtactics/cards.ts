// WTactics' loader recipe: the checks a card file gets beyond its schema (card-schema.ts), what
// a card shows in reports, and the compiled set (card-tables.ts).

import { z } from 'zod';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { Effect, WtCard } from './card-schema.js';
import { ABILITY_KINDS, cardSchema, deckSchema, MAX_DEFS, wtFileSchema } from './card-schema.js';
import type { WtCardSet } from './card-tables.js';
import { WtCardTables } from './card-tables.js';
import { checkTypeCount } from './creature-types.js';
import { validateWtDeck, WT_DECK_SECTIONS } from './decks.js';

const TARGETED = new Set(['buff', 'heal', 'counter', 'destroy', 'unmark', 'mark']);

/** Combinations a card file may not use even though each field is valid on its own: each one found is reported at the card. */
function checkCombination(c: WtCard, card: CardAt): void {
  const fail = (at: (string | number)[], message: string, hint?: string): void => card.add(at, message, hint);
  const effectCheck = (e: Effect, at: (string | number)[], selfAllowed: boolean): void => {
    const wantsCreature = TARGETED.has(e.effect);
    if (wantsCreature && e.target === 'none') fail([...at, 'target'], `'${e.effect}' acts on a creature: give a target`, selfAllowed ? "use 'self', 'own-creature', 'enemy-creature' or 'any-creature'" : "use 'own-creature', 'enemy-creature' or 'any-creature'");
    if (!wantsCreature && e.target !== 'none') fail([...at, 'target'], `'${e.effect}' acts on a player, not a creature: target must be 'none'`);
    if (e.target === 'self' && !selfAllowed) fail([...at, 'target'], "'self' is for a creature's own abilities");
  };
  if (c.kind === 'event' || c.kind === 'magic') effectCheck(c, [], false);
  if (c.kind === 'creature') {
    c.abilities.forEach((a, j) => {
      const at = ['abilities', j];
      if (a.kind === 'activated' || a.kind === 'triggered') effectCheck(a, at, true);
      // Marking bounds how often an ability is used: "there should not exist infinity-combos".
      if (a.kind === 'activated' && !a.cost['mark-me'] && a.cost['mark-allies'] === 0) fail([...at, 'cost'], 'an activated ability marks its creature or allies', "add 'mark-me: true' or 'mark-allies'");
      if (a.kind === 'activated' && a.effect === 'unmark') fail([...at, 'effect'], 'an activated ability cannot unmark: two such creatures would unmark each other without end', 'use an event to unmark');
    });
    // The compiled tables hold one ability of each kind per creature.
    for (const kind of ABILITY_KINDS)
      if (c.abilities.filter((a) => a.kind === kind).length > 1) fail(['abilities'], `a creature has at most one ${kind} ability`, 'split the card or merge the abilities');
  }
  if (c.kind === 'hero') c.abilities.forEach((a, j) => {
    if (a.target !== 'none') fail(['abilities', j, 'target'], 'a hero ability acts on players: target must be none');
    else effectCheck(a, ['abilities', j], false);
  });
  if (typeof c.cost !== 'number') {
    const targeted = (c.kind === 'event' || c.kind === 'magic') && c.target !== 'none';
    if (!targeted && c.kind !== 'enchantment' && c.kind !== 'equipment') fail(['cost'], 'an X or T cost is measured on the target: only a targeted card may have one', 'give a number');
  }
  if (c.kind === 'quest') {
    if (c['quest-type'] === 'confrontation' && (c.objective !== 'slay' || c.hp < 1)) fail(['objective'], "a confrontation is won by slaying its creature: objective 'slay' with hp, atk and def");
    if (c['quest-type'] !== 'confrontation' && c.objective === 'slay') fail(['objective'], "'slay' belongs to confrontations");
    if (c['quest-type'] !== 'contract' && c.escrow > 0) fail(['escrow'], 'only a contract has an escrow');
  }
  if (c.loyalty > 0 && c.faction === 'neutral') fail(['loyalty'], 'a neutral card has no loyalty requirement', 'give a faction or set loyalty to 0');
}

function cardType(c: WtCard): string {
  if (c.kind === 'equipment' && c.subtype) return `equipment/${c.subtype}`;
  if (c.kind === 'quest') return `quest/${c['quest-type']}`;
  return c.kind;
}

function keywordsOf(c: WtCard): string[] {
  if (c.kind === 'creature') return [...c.keywords, ...c.abilities.map((a) => a.kind)];
  return c.kind === 'event' || c.kind === 'magic' ? [c.effect] : [];
}

const WT_RECIPE: CardSetRecipe<WtCard, WtCard, z.infer<typeof deckSchema>, WtCardSet> = {
  game: 'wtactics',
  fileSchema: wtFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WT_DECK_SECTIONS,
  // Its closed vocabularies are zod enums: the schema names the allowed words and the nearest.
  checkCard: (c, at) => checkCombination(c, at),
  checkSet: checkTypeCount,
  info: (c) => ({ type: cardType(c), faction: c.faction === 'neutral' ? null : c.faction, cost: typeof c.cost === 'number' ? c.cost : 0, keywords: keywordsOf(c) }),
  build: (base) => ({ ...base, tables: new WtCardTables(base.data) }),
  // A deck naming a card of a file that could not be read would get problems that are not its own.
  decksAfterSoundCards: true,
  deckRules: (set, deck) => validateWtDeck(set, deck),
};

/** WTactics' card files and its starter set. */
export const WT_CARDS = cardFiles(WT_RECIPE, { starterName: 'wtactics-starter' });
