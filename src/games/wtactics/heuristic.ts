// WTactics' evaluation and hand-written policy. Both read only what the deciding player may
// know (they receive a determinized state) and reason over values and effects, never names.

import * as coreCards from '../../core/cards.js';
import * as coreFrames from '../../core/frames.js';
import { OnePly } from '../../core/one-ply.js';
import type { Rng } from '../../core/rng.js';
import * as wtCards from './card-tables.js';
import * as wtFrames from './frames.js';
import * as wtIds from './ids.js';
import * as wtLayout from './layout.js';
import * as wtBoard from './rules/board.js';
import * as wtCombat from './rules/combat.js';
import * as wtQuests from './rules/quests.js';
import type { WtState } from './state.js';

const { NO_CARD } = coreCards;
const { KIND } = coreFrames;
const { K_CREATURE, K_EQUIPMENT, Q_CONFRONTATION } = wtCards;
const { FRAMES } = wtFrames;
const K = FRAMES.kind;
const {
  A_ABANDON, A_ACCEPT, A_ATTACK, A_BLOCK, A_DISCARD, A_DONE, A_END_PHASE, A_ENGAGE, A_ESCROW, A_KEEP, A_MOVE, A_NO, A_PASS, A_PENALTY, A_PLAY, A_RESOURCE, A_VETO, A_WIELD, A_YES,
  ARMY, CELLS, DEFENSIVE, FRONT_CELLS, FRONTS, HAND, NUM_ACTIONS, OFFENSIVE, PH_ATTACK1, PH_ATTACK2, PH_ENTRANCE, PLAYER_CELLS, QUEST_SLOTS, RESOURCES, TARGETS_PER_PLAY, A_ABILITY,
  A_TARGET_DISCARD, A_TARGET_GOLD,
} = wtIds;
const { attacking: ATTACKING, inUse: IN_USE, marked: MARKED } = wtLayout.CARD_FIELDS.at;
const { canDefendKeywords, cellFront, cellPlayer, effAtk, effDef } = wtBoard;
const { canAttackWith } = wtCombat;
const { questDef } = wtQuests;

/** Worth of a creature in play. */
function creatureValue(s: WtState, c: number): number {
  return effAtk(s, c) * 1.4 + effDef(s, c) * 1.1 + 1;
}

/**
 * What creature c holds beyond its present stats: equipment not in use (effAtk leaves it out
 * until the carrier wields it in combat, so an armour laid on a creature looked worthless), and
 * being unmarked, which lets it attack or defend again.
 */
function readinessValue(s: WtState, c: number): number {
  const t = s.tables;
  let v = s.f(c, MARKED) === 0 ? 0.3 * (effAtk(s, c) + effDef(s, c)) : 0;
  if (s.arrays.attachedCount[0] === 0) return v;
  const n = s.cards.size;
  for (let a = 0; a < n; a++) {
    if (s.cards.attachedTo[a] !== c) continue;
    const d = s.cards.def[a]!;
    if (t.kind[d] === K_EQUIPMENT && s.f(a, IN_USE) !== 1 && aloneInSubtype(s, c, a)) v += t.attack[d]! * 1.4 + t.defence[d]! * 1.1 + 0.5;
  }
  return v;
}

/** Whether equipment a is the only one of its subtype on c (of several, c uses one: a second adds little). */
function aloneInSubtype(s: WtState, c: number, a: number): boolean {
  const t = s.tables;
  const sub = t.subtype[s.cards.def[a]!]!;
  for (let b = 0; b < s.cards.size; b++) {
    if (b !== a && s.cards.attachedTo[b] === c && t.kind[s.cards.def[b]!] === K_EQUIPMENT && t.subtype[s.cards.def[b]!] === sub) return false;
  }
  return true;
}

/** Bonus gold p can use: no more than the cards in p's hand cost (the rest vanishes at the end of the turn unspent). */
function usableBonusGold(s: WtState, p: number): number {
  let costs = 0;
  for (let i = 0; i < s.cards.count(HAND, p); i++) costs += s.tables.cost[s.cards.def[s.cards.at(HAND, p, i)]!]!;
  return Math.min(s.bonusGold[p]!, costs);
}

/** A creature in play with what it holds. */
function boardValue(s: WtState, c: number): number {
  return creatureValue(s, c) + readinessValue(s, c);
}

/** Gold an effect gave p this turn, worth half a card in hand a gold while p has cards to spend it on. */
const BONUS_GOLD = 0.5;

/** What player q has, in influence units: influence, VP progress, creatures, resources, hand and quests under way. */
function sideValue(s: WtState, q: number): number {
  let v = 2 * s.influence[q]! + 120 * (s.vp[q]! / s.vpTarget[q]!);
  for (let k = q * PLAYER_CELLS; k < (q + 1) * PLAYER_CELLS; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD) v += boardValue(s, c);
  }
  v += BONUS_GOLD * usableBonusGold(s, q) + 1.5 * Math.min(s.cards.count(RESOURCES, q), 8) + 0.8 * s.cards.count(HAND, q);
  const n = s.numPlayers;
  for (let slot = 0; slot < s.questSlots; slot++) {
    const d = questDef(s, slot);
    if (d >= 0 && s.qAccepted[slot * n + q]) v += s.tables.vp[d]! * (0.5 + s.qProgress[slot * n + q]! / Math.max(1, s.tables.objectiveCount[d]!));
  }
  return v;
}

/** A score in influence units: positive is good for p. Of three players, p's side against the opponents' mean. */
export function wtScore(s: WtState, p: number): number {
  if (s.numPlayers > 2) {
    let others = 0;
    for (let q = 0; q < s.numPlayers; q++) if (q !== p) others += sideValue(s, q);
    return sideValue(s, p) - others / (s.numPlayers - 1);
  }
  const q = 1 - p;
  let score = 2 * (s.influence[p]! - s.influence[q]!);
  score += 12 * (s.vp[p]! / s.vpTarget[p]! - s.vp[q]! / s.vpTarget[q]!) * 10;
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c === NO_CARD) continue;
    const v = boardValue(s, c);
    score += cellPlayer(k) === p ? v : -v;
  }
  score += BONUS_GOLD * (usableBonusGold(s, p) - usableBonusGold(s, q));
  score += 1.5 * (Math.min(s.cards.count(RESOURCES, p), 8) - Math.min(s.cards.count(RESOURCES, q), 8));
  score += 0.8 * (s.cards.count(HAND, p) - s.cards.count(HAND, q));
  for (let slot = 0; slot < s.questSlots; slot++) {
    const d = questDef(s, slot);
    if (d < 0) continue;
    const worth = s.tables.vp[d]!;
    if (s.qAccepted[slot * 2 + p]) score += worth * (0.5 + s.qProgress[slot * 2 + p]! / Math.max(1, s.tables.objectiveCount[d]!));
    if (s.qAccepted[slot * 2 + q]) score -= worth * (0.5 + s.qProgress[slot * 2 + q]! / Math.max(1, s.tables.objectiveCount[d]!));
  }
  return score;
}

export function wtEvaluate(s: WtState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return 1 / (1 + Math.exp(-wtScore(s, p) / 20));
}

/** Plays on until the turn player faces an ordinary decision again: windows are passed, other questions get their first answer. */
function settle(s: WtState, p: number, ids: Int32Array): number {
  for (let steps = 0; steps < 40 && !s.isTerminal() && s.stack.length > 0; steps++) {
    if (s.windows.isOpen(s.stack)) s.apply(A_PASS);
    else {
      if (s.legalActions(ids) === 0) break;
      s.apply(ids[0]!);
    }
  }
  return wtEvaluate(s, p);
}

/** The one-ply look at action a: tried on a copy (fresh dice), pending windows settled, scored. */
function tryAction(state: WtState, p: number, a: number, rng: Rng, look: OnePly): number {
  const s = look.reseeded(state, rng);
  s.apply(a);
  return settle(s, p, look.ids());
}

/**
 * Whether attacker c should go in. A defender only stops an attack for free when it kills the
 * attacker and survives ("stopper"); without one the worst outcome is a trade the defending
 * player chooses. Each defender blocks one attacker, so an attacking force larger than the ready
 * defenders gets damage through whatever the stoppers do, and a force whose ATK reaches the
 * opponent's influence can win. Waiting for a perfectly safe attack locked equal boards for the
 * whole match.
 */
function attackWorthwhile(s: WtState, p: number, c: number): boolean {
  const q = s.defender();
  const def = effDef(s, c);
  const atk = effAtk(s, c);
  let defenders = 0;
  let stoppers = 0;
  for (let k = (q * 2 + DEFENSIVE) * FRONT_CELLS; k < (q * 2 + DEFENSIVE + 1) * FRONT_CELLS; k++) {
    const d = s.cards.cell(FRONTS, k);
    if (d === NO_CARD || !canDefendKeywords(s, d)) continue;
    defenders++;
    if (effAtk(s, d) >= def && effDef(s, d) > atk) stoppers++;
  }
  if (stoppers === 0) return true;
  let force = 0;
  let forceAtk = 0;
  for (let k = (p * 2 + OFFENSIVE) * FRONT_CELLS; k < (p * 2 + OFFENSIVE + 1) * FRONT_CELLS; k++) {
    const a = s.cards.cell(FRONTS, k);
    if (a === NO_CARD || (s.f(a, ATTACKING) === 0 && !canAttackWith(s, p, k))) continue;
    force++;
    forceAtk += effAtk(s, a);
  }
  return force > defenders || forceAtk >= s.influence[q]!;
}

function blockScore(s: WtState, d: number, a: number): number {
  const survives = effAtk(s, a) < effDef(s, d);
  const kills = effAtk(s, d) >= effDef(s, a);
  if (survives && kills) return 3;
  if (survives) return 2;
  if (kills && creatureValue(s, d) <= creatureValue(s, a)) return 1;
  return 0;
}

function pickBlock(s: WtState, p: number, ids: Int32Array, n: number): number {
  let best = A_DONE;
  let bestScore = 0;
  let incoming = 0;
  for (let k = (s.turnPlayer() * 2 + OFFENSIVE) * FRONT_CELLS; k < (s.turnPlayer() * 2 + OFFENSIVE + 1) * FRONT_CELLS; k++) {
    const a = s.cards.cell(FRONTS, k);
    if (a !== NO_CARD && s.f(a, ATTACKING) === 1) incoming += effAtk(s, a);
  }
  const desperate = incoming >= s.influence[p]!;
  for (let i = 0; i < n; i++) {
    const id = ids[i]!;
    if (id === A_DONE) continue;
    const index = id - A_BLOCK;
    const d = s.cards.cell(FRONTS, (p * 2 + DEFENSIVE) * FRONT_CELLS + ((index / FRONT_CELLS) | 0));
    const a = s.cards.cell(FRONTS, (s.turnPlayer() * 2 + OFFENSIVE) * FRONT_CELLS + (index % FRONT_CELLS));
    const score = blockScore(s, d, a) + (desperate ? 0.5 + effAtk(s, a) / 10 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/**
 * The card to part with (a resource, a discard, an escrow): the costliest one p cannot pay for
 * soon, else the one least worth keeping. A creature is kept first; a non-creature paid with one
 * gold is played beside the turn's other plays, so it is kept over costlier ones (parting with
 * the cheapest card first laid every one-gold event and armour as a resource).
 */
function leastKeptCard(s: WtState, p: number, ids: Int32Array, n: number, base: number): number {
  const t = s.tables;
  const soon = s.cards.count(RESOURCES, p) + 2;
  let best = ids[0]!;
  let bestKey = Infinity;
  for (let i = 0; i < n; i++) {
    const d = ids[i]! - base;
    const cost = t.cost[d]!;
    const kept = t.kind[d] === K_CREATURE ? 5 + cost : cost <= 1 ? 4 : cost;
    const key = cost > soon ? -cost : 100 + kept;
    if (key < bestKey) {
      bestKey = key;
      best = ids[i]!;
    }
  }
  return best;
}

function questionAnswer(s: WtState, p: number, ids: Int32Array, n: number): number {
  const st = s.stack;
  const t = s.tables;
  switch (st.top(KIND)) {
    case K.veto: {
      let best = ids[0]!;
      for (let i = 1; i < n; i++) if (t.vp[ids[i]! - A_VETO]! > t.vp[best - A_VETO]!) best = ids[i]!;
      return best;
    }
    case K.mulligan: {
      let creatures = 0;
      for (let i = 0; i < s.cards.count(HAND, p); i++) if (t.kind[s.cards.def[s.cards.at(HAND, p, i)]!] === K_CREATURE) creatures++;
      return creatures === 0 && st.top(FRAMES.field.mulligan.count) === 0 ? A_YES : A_NO;
    }
    case K.keep: {
      // Open Mulligan: a cheap creature is worth keeping; anything else goes back.
      let best = A_DONE;
      for (let i = 0; i < n; i++) {
        const d = ids[i]! - A_KEEP;
        if (ids[i] === A_DONE || t.kind[d] !== K_CREATURE) continue;
        if (best === A_DONE || t.cost[d]! < t.cost[best - A_KEEP]!) best = ids[i]!;
      }
      return best;
    }
    case K.wield: {
      // An attacker wants the most ATK, then the most DEF (a defender's answer is looked at: wtHeuristic).
      let best = ids[0]!;
      for (let i = 1; i < n; i++) {
        const d = ids[i]! - A_WIELD;
        const b = best - A_WIELD;
        if (t.attack[d]! > t.attack[b]! || (t.attack[d] === t.attack[b] && t.defence[d]! > t.defence[b]!)) best = ids[i]!;
      }
      return best;
    }
    case K.drawSecond:
      return s.cards.count(HAND, p) < s.handSize[p]! && s.cards.count(ARMY, p) > 12 ? A_YES : A_NO;
    case K.upkeep:
    case K.reveal:
      return A_YES;
    case K.discard:
      return leastKeptCard(s, p, ids, n, A_DISCARD);
    case K.escrow:
      return leastKeptCard(s, p, ids, n, A_ESCROW);
    case K.attackers: {
      for (let i = 0; i < n; i++) {
        const a = ids[i]!;
        if (a !== A_DONE && attackWorthwhile(s, p, s.cards.cell(FRONTS, a - A_ATTACK))) return a;
      }
      return A_DONE;
    }
    case K.blocks:
      return pickBlock(s, p, ids, n);
    case K.penalty: {
      let best = A_DONE;
      let bestValue = 0;
      for (let i = 0; i < n; i++) {
        if (ids[i] === A_DONE) continue;
        const v = creatureValue(s, s.cards.cell(FRONTS, ids[i]! - A_PENALTY));
        if (v > bestValue) {
          bestValue = v;
          best = ids[i]!;
        }
      }
      return best;
    }
    case K.order:
      return ids[0]!;
    default:
      return ids[0]!;
  }
}

/** The best action by a one-ply look (windows passed), or `fallback` when none beats `now`, the value of taking it. */
function bestByLook(state: WtState, p: number, ids: Int32Array, n: number, rng: Rng, look: OnePly, fallback: number, now: number, skip: (a: number) => boolean): number {
  return look.best(ids, n, (a) => (a === fallback || skip(a) ? -Infinity : tryAction(state, p, a, rng, look)), null, fallback, now + 0.004);
}

/** Whether the announcement question on top of the stack is about an attacker (else a defender). */
function announcingAttacker(s: WtState): boolean {
  return s.f(s.cards.cell(FRONTS, s.stack.top(FRAMES.field.wield.carrier)), ATTACKING) === 1;
}

/** The answer whose one-ply look is worth most (the first of equals). */
function bestAnswer(state: WtState, p: number, ids: Int32Array, n: number, rng: Rng, look: OnePly): number {
  return look.best(ids, n, (a) => tryAction(state, p, a, rng, look));
}

function phaseAnswer(s: WtState, p: number, ids: Int32Array, n: number, rng: Rng, look: OnePly): number {
  const t = s.tables;
  if (s.phase() === PH_ATTACK1 || s.phase() === PH_ATTACK2) {
    for (let i = 0; i < n; i++) {
      const a = ids[i]!;
      if (a >= A_ATTACK && a < A_ATTACK + CELLS && attackWorthwhile(s, p, s.cards.cell(FRONTS, a - A_ATTACK))) return a;
    }
    // No attack worth making: strong attackers waiting in the Defensive move forward.
    for (let i = 0; i < n; i++) {
      const a = ids[i]!;
      if (a < A_MOVE || a >= A_MOVE + CELLS || cellFront(a - A_MOVE) !== DEFENSIVE) continue;
      const c = s.cards.cell(FRONTS, a - A_MOVE);
      if (effAtk(s, c) > effDef(s, c) && countFront(s, p, DEFENSIVE) > 1) return a;
    }
    return A_END_PHASE;
  }
  if (s.phase() === PH_ENTRANCE) {
    let best = A_END_PHASE;
    let bestCost = -1;
    const wantDefence = countFront(s, p, DEFENSIVE) <= enemyOffensive(s, p);
    for (let i = 0; i < n; i++) {
      const a = ids[i]!;
      if (a < A_PLAY) continue;
      const d = ((a - A_PLAY) / TARGETS_PER_PLAY) | 0;
      const front = cellFront((a - A_PLAY) % TARGETS_PER_PLAY);
      const cost = t.cost[d]! * 2 + ((front === DEFENSIVE) === (wantDefence || t.defence[d]! > t.attack[d]!) ? 1 : 0);
      if (cost > bestCost) {
        bestCost = cost;
        best = a;
      }
    }
    return best;
  }
  // Play phase: the target first (the gold way needs the gold unspent), a resource while there are few, quests, confrontations worth fighting, then the best-looking play.
  const target = offRotationChoice(s, p, ids, n);
  if (target >= 0) return target;
  let resources = 0;
  for (let i = 0; i < n; i++) if (ids[i]! >= A_RESOURCE && ids[i]! < A_ESCROW) resources++;
  if (resources > 0 && s.cards.count(RESOURCES, p) < 9 && s.cards.count(HAND, p) > 1) return leastKeptCard(s, p, ids, compactResources(ids, n), A_RESOURCE);
  for (let i = 0; i < n; i++) {
    const a = ids[i]!;
    if (a >= A_ACCEPT && a < A_ABANDON) {
      const d = questDef(s, a - A_ACCEPT);
      if (t.escrow[d]! <= Math.max(0, s.cards.count(HAND, p) - 3)) return a;
    }
    if (a >= A_ENGAGE && a < A_ABILITY) {
      const i2 = a - A_ENGAGE;
      const c = s.cards.cell(FRONTS, (i2 / QUEST_SLOTS) | 0);
      const d = questDef(s, i2 % QUEST_SLOTS);
      if (t.questType[d] === Q_CONFRONTATION && effAtk(s, c) >= t.defence[d]! && t.attack[d]! < effDef(s, c)) return a;
    }
  }
  return bestByLook(s, p, ids, n, rng, look, A_END_PHASE, wtEvaluate(s, p), (a) => (a >= A_ABANDON && a < A_ABANDON + QUEST_SLOTS) || (a >= A_RESOURCE && a < A_ESCROW) || a >= A_TARGET_DISCARD);
}

/** Ready attackers of p and their ATK: the force an attack this turn can bring. */
function readyForce(s: WtState, p: number): { count: number; atk: number } {
  let count = 0;
  let atk = 0;
  for (let k = p * PLAYER_CELLS; k < p * PLAYER_CELLS + FRONT_CELLS; k++) {
    if (!canAttackWith(s, p, k)) continue;
    count++;
    atk += effAtk(s, s.cards.cell(FRONTS, k));
  }
  return { count, atk };
}

/** Whether q's ready defenders could not stop p's whole force reaching q's influence. */
function lethalOn(s: WtState, q: number, force: { count: number; atk: number }): boolean {
  let defenders = 0;
  for (let k = (q * 2 + DEFENSIVE) * FRONT_CELLS; k < (q * 2 + DEFENSIVE + 1) * FRONT_CELLS; k++) {
    const d = s.cards.cell(FRONTS, k);
    if (d !== NO_CARD && canDefendKeywords(s, d)) defenders++;
  }
  return force.count > 0 && force.atk >= s.influence[q]! && force.count > defenders;
}

/**
 * Triumvirate: go off the rotation only for a kill the rotation does not offer (winning outright
 * pays for three cards or a turn's gold); all the gold when that is allowed, else the discard.
 */
function offRotationChoice(s: WtState, p: number, ids: Int32Array, n: number): number {
  if (s.numPlayers === 2) return -1;
  const force = readyForce(s, p);
  if (lethalOn(s, s.defender(), force)) return -1;
  let discard = -1;
  for (let i = 0; i < n; i++) {
    const a = ids[i]!;
    if (a < A_TARGET_DISCARD) continue;
    const q = a >= A_TARGET_GOLD ? a - A_TARGET_GOLD : a - A_TARGET_DISCARD;
    if (!lethalOn(s, q, force)) continue;
    if (a >= A_TARGET_GOLD) return a;
    if (discard < 0) discard = a;
  }
  return discard;
}

/** The most creatures an opponent has in its Offensive (the attack p may have to meet). */
function enemyOffensive(s: WtState, p: number): number {
  let most = 0;
  for (let q = 0; q < s.numPlayers; q++) if (q !== p) most = Math.max(most, countFront(s, q, OFFENSIVE));
  return most;
}

/** Moves the resource ids to the start of the buffer; returns their count. */
function compactResources(ids: Int32Array, n: number): number {
  let m = 0;
  for (let i = 0; i < n; i++) if (ids[i]! >= A_RESOURCE && ids[i]! < A_ESCROW) ids[m++] = ids[i]!;
  return m;
}

function countFront(s: WtState, p: number, front: number): number {
  let n = 0;
  for (let k = (p * 2 + front) * FRONT_CELLS; k < (p * 2 + front + 1) * FRONT_CELLS; k++) if (s.cards.cell(FRONTS, k) !== NO_CARD) n++;
  return n;
}

export function wtHeuristic(state: WtState, p: number, rng: Rng, look = new OnePly(NUM_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  const st = state.stack;
  if (st.length === 0) return phaseAnswer(state, p, ids, n, rng, look);
  const kind = st.top(KIND);
  // A window is measured against passing it with everything beneath resolved: the value before
  // the pass would leave out the entries waiting, p's own among them when a window reopens.
  if (kind === K.window) return bestByLook(state, p, ids, n, rng, look, A_PASS, look.deeper(() => tryAction(state, p, A_PASS, rng, look)), () => false);
  // Which dropped piece to pick up, and a defender's weapon (known now what it blocks): the
  // answer whose look, the combat fought, comes out best.
  if (kind === K.take || (kind === K.wield && !announcingAttacker(state))) return bestAnswer(state, p, ids, n, rng, look);
  return questionAnswer(state, p, ids, n);
}
