// The shared card-instance table: every card of a match is one row here, whatever the game.
// Zones, stacks and attachments of every game are kept in it, so card conservation,
// determinization and card events work the same way for all five games.

import type { RngStreams } from './rng.js';
import { getOrMake } from './get-or-make.js';
import { joinInts } from './card-fields.js';

export const NO_CARD = -1;
/**
 * NO_CARD under this module's own name: optimised code (V8 in Node 20) reads an exported
 * binding from its module cell, with an initialisation check, at each use, and folds a
 * module's own const (docs/performance.md).
 */
const NONE = NO_CARD;

/**
 * How a zone is laid out and who sees what enters it.
 * - `pile`: an ordered list per player (deck, hand, discard, capture pile, cemetery); slot = index.
 * - `cells`: a fixed set of places (a grid, magic slots, a quest row); slot = cell index.
 * Visibility decides `knownTo` when a card enters: `public` = everyone, `private` = the
 * player whose pile or side it is (hands, face-down resources), `secret` = nobody (decks).
 */
export interface ZoneSpec {
  readonly name: string;
  readonly kind: 'pile' | 'cells';
  readonly visibility: 'public' | 'private' | 'secret';
  /** Number of cells for a `cells` zone (shared by all players; a per-side zone uses p * n + i). */
  readonly cells?: number;
}

const VISIBILITY = ['public', 'private', 'secret'] as const;
const VIS_PUBLIC = 0;
const VIS_PRIVATE = 1;

/** A table's columns: views of one region of a buffer, laid out as CardTable.columnsIn cuts them (CardTable.byteLength bytes). */
export interface CardColumns {
  readonly all: Uint8Array;
  readonly def: Int16Array;
  readonly slot: Int16Array;
  readonly attachedTo: Int16Array;
  readonly pile: Int16Array;
  readonly pileLen: Int16Array;
  readonly cellCard: Int16Array;
  readonly owner: Int8Array;
  readonly controller: Int8Array;
  readonly zone: Int8Array;
  readonly faceDown: Uint8Array;
  readonly knownTo: Uint8Array;
}

interface ZoneLookups {
  readonly cellBase: Int32Array;
  readonly zoneIsCells: Uint8Array;
  readonly zoneVis: Uint8Array;
}

export class CardTable {
  readonly size: number;
  readonly players: number;
  readonly zones: readonly ZoneSpec[];
  /** Card definition id (index into the card set); may change only by an explicit transform. */
  readonly def: Int16Array;
  readonly owner: Int8Array;
  /** The player on whose side or in whose pile the card is now (the captor's pile, a defector). */
  readonly controller: Int8Array;
  readonly zone: Int8Array;
  readonly slot: Int16Array;
  readonly attachedTo: Int16Array;
  readonly faceDown: Uint8Array;
  /** Bit p set when player p knows this card's identity. */
  readonly knownTo: Uint8Array;
  /** All the columns above as bytes (they lie one after another), for copyFrom. */
  private readonly columns: Uint8Array;
  /** pile[(zone * players + player) * size + i]: card ids of each pile, in order. */
  readonly pile: Int16Array;
  readonly pileLen: Int16Array;
  /** cellCard[cellBase[zone] + cell]: the card in a cell, or NO_CARD. */
  readonly cellCard: Int16Array;
  readonly cellBase: Int32Array;
  /** Per zone: 1 for a `cells` zone, and its visibility as VIS_* (read on every move, so not strings). */
  private readonly zoneIsCells: Uint8Array;
  private readonly zoneVis: Uint8Array;
  private readonly allPlayers: number;
  /**
   * Each definition's deal group for determinization (hidden.ts), or null: unseen cards are
   * then dealt again among all of an owner's unseen cards. Read-only, shared by the states of
   * one configuration, set when a state is made.
   */
  dealGroups: Int8Array | null = null;

  /**
   * A table for `size` cards, in `columns` (columnsIn a buffer the caller owns: a state keeps
   * everything in one buffer, see state-storage.ts) or in a buffer of its own.
   */
  constructor(zones: readonly ZoneSpec[], players: number, size: number, columns?: CardColumns) {
    this.zones = zones;
    this.players = players;
    this.size = size;
    this.allPlayers = (1 << players) - 1;
    const lookups = CardTable.zoneLookups(zones);
    this.cellBase = lookups.cellBase;
    this.zoneIsCells = lookups.zoneIsCells;
    this.zoneVis = lookups.zoneVis;
    const c = columns ?? CardTable.columnsIn(zones, players, size, { buffer: new ArrayBuffer(CardTable.byteLength(zones, players, size)), byteOffset: 0 });
    this.columns = c.all;
    this.def = c.def;
    this.slot = c.slot;
    this.attachedTo = c.attachedTo;
    this.pile = c.pile;
    this.pileLen = c.pileLen;
    this.cellCard = c.cellCard;
    this.owner = c.owner;
    this.controller = c.controller;
    this.zone = c.zone;
    this.faceDown = c.faceDown;
    this.knownTo = c.knownTo;
    this.attachedTo.fill(NONE);
    this.cellCard.fill(NONE);
  }

  /** Views of a table's columns in `region` (byteLength bytes from its byteOffset), one after another. */
  static columnsIn(zones: readonly ZoneSpec[], players: number, size: number, region: { buffer: ArrayBufferLike; byteOffset: number }): CardColumns {
    const { buffer, byteOffset: o } = region;
    const piles = zones.length * players;
    const cells = CardTable.cellCount(zones);
    const pileAt = o + 6 * size;
    const cellAt = pileAt + 2 * piles * size + 2 * piles;
    const byteAt = cellAt + 2 * cells;
    return {
      all: new Uint8Array(buffer, o, CardTable.byteLength(zones, players, size)),
      def: new Int16Array(buffer, o, size),
      slot: new Int16Array(buffer, o + 2 * size, size),
      attachedTo: new Int16Array(buffer, o + 4 * size, size),
      pile: new Int16Array(buffer, pileAt, piles * size),
      pileLen: new Int16Array(buffer, pileAt + 2 * piles * size, piles),
      cellCard: new Int16Array(buffer, cellAt, cells),
      owner: new Int8Array(buffer, byteAt, size),
      controller: new Int8Array(buffer, byteAt + size, size),
      zone: new Int8Array(buffer, byteAt + 2 * size, size),
      faceDown: new Uint8Array(buffer, byteAt + 3 * size, size),
      knownTo: new Uint8Array(buffer, byteAt + 4 * size, size),
    };
  }

  /** Bytes the columns of a table take in a caller's buffer (a multiple of 8). */
  static byteLength(zones: readonly ZoneSpec[], players: number, size: number): number {
    const piles = zones.length * players;
    const int16 = 3 * size + piles * size + piles + CardTable.cellCount(zones);
    return (int16 * 2 + 5 * size + 7) & ~7;
  }

  private static cellCount(zones: readonly ZoneSpec[]): number {
    let cells = 0;
    for (const z of zones) if (z.kind === 'cells') cells += z.cells ?? 0;
    return cells;
  }

  /** zoneLookups' results per zone list: every table of a game's zones shares them (they are never written). */
  private static readonly lookupCache = new WeakMap<readonly ZoneSpec[], ZoneLookups>();

  /** First cell index of each zone, and each zone's kind and visibility as numbers. */
  private static zoneLookups(zones: readonly ZoneSpec[]): ZoneLookups {
    return getOrMake(CardTable.lookupCache, zones, () => {
      const cellBase = new Int32Array(zones.length);
      let cells = 0;
      zones.forEach((z, i) => {
        cellBase[i] = cells;
        if (z.kind === 'cells') cells += z.cells ?? 0;
      });
      return {
        cellBase,
        zoneIsCells: Uint8Array.from(zones, (z) => (z.kind === 'cells' ? 1 : 0)),
        zoneVis: Uint8Array.from(zones, (z) => VISIBILITY.indexOf(z.visibility)),
      };
    });
  }

  /** Makes this table equal to `o` (same zones, players and size): one copy of all the columns. */
  copyFrom(o: CardTable): void {
    this.columns.set(o.columns);
  }

  /** Number of cards in player p's pile of `zone`. */
  count(zone: number, p: number): number {
    return this.pileLen[zone * this.players + p]!;
  }

  /** Where player p's pile of `zone` starts in `pile` (its i-th card is at pileStart + i): for rules code that reads a pile in a loop. */
  pileStart(zone: number, p: number): number {
    return (zone * this.players + p) * this.size;
  }

  /** The i-th card of player p's pile of `zone` (0 = bottom; the top of a deck is the last). */
  at(zone: number, p: number, i: number): number {
    return this.pile[this.pileStart(zone, p) + i]!;
  }

  top(zone: number, p: number): number {
    const n = this.count(zone, p);
    return n === 0 ? NONE : this.at(zone, p, n - 1);
  }

  cell(zone: number, cell: number): number {
    return this.cellCard[this.cellBase[zone]! + cell]!;
  }

  /**
   * Creates card `id` at match set-up on top of player `pileOf`'s pile of `zone` (by default
   * its owner's). Fill the table in id order 0..size-1 so ids are canonical for a deck list.
   * Owner -1 marks a card that belongs to no player (a shared deck, a token supply).
   */
  create(id: number, def: number, owner: number, zone: number, pileOf = owner): void {
    this.def[id] = def;
    this.owner[id] = owner;
    this.zone[id] = -1;
    this.attachedTo[id] = NONE;
    this.pushOnto(id, zone, pileOf);
  }

  /** Moves a card onto the top (end) of player p's pile of `zone`. */
  pushOnto(card: number, zone: number, p: number): void {
    this.detach(card);
    const li = zone * this.players + p;
    const n = this.pileLen[li]!;
    this.pile[li * this.size + n] = card;
    this.pileLen[li] = n + 1;
    this.enter(card, zone, p, n);
  }

  /**
   * Moves the top card of player p's pile of `from` onto the top of player q's pile of `to` (a
   * draw) and returns it, or NO_CARD when the pile is empty. What pushOnto(top(from, p), to, q)
   * does, without detach's search: the top card of a pile has nothing above it to shift.
   */
  moveTop(from: number, p: number, to: number, q: number): number {
    const li = from * this.players + p;
    const n = this.pileLen[li]!;
    if (n === 0) return NONE;
    const card = this.pile[li * this.size + n - 1]!;
    this.pileLen[li] = n - 1;
    const lj = to * this.players + q;
    const m = this.pileLen[lj]!;
    this.pile[lj * this.size + m] = card;
    this.pileLen[lj] = m + 1;
    this.enter(card, to, q, m);
    return card;
  }

  /** Inserts a card at index i of p's pile (0 = bottom), shifting the cards above it. */
  insertInto(card: number, zone: number, p: number, i: number): void {
    this.detach(card);
    const li = zone * this.players + p;
    const base = li * this.size;
    const n = this.pileLen[li]!;
    for (let k = n; k > i; k--) {
      const c = this.pile[base + k - 1]!;
      this.pile[base + k] = c;
      this.slot[c] = k;
    }
    this.pile[base + i] = card;
    this.pileLen[li] = n + 1;
    this.enter(card, zone, p, i);
  }

  /** Puts a card into an empty cell of a `cells` zone for player p (its controller). */
  placeInCell(card: number, zone: number, cell: number, p: number): void {
    this.detach(card);
    const k = this.cellBase[zone]! + cell;
    if (this.cellCard[k] !== NONE) throw new Error(`cell ${cell} of zone ${this.zones[zone]!.name} is occupied`);
    this.cellCard[k] = card;
    this.enter(card, zone, p, cell);
  }

  /** Attaches a card to another (equipment, a levelled-up key figure, a card placed under). */
  attach(card: number, host: number, zone: number, p: number): void {
    this.detach(card);
    this.attachedTo[card] = host;
    this.enter(card, zone, p, -1);
  }

  /**
   * Shuffles player p's pile of `zone` in place with stream `stream` of `streams`: the same
   * draws and the same order as shuffling a copy of the pile (bottom first), without the copy.
   */
  shufflePile(zone: number, p: number, streams: RngStreams, stream: number): void {
    const li = zone * this.players + p;
    const base = li * this.size;
    const n = this.pileLen[li]!;
    streams.shuffle(stream, this.pile, base, base + n);
    for (let i = 0; i < n; i++) this.slot[this.pile[base + i]!] = i;
  }

  /** Removes a card from wherever it is (pile, cell or attachment); it is then nowhere. */
  private detach(card: number): void {
    const z = this.zone[card]!;
    if (z < 0) return;
    if (this.attachedTo[card] !== NONE) {
      this.attachedTo[card] = NONE;
    } else if (this.zoneIsCells[z] === 1) {
      this.cellCard[this.cellBase[z]! + this.slot[card]!] = NONE;
    } else {
      const li = z * this.players + this.controller[card]!;
      const base = li * this.size;
      const n = this.pileLen[li]!;
      for (let k = this.slot[card]!; k < n - 1; k++) {
        const c = this.pile[base + k + 1]!;
        this.pile[base + k] = c;
        this.slot[c] = k;
      }
      this.pileLen[li] = n - 1;
    }
    this.zone[card] = -1;
  }

  private enter(card: number, zone: number, p: number, slot: number): void {
    this.zone[card] = zone;
    this.controller[card] = p;
    this.slot[card] = slot;
    const vis = this.zoneVis[zone];
    if (vis === VIS_PUBLIC) {
      this.knownTo[card] = this.allPlayers;
      this.faceDown[card] = 0;
    } else if (vis === VIS_PRIVATE) this.knownTo[card] = this.knownTo[card]! | (1 << p);
    else this.knownTo[card] = 0;
  }

  /** Marks a card as seen by player p (a reveal); it stays known while it moves among known places. */
  reveal(card: number, p: number): void {
    this.knownTo[card] = this.knownTo[card]! | (1 << p);
  }

  revealToAll(card: number): void {
    this.knownTo[card] = this.allPlayers;
  }

  isKnownTo(card: number, p: number): boolean {
    return (this.knownTo[card]! & (1 << p)) !== 0;
  }

  /**
   * Checks the bookkeeping: every card is in exactly one place and every place agrees with the
   * card's row. Returns a description of the first inconsistency, or null. Used by the
   * conservation test of the conformance suite after every action.
   */
  checkIntegrity(): string | null {
    let placed = 0;
    for (let z = 0; z < this.zones.length; z++) {
      const spec = this.zones[z]!;
      if (spec.kind === 'pile') {
        for (let p = 0; p < this.players; p++) {
          const n = this.count(z, p);
          for (let i = 0; i < n; i++) {
            const c = this.at(z, p, i);
            if (c < 0 || c >= this.size) return `pile ${spec.name}[${p}] holds invalid card ${c}`;
            if (this.zone[c] !== z || this.controller[c] !== p || this.slot[c] !== i || this.attachedTo[c] !== NONE)
              return `card ${c} listed in ${spec.name}[${p}] at ${i} but its row says zone ${this.zone[c]} controller ${this.controller[c]} slot ${this.slot[c]}`;
            placed++;
          }
        }
      } else {
        const cells = spec.cells ?? 0;
        for (let k = 0; k < cells; k++) {
          const c = this.cell(z, k);
          if (c === NONE) continue;
          if (this.zone[c] !== z || this.slot[c] !== k || this.attachedTo[c] !== NONE)
            return `card ${c} in cell ${k} of ${spec.name} but its row says zone ${this.zone[c]} slot ${this.slot[c]}`;
          placed++;
        }
      }
    }
    for (let c = 0; c < this.size; c++) {
      const host = this.attachedTo[c]!;
      if (host === NONE) continue;
      if (host < 0 || host >= this.size || host === c) return `card ${c} attached to invalid host ${host}`;
      if (this.zone[c]! < 0) return `attached card ${c} has no zone`;
      placed++;
    }
    if (placed !== this.size) return `${this.size} cards in the table but ${placed} found in zones (a card was created or lost)`;
    return null;
  }

  /**
   * The table as player p sees it, for information-state keys: each card's definition where p
   * knows it ('?' elsewhere) and its place (zone, controller, slot, host), which every player sees.
   */
  seenBy(p: number): string {
    const bit = 1 << p;
    let text = '';
    for (let c = 0; c < this.size; c++) text += `${(this.knownTo[c]! & bit) !== 0 ? this.def[c] : '?'}@${this.zone[c]}.${this.controller[c]}.${this.slot[c]}.${this.attachedTo[c]};`;
    return text;
  }

  /** Compact text of the table for serialize(). */
  serialize(): string {
    const parts: string[] = [];
    for (const a of [this.def, this.owner, this.controller, this.zone, this.slot, this.attachedTo, this.faceDown, this.knownTo, this.pileLen]) {
      parts.push(joinInts(a));
    }
    return parts.join('|');
  }
}
