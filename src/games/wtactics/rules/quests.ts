// Quests: prep and veto, the two offered quests, accepting (at most two active) and abandoning,
// assignments, contracts (escrow returned only on completion) and confrontations (creatures
// fought from any front, HP kept per player, the abandon penalty), objectives, completion and
// the new quest it reveals, and expiration (one per round, confrontations never).

import * as coreCards from '../../../core/cards.js';
import * as coreFrames from '../../../core/frames.js';
import * as coreRng from '../../../core/rng.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtWinning from './winning.js';

const { NO_CARD } = coreCards;
const { ASKED } = coreFrames;
const { STREAM_CHANCE } = coreRng;
const { O_CONTROL, O_HEAL_STREAK, O_INFLUENCE, O_KILL, O_KILL_SAME_FACTION, Q_CONFRONTATION, Q_CONTRACT } = wtCards;
const { FRAMES } = wtFrames;
const { ESCROW, FRONTS, GRAVE, HAND, MAX_ACTIVE_QUESTS, QUEST_DECK, QUESTS, REMOVED } = wtIds;
const { counterAtk: COUNTER_ATK, engaged: ENGAGED, escrowFor: ESCROW_FOR } = wtLayout.CARD_FIELDS.at;
const { canMark, effAtk, effDef, kill, mark } = wtBoard;
const { checkVictory } = wtWinning;
const F_ESCROW = FRAMES.kind.escrow;
const F_REVEAL = FRAMES.kind.reveal;
const F_EXPIRE = FRAMES.kind.expire;
const F_PENALTY = FRAMES.kind.penalty;

/** The quest offered in slot q (the face-up top of quest deck q), or NO_CARD. */
export function questIn(s: WtState, q: number): number {
  return s.cards.cell(QUESTS, q);
}

export function questDef(s: WtState, q: number): number {
  const c = questIn(s, q);
  return c === NO_CARD ? -1 : s.cards.def[c]!;
}

/** Index of quest slot q and player p in the per-slot-and-player arrays. */
export const qi = (s: WtState, q: number, p: number): number => q * s.numPlayers + p;

export const accepted = (s: WtState, q: number, p: number): boolean => s.qAccepted[q * s.numPlayers + p] === 1;

/** Whether a player other than p has an acceptance token on quest q. */
export function acceptedByOther(s: WtState, q: number, p: number): boolean {
  for (let o = 0; o < s.numPlayers; o++) if (o !== p && accepted(s, q, o)) return true;
  return false;
}

export function activeQuests(s: WtState, p: number): number {
  let n = 0;
  for (let q = 0; q < s.questSlots; q++) if (accepted(s, q, p)) n++;
  return n;
}

/** Turns the top card of quest deck q face up as the quest offered in slot q. */
export function revealNext(s: WtState, q: number): void {
  const c = s.cards.top(QUEST_DECK, q);
  if (c === NO_CARD) return;
  s.cards.placeInCell(c, QUESTS, q, q);
  s.qIdleSince[q] = s.round();
}

export function canAccept(s: WtState, p: number, q: number): boolean {
  const d = questDef(s, q);
  if (d < 0 || accepted(s, q, p) || activeQuests(s, p) >= MAX_ACTIVE_QUESTS || s.qAbandoned[qi(s, q, p)] === s.turn()) return false;
  return s.cards.count(HAND, p) >= s.tables.escrow[d]!;
}

/** p places an acceptance token on quest q; a contract's escrow is asked for next. */
export function accept(s: WtState, p: number, q: number): void {
  const d = questDef(s, q);
  const i = qi(s, q, p);
  s.used(p, d);
  s.qAccepted[i] = 1;
  s.qSince[i] = s.ownTurns[p]!;
  s.qProgress[i] = 0;
  s.qFaction[i] = -1;
  s.qCost[i] = 0;
  s.qHp[i] = s.tables.hp[d]!;
  const escrow = s.tables.escrow[d]!;
  if (escrow > 0) s.stack.push(F_ESCROW, p, q, escrow);
}

/** p discards hand card c face down as escrow for quest slot q. */
export function putInEscrow(s: WtState, p: number, c: number, q: number): void {
  s.cards.pushOnto(c, ESCROW, p);
  s.setF(c, ESCROW_FOR, q);
  if (s.stack.top(FRAMES.field.escrow.left) <= 1) s.stack.pop();
  else s.stack.setTop(FRAMES.field.escrow.left, s.stack.top(FRAMES.field.escrow.left) - 1);
}

/** p's escrow for quest q goes back to hand (completion) or to the grave (failure). */
function settleEscrow(s: WtState, p: number, q: number, back: boolean): void {
  const t = s.cards;
  for (let i = t.count(ESCROW, p) - 1; i >= 0; i--) {
    const c = t.at(ESCROW, p, i);
    if (s.f(c, ESCROW_FOR) !== q) continue;
    if (back) t.pushOnto(c, HAND, p);
    else t.pushOnto(c, GRAVE, t.owner[c]!);
    s.fields.reset(c);
  }
}

function dropToken(s: WtState, p: number, q: number): void {
  s.qAccepted[qi(s, q, p)] = 0;
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD && s.cards.controller[c] === p) s.setF(c, ENGAGED, s.f(c, ENGAGED) & ~(1 << q));
  }
  if (!acceptedByOther(s, q, p)) s.qIdleSince[q] = s.round();
}

/**
 * p abandons quest q: a contract's escrow is lost; for a confrontation an opponent ("When
 * aborting a Quest against a Confrontation Creature your opponent may distribute damage"; of
 * two, the one chosen at random as "A randomly selected opponent has temporary control over
 * it") may distribute damage equal to its ATK among p's creatures that fought it.
 */
export function abandon(s: WtState, p: number, q: number): void {
  const d = questDef(s, q);
  s.qAbandoned[qi(s, q, p)] = s.turn();
  const type = s.tables.questType[d];
  if (type === Q_CONTRACT) settleEscrow(s, p, q, false);
  if (type === Q_CONFRONTATION && hasPenaltyVictim(s, p, q, s.tables.attack[d]!)) s.stack.push(F_PENALTY, randomOpponent(s, p), p, q, s.tables.attack[d]!);
  else dropToken(s, p, q);
}

/** One of p's opponents at random (the only one with two players: no chance is drawn). */
function randomOpponent(s: WtState, p: number): number {
  if (s.numPlayers === 2) return 1 - p;
  return (p + 1 + s.rng.below(STREAM_CHANCE, s.numPlayers - 1)) % s.numPlayers;
}

function hasPenaltyVictim(s: WtState, victim: number, q: number, left: number): boolean {
  for (let k = 0; k < s.cellCount; k++) if (penaltyTarget(s, victim, q, left, k)) return true;
  return false;
}

/** Whether the penalty may go to the creature in `cell`: the victim's, it fought quest q, and the damage left reaches its DEF. */
export function penaltyTarget(s: WtState, victim: number, q: number, left: number, cell: number): boolean {
  const c = s.cards.cell(FRONTS, cell);
  return c !== NO_CARD && s.cards.controller[c] === victim && (s.f(c, ENGAGED) & (1 << q)) !== 0 && effDef(s, c) <= left;
}

/** The penalty kills the creature in `cell` (damage equal to its DEF); `done` ends it. */
export function answerPenalty(s: WtState, cell: number, done: boolean): void {
  const st = s.stack;
  const { victim: V, slot: Q, left: L } = FRAMES.field.penalty;
  const victim = st.top(V);
  const q = st.top(Q);
  let left = st.top(L);
  if (!done) {
    const c = s.cards.cell(FRONTS, cell);
    left -= effDef(s, c);
    kill(s, c, false, st.top(ASKED), -1);
    st.setTop(L, left);
  }
  if (done || !hasPenaltyVictim(s, victim, q, left)) {
    st.pop();
    dropToken(s, victim, q);
  }
}

/** p completes quest q: VP, the escrow back, the reward, the others fail it, and a new quest is revealed. */
export function complete(s: WtState, p: number, q: number, lastKiller: number): void {
  const quest = questIn(s, q);
  const d = s.cards.def[quest]!;
  const t = s.tables;
  s.vp[p] = s.vp[p]! + t.vp[d]!;
  settleEscrow(s, p, q, true);
  if (t.rewardAttack[d]! > 0 && lastKiller >= 0 && s.cards.zone[lastKiller] === FRONTS) s.setF(lastKiller, COUNTER_ATK, s.f(lastKiller, COUNTER_ATK) + t.rewardAttack[d]!);
  dropToken(s, p, q);
  for (let o = 0; o < s.numPlayers; o++) {
    if (o === p || !accepted(s, q, o)) continue;
    if (t.questType[d] === Q_CONTRACT) settleEscrow(s, o, q, false);
    dropToken(s, o, q);
  }
  s.cards.pushOnto(quest, REMOVED, q);
  checkVictory(s);
  // Quest completion: the completing player looks at the next quest and keeps it on top or sends it to the bottom.
  const next = s.cards.top(QUEST_DECK, q);
  if (next !== NO_CARD) {
    s.cards.reveal(next, p);
    s.stack.push(F_REVEAL, p, q, next);
  }
}

/** The answer to the reveal question: keep the looked-at quest face up, or send it to the bottom and turn up the new top. */
export function answerReveal(s: WtState, keep: boolean): void {
  const q = s.stack.top(FRAMES.field.reveal.slot);
  const c = s.stack.top(FRAMES.field.reveal.card);
  s.stack.pop();
  if (!keep) s.cards.insertInto(c, QUEST_DECK, q, 0);
  revealNext(s, q);
}

/** Contracts that ran out of time fail at the end of their player's turn (the escrow is lost). */
export function endOfOwnTurn(s: WtState, p: number): void {
  const t = s.tables;
  for (let q = 0; q < s.questSlots; q++) {
    if (!accepted(s, q, p)) continue;
    const d = questDef(s, q);
    const i = qi(s, q, p);
    const obj = t.objective[d];
    if (obj === O_HEAL_STREAK) {
      if (s.healedTurn[p] === s.turn()) {
        s.qProgress[i] = s.qProgress[i]! + 1;
        if (s.qProgress[i]! >= t.objectiveCount[d]!) {
          complete(s, p, q, -1);
          continue;
        }
      } else s.qProgress[i] = 0;
    } else if (obj === O_CONTROL && creaturesOf(s, p) >= t.objectiveCount[d]!) {
      complete(s, p, q, -1);
      continue;
    }
    if (t.questType[d] === Q_CONTRACT && t.duration[d]! > 0 && s.ownTurns[p]! - s.qSince[i]! + 1 >= t.duration[d]!) {
      settleEscrow(s, p, q, false);
      dropToken(s, p, q);
    }
  }
}

function creaturesOf(s: WtState, p: number): number {
  let n = 0;
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD && s.cards.controller[c] === p) n++;
  }
  return n;
}

/** A creature of `owner` died; `killer` (the other player, when it was them) counts it for their quests. */
export function onCreatureDied(s: WtState, d: number, owner: number, killer: number, killerCard: number): void {
  const t = s.tables;
  for (let q = 0; q < s.questSlots; q++) {
    const qd = questDef(s, q);
    if (qd < 0) continue;
    const obj = t.objective[qd];
    // Losing a creature of one's own breaks a no-losses kill streak.
    if (accepted(s, q, owner) && obj === O_KILL_SAME_FACTION && t.noLosses[qd] === 1) {
      const i = qi(s, q, owner);
      s.qProgress[i] = 0;
      s.qCost[i] = 0;
      s.qFaction[i] = -1;
    }
    if (killer < 0 || killer === owner || !accepted(s, q, killer)) continue;
    const i = qi(s, q, killer);
    if (obj === O_KILL) {
      s.qProgress[i] = s.qProgress[i]! + 1;
    } else if (obj === O_KILL_SAME_FACTION) {
      if (s.qFaction[i] !== t.faction[d]) {
        s.qFaction[i] = t.faction[d]!;
        s.qProgress[i] = 0;
        s.qCost[i] = 0;
      }
      s.qProgress[i] = s.qProgress[i]! + 1;
      s.qCost[i] = s.qCost[i]! + (t.costKind[d] === 0 ? t.cost[d]! : 0);
    } else continue;
    if (s.qProgress[i]! >= t.objectiveCount[qd]! && s.qCost[i]! >= t.minCost[qd]!) complete(s, killer, q, killerCard);
  }
}

/** Undefended damage `amount` dealt by p counts for p's influence quests. */
export function onInfluenceDamage(s: WtState, p: number, amount: number): void {
  for (let q = 0; q < s.questSlots; q++) {
    if (!accepted(s, q, p)) continue;
    const d = questDef(s, q);
    if (s.tables.objective[d] !== O_INFLUENCE) continue;
    const i = qi(s, q, p);
    s.qProgress[i] = s.qProgress[i]! + amount;
    if (s.qProgress[i]! >= s.tables.objectiveCount[d]!) complete(s, p, q, -1);
  }
}

/** Whether p's creature in `cell` may fight the confrontation of slot q now. */
export function canEngage(s: WtState, p: number, cell: number, q: number): boolean {
  const c = s.cards.cell(FRONTS, cell);
  if (c === NO_CARD || s.cards.controller[c] !== p || !canMark(s, c) || !accepted(s, q, p)) return false;
  return s.tables.questType[questDef(s, q)] === Q_CONFRONTATION;
}

/**
 * p's creature c fights the confrontation of slot q (it marks): an ATK reaching the
 * confrontation's DEF takes one of p's own HP of it, however large; the confrontation strikes
 * back and kills c when its ATK reaches c's DEF. At 0 HP the quest is p's.
 */
export function engage(s: WtState, p: number, c: number, q: number): void {
  const d = questDef(s, q);
  const t = s.tables;
  mark(s, c);
  s.setF(c, ENGAGED, s.f(c, ENGAGED) | (1 << q));
  const i = qi(s, q, p);
  const hits = effAtk(s, c) >= t.defence[d]!;
  const dies = t.attack[d]! >= effDef(s, c);
  if (hits) s.qHp[i] = s.qHp[i]! - 1;
  if (dies) kill(s, c, true, -1, -1);
  if (s.qHp[i]! <= 0) complete(s, p, q, hits ? c : -1);
}

/** Whether the quest offered in slot q has had no acceptance token for a full round (confrontations never expire). */
export function expirable(s: WtState, q: number): boolean {
  const d = questDef(s, q);
  if (d < 0 || s.tables.questType[d] === Q_CONFRONTATION || acceptedByOther(s, q, -1)) return false;
  return s.qIdleSince[q]! < s.round();
}

/**
 * The end of a round: an offered quest without an acceptance token for one full round
 * expires, one per round; when several do, the player with the fewest VP, then the least
 * influence, then one of those tied at random, chooses.
 */
export function endOfRound(s: WtState): void {
  let expired = 0;
  let which = -1;
  for (let q = 0; q < s.questSlots; q++) {
    if (!expirable(s, q)) continue;
    expired++;
    which = q;
  }
  if (expired === 1) expire(s, which);
  else if (expired > 1) s.stack.push(F_EXPIRE, expiryChooser(s));
}

/** "the player with the lowest amount of VP decides ... then the player with the lowest Influence ... please use a random event". */
function expiryChooser(s: WtState): number {
  let best = 0;
  let tied = 1;
  for (let p = 1; p < s.numPlayers; p++) {
    const v = s.vp[p]! - s.vp[best]!;
    const i = s.influence[p]! - s.influence[best]!;
    if (v < 0 || (v === 0 && i < 0)) {
      best = p;
      tied = 1;
    } else if (v === 0 && i === 0) tied++;
  }
  if (tied === 1) return best;
  let k = s.rng.below(STREAM_CHANCE, tied);
  for (let p = 0; p < s.numPlayers; p++) if (s.vp[p] === s.vp[best] && s.influence[p] === s.influence[best] && k-- === 0) return p;
  return best;
}

/** Quest q expires: removed from the game, and the next card of its deck is turned up. */
export function expire(s: WtState, q: number): void {
  s.cards.pushOnto(questIn(s, q), REMOVED, q);
  revealNext(s, q);
}
