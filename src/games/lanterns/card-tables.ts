// Duel of Lanterns' compiled cards: kinds, keyword bits and effects as numbers, the definitions
// as flat typed arrays the rules read, and the card set that holds them.

import type { CardSet } from '../../core/game.js';
import type { LanternCard } from './card-schema.js';
import { KINDS, SPELL_EFFECTS } from './card-schema.js';

// Card kinds and keyword bits, as the tables hold them.
export const K_UNIT = 0;
export const K_SPELL = 1;
export const K_RESPONSE = 2;
export const KW_GUARD = 1;
export const KW_SWIFT = 2;
export const KW_GLOW = 4;
export const KW_QUENCH = 8;
const KEYWORD_BITS: Readonly<Record<string, number>> = { guard: KW_GUARD, swift: KW_SWIFT, glow: KW_GLOW, quench: KW_QUENCH };
export const E_FLARE = 0;
export const E_MEND = 1;
export const E_DRAW = 2;

/** Card definitions as flat typed arrays, indexed by definition id. */
export class LanternTables {
  readonly count: number;
  /** K_UNIT, K_SPELL or K_RESPONSE. */
  readonly kind: Uint8Array;
  readonly cost: Int8Array;
  readonly power: Int8Array;
  readonly health: Int8Array;
  /** KW_* bits. */
  readonly keywords: Uint8Array;
  /** A spell's E_* effect and its N. */
  readonly effect: Int8Array;
  readonly amount: Int8Array;

  constructor(defs: readonly LanternCard[]) {
    const k = defs.length;
    this.count = k;
    this.kind = new Uint8Array(k);
    this.cost = new Int8Array(k);
    this.power = new Int8Array(k);
    this.health = new Int8Array(k);
    this.keywords = new Uint8Array(k);
    this.effect = new Int8Array(k).fill(-1);
    this.amount = new Int8Array(k);
    defs.forEach((d, i) => {
      this.kind[i] = KINDS.indexOf(d.kind);
      this.cost[i] = d.cost;
      if (d.kind === 'spell') {
        this.effect[i] = SPELL_EFFECTS.indexOf(d.effect);
        this.amount[i] = d.amount;
        return;
      }
      for (const w of d.keywords) this.keywords[i]! |= KEYWORD_BITS[w]!;
      if (d.kind === 'unit') {
        this.power[i] = d.power;
        this.health[i] = d.health;
      }
    });
  }

  has(def: number, keyword: number): boolean {
    return (this.keywords[def]! & keyword) !== 0;
  }
}

/** The Duel of Lanterns card set: the CardSet plus its compiled tables. */
export interface LanternCardSet extends CardSet<LanternCard> {
  readonly tables: LanternTables;
}

/** The set `set` with `data` as its definitions (same ids) and `cards` as their infos: for the ablation filler. */
export function withDefinitions(set: LanternCardSet, data: readonly LanternCard[], cards: LanternCardSet['cards']): LanternCardSet {
  return { ...set, data, cards, tables: new LanternTables(data) };
}
