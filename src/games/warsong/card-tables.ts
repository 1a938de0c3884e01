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

/** Placement conditions (CompiledCards.placementConditions). A Prestigious, Vanquisher or Sacrificial number to reach. */
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
  /** The number of definitions. */
  readonly count: number;
  /** The attack type of each quadrant: quadrants[def * 4 + k], k clockwise from the front. */
  readonly quadrants: Int8Array;
  readonly valor: Int8Array;
  readonly renown: Int8Array;
  readonly type: Int8Array;
  readonly faction: Int8Array;
  readonly tribe: Int16Array;
  /** Character index of a Key Figure, -1 otherwise. */
  readonly character: Int16Array;
  /** The printed keywords as KW bits. */
  readonly keywords: Int32Array;
  /** The numbers of Prestigious X, Vanquisher X and Sacrificial X (0 without the keyword). */
  readonly prestigious: Int8Array;
  readonly vanquisher: Int8Array;
  readonly sacrificial: Int8Array;
  /** The tribe Smite names (tribe index), -1 without Smite. */
  readonly smiteTribe: Int16Array;
  /** The attack type Indomitable names, -1 without Indomitable. */
  readonly indomitableType: Int8Array;
  /** The keywords its Aura grants, as KW bits. */
  readonly auraKeywords: Int32Array;
  /** The spawn definition its Summon names, -1 without Summon. */
  readonly summonedSpawn: Int16Array;
  /** Bit r set when relative orientation r is allowed. */
  readonly orientations: Int8Array;
  /** Number of allowed orientations (the bits of orientations). */
  readonly orientationCount: Int8Array;
  /**
   * A card's placement conditions as PC_* bits, so a placement check reads one number; 0 when it
   * goes on any empty staged cell (placements' short path).
   */
  readonly placementConditions: Int8Array;
  readonly tribes: readonly string[];
  readonly characters: readonly string[];

  constructor(defs: readonly WarsongCard[]) {
    const n = defs.length;
    this.count = n;
    this.quadrants = new Int8Array(n * 4);
    this.valor = new Int8Array(n);
    this.renown = new Int8Array(n);
    this.type = new Int8Array(n);
    this.faction = new Int8Array(n);
    this.tribe = new Int16Array(n);
    this.character = new Int16Array(n).fill(-1);
    this.keywords = new Int32Array(n);
    this.prestigious = new Int8Array(n);
    this.vanquisher = new Int8Array(n);
    this.sacrificial = new Int8Array(n);
    this.smiteTribe = new Int16Array(n).fill(-1);
    this.indomitableType = new Int8Array(n).fill(-1);
    this.auraKeywords = new Int32Array(n);
    this.summonedSpawn = new Int16Array(n).fill(-1);
    this.orientations = new Int8Array(n);
    this.orientationCount = new Int8Array(n);
    const tribes: string[] = [];
    const characters: string[] = [];
    const tribeIndex = (t: string): number => {
      const lc = t.toLowerCase();
      let i = tribes.findIndex((x) => x.toLowerCase() === lc);
      if (i < 0) i = tribes.push(t) - 1;
      return i;
    };
    defs.forEach((d, i) => {
      for (let k = 0; k < 4; k++) this.quadrants[i * 4 + k] = d.quadrants[k]!;
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
      for (const o of d.orientations) this.orientations[i] = this.orientations[i]! | (1 << o);
      this.orientationCount[i] = popcount(this.orientations[i]!);
      for (const text of d.keywords) {
        const k = parseKeyword(text);
        if (typeof k === 'string') throw new Error(`card ${d.name}: ${k}`);
        this.keywords[i] = this.keywords[i]! | KW[k.name];
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
            this.indomitableType[i] = ATTACK_TYPES.indexOf(k.word as (typeof ATTACK_TYPES)[number]);
            break;
          case 'Aura':
            this.auraKeywords[i] = this.auraKeywords[i]! | KW[k.word as KeywordName];
            break;
          case 'Summon':
            this.summonedSpawn[i] = defs.findIndex((x) => x.name.toLowerCase() === k.word.toLowerCase());
            break;
          default:
        }
      }
    });
    this.tribes = tribes;
    this.characters = characters;
    this.placementConditions = new Int8Array(n);
    for (let i = 0; i < n; i++) {
      const kw = this.keywords[i]!;
      let c = 0;
      if (this.prestigious[i]! > 0 || this.sacrificial[i]! > 0 || (kw & KW.Vanquisher) !== 0) c |= PC_THRESHOLD;
      if (this.type[i] === BASTION) c |= PC_BASTION;
      if (this.character[i]! >= 0) c |= PC_KEY_FIGURE;
      if ((kw & KW.Large) !== 0) c |= PC_LARGE;
      if ((kw & KW.Flying) !== 0) c |= PC_FLYING;
      this.placementConditions[i] = c;
    }
  }

  has(def: number, bit: number): boolean {
    return (this.keywords[def]! & bit) !== 0;
  }
}

const compiledCache = new WeakMap<CardSet<WarsongCard>, CompiledCards>();
/** The compiled arrays of a set (built on first use). */
export function compiled(set: CardSet<WarsongCard>): CompiledCards {
  return getOrMake(compiledCache, set, () => new CompiledCards(set.data));
}

// ---------------------------------------------------------------- loading
