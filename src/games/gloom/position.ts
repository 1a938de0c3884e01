// A Gloom state from a position written as plain data: the scenario, the round, whose turn, the
// units of each side with their hex, facing, wounds, morale and tokens, Command Seals,
// Soulshards, Momentum, terrain changes and scripted dice. For scenario tests and for starting
// play from a given position. Units are created as a match creates them (in list order, player
// 0's first), so a position's unit index k of player p is card p's k-th unit.

import { cardId } from '../../core/card-set.js';
import { InputError } from '../../core/errors.js';
import { STREAM_CHANCE } from '../../core/rng.js';
import type { GloomCardSet } from './card-tables.js';
import { GLOOM_CARDS } from './cards.js';
import { newGloomState } from './game.js';
import { COLS, ROWS } from './scenarios.js';
import { BOARD, FALLEN, PH_ACTIVATE, PH_BID, SLOTS, V_INITIATIVE, V_MOMENTUM, V_PHASE, V_PLAYER, V_PLAYER_A, V_ROUND } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { activate } from './rules/activation.js';
import { createArmies, enterBattlefield, startMatch, toReserve } from './rules/setup.js';
import type { GloomState } from './state.js';
import { TERRAIN_KEYWORDS } from './vocabulary.js';

const F = CARD_FIELDS.at;
export type TokenName = 'boost' | 'weak' | 'fast' | 'slow' | 'effect' | 'shield';

export interface UnitPosition {
  readonly name: string;
  /** "E4": column letter A.., row number 1.. (row 1 is player 0's edge). Absent: the unit waits in its muster. */
  readonly hex?: string;
  /** 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE (default: player 0 faces 5, player 1 faces 2). */
  readonly facing?: number;
  readonly wounds?: number;
  /** Morale tokens (default its Morale). */
  readonly morale?: number;
  readonly tokens?: readonly TokenName[];
  readonly activated?: boolean;
  readonly reserve?: boolean;
  readonly fallen?: boolean;
}

export interface SidePosition {
  readonly units: readonly UnitPosition[];
  /** The 4 listed gambits (default: the set's first four any army may take). */
  readonly gambits?: readonly string[];
  /** Which GAMBIT_PAIRS entry was chosen (default 0: the first two). */
  readonly gambitChoice?: number;
  readonly spells?: readonly string[];
  readonly commandSeals?: number;
  readonly soulshards?: number;
  readonly activations?: number;
}

export interface GloomPosition {
  readonly variant?: string;
  readonly round?: number;
  /** The player on turn (default 0). */
  readonly player?: number;
  /** Player A of the round (default 0). */
  readonly playerA?: number;
  /** The active player's unit index being activated now (its activation starts here, keeping any Fast token); absent: choosing one. */
  readonly active?: number;
  /** 'bid': the round's bids are to be made. */
  readonly phase?: 'activate' | 'bid';
  readonly momentum?: number;
  readonly seed?: number;
  readonly dice?: readonly number[];
  /** Terrain keywords replacing a hex's terrain. */
  readonly terrain?: Readonly<Record<string, readonly string[]>>;
  readonly sides: readonly [SidePosition, SidePosition];
}

/** The hex index of "E4". */
export function hexAt(name: string): number {
  const col = name.toUpperCase().charCodeAt(0) - 65;
  const row = Number(name.slice(1)) - 1;
  if (!(col >= 0 && col < COLS && row >= 0 && row < ROWS)) throw new InputError(`no hex '${name}' on a ${COLS} x ${ROWS} map`);
  return row * COLS + col;
}

function defaultGambits(set: GloomCardSet): string[] {
  return set.data.filter((d) => d.kind === 'gambit' && d.faction === undefined).slice(0, 4).map((d) => d.name);
}

export function stateFromPosition(position: GloomPosition, set: GloomCardSet = GLOOM_CARDS.defaultSet()): GloomState {
  const sides = position.sides;
  const decks = sides.map((side) => [
    ...side.units.map((u) => cardId(set, u.name)),
    ...(side.gambits ?? defaultGambits(set)).map((g) => cardId(set, g)),
    ...(side.spells ?? []).map((x) => cardId(set, x)),
  ]);
  const s = newGloomState(set, position.variant ?? 'standard', sides[0].units.length + sides[1].units.length);
  s.rng.seedAll(position.seed ?? 7);
  createArmies(s, decks);
  startMatch(s);
  for (const [name, keywords] of Object.entries(position.terrain ?? {})) {
    let bits = 0;
    for (const k of keywords) bits |= 1 << TERRAIN_KEYWORDS.indexOf(k as (typeof TERRAIN_KEYWORDS)[number]);
    s.terrain[hexAt(name)] = bits;
    s.a.wallHealth[hexAt(name)] = keywords.includes('destructible') ? 3 : 0;
  }
  const round = position.round ?? 1;
  s.vars[V_ROUND] = round;
  s.vars[V_PLAYER_A] = position.playerA ?? 0;
  s.vars[V_INITIATIVE] = position.playerA ?? 0;
  s.vars[V_MOMENTUM] = position.momentum ?? 0;
  sides.forEach((side, p) => {
    s.a.gambitChoice[p] = side.gambitChoice ?? 0;
    if (side.commandSeals !== undefined) s.a.commandSeals[p] = side.commandSeals;
    s.a.soulshards[p] = side.soulshards ?? 0;
    s.a.activations[p] = side.activations ?? 0;
    side.units.forEach((u, k) => {
      const c = s.unitCard[p * SLOTS + k]!;
      if (u.reserve) toReserve(s, c);
      else if (u.fallen) s.cards.pushOnto(c, FALLEN, p);
      else if (u.hex !== undefined) {
        enterBattlefield(s, c, hexAt(u.hex), u.facing ?? (p === 0 ? 5 : 2));
        if (u.wounds !== undefined) s.put(c, F.wounds, u.wounds);
        if (u.morale !== undefined) s.put(c, F.morale, u.morale);
        for (const t of u.tokens ?? []) s.put(c, F[t], 1);
        if (u.activated) s.put(c, F.activated, round);
      }
    });
  });
  s.vars[V_PLAYER] = position.player ?? 0;
  s.vars[V_PHASE] = position.phase === 'bid' ? PH_BID : PH_ACTIVATE;
  if (position.dice) s.rng.script(STREAM_CHANCE, position.dice);
  if (position.active !== undefined) {
    const c = s.unitCard[(position.player ?? 0) * SLOTS + position.active]!;
    if (s.cards.zone[c] !== BOARD) throw new InputError(`the active unit ${position.active} is not on the battlefield`);
    activate(s, c, false);
  }
  return s;
}
