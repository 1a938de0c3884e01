// The match and the turn: set-up (shuffled decks, the first player by a coin, 7 cards: 3 places
// and 4 battle cards), the seven phases (beginning, guard, resource, building, summon and forge,
// tactics, end), the windows for sudden spells at the phase openings the rulebook lists and at
// the end of tactics, and the turn limit.

import { END_TURN_LIMIT } from '../../../core/base-state.js';
import { STREAM_CHANCE, STREAM_SHUFFLE } from '../../../core/rng.js';
import { MAX_DEFS } from '../card-schema.js';
import { K_HERO, K_LOCATION } from '../card-tables.js';
import { BATTLE_DECK_SIZE, BUILDING_DECK_SIZE } from '../decks.js';
import { FRAMES } from '../frames.js';
import { A_RESOURCE, BATTLE_DECK, BUILDING_DECK, CELLS, FIELD, HERO, LOCATIONS, MAX_LOCATIONS, PH_BEGIN, PH_BUILD, PH_END, PH_GUARD, PH_RESOURCE, PH_SUMMON, PH_TACTICS, RESOURCE_CAP, V_PHASE, V_PHASE_ACTED, V_TURN_PLAYER } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarlordsState } from '../state.js';
import { threatDirs, troopOf } from './board.js';
import { checkDeaths, dealDamage } from './damage.js';
import { drawCard } from './piles.js';

const { attacked: ATTACKED, exhausted: EXHAUSTED, skillUsed: SKILL_USED, steps: STEPS, tempAbsorb: TEMP_ABSORB, tempAtk: TEMP_ATK, tempSpd: TEMP_SPD, threatStart: THREAT_START, wither: WITHER } = CARD_FIELDS.at;
const F_END_TACTICS = FRAMES.kind.endTactics;
const F_WINDOW = FRAMES.kind.window;

/**
 * Creates both players' cards in id order, seat by seat: the battle deck, the building deck and
 * the hero; and records each deck list.
 */
export function createDecks(s: WarlordsState, decks: readonly (readonly number[])[]): void {
  const t = s.tables;
  let id = 0;
  for (let p = 0; p < 2; p++) {
    const deck = decks[p]!;
    const battle = deck.filter((d) => t.kind[d] !== K_LOCATION && t.kind[d] !== K_HERO);
    const building = deck.filter((d) => t.kind[d] === K_LOCATION);
    const hero = deck.filter((d) => t.kind[d] === K_HERO);
    if (battle.length !== BATTLE_DECK_SIZE || building.length !== BUILDING_DECK_SIZE || hero.length !== 1)
      throw new Error(`a Warlords deck has a hero, ${BATTLE_DECK_SIZE} battle cards and ${BUILDING_DECK_SIZE} locations; seat ${p}'s has ${hero.length}, ${battle.length} and ${building.length}`);
    for (const d of battle) s.cards.create(id++, d, p, BATTLE_DECK);
    for (const d of building) s.cards.create(id++, d, p, BUILDING_DECK);
    s.cards.create(id++, hero[0]!, p, HERO);
    for (const d of deck) s.inList[p * MAX_DEFS + d] = 1;
  }
}

/** The rest of the set-up: deck events, shuffles, the coin for the first player, the opening draw, the first turn. */
export function startMatch(s: WarlordsState): void {
  for (let p = 0; p < 2; p++) {
    s.reportDeck(BATTLE_DECK, p);
    s.reportDeck(BUILDING_DECK, p);
    s.reportDeck(HERO, p);
    s.cards.shufflePile(BATTLE_DECK, p, s.rng, STREAM_SHUFFLE + p);
    s.cards.shufflePile(BUILDING_DECK, p, s.rng, STREAM_SHUFFLE + p);
    s.health[p] = s.startHealth;
  }
  const first = s.rng.below(STREAM_CHANCE, 2);
  for (let p = 0; p < 2; p++) {
    for (let i = 0; i < 3; i++) drawCard(s, p, BUILDING_DECK, true);
    for (let i = 0; i < 4; i++) drawCard(s, p, BATTLE_DECK, true);
  }
  startTurn(s, first);
}

/** p's turn: beginning (curses that wither), guard (exhausted troops stand up), then the resource phase's income. */
export function startTurn(s: WarlordsState, p: number): void {
  s.beginTurn(p);
  s.vars[V_TURN_PLAYER] = p;
  s.heroUsed[p] = 0;
  s.vars[V_PHASE] = PH_BEGIN;
  for (let cell = 0; cell < CELLS; cell++) {
    const c = troopOf(s, cell, p);
    if (c < 0) continue;
    s.setField(c, STEPS, 0);
    s.setField(c, SKILL_USED, 0);
    s.setField(c, ATTACKED, 0);
    const wither = s.field(c, WITHER);
    if (wither > 0) dealDamage(s, c, wither, true);
  }
  checkDeaths(s);
  s.vars[V_PHASE] = PH_GUARD;
  for (let cell = 0; cell < CELLS; cell++) {
    const c = troopOf(s, cell, p);
    if (c >= 0) s.setField(c, EXHAUSTED, 0);
  }
  for (let cell = 0; cell < CELLS; cell++) {
    const c = troopOf(s, cell, p);
    if (c >= 0) s.setField(c, THREAT_START, threatDirs(s, cell, p) !== 0 ? 1 : 0);
  }
  s.vars[V_PHASE] = PH_RESOURCE;
  let gold = 1;
  let mana = 1;
  for (let i = 0; i < MAX_LOCATIONS; i++) {
    const l = s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i);
    if (l < 0) continue;
    gold += s.tables.incomeGold[s.cards.def[l]!]!;
    mana += s.tables.incomeMana[s.cards.def[l]!]!;
  }
  s.gold[p] = Math.min(RESOURCE_CAP, s.gold[p]! + gold);
  s.mana[p] = Math.min(RESOURCE_CAP, s.mana[p]! + mana);
}

/** Whether p draws this turn: always, but the first player on the match's first turn. */
function drawsThisTurn(s: WarlordsState): boolean {
  return s.turn() > 1;
}

/** The resource decision: redirect 1 mana to the hero or not, and the deck to draw from. */
export function resourceActions(s: WarlordsState, out: Int32Array): number {
  const p = s.turnPlayer();
  const draws = drawsThisTurn(s);
  const battle = draws && s.cards.count(BATTLE_DECK, p) > 0;
  const building = draws && s.cards.count(BUILDING_DECK, p) > 0;
  let n = 0;
  for (let redirect = 0; redirect < 2; redirect++) {
    if (redirect === 1 && s.mana[p]! < 1) break;
    if (!battle && !building) out[n++] = A_RESOURCE + redirect * 3;
    if (battle) out[n++] = A_RESOURCE + redirect * 3 + 1;
    if (building) out[n++] = A_RESOURCE + redirect * 3 + 2;
  }
  return n;
}

export function applyResource(s: WarlordsState, choice: number): void {
  const p = s.turnPlayer();
  if (choice >= 3) {
    s.mana[p]!--;
    s.power[p] = Math.min(RESOURCE_CAP, s.power[p]! + 1);
  }
  const draw = choice % 3;
  if (draw !== 0) drawCard(s, p, draw === 1 ? BATTLE_DECK : BUILDING_DECK);
  enterPhase(s, PH_BUILD);
}

/**
 * The other player's turn to cast sudden spells at a phase opening or at the end of tactics: a
 * window asking it, the turn player counted as having passed. The turn player casts its own as
 * the first thing it does in the phase (or, in tactics, as its last: see play.ts).
 */
function openForOpponent(s: WarlordsState): void {
  s.stack.push(F_WINDOW, 1 - s.turnPlayer(), 1);
}

function enterPhase(s: WarlordsState, phase: number): void {
  s.vars[V_PHASE] = phase;
  s.vars[V_PHASE_ACTED] = 0;
  openForOpponent(s);
}

/** The turn player is done with the phase: the next one begins; after tactics, the last window for sudden spells. */
export function endPhase(s: WarlordsState): void {
  if (s.phase() === PH_BUILD) enterPhase(s, PH_SUMMON);
  else if (s.phase() === PH_SUMMON) enterPhase(s, PH_TACTICS);
  else {
    s.stack.push(F_END_TACTICS);
    openForOpponent(s);
  }
}

/** The end of the turn: effects until the end of the turn lapse; the turn limit; the next player's turn. */
export function endTurn(s: WarlordsState): void {
  s.vars[V_PHASE] = PH_END;
  for (let cell = 0; cell < CELLS; cell++) {
    const c = s.cards.cell(FIELD, cell);
    if (c < 0) continue;
    s.setField(c, TEMP_ATK, 0);
    s.setField(c, TEMP_SPD, 0);
    s.setField(c, TEMP_ABSORB, 0);
  }
  if (s.turn() >= s.facts.maxTurns) {
    const a = s.health[0]!;
    const b = s.health[1]!;
    s.finish(a === b ? 2 : a > b ? 0 : 1, END_TURN_LIMIT);
    return;
  }
  startTurn(s, 1 - s.turnPlayer());
}
