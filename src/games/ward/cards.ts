// Ward's loader recipe: the checks a card file gets beyond its schema (card-schema.ts), what a
// card shows in reports, and the compiled set (card-tables.ts).

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardAt, CardNames, CardSetRecipe } from '../../core/card-set-loader.js';
import type { WardCard } from './card-schema.js';
import { cardSchema, CREATURE_EFFECTS, deckSchema, fileSchema, KINDS, MAGIC_EFFECTS, MAX_DEFS, STATS, TARGETS, VOCABULARY } from './card-schema.js';
import type { WardCardSet } from './card-tables.js';
import { WARD_RULES, WardCardTables } from './card-tables.js';
import { validateWardDeck, WARD_DECK_SECTIONS } from './decks.js';

function checkVocabulary(check: CardFileCheck): void {
  check.raw('cards').forEach((card: unknown, i) => {
    if (card === null || typeof card !== 'object') return;
    const c = card as Record<string, unknown>;
    check.word(['cards', i, 'kind'], 'card kind', c.kind, KINDS);
    if (c.kind !== 'creature' && c.kind !== 'magic') return;
    for (const v of VOCABULARY[c.kind]) check.word(['cards', i, v.field], v.what, c[v.field], v.words);
    if (!Array.isArray(c.effects)) return;
    c.effects.forEach((e: unknown, j) => {
      if (e === null || typeof e !== 'object') return;
      const effect = e as Record<string, unknown>;
      check.word(['cards', i, 'effects', j, 'effect'], `${c.kind} effect`, effect.effect, c.kind === 'creature' ? CREATURE_EFFECTS : MAGIC_EFFECTS);
      if (effect.effect === 'buff') check.word(['cards', i, 'effects', j, 'stat'], 'stat', effect.stat, STATS);
    });
  });
}

/** Targets that only make sense with certain effects. */
const ONLY_EFFECTS: Partial<Record<(typeof TARGETS)[number], readonly string[]>> = {
  magic: ['destroy-magic'],
  response: ['negate-magic'],
  'creature-effect': ['negate-creature-effects'],
  none: ['draw', 'revive', 'limited-summon', 'magic-tax', 'negate-creature-effects', 'buff', 'damage', 'percent-damage', 'heal', 'hot', 'dot', 'immunity'],
};

/** Combinations a card file may not use even though each field is valid on its own; each one found is reported. */
function checkCombination(c: WardCard, card: CardAt, names: CardNames): void {
  const fail = card.add;
  if (c.kind === 'creature') {
    const req = c['summon-requirement'];
    if (req && !names.written(req.under)) fail(['summon-requirement', 'under'], `unknown card '${req.under}'`, 'name a creature of this set');
    return;
  }
  const creatureTarget = c.target === 'own-creature' || c.target === 'opponent-creature' || c.target === 'any-creature';
  if (c['sub-type'] === 'equip' && !creatureTarget) fail(['target'], `an equip magic must target a creature, got '${c.target}'`);
  if (c['sub-type'] === 'field' && c.target !== 'none') fail(['target'], `a field magic has no target, got '${c.target}'`, "use 'side' to choose whose creatures it affects");
  for (const [k, e] of c.effects.entries()) {
    const at = ['effects', k, 'effect'];
    const needsCreature = ['buff', 'damage', 'percent-damage', 'heal', 'hot', 'dot', 'immunity', 'unremovable', 'multiplier', 'return-to-hand'].includes(e.effect);
    if (needsCreature && !creatureTarget && c['sub-type'] !== 'field') fail(at, `'${e.effect}' needs a creature target or a field sub-type`);
    if (e.effect === 'negate-magic' && c.target !== 'response') fail(['target'], "'negate-magic' answers a card in a chain: target must be 'response'");
    if (e.effect === 'negate-creature-effects' && c['sub-type'] !== 'field' && c.target !== 'creature-effect') fail(['target'], "'negate-creature-effects' needs target 'creature-effect' or a field sub-type");
    if (e.effect === 'destroy-magic' && c.target !== 'magic') fail(['target'], "'destroy-magic' needs target 'magic'");
    if ((e.effect === 'revive' || e.effect === 'limited-summon' || e.effect === 'magic-tax') && c.type !== 'infinite') fail(at, `'${e.effect}' keeps working while the card stays on the field: type must be 'infinite'`);
    if ((e.effect === 'multiplier' || e.effect === 'unremovable') && (c.type !== 'infinite' || c['sub-type'] !== 'equip')) fail(at, `'${e.effect}' lasts while the card is attached: it must be an infinite equip`);
    if ((e.effect === 'revive' || e.effect === 'limited-summon') && c.target !== 'none') fail(['target'], `'${e.effect}' takes no target: target must be 'none'`);
    // Each remaining combination below would otherwise have no effect at all.
    const only = ONLY_EFFECTS[c.target];
    if (only && !only.includes(e.effect)) fail(at, `a card with target '${c.target}' can only ${only.map((x) => `'${x}'`).join(' or ')}`);
    if (c['sub-type'] === 'field' && c.type === 'infinite' && !['buff', 'magic-tax', 'negate-creature-effects'].includes(e.effect))
      fail(at, `an infinite field magic works continuously: only 'buff', 'magic-tax' and 'negate-creature-effects' (got '${e.effect}')`);
    if (c['sub-type'] === 'field' && c.type !== 'infinite' && e.effect === 'negate-creature-effects') fail(at, "a field that negates creature effects must be 'infinite'");
  }
  if (c.target === 'response' && c.type !== 'lightning') fail(['type'], "only lightning magic can answer a card in a chain (target 'response')");
}

const WARD_RECIPE: CardSetRecipe<WardCard, WardCard, z.infer<typeof deckSchema>, WardCardSet> = {
  game: 'ward',
  fileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WARD_DECK_SECTIONS,
  vocabulary: checkVocabulary,
  checkCard: checkCombination,
  info: (c) => ({
    type: c.kind === 'creature' ? `creature/${c.type}` : `magic/${c.type}/${c['sub-type']}`,
    faction: c.kind === 'creature' ? c.type : null,
    cost: c.kind === 'creature' ? c.al : (c.cost?.['self-damage'] ?? 0),
    keywords: c.effects.map((e) => e.effect),
  }),
  build: (base) => ({ ...base, tables: new WardCardTables(base.data), rules: WARD_RULES }),
  deckRules: (set, deck) => validateWardDeck(set, deck),
};

/** Ward's card files and its starter set. */
export const WARD_CARDS = cardFiles(WARD_RECIPE, { starterName: 'ward-starter' });
