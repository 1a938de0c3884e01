// What differs between the cards two runs played: the card files (field by field, cards matched
// by name) and each run's `patch:`, named as a patch with the values it set and the files' own
// values it replaced, so a patched run is never mistaken for files edited in place.

import { isMap, isSeq, parseDocument } from 'yaml';
import type { CardFileText } from '../core/card-set-loader.js';
import type { CardSet } from '../core/game.js';
import type { CardPatch } from '../experiment/patch.js';

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** One edited card: its name and what changed, as a line ("Ace: value 0.2 → 0.6"). */
export interface CardEdit {
  readonly card: string;
  readonly line: string;
}

/** Field by field differences of two card sets, matched by card name. */
export function cardDifferences(a: CardSet, b: CardSet): CardEdit[] {
  const out: CardEdit[] = [];
  const bIndex = new Map(b.cards.map((c, i) => [c.name, i]));
  const aNames = new Set(a.cards.map((c) => c.name));
  a.cards.forEach((ca, i) => {
    const j = bIndex.get(ca.name);
    if (j === undefined) return void out.push({ card: ca.name, line: `${ca.name}: only in the first run's cards` });
    const cb = b.cards[j]!;
    const fields: string[] = [];
    for (const k of ['type', 'faction', 'cost', 'keywords'] as const) if (show(ca[k]) !== show(cb[k])) fields.push(`${k} ${show(ca[k])} → ${show(cb[k])}`);
    const da = (a.data[i] ?? {}) as Record<string, unknown>;
    const db = (b.data[j] ?? {}) as Record<string, unknown>;
    for (const k of [...new Set([...Object.keys(da), ...Object.keys(db)])].sort()) if (show(da[k]) !== show(db[k])) fields.push(`${k} ${show(da[k]) ?? '-'} → ${show(db[k]) ?? '-'}`);
    if (fields.length > 0) out.push({ card: ca.name, line: `${ca.name}: ${fields.join('; ')}` });
  });
  for (const c of b.cards) if (!aNames.has(c.name)) out.push({ card: c.name, line: `${c.name}: only in the second run's cards` });
  return out;
}

/** A field of a card as its file writes it (dotted: quadrants.front, abilities.0.damage); undefined if absent. */
export function fileValue(texts: readonly CardFileText[], card: string, field: string): unknown {
  const path = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  for (const t of texts) {
    const list = parseDocument(t.text).get('cards', true);
    if (!isSeq(list)) continue;
    const item = list.items.find((x) => isMap(x) && String(x.get('name')).toLowerCase() === card.toLowerCase());
    if (!isMap(item)) continue;
    const v: unknown = item.getIn(path, false);
    return v !== null && typeof v === 'object' && 'toJSON' in v ? (v as { toJSON(): unknown }).toJSON() : v;
  }
  return undefined;
}

/**
 * The fields either run's patch sets that end up different, one line per card:
 * "Sansurian Longbow: valor 2 → 4 (the second run's patch)". `texts` are each run's card texts,
 * for the value a field has where that run does not patch it.
 */
export function patchEdits(a: { patch: readonly CardPatch[]; texts: readonly CardFileText[] }, b: { patch: readonly CardPatch[]; texts: readonly CardFileText[] }): CardEdit[] {
  const fieldsOf = (patch: readonly CardPatch[], card: string): Readonly<Record<string, unknown>> => patch.find((p) => p.card === card)?.fields ?? {};
  const cards = [...new Set([...a.patch, ...b.patch].map((p) => p.card))];
  const out: CardEdit[] = [];
  for (const card of cards) {
    const fa = fieldsOf(a.patch, card);
    const fb = fieldsOf(b.patch, card);
    const lines: string[] = [];
    for (const field of [...new Set([...Object.keys(fa), ...Object.keys(fb)])]) {
      const before = field in fa ? fa[field] : fileValue(a.texts, card, field);
      const after = field in fb ? fb[field] : fileValue(b.texts, card, field);
      if (show(before) === show(after)) continue;
      const which = field in fa && field in fb ? "both runs' patches" : field in fb ? "the second run's patch" : "the first run's patch";
      lines.push(`${field} ${show(before) ?? '-'} → ${show(after) ?? '-'} (${which})`);
    }
    if (lines.length > 0) out.push({ card, line: `${card}: ${lines.join('; ')}` });
  }
  return out;
}
