// Warlords' evaluation and hand-written policy. Both read only what the deciding player may know
// (they receive a determinized state) and reason over stats and positions, never card names.

import { NO_CARD } from '../../core/cards.js';
import { OnePly } from '../../core/one-ply.js';
import type { Rng } from '../../core/rng.js';
import { K_LOCATION } from './card-tables.js';
import { WINDOWS } from './frames.js';
import { A_DONE, A_PASS, ARMORY, CELLS, FIELD, HAND, LOCATIONS, MAX_LOCATIONS, NUM_ACTIONS, SIZE } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { effAtk, effSpd, flies, homeRow, hpLeft, physicalAbsorb } from './rules/board.js';
import type { WarlordsState } from './state.js';

const { noThreat: NO_THREAT, wither: WITHER } = CARD_FIELDS.at;

/**
 * Turns over which a curse's wither is counted: a guess at how long a troop stays on the field,
 * not a measured figure.
 */
const WITHER_TURNS = 3;

/**
 * Worth of p's troop c: its fighting strength, its threat area unless a curse took it away (a
 * troop entering it is stopped and fights: worth more the harder the troop hits), the HP a
 * withering curse will take, and how close it stands to the enemy summoning line.
 */
function troopValue(s: WarlordsState, c: number, p: number): number {
  const hp = hpLeft(s, c);
  const atk = effAtk(s, c);
  const row = Math.floor(s.cards.slot[c]! / SIZE);
  const advance = Math.abs(row - homeRow(p));
  const threat = s.field(c, NO_THREAT) === 1 ? 0 : 0.5 + 0.5 * atk;
  const withered = Math.min(hp, s.field(c, WITHER) * WITHER_TURNS);
  return 2 * atk + 1.5 * (hp - withered) + physicalAbsorb(s, c) * 1.5 + effSpd(s, c) * 0.5 + (flies(s, c) ? 1 : 0) + threat + advance * (0.6 + atk * 0.25);
}

/** A score in health units: positive is good for p. */
export function warlordsScore(s: WarlordsState, p: number): number {
  const q = 1 - p;
  let score = 4 * (s.health[p]! - s.health[q]!);
  for (let cell = 0; cell < CELLS; cell++) {
    const c = s.cards.cell(FIELD, cell);
    if (c === NO_CARD) continue;
    const side = s.cards.controller[c]!;
    score += side === p ? troopValue(s, c, p) : -troopValue(s, c, q);
  }
  // Forged items count (the one-ply search would never forge what it equips only later).
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? p : q;
    const sign = k === 0 ? 1 : -1;
    score += sign * (economy(s, side) + 0.8 * s.cards.count(HAND, side) + 2 * s.cards.count(ARMORY, side) + stock(s.gold[side]!, 0.3) + stock(s.mana[side]!, 0.45) + 0.3 * s.power[side]!);
  }
  return score;
}

/**
 * Gold or mana in store, at `worth` a point up to what a turn's plays can use: a hoard beyond it
 * buys nothing (one card is drawn a turn), so surplus mana goes to the hero as power points.
 */
function stock(points: number, worth: number): number {
  return worth * Math.min(points, USEFUL_STOCK) + 0.02 * Math.max(0, points - USEFUL_STOCK);
}

const USEFUL_STOCK = 10;

/**
 * p's income, and the locations it still has to build. Every card costs gold, so income is worth
 * more in the scarcer resource: a player whose locations all make mana ends up unable to pay for
 * anything but its one-gold troops. A location in hand counts while fewer than 5 are active, so
 * the draw goes to the building deck until the sites are filled.
 */
function economy(s: WarlordsState, p: number): number {
  // The banner's 1 gold and 1 mana, then each active location's income.
  let gold = 1;
  let mana = 1;
  let active = 0;
  for (let i = 0; i < MAX_LOCATIONS; i++) {
    const l = s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i);
    if (l === NO_CARD) continue;
    active++;
    gold += s.tables.incomeGold[s.cards.def[l]!]!;
    mana += s.tables.incomeMana[s.cards.def[l]!]!;
  }
  let inHand = 0;
  for (let i = s.cards.count(HAND, p) - 1; i >= 0; i--) if (s.tables.kind[s.cards.def[s.cards.at(HAND, p, i)]!] === K_LOCATION) inHand++;
  return 3 * (gold + mana) + 3 * Math.min(gold, mana) + 1.5 * Math.min(inHand, MAX_LOCATIONS - active);
}

export function warlordsEvaluate(s: WarlordsState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return 1 / (1 + Math.exp(-warlordsScore(s, p) / (2 * s.startHealth)));
}

/** Plays on until nothing is pending: open windows get no answer, other questions their first answer. */
function settle(s: WarlordsState, p: number, ids: Int32Array): number {
  for (let steps = 0; steps < 32 && !s.isTerminal() && s.stack.length > 0; steps++) {
    if (WINDOWS.isOpen(s.stack)) s.apply(A_PASS);
    else {
      if (s.legalActions(ids) === 0) break;
      s.apply(ids[0]!);
    }
  }
  return warlordsEvaluate(s, p);
}

/** An action's worth: tried on a copy with pending windows settled; ending a phase is scored as the position stands. */
function actionValue(state: WarlordsState, p: number, a: number, rng: Rng, look: OnePly): number {
  if (a === A_DONE || a === A_PASS) return warlordsEvaluate(state, p) + (a === A_PASS ? 1e-6 : 0);
  const s = look.reseeded(state, rng);
  s.apply(a);
  return settle(s, p, look.ids());
}

/** One ply over every legal action. Ties go to the earlier action. */
export function warlordsHeuristic(state: WarlordsState, p: number, rng: Rng, look = new OnePly(NUM_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  return look.best(ids, n, (a) => actionValue(state, p, a, rng, look));
}
