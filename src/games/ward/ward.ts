// Ward, 1v1: a dice-driven card game with one primary creature per side, limited summons,
// magic chains and a 300-HP cemetery. Rules and the decisions taken on the open questions of
// the rulebook transcription are in RULES.md beside this file.
//
// The state is the shared card table plus one Int32Array `v` holding every number of the game
// (phase, per-player flags, per-card HP/buffs/timers, the chain), so clone() copies typed arrays only.

import { BaseState, CardTable, EffectStack, END_TURN_LIMIT, RngStreams } from '../../core/base-state.js';
import * as coreCards from '../../core/cards.js';
import type { ZoneSpec } from '../../core/cards.js';
import * as events from '../../core/events.js';
import type { GameDefinition, MatchSetup, VariantFacts } from '../../core/game.js';
import * as gameModule from '../../core/game.js';
import * as rngModule from '../../core/rng.js';
import { getOrMake } from '../../core/get-or-make.js';
import { SetUpTemplates, StatePool } from '../../core/state-pool.js';
import type { WardCard, WardCardSet, WardDb } from './cards.js';
import * as wardCards from './cards.js';
import * as wardIds from './ids.js';

// Imported constants bound to this module's own consts, which optimised code folds (an imported
// binding is read from its module cell at each use; see README, Development).
const { NO_CARD } = coreCards;
const { CardEvent } = events;
const { TERMINAL } = gameModule;
const { STREAM_CHANCE, STREAM_SHUFFLE } = rngModule;
const {
  CE_BONUS, CE_DESTROY_ON_SUMMON, CE_DOT_ON_HIT, CE_FIRST_MULT, CE_UNAFFECTED, MAX_DEFS,
  ME_ANY_DAMAGE, ME_BOUNCE, ME_BUFF, ME_DAMAGE, ME_DESTROY, ME_DOT, ME_DRAW, ME_HEAL, ME_HOT, ME_IMMUNE,
  ME_LIMITED, ME_MULT, ME_NEG_CREATURE, ME_NEG_MAGIC, ME_PCT, ME_REVIVE, ME_UNREMOVABLE,
  MT_INFINITE, MT_LIGHTNING, ST_EQUIP, ST_FIELD, T_ANY, T_CREATURE_EFFECT, T_MAGIC, T_NONE, T_OPP, T_OWN, T_RESPONSE,
} = wardCards;
const {
  DECK, HAND, CEM, CHAIN, UNDER, FIELD, MAGIC, HAND_LIMIT, LOSS_HP, NC, A_END_PHASE, A_NO_RESPONSE,
  A_GO_FIRST, A_GO_SECOND, A_KILL_OWN, A_BATTLE, A_SAC_FIELD, A_PROMOTE, A_TARGET_MAGIC, A_SUMMON,
  A_DISCARD, A_SAC_HAND, A_CHOOSE_CEM, A_CHOOSE_HAND, A_PLAY, TARGETS_PER_DEF, T_SLOT_NONE, NUM_ACTIONS,
  PH_MAIN, PH_COMBAT, PH_MAIN2, F_CHOOSE, F_DISCARD, F_WINDOW, F_RESOLVE, F_REPLACE, F_SAC, F_CEM,
  F_LIMHAND, F_TMAGIC,
} = wardIds;

const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'cemetery', kind: 'pile', visibility: 'public' },
  { name: 'chain', kind: 'pile', visibility: 'public' },
  { name: 'under', kind: 'pile', visibility: 'public' },
  { name: 'field', kind: 'cells', visibility: 'public', cells: 10 },
  { name: 'magic', kind: 'cells', visibility: 'public', cells: 10 },
];
const CHAIN_MAX = 24;
const FRAME_WIDTH = 8;

/** A chain entry's target that is another chain entry (the card it answers) is stored as -2 - index; the map is its own inverse. */
function chainRef(x: number): number {
  return -2 - x;
}

// Chain entry kinds.
const K_MAGIC = 0;
const K_SUMMON = 1;

// Layout of v.
const O_PHASE = 0;
const O_TURNP = 1;
/** -1 running, 0/1 winner, 2 draw. */
const O_WINNER = 2;
const O_COMBAT_END = 3;
const O_CHAIN_LEN = 4;
/** Last attack damage dealt and whether it was a critical (for logs and tests). */
export const O_LAST_DMG = 5;
export const O_LAST_CRIT = 6;
const O_NORMAL_USED = 8;
const O_KILL_USED = 10;
const O_REPLACE_PENDING = 12;
const O_CEMHP = 14;
const O_CARD = 16;
// Per-card fields, each NC long.
const PC_HP = 0;
const PC_AL = 1;
const PC_SPD = 2;
const PC_MOD = 3;
const PC_ATK = 4;
const PC_HIT = 5;
const PC_NEG = 6;
const PC_IMMUNE = 7;
const PC_DOT_AMT = 8;
const PC_DOT_LEFT = 9;
const PC_DOT_NEXT = 10;
const PC_HOT_AMT = 11;
const PC_HOT_LEFT = 12;
const PC_HOT_NEXT = 13;
const PC_ANCHOR = 14;
const PC_HOST = 15;
const PC_UNDER_OF = 16;
/** The turn in which the creature last started a battle. */
const PC_BATTLED = 17;
const PER_CARD = 18;
const O_CHAIN = O_CARD + PER_CARD * NC;
const CH_CARD = 0;
const CH_PLAYER = 1;
const CH_TARGET = 2;
const CH_KIND = 3;
const CH_NEG = 4;
const CH_W = 5;
const V_LEN = O_CHAIN + CH_W * CHAIN_MAX;

export const END_CEMETERY = 'cemetery-300';
export const END_CREATURE_OUT = 'creature-out';
const REDRAW_TRIES = 10;

export const OBS_LEN = 2 * 5 * 10 + 2 * 5 * 3 + 6 + 6 + MAX_DEFS + 10 + 1 + MAX_DEFS;

export const WARD_FACTS: VariantFacts = {
  id: 'standard',
  description: '1v1, 30-card decks, 300 cemetery HP, time-out after 100 turns scored by cemetery HP',
  players: 2,
  observationLength: OBS_LEN,
  numDistinctActions: NUM_ACTIONS,
  maxTurns: 100,
  maxDecisions: 50000,
  returnBounds: [0, 1],
  hiddenInformation: true,
  chance: true,
  cardEvents: [CardEvent.InDeck, CardEvent.FirstHand, CardEvent.Drawn, CardEvent.Played],
  usesDecks: true,
};

// Scratch for legalActions and helpers (single-threaded, never re-entered).
const defScratch = new Int32Array(64);
const handScratch = new Int32Array(64);
const sacScratch = new Int32Array(64);
const markScratch = new Int32Array(MAX_DEFS);
let markStamp = 1;

export class WardState extends BaseState {
  readonly v: Int32Array;
  readonly db: WardDb;

  constructor(readonly set: WardCardSet, game: GameDefinition, cards?: CardTable, rng?: RngStreams, stack?: EffectStack) {
    super(game, WARD_FACTS, cards ?? new CardTable(ZONES, 2, NC), rng ?? new RngStreams(3), stack ?? new EffectStack(FRAME_WIDTH, 64));
    this.v = new Int32Array(V_LEN);
    this.db = set.db;
  }

  // ---- small accessors -------------------------------------------------------------------

  get phase(): number {
    return this.v[O_PHASE]!;
  }
  get turnPlayer(): number {
    return this.v[O_TURNP]!;
  }
  pc(field: number, c: number): number {
    return this.v[O_CARD + field * NC + c]!;
  }
  private setPc(field: number, c: number, x: number): void {
    this.v[O_CARD + field * NC + c] = x;
  }
  hp(c: number): number {
    return this.pc(PC_HP, c);
  }
  cemeteryHp(p: number): number {
    return this.v[O_CEMHP + p]!;
  }
  chainLength(): number {
    return this.v[O_CHAIN_LEN]!;
  }
  /** p's primary creature, or NO_CARD. */
  primary(p: number): number {
    return this.cards.cell(FIELD, p * 5);
  }
  creatureAt(cell: number): number {
    return this.cards.cell(FIELD, cell);
  }
  magicAt(cell: number): number {
    return this.cards.cell(MAGIC, cell);
  }
  isLimited(c: number): boolean {
    return this.cards.zone[c] === FIELD && this.cards.slot[c]! % 5 !== 0;
  }
  onField(c: number): boolean {
    return this.cards.zone[c] === FIELD;
  }
  firstCycle(): boolean {
    return this.turnCount <= 2;
  }
  immune(c: number): boolean {
    return this.pc(PC_IMMUNE, c) > this.turnCount;
  }
  anchorOf(c: number): number {
    return this.pc(PC_ANCHOR, c);
  }
  dotLeft(c: number): number {
    return this.pc(PC_DOT_LEFT, c);
  }

  // ---- effects and stats -----------------------------------------------------------------

  /** The creature's own effects have taken hold (not limited, not negated): a self-protecting effect. */
  unaffectedActive(c: number): boolean {
    return (this.db.cflags[this.cards.def[c]!]! & CE_UNAFFECTED) !== 0 && !this.isLimited(c) && this.pc(PC_NEG, c) === 0;
  }
  fieldNegation(): boolean {
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD && this.db.sub[this.cards.def[m]!] === ST_FIELD && (this.db.mflags[this.cards.def[m]!]! & ME_NEG_CREATURE) !== 0) return true;
    }
    return false;
  }
  /** Whether creature c's effects apply now. */
  effectsOn(c: number): boolean {
    if (this.isLimited(c) || this.pc(PC_NEG, c) !== 0) return false;
    return this.unaffectedActive(c) || !this.fieldNegation();
  }
  /** Whether an effect of player `src` may touch creature c (16.1: unaffected creatures ignore others' effects). */
  affects(c: number, src: number): boolean {
    return src === this.cards.controller[c] || !this.unaffectedActive(c);
  }
  roadTax(): number {
    let t = 0;
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD) t += this.db.tax[this.cards.def[m]!]!;
    }
    return t;
  }
  /** Sum of equip and infinite field buffs on creature c for stat index s (0 al, 1 spd, 2 mod, 3 atk, 4 hit). */
  private dynamicBuff(c: number, s: number): number {
    let b = 0;
    const db = this.db;
    const cc = this.cards.controller[c]!;
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m === NO_CARD) continue;
      const d = this.cards.def[m]!;
      const x = db.buff[d * 5 + s]!;
      if (x === 0) continue;
      const mc = this.cards.controller[m]!;
      if (db.sub[d] === ST_EQUIP) {
        if (this.pc(PC_HOST, m) === c) b += x;
      } else if (db.sub[d] === ST_FIELD && this.affects(c, mc)) {
        const side = db.side[d]!;
        if (side === 2 || (side === 0) === (cc === mc)) b += x;
      }
    }
    return b;
  }
  effAl(c: number): number {
    const a = this.db.al[this.cards.def[c]!]! + this.pc(PC_AL, c) + this.dynamicBuff(c, 0);
    return a > 12 ? 12 : a < 0 ? 0 : a;
  }
  effSpd(c: number): number {
    return this.db.spd[this.cards.def[c]!]! + this.pc(PC_SPD, c) + this.dynamicBuff(c, 1);
  }
  effMod(c: number): number {
    return this.db.mod[this.cards.def[c]!]! + this.pc(PC_MOD, c) + this.dynamicBuff(c, 2);
  }
  effAtkDice(c: number): number {
    const a = this.db.atk[this.cards.def[c]!]! + this.pc(PC_ATK, c) + this.dynamicBuff(c, 3);
    return a < 1 ? 1 : a;
  }
  effHitDice(c: number): number {
    const a = 2 + this.pc(PC_HIT, c) + this.dynamicBuff(c, 4);
    return a < 1 ? 1 : a;
  }
  /** Product of the multipliers of equips on c (applied in sequence; integers, so order is moot). */
  equipMultiplier(c: number): number {
    let f = 1;
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD && this.pc(PC_HOST, m) === c && (this.db.mflags[this.cards.def[m]!]! & ME_MULT) !== 0) f *= this.db.mult[this.cards.def[m]!]!;
    }
    return f;
  }
  unremovable(c: number): boolean {
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD && this.pc(PC_HOST, m) === c && (this.db.mflags[this.cards.def[m]!]! & ME_UNREMOVABLE) !== 0) return true;
    }
    return false;
  }
  private freeMagicCell(p: number): number {
    for (let k = 0; k < 5; k++) if (this.magicAt(p * 5 + k) === NO_CARD) return p * 5 + k;
    return -1;
  }
  private freeLimitedCell(p: number): number {
    for (let k = 1; k < 5; k++) if (this.creatureAt(p * 5 + k) === NO_CARD) return p * 5 + k;
    return -1;
  }
  private anyMagicOnField(): boolean {
    for (let k = 0; k < 10; k++) if (this.magicAt(k) !== NO_CARD) return true;
    return false;
  }

  // ---- moving cards ----------------------------------------------------------------------

  private resetCard(c: number): void {
    for (let f = 0; f < PER_CARD; f++) this.v[O_CARD + f * NC + c] = 0;
    this.setPc(PC_ANCHOR, c, -1);
    this.setPc(PC_HOST, c, -1);
    this.setPc(PC_UNDER_OF, c, -1);
  }

  /** Puts a card into its owner's cemetery; creatures add their printed HP (4.1.1, 17.5). */
  private toCemetery(c: number): void {
    const o = this.cards.owner[c]!;
    this.cards.pushOnto(c, CEM, o);
    this.resetCard(c);
    if (this.db.isCreature[this.cards.def[c]!] === 1) {
      this.v[O_CEMHP + o]! += this.db.hp[this.cards.def[c]!]!;
      if (this.v[O_CEMHP + o]! >= LOSS_HP && this.reason === null) this.finish(1 - o, END_CEMETERY);
    }
  }

  private fromCemetery(c: number): void {
    const o = this.cards.owner[c]!;
    this.v[O_CEMHP + o]! -= this.db.hp[this.cards.def[c]!]!;
  }

  /**
   * A creature leaves the field (killed, sacrificed, bounced, its anchor gone): its equips are
   * destroyed, its anchor goes with it, cards under it follow it (8.3).
   */
  private leaveField(c: number, toHand: boolean): void {
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD && this.pc(PC_HOST, m) === c) this.toCemetery(m);
    }
    const anchor = this.pc(PC_ANCHOR, c);
    this.setPc(PC_ANCHOR, c, -1);
    if (anchor >= 0 && this.cards.zone[anchor] === MAGIC) this.toCemetery(anchor);
    for (let p = 0; p < 2; p++) {
      for (let i = this.cards.count(UNDER, p) - 1; i >= 0; i--) {
        const u = this.cards.at(UNDER, p, i);
        if (this.pc(PC_UNDER_OF, u) !== c) continue;
        if (toHand) {
          this.resetCard(u);
          this.cards.pushOnto(u, HAND, this.cards.owner[u]!);
        } else this.toCemetery(u);
      }
    }
    if (toHand) {
      this.resetCard(c);
      this.cards.pushOnto(c, HAND, this.cards.owner[c]!);
    } else this.toCemetery(c);
  }

  /** Destroys a magic card on the field (18.12); an anchoring effect takes its creature with it (12.2). */
  destroyMagic(m: number): void {
    this.toCemetery(m);
    for (let k = 0; k < 10; k++) {
      const c = this.creatureAt(k);
      if (c !== NO_CARD && this.pc(PC_ANCHOR, c) === m) {
        this.setPc(PC_ANCHOR, c, -1);
        this.leaveField(c, false);
      }
    }
  }

  private drawCard(p: number, first: boolean): number {
    const c = this.cards.moveTop(DECK, p, HAND, p);
    if (c === NO_CARD) return NO_CARD;
    this.emit(first ? CardEvent.FirstHand : CardEvent.Drawn, p, this.cards.def[c]!);
    return c;
  }

  private shuffleDeck(p: number): void {
    this.cards.shufflePile(DECK, p, this.rng, STREAM_SHUFFLE + p);
  }

  /**
   * Damage to a creature (HP floor 0). `src` is the player whose effect deals it, or -1 for
   * attack damage and critical-miss self damage. Returns the damage actually taken.
   */
  dealDamage(c: number, amount: number, src: number): number {
    if (amount <= 0 || this.firstCycle() || this.isLimited(c) || this.immune(c)) return 0;
    if (src >= 0 && !this.affects(c, src)) return 0;
    const h = this.hp(c);
    const taken = amount > h ? h : amount;
    this.setPc(PC_HP, c, h - taken);
    if (h - taken === 0) this.leaveField(c, false);
    return taken;
  }

  private heal(c: number, amount: number): void {
    const max = this.db.hp[this.cards.def[c]!]!;
    const h = this.hp(c) + amount;
    this.setPc(PC_HP, c, h > max ? max : h);
  }

  /** Players without a primary creature must replace it now (7.2.1); the turn player first. */
  private checkPrimaries(): void {
    if (this.reason !== null) return;
    const tp = this.turnPlayer;
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? 1 - tp : tp;
      if (this.ownTurns[p]! > 0 && this.primary(p) === NO_CARD && this.v[O_REPLACE_PENDING + p] === 0) {
        this.v[O_REPLACE_PENDING + p] = 1;
        this.stack.push(F_REPLACE, p, 0, 0);
      }
    }
  }

  private finish(winner: number, reason: string): void {
    this.v[O_WINNER] = winner;
    this.end(reason);
  }

  // ---- turn structure --------------------------------------------------------------------

  startTurn(p: number): void {
    this.beginTurnOf(p);
    this.v[O_TURNP] = p;
    this.v[O_NORMAL_USED + p] = 0;
    this.v[O_KILL_USED + p] = 0;
    const first = this.ownTurns[p] === 1;
    for (let i = first ? 5 : 1; i > 0; i--) this.drawCard(p, first);
    this.v[O_PHASE] = PH_MAIN;
    if (first && this.primary(p) === NO_CARD) {
      // 7.1.4: the first turn's summon is forced and is the turn's normal summon.
      this.v[O_NORMAL_USED + p] = 1;
      this.v[O_REPLACE_PENDING + p] = 1;
      this.stack.push(F_REPLACE, p, 0, 0);
    }
    if (this.cards.count(HAND, p) > HAND_LIMIT) this.stack.push(F_DISCARD, p);
  }

  private endTurn(): void {
    if (this.turnCount >= this.facts.maxTurns) {
      const a = this.cemeteryHp(0);
      const b = this.cemeteryHp(1);
      this.finish(a === b ? 2 : a > b ? 1 : 0, END_TURN_LIMIT);
      return;
    }
    this.startTurn(1 - this.turnPlayer);
  }

  /** End of the Combat Phase: DOT and HOT tick (11.1), then the second magic phase. */
  private endCombat(): void {
    this.v[O_COMBAT_END] = 0;
    this.v[O_PHASE] = PH_MAIN2;
    const t = this.turnCount;
    for (let k = 0; k < 10; k++) {
      const c = this.creatureAt(k);
      if (c === NO_CARD) continue;
      if (this.pc(PC_HOT_LEFT, c) > 0 && this.pc(PC_HOT_NEXT, c) === t) {
        this.heal(c, this.pc(PC_HOT_AMT, c));
        this.setPc(PC_HOT_LEFT, c, this.pc(PC_HOT_LEFT, c) - 1);
        this.setPc(PC_HOT_NEXT, c, t + 2);
      }
      if (this.pc(PC_DOT_LEFT, c) > 0 && this.pc(PC_DOT_NEXT, c) === t) {
        this.setPc(PC_DOT_LEFT, c, this.pc(PC_DOT_LEFT, c) - 1);
        this.setPc(PC_DOT_NEXT, c, t + 2);
        this.dealDamage(c, this.pc(PC_DOT_AMT, c), -1);
        if (this.reason !== null) return;
      }
    }
    this.checkPrimaries();
  }

  /** The turn (own or the opponent's) whose Combat Phase end is the next DOT/HOT tick. */
  private nextCombatEnd(): number {
    return this.phase === PH_MAIN || this.phase === PH_COMBAT ? this.turnCount : this.turnCount + 1;
  }

  private canBattle(p: number): boolean {
    if (this.firstCycle() || this.primary(1 - p) === NO_CARD) return false;
    for (let s = 0; s < 5; s++) {
      const c = this.creatureAt(p * 5 + s);
      if (c !== NO_CARD && this.pc(PC_BATTLED, c) !== this.turnCount) return true;
    }
    return false;
  }

  // ---- battle ----------------------------------------------------------------------------

  private battle(att: number): void {
    const p = this.cards.controller[att]!;
    const def = this.primary(1 - p);
    this.setPc(PC_BATTLED, att, this.turnCount);
    const sa = this.effSpd(att);
    const sd = this.effSpd(def);
    let attFirst = sa > sd;
    if (sa === sd) {
      // Tied speed: each rolls a die, re-rolled while tied, for this battle only.
      for (;;) {
        const ra = this.rng.die(STREAM_CHANCE);
        const rd = this.rng.die(STREAM_CHANCE);
        if (ra !== rd) {
          attFirst = ra > rd;
          break;
        }
      }
    }
    const first = attFirst ? att : def;
    const second = attFirst ? def : att;
    this.strike(first, second, true);
    if (this.reason !== null || this.primaryDied()) return;
    if (this.onField(first) && this.onField(second)) this.strike(second, first, false);
    if (this.reason === null) this.primaryDied();
  }

  /** A primary creature died: the Combat Phase ends (9.1). */
  private primaryDied(): boolean {
    if (this.primary(0) === NO_CARD || this.primary(1) === NO_CARD) {
      this.v[O_COMBAT_END] = 1;
      this.checkPrimaries();
      return true;
    }
    return false;
  }

  /** One creature's hit roll and attack damage roll against another (10.2 steps 3-4, 10.3). */
  private strike(x: number, y: number, first: boolean): void {
    const n = this.effHitDice(x);
    let sum = 0;
    let sixes = 0;
    let ones = 0;
    for (let i = 0; i < n; i++) {
      const d = this.rng.die(STREAM_CHANCE);
      sum += d;
      if (d === 6) sixes++;
      else if (d === 1) ones++;
    }
    this.v[O_LAST_DMG] = 0;
    this.v[O_LAST_CRIT] = 0;
    if (n >= 2 && ones === n) {
      // Critical miss: automatic miss and one die of flat damage to the attacker itself.
      this.v[O_LAST_CRIT] = -1;
      this.dealDamage(x, this.rng.die(STREAM_CHANCE), -1);
      return;
    }
    const crit = n >= 2 && sixes === n;
    const mod = this.effMod(x);
    if (!crit && sum + mod < this.effAl(y)) return;
    const ad = this.effAtkDice(x);
    let dmg = mod;
    for (let i = 0; i < ad; i++) dmg += this.rng.die(STREAM_CHANCE);
    const xd = this.cards.def[x]!;
    const on = this.effectsOn(x);
    if (on && (this.db.cflags[xd]! & CE_BONUS) !== 0) dmg += this.db.bonus[xd]!;
    if (dmg < 0) dmg = 0;
    // Critical hit doubles the total after modifiers and buffs; then multipliers in sequence (5.3).
    if (crit) dmg *= 2;
    if (first && on && (this.db.cflags[xd]! & CE_FIRST_MULT) !== 0) dmg *= this.db.firstMult[xd]!;
    dmg *= this.equipMultiplier(x);
    this.v[O_LAST_DMG] = dmg;
    this.v[O_LAST_CRIT] = crit ? 1 : 0;
    this.dealDamage(y, dmg, -1);
    // On-hit DOT: no stacking, a creature under a DOT takes no second one (11.3).
    if (on && (this.db.cflags[xd]! & CE_DOT_ON_HIT) !== 0 && this.onField(y) && !this.isLimited(y) && this.pc(PC_DOT_LEFT, y) === 0 && this.affects(y, this.cards.controller[x]!)) {
      this.setPc(PC_DOT_AMT, y, this.db.dotDmg[xd]!);
      this.setPc(PC_DOT_LEFT, y, this.db.dotCycles[xd]!);
      this.setPc(PC_DOT_NEXT, y, this.nextCombatEnd());
    }
  }

  // ---- summoning -------------------------------------------------------------------------

  /** Sacrifices needed by base AL (8.2.1). */
  static sacrificesFor(al: number): number {
    return al >= 12 ? 2 : al >= 7 ? 1 : 0;
  }

  /** Creature cards in p's hand other than `except`, collected into handScratch sorted by def; returns count. */
  private handCreatures(p: number, except: number): number {
    let k = 0;
    const n = this.cards.count(HAND, p);
    for (let i = 0; i < n; i++) {
      const c = this.cards.at(HAND, p, i);
      if (c === except || this.db.isCreature[this.cards.def[c]!] !== 1) continue;
      // insertion by definition id
      let j = k++;
      const d = this.cards.def[c]!;
      while (j > 0 && this.cards.def[handScratch[j - 1]!]! > d) {
        handScratch[j] = handScratch[j - 1]!;
        j--;
      }
      handScratch[j] = c;
    }
    return k;
  }

  /** Cheapest HP total of `need` hand creatures (other than `except`) with def >= minDef, or -1. */
  private cheapestSacrifices(p: number, except: number, need: number, minDef: number, skip: number): number {
    if (need === 0) return 0;
    const k = this.handCreatures(p, except);
    let best1 = -1;
    let best2 = -1;
    for (let i = 0; i < k; i++) {
      const c = handScratch[i]!;
      if (c === skip || this.cards.def[c]! < minDef) continue;
      const h = this.db.hp[this.cards.def[c]!]!;
      if (best1 < 0 || h < best1) {
        best2 = best1;
        best1 = h;
      } else if (best2 < 0 || h < best2) best2 = h;
    }
    if (need === 1) return best1;
    return best2 < 0 ? -1 : best1 + best2;
  }

  /** Hand instance of definition d for player p (the last one), or NO_CARD. */
  private handCardOf(p: number, d: number, skip1 = NO_CARD, skip2 = NO_CARD): number {
    for (let i = this.cards.count(HAND, p) - 1; i >= 0; i--) {
      const c = this.cards.at(HAND, p, i);
      if (c !== skip1 && c !== skip2 && this.cards.def[c] === d) return c;
    }
    return NO_CARD;
  }

  /**
   * Whether p may start summoning the hand card c now. `forced` = a replacement (no primary;
   * sacrifices from hand only; allowed even if every way loses).
   */
  canSummon(p: number, c: number, forced: boolean): boolean {
    const d = this.cards.def[c]!;
    if (this.db.isCreature[d] !== 1) return false;
    const prim = this.primary(p);
    const req = this.db.reqUnder[d]!;
    if (req >= 0) return !forced && prim !== NO_CARD && this.cards.def[prim] === req;
    const need = WardState.sacrificesFor(this.db.al[d]!);
    if (forced) return this.cheapestSacrifices(p, c, need, 0, NO_CARD) >= 0;
    if (prim === NO_CARD) return this.cheapestSacrifices(p, c, need, 0, NO_CARD) >= 0 && this.cemeteryHp(p) + this.cheapestSacrifices(p, c, need, 0, NO_CARD) < LOSS_HP;
    // With a primary on the field the new one replaces it: the primary must be a sacrifice.
    if (need === 0) return false;
    const rest = this.cheapestSacrifices(p, c, need - 1, 0, NO_CARD);
    return rest >= 0 && this.cemeteryHp(p) + this.db.hp[this.cards.def[prim]!]! + rest < LOSS_HP;
  }

  private startSummon(p: number, c: number, forced: boolean): void {
    const d = this.cards.def[c]!;
    const need = this.db.reqUnder[d]! >= 0 ? 0 : WardState.sacrificesFor(this.db.al[d]!);
    if (need === 0) this.completeSummon(p, c, NO_CARD, NO_CARD);
    else this.stack.push(F_SAC, p, c, need, -1, forced ? 1 : 0, NO_CARD, NO_CARD);
  }

  private completeSummon(p: number, c: number, s1: number, s2: number): void {
    for (let k = 0; k < 2; k++) {
      const s = k === 0 ? s1 : s2;
      if (s === NO_CARD) continue;
      if (this.cards.zone[s] === FIELD) this.leaveField(s, false);
      else this.toCemetery(s);
    }
    if (this.reason !== null) return;
    const d = this.cards.def[c]!;
    if (this.db.reqUnder[d]! >= 0) {
      const under = this.primary(p);
      this.leaveFieldForUnder(under, c);
    }
    this.cards.placeInCell(c, FIELD, p * 5, p);
    this.resetCard(c);
    this.setPc(PC_HP, c, this.db.hp[d]!);
    this.v[O_REPLACE_PENDING + p] = 0;
    this.emit(CardEvent.Played, p, d);
    this.openSummonWindow(c);
  }

  /** The Sharkling goes under its new creature: its own equips and anchor end. */
  private leaveFieldForUnder(u: number, host: number): void {
    for (let k = 0; k < 10; k++) {
      const m = this.magicAt(k);
      if (m !== NO_CARD && this.pc(PC_HOST, m) === u) this.toCemetery(m);
    }
    const anchor = this.pc(PC_ANCHOR, u);
    if (anchor >= 0 && this.cards.zone[anchor] === MAGIC) this.toCemetery(anchor);
    this.resetCard(u);
    this.cards.pushOnto(u, UNDER, this.cards.controller[u]!);
    this.setPc(PC_UNDER_OF, u, host);
  }

  /** 14.2.1: a creature with effects opens an activation window; an active field negation stops them at once (16.1.3). */
  private openSummonWindow(c: number): void {
    const d = this.cards.def[c]!;
    if (this.db.cflags[d] === 0) return;
    if (this.fieldNegation()) {
      this.setPc(PC_NEG, c, 1);
      return;
    }
    const p = this.cards.controller[c]!;
    this.pushChain(c, p, -1, K_SUMMON);
    this.stack.push(F_RESOLVE, this.chainLength() - 1);
    this.stack.push(F_WINDOW, 1 - p);
  }

  private promote(c: number): void {
    const p = this.cards.controller[c]!;
    this.cards.placeInCell(c, FIELD, p * 5, p);
    this.v[O_REPLACE_PENDING + p] = 0;
  }

  /** Any creature in hand or deck that could ever be summoned as a replacement (7.2.4). */
  private anyPlayableCreature(p: number): boolean {
    let creatures = 0;
    let minNeed = 99;
    for (let zi = 0; zi < 2; zi++) {
      const z = zi === 0 ? HAND : DECK;
      const n = this.cards.count(z, p);
      for (let i = 0; i < n; i++) {
        const d = this.cards.def[this.cards.at(z, p, i)]!;
        if (this.db.isCreature[d] !== 1) continue;
        creatures++;
        if (this.db.reqUnder[d]! < 0) {
          const need = WardState.sacrificesFor(this.db.al[d]!);
          if (need < minNeed) minNeed = need;
        }
      }
    }
    return minNeed <= creatures - 1;
  }

  private replacementOptions(p: number): boolean {
    for (let k = 1; k < 5; k++) if (this.creatureAt(p * 5 + k) !== NO_CARD) return true;
    const n = this.cards.count(HAND, p);
    for (let i = 0; i < n; i++) if (this.canSummon(p, this.cards.at(HAND, p, i), true)) return true;
    return false;
  }

  /**
   * 7.2.2-7.2.4: no playable creature in hand: reveal the hand, shuffle it into the deck and
   * draw as many; after REDRAW_TRIES tries (or with an empty hand) draw one card at a time.
   * Every examined hand is revealed, so the hand that finally works stays known to both.
   */
  private redraw(p: number): void {
    const tries = this.stack.top(2);
    // Hand and deck together stay the same set during the procedure: one check suffices.
    if (tries === 0 && !this.anyPlayableCreature(p)) {
      this.finish(1 - p, END_CREATURE_OUT);
      return;
    }
    const n = this.cards.count(HAND, p);
    this.stack.setTop(2, tries + 1);
    // Field 3 marks the one-card-at-a-time mode (7.2.3): once started it goes on to the end.
    if (n === 0 || tries >= REDRAW_TRIES) this.stack.setTop(3, 1);
    if (this.stack.top(3) === 0) {
      for (let i = n - 1; i >= 0; i--) {
        const c = this.cards.at(HAND, p, i);
        this.cards.revealToAll(c);
        this.cards.pushOnto(c, DECK, p);
      }
      this.shuffleDeck(p);
      for (let i = 0; i < n; i++) this.cards.revealToAll(this.drawCard(p, false));
    } else {
      const c = this.drawCard(p, false);
      if (c === NO_CARD) this.finish(1 - p, END_CREATURE_OUT);
      else this.cards.revealToAll(c);
    }
  }

  // ---- magic -----------------------------------------------------------------------------

  private pushChain(card: number, p: number, target: number, kind: number): void {
    const i = this.chainLength();
    if (i >= CHAIN_MAX) throw new Error(`ward: chain longer than ${CHAIN_MAX} entries`);
    const o = O_CHAIN + i * CH_W;
    this.v[o + CH_CARD] = card;
    this.v[o + CH_PLAYER] = p;
    this.v[o + CH_TARGET] = target;
    this.v[o + CH_KIND] = kind;
    this.v[o + CH_NEG] = 0;
    this.v[O_CHAIN_LEN] = i + 1;
  }
  chainEntry(i: number, f: number): number {
    return this.v[O_CHAIN + i * CH_W + f]!;
  }

  /** Self damage p must pay to play a magic now: its cost plus Old Logging Road-like taxes (14.2.4). */
  private selfDamageCost(d: number): number {
    return this.db.cost[d]! + this.roadTax();
  }

  /** The cost can be paid: it is prevented (first cycle, immunity) or the primary survives it. */
  private costPayable(p: number, total: number): boolean {
    if (total === 0 || this.firstCycle()) return true;
    const prim = this.primary(p);
    if (prim === NO_CARD) return false;
    return this.immune(prim) || this.hp(prim) > total;
  }

  /** Whether p may play magic definition d at target slot t now (response = answering a chain). */
  canPlay(p: number, d: number, t: number, response: boolean): boolean {
    return this.canPlayCard(p, d, response) && this.targetOk(p, d, t, response);
  }

  /** The checks that do not depend on the target: type and timing, slots, damage in the first cycle, costs. */
  private canPlayCard(p: number, d: number, response: boolean): boolean {
    const db = this.db;
    if (db.isCreature[d] === 1) return false;
    const mt = db.mtype[d]!;
    if (response && mt !== MT_LIGHTNING) return false;
    if ((db.mflags[d]! & ME_ANY_DAMAGE) !== 0 && this.firstCycle()) return false;
    if (mt === MT_INFINITE && this.freeMagicCell(p) < 0) return false;
    return this.costPayable(p, this.selfDamageCost(d));
  }

  private targetOk(p: number, d: number, t: number, response: boolean): boolean {
    const db = this.db;
    const f = db.mflags[d]!;
    const tk = db.target[d]!;
    const top = this.chainLength() - 1;
    switch (tk) {
      case T_RESPONSE:
        if (!response || t !== T_SLOT_NONE || top < 0) return false;
        return this.chainEntry(top, CH_KIND) === K_MAGIC;
      case T_CREATURE_EFFECT:
        if (t === T_SLOT_NONE) return response && top >= 0 && this.chainEntry(top, CH_KIND) === K_SUMMON;
        return t < 10 && this.validCreatureTarget(p, t, T_ANY) && this.pc(PC_NEG, this.creatureAt(t)) === 0;
      case T_MAGIC:
        return t >= 10 && t < 20 && this.magicAt(t - 10) !== NO_CARD;
      case T_NONE:
        if (t !== T_SLOT_NONE) return false;
        if ((f & ME_REVIVE) !== 0) return this.freeLimitedCell(p) >= 0 && this.hasCemeteryCreature(p);
        if ((f & ME_LIMITED) !== 0) return this.freeLimitedCell(p) >= 0 && this.hasLimitedCandidate(p, db.limitedMaxAl[d]!, NO_CARD);
        return true;
      default:
        if (t >= 10 || !this.validCreatureTarget(p, t, tk)) return false;
        if ((f & ME_BOUNCE) !== 0 && this.unremovable(this.creatureAt(t))) return false;
        return true;
    }
  }

  private validCreatureTarget(p: number, t: number, tk: number): boolean {
    const c = this.creatureAt(t);
    if (c === NO_CARD) return false;
    const side = t < 5 ? 0 : 1;
    if (tk === T_OWN && side !== p) return false;
    if (tk === T_OPP && side === p) return false;
    return this.affects(c, p);
  }

  private hasCemeteryCreature(p: number): boolean {
    const n = this.cards.count(CEM, p);
    for (let i = 0; i < n; i++) if (this.db.isCreature[this.cards.def[this.cards.at(CEM, p, i)]!] === 1) return true;
    return false;
  }

  private hasLimitedCandidate(p: number, maxAl: number, except: number): boolean {
    const n = this.cards.count(HAND, p);
    for (let i = 0; i < n; i++) {
      const c = this.cards.at(HAND, p, i);
      const d = this.cards.def[c]!;
      if (c !== except && this.db.isCreature[d] === 1 && this.db.al[d]! <= maxAl && this.db.reqUnder[d]! < 0) return true;
    }
    return false;
  }

  private playMagic(p: number, d: number, t: number, response: boolean): void {
    const c = this.handCardOf(p, d);
    this.cards.pushOnto(c, CHAIN, p);
    this.emit(CardEvent.Played, p, d);
    let target = -1;
    if (t < 10) target = this.creatureAt(t);
    else if (t < 20) target = this.magicAt(t - 10);
    else if (this.db.target[d] === T_RESPONSE || this.db.target[d] === T_CREATURE_EFFECT) target = chainRef(this.chainLength() - 1);
    this.pushChain(c, p, target, K_MAGIC);
    if (response) this.stack.setTop(1, 1 - p);
    else {
      this.stack.push(F_RESOLVE, this.chainLength() - 1);
      this.stack.push(F_WINDOW, 1 - p);
    }
  }

  /** Resolves the top chain entry (14.1.1 step 3: reverse order of play). */
  private resolveTop(): void {
    const i = this.chainLength() - 1;
    this.v[O_CHAIN_LEN] = i;
    const c = this.chainEntry(i, CH_CARD);
    const p = this.chainEntry(i, CH_PLAYER);
    const target = this.chainEntry(i, CH_TARGET);
    const negated = this.chainEntry(i, CH_NEG) !== 0;
    if (this.chainEntry(i, CH_KIND) === K_SUMMON) {
      if (!this.onField(c)) return;
      if (negated) {
        this.setPc(PC_NEG, c, 1);
        return;
      }
      if ((this.db.cflags[this.cards.def[c]!]! & CE_DESTROY_ON_SUMMON) !== 0 && this.effectsOn(c)) this.stack.push(F_TMAGIC, p);
      return;
    }
    const d = this.cards.def[c]!;
    const db = this.db;
    const tk = db.target[d]!;
    // A card whose target is gone does not resolve: no cost, no effect (6.2.2).
    let valid = true;
    if (tk === T_OWN || tk === T_OPP || tk === T_ANY) valid = target >= 0 && this.onField(target) && this.affects(target, p);
    else if (tk === T_MAGIC) valid = target >= 0 && this.cards.zone[target] === MAGIC;
    else if (tk === T_CREATURE_EFFECT) valid = target <= -2 || (target >= 0 && this.onField(target) && this.affects(target, p));
    if (negated || !valid) {
      this.toCemetery(c);
      return;
    }
    const cost = this.db.cost[d]! + this.roadTax();
    if (cost > 0) {
      const prim = this.primary(p);
      if (prim !== NO_CARD) this.dealDamage(prim, cost, -1);
    }
    if (this.reason !== null) return;
    const f = db.mflags[d]!;
    const mt = db.mtype[d]!;
    const sub = db.sub[d]!;
    let keep = mt === MT_INFINITE;
    if (keep) {
      const cell = this.freeMagicCell(p);
      if (cell < 0) keep = false;
      else this.cards.placeInCell(c, MAGIC, cell, p);
    }
    if (sub === ST_FIELD) {
      if (mt !== MT_INFINITE) this.applyToField(p, d);
    } else if (tk === T_OWN || tk === T_OPP || tk === T_ANY) {
      if (sub === ST_EQUIP && keep) this.setPc(PC_HOST, c, target);
      this.applyToCreature(p, d, target, keep && sub === ST_EQUIP);
    } else if (tk === T_RESPONSE) {
      if ((f & ME_NEG_MAGIC) !== 0) this.v[O_CHAIN + chainRef(target) * CH_W + CH_NEG] = 1;
    } else if (tk === T_CREATURE_EFFECT) {
      if (target <= -2) this.v[O_CHAIN + chainRef(target) * CH_W + CH_NEG] = 1;
      else this.setPc(PC_NEG, target, 1);
    } else if (tk === T_MAGIC) {
      if ((f & ME_DESTROY) !== 0) this.destroyMagic(target);
    } else {
      if ((f & ME_REVIVE) !== 0 && keep) this.stack.push(F_CEM, p, c);
      if ((f & ME_LIMITED) !== 0 && keep) this.stack.push(F_LIMHAND, p, c, db.limitedMaxAl[d]!);
    }
    if ((f & ME_DRAW) !== 0) for (let k = db.draw[d]!; k > 0; k--) this.drawCard(p, false);
    if (!keep && this.cards.zone[c] === CHAIN) this.toCemetery(c);
    this.checkPrimaries();
  }

  /** Effects of a single or equip magic on one creature. `attached`: stat buffs live on the equip. */
  private applyToCreature(p: number, d: number, c: number, attached: boolean): void {
    const db = this.db;
    const f = db.mflags[d]!;
    if ((f & ME_BUFF) !== 0 && !attached) {
      this.setPc(PC_AL, c, this.pc(PC_AL, c) + db.buff[d * 5]!);
      this.setPc(PC_SPD, c, this.pc(PC_SPD, c) + db.buff[d * 5 + 1]!);
      this.setPc(PC_MOD, c, this.pc(PC_MOD, c) + db.buff[d * 5 + 2]!);
      this.setPc(PC_ATK, c, this.pc(PC_ATK, c) + db.buff[d * 5 + 3]!);
      this.setPc(PC_HIT, c, this.pc(PC_HIT, c) + db.buff[d * 5 + 4]!);
    }
    if ((f & ME_HEAL) !== 0) this.heal(c, db.heal[d]!);
    if ((f & ME_IMMUNE) !== 0) this.setPc(PC_IMMUNE, c, this.turnCount + 2 * db.immuneCycles[d]!);
    if ((f & ME_HOT) !== 0 && this.pc(PC_HOT_LEFT, c) === 0) {
      this.setPc(PC_HOT_AMT, c, db.hotAmt[d]!);
      this.setPc(PC_HOT_LEFT, c, db.hotCycles[d]!);
      this.setPc(PC_HOT_NEXT, c, this.nextCombatEnd());
    }
    if ((f & ME_DOT) !== 0 && this.pc(PC_DOT_LEFT, c) === 0 && !this.isLimited(c)) {
      this.setPc(PC_DOT_AMT, c, db.mdotAmt[d]!);
      this.setPc(PC_DOT_LEFT, c, db.mdotCycles[d]!);
      this.setPc(PC_DOT_NEXT, c, this.nextCombatEnd());
    }
    // Percentage damage is damage, of the current HP, rounded down (17.6).
    if ((f & ME_PCT) !== 0) this.dealDamage(c, Math.floor((this.hp(c) * db.pct[d]!) / 100), p);
    if ((f & ME_DAMAGE) !== 0 && this.onField(c)) this.dealDamage(c, db.damage[d]!, p);
    if ((f & ME_BOUNCE) !== 0 && this.onField(c) && !this.unremovable(c)) this.leaveField(c, true);
  }

  /** A one-shot field magic: its effects on every creature of the chosen side(s). */
  private applyToField(p: number, d: number): void {
    const side = this.db.side[d]!;
    for (let k = 0; k < 10; k++) {
      const c = this.creatureAt(k);
      if (c === NO_CARD) continue;
      const mine = k < 5 === (p === 0);
      if (side === 0 && !mine) continue;
      if (side === 1 && mine) continue;
      if (!this.affects(c, p)) continue;
      this.applyToCreature(p, d, c, false);
      if (this.reason !== null) return;
    }
  }

  // ---- the decision loop -----------------------------------------------------------------

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    if (this.stack.length > 0) return this.stack.top(1);
    return this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    let n = 0;
    if (this.stack.length > 0) {
      const kind = this.stack.top(0);
      const p = this.stack.top(1);
      switch (kind) {
        case F_CHOOSE:
          out[0] = A_GO_FIRST;
          out[1] = A_GO_SECOND;
          return 2;
        case F_DISCARD: {
          const k = this.uniqueDefs(HAND, p);
          const safe = this.anySafeDiscard(p, k);
          for (let i = 0; i < k; i++) {
            const d = defScratch[i]!;
            if (!safe || this.db.isCreature[d] === 0 || this.cemeteryHp(p) + this.db.hp[d]! < LOSS_HP) out[n++] = A_DISCARD + d;
          }
          return n;
        }
        case F_WINDOW: {
          out[n++] = A_NO_RESPONSE;
          return this.playActions(p, true, out, n);
        }
        case F_REPLACE: {
          let promote = false;
          for (let s = 1; s < 5; s++) {
            if (this.creatureAt(p * 5 + s) !== NO_CARD) {
              out[n++] = A_PROMOTE + s;
              promote = true;
            }
          }
          if (promote) return n;
          const k = this.uniqueDefs(HAND, p);
          for (let i = 0; i < k; i++) {
            const d = defScratch[i]!;
            if (this.canSummon(p, this.handCardOf(p, d), true)) out[n++] = A_SUMMON + d;
          }
          return n;
        }
        case F_SAC:
          return this.sacrificeActions(out);
        case F_CEM: {
          const k = this.uniqueDefs(CEM, p);
          for (let i = 0; i < k; i++) if (this.db.isCreature[defScratch[i]!] === 1) out[n++] = A_CHOOSE_CEM + defScratch[i]!;
          return n;
        }
        case F_LIMHAND: {
          const k = this.uniqueDefs(HAND, p);
          const max = this.stack.top(3);
          for (let i = 0; i < k; i++) {
            const d = defScratch[i]!;
            if (this.db.isCreature[d] === 1 && this.db.al[d]! <= max && this.db.reqUnder[d]! < 0) out[n++] = A_CHOOSE_HAND + d;
          }
          return n;
        }
        case F_TMAGIC:
          for (let k = 0; k < 10; k++) if (this.magicAt(k) !== NO_CARD) out[n++] = A_TARGET_MAGIC + k;
          return n;
        default:
          return 0;
      }
    }
    const p = this.turnPlayer;
    const ph = this.phase;
    if (ph === PH_COMBAT) {
      out[n++] = A_END_PHASE;
      if (!this.firstCycle() && this.primary(1 - p) !== NO_CARD) {
        for (let s = 0; s < 5; s++) {
          const c = this.creatureAt(p * 5 + s);
          if (c !== NO_CARD && this.pc(PC_BATTLED, c) !== this.turnCount) out[n++] = A_BATTLE + s;
        }
      }
      return n;
    }
    out[n++] = A_END_PHASE;
    if (ph === PH_MAIN) {
      const prim = this.primary(p);
      if (this.v[O_NORMAL_USED + p] === 0 && this.v[O_KILL_USED + p] === 0 && prim !== NO_CARD && this.cemeteryHp(p) + this.db.hp[this.cards.def[prim]!]! < LOSS_HP)
        out[n++] = A_KILL_OWN;
      if (this.v[O_NORMAL_USED + p] === 0) {
        const k = this.uniqueDefs(HAND, p);
        for (let i = 0; i < k; i++) {
          const d = defScratch[i]!;
          if (this.db.isCreature[d] === 1 && this.canSummon(p, this.handCardOf(p, d), false)) out[n++] = A_SUMMON + d;
        }
      }
    }
    return this.playActions(p, false, out, n);
  }

  /** Unique definitions in p's pile of `zone`, ascending, into defScratch. */
  private uniqueDefs(zone: number, p: number): number {
    const stamp = ++markStamp;
    let k = 0;
    const n = this.cards.count(zone, p);
    for (let i = 0; i < n; i++) {
      const d = this.cards.def[this.cards.at(zone, p, i)]!;
      if (markScratch[d] === stamp) continue;
      markScratch[d] = stamp;
      let j = k++;
      while (j > 0 && defScratch[j - 1]! > d) {
        defScratch[j] = defScratch[j - 1]!;
        j--;
      }
      defScratch[j] = d;
    }
    return k;
  }

  private anySafeDiscard(p: number, k: number): boolean {
    for (let i = 0; i < k; i++) {
      const d = defScratch[i]!;
      if (this.db.isCreature[d] === 0 || this.cemeteryHp(p) + this.db.hp[d]! < LOSS_HP) return true;
    }
    return false;
  }

  private playActions(p: number, response: boolean, out: Int32Array, n: number): number {
    const k = this.uniqueDefs(HAND, p);
    for (let i = 0; i < k; i++) {
      const d = defScratch[i]!;
      if (!this.canPlayCard(p, d, response)) continue;
      const base = A_PLAY + d * TARGETS_PER_DEF;
      const tk = this.db.target[d]!;
      if (tk === T_NONE || tk === T_RESPONSE) {
        if (this.targetOk(p, d, T_SLOT_NONE, response)) out[n++] = base + T_SLOT_NONE;
      } else if (tk === T_MAGIC) {
        for (let t = 10; t < 20; t++) if (this.magicAt(t - 10) !== NO_CARD && this.targetOk(p, d, t, response)) out[n++] = base + t;
      } else {
        for (let t = 0; t < 10; t++) if (this.creatureAt(t) !== NO_CARD && this.targetOk(p, d, t, response)) out[n++] = base + t;
        if (tk === T_CREATURE_EFFECT && this.targetOk(p, d, T_SLOT_NONE, response)) out[n++] = base + T_SLOT_NONE;
      }
    }
    return n;
  }

  /** Sacrifice choices: the primary first (it must go when present), then hand creatures by def, ascending. */
  private sacrificeActions(out: Int32Array): number {
    const p = this.stack.top(1);
    const card = this.stack.top(2);
    const remaining = this.stack.top(3);
    const last = this.stack.top(4);
    const forced = this.stack.top(5) === 1;
    const s1 = this.stack.top(6);
    let n = 0;
    const prim = this.primary(p);
    const chosenHp = s1 === NO_CARD ? 0 : this.db.hp[this.cards.def[s1]!]!;
    if (prim !== NO_CARD && s1 === NO_CARD && !forced) {
      out[0] = A_SAC_FIELD;
      return 1;
    }
    const minDef = last >= A_SAC_HAND ? last - A_SAC_HAND : 0;
    const stamp = ++markStamp;
    const nh = this.cards.count(HAND, p);
    let any = 0;
    // Two passes: first without choices that lose by cemetery HP; all of them when none is safe.
    for (let pass = 0; pass < 2 && any === 0; pass++) {
      n = 0;
      for (let i = 0; i < nh; i++) {
        const c = this.cards.at(HAND, p, i);
        const d = this.cards.def[c]!;
        if (c === card || c === s1 || this.db.isCreature[d] !== 1 || d < minDef || markScratch[d] === stamp + pass) continue;
        const rest = this.cheapestSacrifices(p, card, remaining - 1, d, c === s1 ? NO_CARD : c);
        if (rest < 0) continue;
        if (pass === 0 && this.cemeteryHp(p) + chosenHp + this.db.hp[d]! + rest >= LOSS_HP) continue;
        markScratch[d] = stamp + pass;
        sacScratch[n++] = d;
      }
      any = n;
    }
    markStamp++;
    // sort ascending
    for (let i = 1; i < n; i++) {
      const x = sacScratch[i]!;
      let j = i;
      while (j > 0 && sacScratch[j - 1]! > x) {
        sacScratch[j] = sacScratch[j - 1]!;
        j--;
      }
      sacScratch[j] = x;
    }
    for (let i = 0; i < n; i++) out[i] = A_SAC_HAND + sacScratch[i]!;
    return n;
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) this.applyFrameAnswer(a);
    else this.applyPhaseAction(a);
    this.advance();
  }

  private applyFrameAnswer(a: number): void {
    const kind = this.stack.top(0);
    const p = this.stack.top(1);
    switch (kind) {
      case F_CHOOSE:
        this.stack.pop();
        this.startTurn(a === A_GO_FIRST ? p : 1 - p);
        return;
      case F_DISCARD:
        this.toCemetery(this.handCardOf(p, a - A_DISCARD));
        if (this.cards.count(HAND, p) <= HAND_LIMIT) this.stack.pop();
        return;
      case F_WINDOW:
        if (a === A_NO_RESPONSE) this.stack.pop();
        else {
          const x = a - A_PLAY;
          this.playMagic(p, Math.floor(x / TARGETS_PER_DEF), x % TARGETS_PER_DEF, true);
        }
        return;
      case F_REPLACE:
        this.stack.pop();
        if (a >= A_PROMOTE && a < A_PROMOTE + 5) this.promote(this.creatureAt(p * 5 + a - A_PROMOTE));
        else this.startSummon(p, this.handCardOf(p, a - A_SUMMON), true);
        return;
      case F_SAC: {
        const card = this.stack.top(2);
        let s: number;
        if (a === A_SAC_FIELD) s = this.primary(p);
        else s = this.handCardOf(p, a - A_SAC_HAND, card, this.stack.top(6));
        if (this.stack.top(6) === NO_CARD) this.stack.setTop(6, s);
        else this.stack.setTop(7, s);
        this.stack.setTop(3, this.stack.top(3) - 1);
        this.stack.setTop(4, a);
        if (this.stack.top(3) === 0) {
          const s1 = this.stack.top(6);
          const s2 = this.stack.top(7);
          this.stack.pop();
          this.completeSummon(p, card, s1, s2);
        }
        return;
      }
      case F_CEM: {
        const anchor = this.stack.top(2);
        this.stack.pop();
        let c = NO_CARD;
        for (let i = this.cards.count(CEM, p) - 1; i >= 0 && c === NO_CARD; i--) if (this.cards.def[this.cards.at(CEM, p, i)] === a - A_CHOOSE_CEM) c = this.cards.at(CEM, p, i);
        this.fromCemetery(c);
        this.placeAnchored(p, c, anchor);
        return;
      }
      case F_LIMHAND: {
        const anchor = this.stack.top(2);
        this.stack.pop();
        const c = this.handCardOf(p, a - A_CHOOSE_HAND);
        this.emit(CardEvent.Played, p, this.cards.def[c]!);
        this.placeAnchored(p, c, anchor);
        return;
      }
      case F_TMAGIC:
        this.stack.pop();
        this.destroyMagic(this.magicAt(a - A_TARGET_MAGIC));
        this.checkPrimaries();
        return;
    }
  }

  /** A creature held on the field by an anchoring effect (12.1): primary if the slot is empty, else limited. */
  private placeAnchored(p: number, c: number, anchor: number): void {
    const d = this.cards.def[c]!;
    const primaryFree = this.primary(p) === NO_CARD;
    const cell = primaryFree ? p * 5 : this.freeLimitedCell(p);
    this.cards.placeInCell(c, FIELD, cell, p);
    this.resetCard(c);
    this.setPc(PC_HP, c, this.db.hp[d]!);
    this.setPc(PC_ANCHOR, c, anchor);
    if (primaryFree) {
      this.v[O_REPLACE_PENDING + p] = 0;
      this.openSummonWindow(c);
    }
  }

  private applyPhaseAction(a: number): void {
    const p = this.turnPlayer;
    if (a === A_END_PHASE) {
      if (this.phase === PH_MAIN) this.v[O_PHASE] = PH_COMBAT;
      else if (this.phase === PH_COMBAT) this.endCombat();
      else this.endTurn();
      return;
    }
    if (a === A_KILL_OWN) {
      // 8.4: kill your own primary; the replacement is this turn's normal summon.
      this.v[O_KILL_USED + p] = 1;
      this.v[O_NORMAL_USED + p] = 1;
      this.leaveField(this.primary(p), false);
      this.checkPrimaries();
      return;
    }
    if (a >= A_BATTLE && a < A_BATTLE + 5) {
      this.battle(this.creatureAt(p * 5 + a - A_BATTLE));
      return;
    }
    if (a >= A_SUMMON && a < A_SUMMON + MAX_DEFS) {
      this.v[O_NORMAL_USED + p] = 1;
      this.startSummon(p, this.handCardOf(p, a - A_SUMMON), false);
      return;
    }
    const x = a - A_PLAY;
    this.playMagic(p, Math.floor(x / TARGETS_PER_DEF), x % TARGETS_PER_DEF, false);
  }

  /** Runs everything that needs no decision, until a player must decide or the match ends. */
  private advance(): void {
    for (;;) {
      if (this.reason !== null) return;
      if (this.stack.length > 0) {
        const kind = this.stack.top(0);
        const p = this.stack.top(1);
        if (kind === F_RESOLVE) {
          if (this.chainLength() > this.stack.top(1)) this.resolveTop();
          else this.stack.pop();
          continue;
        }
        if (kind === F_REPLACE) {
          if (this.primary(p) !== NO_CARD) {
            this.v[O_REPLACE_PENDING + p] = 0;
            this.stack.pop();
          } else if (!this.replacementOptions(p)) this.redraw(p);
          else return;
          continue;
        }
        if (kind === F_TMAGIC && !this.anyMagicOnField()) {
          this.stack.pop();
          continue;
        }
        if (kind === F_CEM || kind === F_LIMHAND) {
          const ok = kind === F_CEM ? this.hasCemeteryCreature(p) : this.hasLimitedCandidate(p, this.stack.top(3), NO_CARD);
          const anchor = this.stack.top(2);
          if (!ok || (this.primary(p) !== NO_CARD && this.freeLimitedCell(p) < 0) || this.cards.zone[anchor] !== MAGIC) {
            this.stack.pop();
            if (this.cards.zone[anchor] === MAGIC) this.toCemetery(anchor);
            continue;
          }
          return;
        }
        if (kind === F_DISCARD && this.cards.count(HAND, p) <= HAND_LIMIT) {
          this.stack.pop();
          continue;
        }
        return;
      }
      if (this.phase === PH_COMBAT && (this.v[O_COMBAT_END] === 1 || !this.canBattle(this.turnPlayer))) {
        this.endCombat();
        continue;
      }
      return;
    }
  }

  // ---- contract --------------------------------------------------------------------------

  /**
   * With `into` another Ward state of the same card set, overwrites and returns it (GameState.clone's
   * scratch fast path: a new state allocates four backing stores); anything else is ignored.
   */
  clone(into?: unknown): WardState {
    if (into instanceof WardState && into !== this && into.set === this.set) {
      into.setEventSink(null);
      into.copyBaseFrom(this);
      into.v.set(this.v);
      return into;
    }
    const s = new WardState(this.set, this.game, this.cards.clone(), this.rng.clone(), this.stack.clone());
    s.copyBaseFrom(this);
    s.v.set(this.v);
    return s;
  }

  returns(): number[] {
    const w = this.v[O_WINNER]!;
    if (this.reason === null || w === 2) return [0.5, 0.5];
    return w === 0 ? [1, 0] : [0, 1];
  }

  override scores(): number[] {
    return [this.cemeteryHp(0), this.cemeteryHp(1)];
  }

  private defName(d: number): string {
    return this.set.cards[d]?.name ?? `#${d}`;
  }

  describeAction(a: number): string {
    const p = this.currentPlayer();
    const who = `P${p + 1}`;
    if (a === A_END_PHASE) return `${who} ends the phase`;
    if (a === A_NO_RESPONSE) return `${who} does not respond`;
    if (a === A_GO_FIRST) return `${who} goes first`;
    if (a === A_GO_SECOND) return `${who} goes second`;
    if (a === A_KILL_OWN) return `${who} kills their own primary creature`;
    if (a < A_SAC_FIELD) return `${who} battles with the creature in slot ${a - A_BATTLE}`;
    if (a < A_PROMOTE) return `${who} sacrifices their primary creature`;
    if (a < A_TARGET_MAGIC) return `${who} promotes the limited summon in slot ${a - A_PROMOTE}`;
    if (a < A_SUMMON) return `${who} destroys the magic in cell ${a - A_TARGET_MAGIC}`;
    if (a < A_DISCARD) return `${who} summons ${this.defName(a - A_SUMMON)}`;
    if (a < A_SAC_HAND) return `${who} discards ${this.defName(a - A_DISCARD)}`;
    if (a < A_CHOOSE_CEM) return `${who} sacrifices ${this.defName(a - A_SAC_HAND)} from hand`;
    if (a < A_CHOOSE_HAND) return `${who} summons ${this.defName(a - A_CHOOSE_CEM)} from the cemetery`;
    if (a < A_PLAY) return `${who} limited-summons ${this.defName(a - A_CHOOSE_HAND)}`;
    const x = a - A_PLAY;
    const t = x % TARGETS_PER_DEF;
    const on = t < 10 ? ` on P${Math.floor(t / 5) + 1}'s creature slot ${t % 5}` : t < 20 ? ` on P${Math.floor((t - 10) / 5) + 1}'s magic cell ${(t - 10) % 5}` : '';
    return `${who} plays ${this.defName(Math.floor(x / TARGETS_PER_DEF))}${on}`;
  }

  observe(p: number, out: Float32Array): void {
    out.fill(0);
    let o = 0;
    for (const side of [p, 1 - p]) {
      for (let s = 0; s < 5; s++, o += 10) {
        const c = this.creatureAt(side * 5 + s);
        if (c === NO_CARD) continue;
        const d = this.cards.def[c]!;
        out[o] = 1;
        out[o + 1] = d / MAX_DEFS;
        out[o + 2] = this.hp(c) / 150;
        out[o + 3] = this.effAl(c) / 12;
        out[o + 4] = this.effSpd(c) / 10;
        out[o + 5] = this.effMod(c) / 5;
        out[o + 6] = this.effAtkDice(c) / 5;
        out[o + 7] = this.effectsOn(c) ? 1 : 0;
        out[o + 8] = this.immune(c) ? 1 : 0;
        out[o + 9] = this.pc(PC_DOT_LEFT, c) / 3;
      }
    }
    for (const side of [p, 1 - p]) {
      for (let k = 0; k < 5; k++, o += 3) {
        const m = this.magicAt(side * 5 + k);
        if (m === NO_CARD) continue;
        out[o] = 1;
        out[o + 1] = this.cards.def[m]! / MAX_DEFS;
        out[o + 2] = this.pc(PC_HOST, m) >= 0 ? 1 : 0;
      }
    }
    for (const side of [p, 1 - p]) {
      out[o++] = this.cemeteryHp(side) / LOSS_HP;
      out[o++] = this.cards.count(HAND, side) / 10;
      out[o++] = this.cards.count(DECK, side) / 30;
    }
    out[o + this.phase] = 1;
    o += 4;
    out[o++] = this.turnPlayer === p ? 1 : 0;
    out[o++] = this.firstCycle() ? 1 : 0;
    for (let i = this.cards.count(HAND, p) - 1; i >= 0; i--) out[o + this.cards.def[this.cards.at(HAND, p, i)]!]! += 1;
    o += MAX_DEFS;
    if (this.stack.length > 0) out[o + this.stack.top(0)] = 1;
    o += 10;
    out[o++] = this.chainLength() / 4;
    const q = 1 - p;
    for (let i = this.cards.count(HAND, q) - 1; i >= 0; i--) {
      const c = this.cards.at(HAND, q, i);
      if (this.cards.isKnownTo(c, p)) out[o + this.cards.def[c]!]! += 1;
    }
  }

  informationStateKey(p: number): string {
    const t = this.cards;
    const parts: string[] = [`${p}|${this.turnCount}|${this.decisionCount}|${this.stack.serialize()}|${this.v.join(',')}`];
    const bit = 1 << p;
    let s = '';
    for (let c = 0; c < t.size; c++) s += `${(t.knownTo[c]! & bit) !== 0 ? t.def[c] : '?'}@${t.zone[c]}.${t.controller[c]}.${t.slot[c]};`;
    parts.push(s);
    return parts.join('|');
  }


  describe(): string {
    const lines: string[] = [`turn ${this.turnCount} P${this.turnPlayer + 1} phase ${['setup', 'main', 'combat', 'main2'][this.phase]}`];
    for (let p = 0; p < 2; p++) {
      const cr: string[] = [];
      for (let s = 0; s < 5; s++) {
        const c = this.creatureAt(p * 5 + s);
        if (c !== NO_CARD) cr.push(`${s === 0 ? '' : '(L)'}${this.defName(this.cards.def[c]!)} ${this.hp(c)}HP AL${this.effAl(c)}`);
      }
      const mg: string[] = [];
      for (let k = 0; k < 5; k++) {
        const m = this.magicAt(p * 5 + k);
        if (m !== NO_CARD) mg.push(this.defName(this.cards.def[m]!));
      }
      lines.push(`P${p + 1}: cemetery ${this.cemeteryHp(p)} hand ${this.cards.count(HAND, p)} deck ${this.cards.count(DECK, p)} | ${cr.join(', ')} | ${mg.join(', ')}`);
    }
    return lines.join('\n');
  }

  protected serializeOwn(): string {
    return `v=${this.v.join(',')}`;
  }

  // ---- scenario set-up (tests build positions with these) -------------------------------

  /** Jumps to global turn `turn`, player p's `phase`, nothing pending (both players past their first turn). */
  scenarioTurn(turn: number, p: number, phase: number): void {
    this.stack.length = 0;
    this.turnCount = turn;
    this.ownTurns[p] = Math.ceil(turn / 2);
    this.ownTurns[1 - p] = Math.floor(turn / 2) || 1;
    this.v[O_TURNP] = p;
    this.v[O_PHASE] = phase;
    this.v[O_NORMAL_USED + p] = 0;
    this.v[O_KILL_USED + p] = 0;
  }

  /** Puts card c into creature cell `cell` at full HP. */
  scenarioCreature(c: number, cell: number): void {
    if (this.cards.zone[c] === CEM) this.fromCemetery(c);
    this.cards.placeInCell(c, FIELD, cell, Math.floor(cell / 5));
    this.resetCard(c);
    this.setPc(PC_HP, c, this.db.hp[this.cards.def[c]!]!);
  }

  /** Puts magic card m into magic cell `cell`, equipped to `host` (or -1), anchoring `anchored` (or -1). */
  scenarioMagic(m: number, cell: number, host: number, anchored = -1): void {
    this.cards.placeInCell(m, MAGIC, cell, Math.floor(cell / 5));
    this.resetCard(m);
    this.setPc(PC_HOST, m, host);
    if (anchored >= 0) this.setPc(PC_ANCHOR, anchored, m);
  }

  /** Sends card c to its owner's cemetery (counting creature HP). */
  scenarioBury(c: number): void {
    this.toCemetery(c);
  }

  setHp(c: number, hp: number): void {
    this.setPc(PC_HP, c, hp);
  }

  /** The whole set-up (7.1) on a state built by hand, as test scenarios do: createDecks, then startMatch. */
  setUp(decks: readonly (readonly number[])[]): void {
    this.createDecks(decks);
    this.startMatch();
  }

  /** Creates both decks' cards in id order, seat by seat: the part of the set-up a template keeps. */
  createDecks(decks: readonly (readonly number[])[]): void {
    let id = 0;
    for (let p = 0; p < 2; p++) for (const d of decks[p]!) this.cards.create(id++, d, p, DECK);
    for (let c = 0; c < NC; c++) this.resetCard(c);
  }

  /** The rest of the set-up once the decks exist: InDeck events, shuffles, the first-player roll. */
  startMatch(): void {
    for (let p = 0; p < 2; p++) this.reportDeck(DECK, p);
    for (let p = 0; p < 2; p++) this.shuffleDeck(p);
    let r0 = 0;
    let r1 = 0;
    while (r0 === r1) {
      r0 = this.rng.die(STREAM_CHANCE);
      r1 = this.rng.die(STREAM_CHANCE);
    }
    this.stack.push(F_CHOOSE, r0 < r1 ? 0 : 1);
  }
}

/** Released states per card set (GameDefinition.releaseState). */
const pools = new WeakMap<WardCardSet, StatePool<WardState>>();

function poolOf(set: WardCardSet, game: GameDefinition): StatePool<WardState> {
  return getOrMake(pools, set, () => new StatePool(() => new WardState(set, game)));
}

/** Set-up templates per card set: matches of a line-up of decks seen before copy its cards. */
const templates = new WeakMap<WardCardSet, SetUpTemplates<WardState>>();

/** Set-up (7.1): decks, shuffles, the first-player roll. The lower roll chooses who goes first. */
export function newWardMatch(game: GameDefinition, setup: MatchSetup<WardCard>, seed: number): WardState {
  const set = setup.cards as WardCardSet;
  const known = getOrMake(templates, set, () => new SetUpTemplates<WardState>());
  const lineup = known.lineup(setup.decks);
  const s = poolOf(set, game).fresh(seed, lineup.template ?? undefined);
  if (lineup.template === null) {
    s.createDecks(setup.decks);
    known.built(lineup, s);
  }
  if (setup.events) s.setEventSink(setup.events);
  s.startMatch();
  return s;
}

/**
 * GameDefinition.releaseState for Ward: keeps a finished state for a later newWardMatch of the
 * same card set. Only the code that got the state from newMatch may release it, once nothing
 * reads it any more.
 */
export function releaseWardState(s: WardState): void {
  poolOf(s.set, s.game).give(s);
}
