// Warsong's cards as the engine reads them on its hot path: the attack-type wheel and the
// definitions compiled into flat typed arrays indexed by definition id, built once per set.

import type { CardSet } from '../../core/game.js';
import { getOrMake } from '../../core/get-or-make.js';
import type { KeywordName, WarsongCard } from './card-schema.js';
import { ATTACK_TYPES, BASTION, CARD_TYPES, EMPTY, FACTIONS, KW, parseKeyword, WORLDLY } from './card-schema.js';
import { popcount } from './geometry.js';

/** BEATS[(perverse ? 64 : 0) + attacker * 8 + defender]: 1 when the attack type wins. */
const BEATS = Uint8Array.from({ length: 128 }, (_, i) => {
  const perverse = i >= 64;
  const a = (i >> 3) & 7;
  const d = i & 7;
  if (a === WORLDLY) return 1;
  if (d === WORLDLY || a >= EMPTY || d >= EMPTY) return 0;
  const diff = (d - a + 5) % 5;
  return diff >= 1 && diff <= (perverse ? 3 : 2) ? 1 : 0;
});

/** The winning relation of the wheel: a normal type beats the next two clockwise (three if Perverse). */
export function beats(a: number, d: number, perverse: boolean): boolean {
  return BEATS[(perverse ? 64 : 0) + a * 8 + d] === 1;
}

/** Placement conditions (CompiledCards.placeCond). A Prestigious, Vanquisher or Sacrificial number to reach. */
export const PC_THRESHOLD = 1;
/** A Bastion: one per player, three allies around it. */
export const PC_BASTION = 2;
/** A Key Figure: on the field once, then only levelled up or defected onto. */
export const PC_KEY_FIGURE = 4;
/** Large: a free 2x2 block. */
export const PC_LARGE = 8;
/** Flying: no staging. */
export const PC_FLYING = 16;

/** Per-definition typed arrays, built once per card set. */
export class CompiledCards {
  readonly n: number;
  /** quad[def * 4 + k], k clockwise from the front. */
  readonly quad: Int8Array;
  readonly valor: Int8Array;
  readonly renown: Int8Array;
  readonly type: Int8Array;
  readonly faction: Int8Array;
  readonly tribe: Int16Array;
  /** Character index of a Key Figure, -1 otherwise. */
  readonly character: Int16Array;
  readonly kw: Int32Array;
  readonly prestigious: Int8Array;
  readonly vanquisher: Int8Array;
  readonly sacrificial: Int8Array;
  readonly smiteTribe: Int16Array;
  readonly indomitable: Int8Array;
  readonly auraKw: Int32Array;
  readonly summonDef: Int16Array;
  /** Bit r set when relative orientation r is allowed. */
  readonly orientMask: Int8Array;
  /** Number of allowed orientations (the bits of orientMask). */
  readonly orientCount: Int8Array;
  /**
   * A card's placement conditions as PC_* bits, so a placement check reads one number; 0 when it
   * goes on any empty staged cell (placements' short path).
   */
  readonly placeCond: Int8Array;
  readonly tribes: readonly string[];
  readonly characters: readonly string[];

  constructor(defs: readonly WarsongCard[]) {
    const n = defs.length;
    this.n = n;
    this.quad = new Int8Array(n * 4);
    this.valor = new Int8Array(n);
    this.renown = new Int8Array(n);
    this.type = new Int8Array(n);
    this.faction = new Int8Array(n);
    this.tribe = new Int16Array(n);
    this.character = new Int16Array(n).fill(-1);
    this.kw = new Int32Array(n);
    this.prestigious = new Int8Array(n);
    this.vanquisher = new Int8Array(n);
    this.sacrificial = new Int8Array(n);
    this.smiteTribe = new Int16Array(n).fill(-1);
    this.indomitable = new Int8Array(n).fill(-1);
    this.auraKw = new Int32Array(n);
    this.summonDef = new Int16Array(n).fill(-1);
    this.orientMask = new Int8Array(n);
    this.orientCount = new Int8Array(n);
    const tribes: string[] = [];
    const characters: string[] = [];
    const tribeIndex = (t: string): number => {
      const lc = t.toLowerCase();
      let i = tribes.findIndex((x) => x.toLowerCase() === lc);
      if (i < 0) i = tribes.push(t) - 1;
      return i;
    };
    defs.forEach((d, i) => {
      for (let k = 0; k < 4; k++) this.quad[i * 4 + k] = d.quadrants[k]!;
      this.valor[i] = d.valor;
      this.renown[i] = d.renown;
      this.type[i] = CARD_TYPES.indexOf(d.type);
      this.faction[i] = d.faction === null ? -1 : FACTIONS.indexOf(d.faction as (typeof FACTIONS)[number]);
      this.tribe[i] = tribeIndex(d.tribe);
      if (d.keyFigure !== null) {
        let c = characters.indexOf(d.keyFigure);
        if (c < 0) c = characters.push(d.keyFigure) - 1;
        this.character[i] = c;
      }
      for (const o of d.orientations) this.orientMask[i] = this.orientMask[i]! | (1 << o);
      this.orientCount[i] = popcount(this.orientMask[i]!);
      for (const text of d.keywords) {
        const k = parseKeyword(text);
        if (typeof k === 'string') throw new Error(`card ${d.name}: ${k}`);
        this.kw[i] = this.kw[i]! | KW[k.name];
        switch (k.name) {
          case 'Prestigious':
            this.prestigious[i] = k.number;
            break;
          case 'Vanquisher':
            this.vanquisher[i] = k.number;
            break;
          case 'Sacrificial':
            this.sacrificial[i] = k.number;
            break;
          case 'Smite':
            this.smiteTribe[i] = tribeIndex(k.word);
            break;
          case 'Indomitable':
            this.indomitable[i] = ATTACK_TYPES.indexOf(k.word as (typeof ATTACK_TYPES)[number]);
            break;
          case 'Aura':
            this.auraKw[i] = this.auraKw[i]! | KW[k.word as KeywordName];
            break;
          case 'Summon':
            this.summonDef[i] = defs.findIndex((x) => x.name.toLowerCase() === k.word.toLowerCase());
            break;
          default:
        }
      }
    });
    this.tribes = tribes;
    this.characters = characters;
    this.placeCond = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      const kw = this.kw[i]!;
      let c = 0;
      if (this.prestigious[i]! > 0 || this.sacrificial[i]! > 0 || (kw & KW.Vanquisher) !== 0) c |= PC_THRESHOLD;
      if (this.type[i] === BASTION) c |= PC_BASTION;
      if (this.character[i]! >= 0) c |= PC_KEY_FIGURE;
      if ((kw & KW.Large) !== 0) c |= PC_LARGE;
      if ((kw & KW.Flying) !== 0) c |= PC_FLYING;
      this.placeCond[i] = c;
    }
  }

  has(def: number, bit: number): boolean {
    return (this.kw[def]! & bit) !== 0;
  }
}

const compiledCache = new WeakMap<CardSet<WarsongCard>, CompiledCards>();
/** The compiled arrays of a set (built on first use). */
export function compiled(set: CardSet<WarsongCard>): CompiledCards {
  return getOrMake(compiledCache, set, () => new CompiledCards(set.data));
}

// ---------------------------------------------------------------- loading
