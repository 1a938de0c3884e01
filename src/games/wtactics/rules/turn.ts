// The match and the turn (Setting up, Prep & Veto, Mulligan, Turn Structure, Winning): decks
// and heroes, the veto, the opening hands, each turn's unmark/unassign, upkeep, draw, play,
// move or attack, play, move or attack, entrance and discard phases, the end of the round, and
// the ways a match ends (influence, victory points, both decks out, the turn limit).

import * as coreBase from '../../../core/base-state.js';
import * as coreCards from '../../../core/cards.js';
import * as coreEvents from '../../../core/events.js';
import * as coreFrames from '../../../core/frames.js';
import * as coreRng from '../../../core/rng.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtGold from './gold.js';
import * as wtAbilities from './abilities.js';
import * as wtQuests from './quests.js';
import * as wtOpenMulligan from './open-mulligan.js';
import * as wtTriumvirate from './triumvirate.js';
import * as wtWinning from './winning.js';

const { CardEvent } = coreEvents;
const { END_TURN_LIMIT } = coreBase;
const { NO_CARD } = coreCards;
const { ASKED } = coreFrames;
const { STREAM_SHUFFLE } = coreRng;
const { K_HERO, K_QUEST } = wtCards;
const { FRAMES } = wtFrames;
const { ARMY, DROPPED, FRONTS, HAND, HEROES, OPENING_HAND, PH_ATTACK1, PH_ATTACK2, PH_END, PH_ENTRANCE, PH_NEXT, PH_PLAY1, PH_PLAY2, PH_START, PLAYER_CELLS, QUEST_DECK, REMOVED, VETO, VETOES_EACH, END_DECKS_OUT, V_MA_CURRENT, V_MA_DONE, V_MOVED_FROM, V_PHASE, V_STAGE, V_STAGE_CELL, V_TURN_PLAYER } = wtIds;
const { assigned: ASSIGNED, marked: MARKED, tempAtk: TEMP_ATK, tempDef: TEMP_DEF } = wtLayout.CARD_FIELDS.at;
const { draw, toGrave } = wtBoard;
const { gold, pay, unmarkResources } = wtGold;
const { runAssignments } = wtAbilities;
const { endOfOwnTurn, endOfRound, revealNext } = wtQuests;
const { beginOpenMulligan, isOpenMulligan } = wtOpenMulligan;
const { isTriumvirate, rollRotation } = wtTriumvirate;
const { TARGET, OFF_ROTATION } = wtTriumvirate;
const F_VETO = FRAMES.kind.veto;
const F_MULLIGAN = FRAMES.kind.mulligan;
const F_UNASSIGN = FRAMES.kind.unassign;
const F_UPKEEP = FRAMES.kind.upkeep;
const F_DRAW_SECOND = FRAMES.kind.drawSecond;
const F_DISCARD = FRAMES.kind.discard;
const { drawn: MULL_DRAWN, count: MULL_COUNT } = FRAMES.field.mulligan;
const { finishByScore } = wtWinning;

/**
 * Creates every card in id order: each seat's army deck and hero, then the quest decks (owned
 * by no player: decklists are open, and determinization must not deal a quest into an army).
 */
export function createDecks(s: WtState, decks: readonly (readonly number[])[]): void {
  const t = s.tables;
  let id = 0;
  for (let p = 0; p < s.numPlayers; p++) {
    for (const d of decks[p]!) {
      if (t.kind[d] === K_QUEST) continue;
      if (t.kind[d] === K_HERO) {
        s.cards.create(id, d, p, REMOVED);
        s.cards.placeInCell(id++, HEROES, p, p);
      } else s.cards.create(id++, d, p, ARMY);
    }
  }
  for (let p = 0; p < s.numPlayers; p++) for (const d of decks[p]!) if (t.kind[d] === K_QUEST) s.cards.create(id++, d, -1, VETO, p);
}

/** Card count of a match of these decks. */
export function cardCount(decks: readonly (readonly number[])[]): number {
  let n = 0;
  for (const d of decks) n += d.length;
  return n;
}

/** Set-up once the cards exist: deck events, the heroes' values, then the veto (the first player vetoes first). */
export function startMatch(s: WtState): void {
  const t = s.tables;
  for (let p = 0; p < s.numPlayers; p++) {
    s.reportDeck(ARMY, p);
    s.reportDeck(VETO, p);
    const h = s.cards.def[s.cards.cell(HEROES, p)]!;
    s.cardEvent(CardEvent.InDeck, p, h);
    s.influence[p] = t.influence[h]!;
    s.maxInfluence[p] = t.influence[h]!;
    s.vpTarget[p] = t.victoryPoints[h]!;
    s.handSize[p] = t.handSize[h]!;
    s.armyGold[p] = t.defaultArmy[h]!;
    s.healedTurn[p] = -1;
  }
  s.vars[V_PHASE] = wtIds.PH_SETUP;
  s.stack.push(F_VETO, 0, s.numPlayers * VETOES_EACH);
}

/**
 * The veto choices of p: the quests still in the veto of the next player's deck. Of two players
 * each vetoes "the other player's" quests; of three, each the deck of the player after them, so
 * that every deck loses three as "Repeat this step 3 times, so that there only remains 7 Quest
 * Cards in each Q-Deck" asks.
 */
export function vetoActions(s: WtState, p: number, out: Int32Array): number {
  const q = s.nextPlayer(p);
  const t = s.cards;
  let n = 0;
  for (let i = 0; i < t.count(VETO, q); i++) out[n++] = wtIds.A_VETO + t.def[t.at(VETO, q, i)]!;
  // Quest decks hold one copy of each quest; the ids still go out in ascending order.
  const view = out.subarray(0, n);
  view.sort();
  return n;
}

/** p removes quest `d` from the next player's quest deck; after three each the decks are shuffled and the top quests revealed. */
export function veto(s: WtState, p: number, d: number): void {
  const q = s.nextPlayer(p);
  const t = s.cards;
  for (let i = 0; i < t.count(VETO, q); i++) {
    const c = t.at(VETO, q, i);
    if (t.def[c] === d) {
      t.pushOnto(c, REMOVED, q);
      break;
    }
  }
  const left = s.stack.top(FRAMES.field.veto.left) - 1;
  if (left > 0) {
    s.stack.setTop(FRAMES.field.veto.left, left);
    s.stack.setTop(ASKED, q);
    return;
  }
  s.stack.pop();
  for (let k = 0; k < s.questSlots; k++) {
    while (t.count(VETO, k) > 0) t.moveTop(VETO, k, QUEST_DECK, k);
    t.shufflePile(QUEST_DECK, k, s.rng, STREAM_SHUFFLE + k);
  }
  for (let k = 0; k < s.questSlots; k++) revealNext(s, k);
  for (let k = 0; k < s.questSlots; k++) s.qIdleSince[k] = -1;
  for (let p2 = 0; p2 < s.numPlayers; p2++) {
    t.shufflePile(ARMY, p2, s.rng, STREAM_SHUFFLE + p2);
    for (let i = 0; i < OPENING_HAND; i++) {
      const c = t.moveTop(ARMY, p2, HAND, p2);
      if (c !== NO_CARD) s.firstHand(p2, t.def[c]!);
    }
  }
  startTurn(s, 0);
}

export function startTurn(s: WtState, p: number): void {
  s.beginTurn(p);
  s.vars[V_TURN_PLAYER] = p;
  s.vars[V_PHASE] = PH_START;
  s.vars[V_STAGE] = 0;
  s.vars[V_MA_DONE] = 0;
  s.vars[V_MA_CURRENT] = 0;
  s.vars[V_MOVED_FROM] = -1;
  s.resourcesLeft[p] = s.resourcesStarted[p] === 1 ? 1 : s.tables.startingResources[s.cards.def[s.cards.cell(HEROES, p)]!]!;
  s.recycled[p] = 0;
  s.heroUsed[p] = 0;
  s.goldSpent[p] = 0;
  if (isTriumvirate(s) && p === 0) rollRotation(s);
  s.attack[TARGET] = s.rotationTarget(p);
  s.attack[OFF_ROTATION] = 0;
}

/** Runs the turn start's next step; a step that asks leaves its question on the stack. */
export function runStartStep(s: WtState): void {
  const p = s.turnPlayer();
  switch (s.vars[V_STAGE]!++) {
    case 0:
      // The mulligan belongs to the player's first turn.
      if (s.ownTurns[p] === 1) s.stack.push(F_MULLIGAN, p, OPENING_HAND, 0);
      return;
    case 1:
      unmarkCreatures(s, p);
      unmarkResources(s, p);
      if (hasAssigned(s, p) && gold(s, p) >= 1) s.stack.push(F_UNASSIGN, p);
      return;
    case 2:
      runAssignments(s);
      s.vars[V_STAGE_CELL] = 0;
      return;
    case 3:
      // Upkeep, creature by creature in cell order: a question when the gold is there, else the card goes.
      for (; s.vars[V_STAGE_CELL]! < s.cellCount; s.vars[V_STAGE_CELL]!++) {
        const c = s.cards.cell(FRONTS, s.vars[V_STAGE_CELL]!);
        if (c === NO_CARD || s.cards.controller[c] !== p || s.tables.upkeep[s.cards.def[c]!] === 0) continue;
        s.vars[V_STAGE_CELL]!++;
        if (gold(s, p) >= s.tables.upkeep[s.cards.def[c]!]!) s.stack.push(F_UPKEEP, p, c);
        else wtBoard.kill(s, c, false, -1, -1);
        s.vars[V_STAGE]!--;
        return;
      }
      return;
    case 4:
      if (draw(s, p)) {
        s.deckOut[p] = 0;
        if (s.cards.count(ARMY, p) > 0) s.stack.push(F_DRAW_SECOND, p);
      } else s.deckOut[p] = 1;
      return;
    default:
      s.vars[V_PHASE] = PH_PLAY1;
  }
}

function unmarkCreatures(s: WtState, p: number): void {
  for (let k = p * PLAYER_CELLS; k < (p + 1) * PLAYER_CELLS; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD) s.setF(c, MARKED, 0);
  }
}

function hasAssigned(s: WtState, p: number): boolean {
  for (let k = p * PLAYER_CELLS; k < (p + 1) * PLAYER_CELLS; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD && s.f(c, ASSIGNED) === 1) return true;
  }
  return false;
}

/** The mulligan: all cards back, the deck shuffled, 7 drawn the first time and one fewer each time after (Open Mulligan: open-mulligan.ts). */
export function answerMulligan(s: WtState, again: boolean): void {
  const st = s.stack;
  const p = st.top(ASKED);
  if (!again) {
    st.pop();
    return;
  }
  if (isOpenMulligan(s)) return beginOpenMulligan(s);
  const t = s.cards;
  while (t.count(HAND, p) > 0) t.moveTop(HAND, p, ARMY, p);
  t.shufflePile(ARMY, p, s.rng, STREAM_SHUFFLE + p);
  const count = st.top(MULL_COUNT);
  const next = count === 0 ? st.top(MULL_DRAWN) : st.top(MULL_DRAWN) - 1;
  for (let i = 0; i < next; i++) draw(s, p);
  if (next <= 0) st.pop();
  else {
    st.setTop(MULL_DRAWN, next);
    st.setTop(MULL_COUNT, count + 1);
  }
}

export function answerUpkeep(s: WtState, payIt: boolean): void {
  const p = s.stack.top(ASKED);
  const c = s.stack.top(FRAMES.field.upkeep.card);
  s.stack.pop();
  if (payIt) pay(s, p, s.tables.upkeep[s.cards.def[c]!]!);
  else wtBoard.kill(s, c, false, -1, -1);
}

export function answerDrawSecond(s: WtState, second: boolean): void {
  const p = s.stack.top(ASKED);
  s.stack.pop();
  if (second) draw(s, p);
}

/** The active player ends the current phase; after the Entrance phase comes the discard phase and the end of the turn. */
export function endPhase(s: WtState): void {
  switch (s.phase()) {
    case PH_PLAY1:
      s.vars[V_PHASE] = PH_ATTACK1;
      return;
    case PH_ATTACK1:
    case PH_ATTACK2:
      s.vars[V_MA_DONE]! |= s.vars[V_MA_CURRENT]!;
      s.vars[V_MA_CURRENT] = 0;
      s.vars[V_PHASE] = s.phase() === PH_ATTACK1 ? PH_PLAY2 : PH_ENTRANCE;
      return;
    case PH_PLAY2:
      s.vars[V_PHASE] = PH_ATTACK2;
      return;
    default:
      s.vars[V_PHASE] = PH_END;
      if (s.cards.count(HAND, s.turnPlayer()) > s.handSize[s.turnPlayer()]!) s.stack.push(F_DISCARD, s.turnPlayer());
  }
}

export function discard(s: WtState, p: number, c: number): void {
  toGrave(s, c);
  if (s.cards.count(HAND, p) <= s.handSize[p]!) s.stack.pop();
}

/** The turn ends: quest objectives and contract durations, temporary effects and unused gold gone, dropped equipment discarded; a round ends after the last player's turn. */
export function finishTurn(s: WtState): void {
  const p = s.turnPlayer();
  endOfOwnTurn(s, p);
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c === NO_CARD) continue;
    s.setF(c, TEMP_ATK, 0);
    s.setF(c, TEMP_DEF, 0);
  }
  for (let q = 0; q < s.numPlayers; q++) s.bonusGold[q] = 0;
  s.armyGold[p] = 0;
  for (let q = 0; q < s.numPlayers; q++) while (s.cards.count(DROPPED, q) > 0) toGrave(s, s.cards.top(DROPPED, q));
  s.vars[V_PHASE] = PH_NEXT;
  if (!s.isTerminal() && p === s.numPlayers - 1) endOfRound(s);
}

/** Whether no player could draw in their draw phase this round ("If none of the players can draw any cards during the same round"). */
function allDecksOut(s: WtState): boolean {
  for (let q = 0; q < s.numPlayers; q++) if (s.deckOut[q] !== 1) return false;
  return true;
}

/** The next turn, unless all decks ran out this round or the turn limit is reached (both scored by VP, then influence). */
export function nextTurn(s: WtState): void {
  const p = s.turnPlayer();
  if (p === s.numPlayers - 1 && allDecksOut(s)) {
    finishByScore(s, END_DECKS_OUT);
    return;
  }
  if (s.turn() >= s.facts.maxTurns) {
    finishByScore(s, END_TURN_LIMIT);
    return;
  }
  startTurn(s, s.nextPlayer(p));
}
