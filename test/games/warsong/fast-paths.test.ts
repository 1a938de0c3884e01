// The engine's shortcuts must give what the plain rules give: staging and attack targets read
// from lookup tables, new matches copied from an earlier set-up of the same decks, the answers to
// a question kept between calls, and states of several configurations played side by side.

import { describe, expect, it } from 'vitest';
import type { CardEventSink } from '../../../src/core/events.js';
import type { CardSet, GameState, MatchSetup } from '../../../src/core/game.js';
import { cardFilesIn } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { STANDARD, WORLD_WAR } from '../../../src/games/warsong/geometry.js';
import type { Geometry } from '../../../src/games/warsong/geometry.js';
import type { WarsongCard } from '../../../src/games/warsong/card-schema.js';
import { WARSONG_CARDS } from '../../../src/games/warsong/cards.js';
import { emptyMatch, warsong } from '../../../src/games/warsong/game.js';
import { SET } from './scenario.js';
import { balanceOf, cardsOf } from '../../../src/core/facets.js';

/** Staging by the rule: the starting zone, plus one row deeper than every depth p holds. */
function stagedByRule(g: Geometry, p: number, own: number): { depths: number; open: number; large: number } {
  let depths = 0;
  for (let x = 0; x < g.cells; x++) if ((own & (1 << x)) !== 0) depths |= 1 << g.depth[p * g.cells + x]!;
  let open = 0;
  let large = 0;
  for (let x = 0; x < g.cells; x++) {
    const d = g.depth[p * g.cells + x]!;
    if (d <= 1 || (depths & (1 << (d - 1))) !== 0) open |= 1 << x;
    const ld = g.largeDepth[p * g.cells + x]!;
    if (ld >= 0 && (ld <= 1 || (depths & (1 << (ld - 1))) !== 0)) large |= 1 << x;
  }
  return { depths, open, large };
}

describe('staging tables', () => {
  it('agree with the staging rule for every seat and many boards', () => {
    const rng = new Rng(5, 1);
    for (const g of [STANDARD, WORLD_WAR]) {
      for (let p = 0; p < g.players; p++) {
        for (let k = 0; k < 2000; k++) {
          // Sparse and dense boards alike.
          let own = 0;
          const density = 1 + (k % 4);
          for (let x = 0; x < g.cells; x++) if (rng.below(8) < density) own |= 1 << x;
          const want = stagedByRule(g, p, own);
          const depths = g.depthsOf(p, own);
          expect(depths).toBe(want.depths);
          expect(g.stagedFor[p * 256 + depths]).toBe(want.open);
          expect(g.largeStagedFor[p * 256 + depths]).toBe(want.large);
        }
      }
    }
  });
});

describe('attack targets from the step table', () => {
  const ROW = [-1, 0, 1, 0];
  const COL = [0, 1, 0, -1];
  it('a step along one direction then another is the cell that row and column arithmetic give', () => {
    for (const g of [STANDARD, WORLD_WAR]) {
      for (let x = 0; x < g.cells; x++) {
        for (let d1 = 0; d1 < 4; d1++) {
          // The same direction twice (Ranged's second space) or the next one clockwise or back (corners).
          for (const d2 of [d1, (d1 + 1) & 3, (d1 + 3) & 3]) {
            expect(g.step2(x, d1, d2)).toBe(g.at(g.row(x) + ROW[d1]! + ROW[d2]!, g.col(x) + COL[d1]! + COL[d2]!));
          }
        }
      }
    }
  });

  it("a Large card's sides and corners are the cells around its 2x2 block", () => {
    for (const g of [STANDARD, WORLD_WAR]) {
      for (let a = 0; a < g.cells; a++) {
        if ((g.largeAnchors & (1 << a)) === 0) continue;
        const r = g.row(a);
        const c = g.col(a);
        // By the rule: side d's two cells clockwise, then the corner after the side.
        const sides = [
          [g.at(r - 1, c), g.at(r - 1, c + 1), g.at(r - 1, c + 2)],
          [g.at(r, c + 2), g.at(r + 1, c + 2), g.at(r + 2, c + 2)],
          [g.at(r + 2, c + 1), g.at(r + 2, c), g.at(r + 2, c - 1)],
          [g.at(r + 1, c - 1), g.at(r, c - 1), g.at(r - 1, c - 1)],
        ];
        for (let d = 0; d < 4; d++) {
          const first = a + g.largeCorner[d]!;
          const second = a + g.largeCorner[(d + 1) & 3]!;
          expect([g.step[first * 4 + d], g.step[second * 4 + d], g.step2(second, d, (d + 1) & 3)]).toEqual(sides[d]);
        }
      }
    }
  });
});

/** The starter set loaded anew: no match was set up with it yet, so its first set-ups are built card by card. */
function unusedStarterSet(): CardSet<WarsongCard> {
  return cardsOf(warsong).load(cardFilesIn(WARSONG_CARDS.defaultDir()));
}

describe('set-up copied from an earlier match of the same decks', () => {
  it('equals a set-up built card by card, in both variants', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      const set = unusedStarterSet();
      const decks = Array.from({ length: np }, (_, p) => set.decks[p % set.decks.length]!.cards.slice());
      const built = warsong.newMatch({ variant, cards: set, decks }, 42).serialize();
      // The same decks again: the second set-up leaves a template, the third is copied from it.
      warsong.newMatch({ variant, cards: set, decks }, 7);
      const copied = warsong.newMatch({ variant, cards: set, decks: decks.map((d) => d.slice()) }, 42);
      expect(copied.serialize()).toBe(built);
      expect(copied.cards.checkIntegrity()).toBeNull();
      expect(copied.checkTotals()).toBeNull();
    }
  });

  it('equals a set-up built card by card for every seat rotation, line-ups interleaved as in a run', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      const set = unusedStarterSet();
      const lineups = [0, 1].flatMap((first) => Array.from({ length: np }, (_, r) => Array.from({ length: np }, (_, p) => set.decks[(first + ((p + r) % np)) % set.decks.length]!.cards.slice())));
      const built = lineups.map((decks) => warsong.newMatch({ variant, cards: set, decks }, 42).serialize());
      // The second round leaves a template per line-up; the third copies it into released states.
      for (let round = 0; round < 2; round++)
        lineups.forEach((decks, k) => {
          const s = warsong.newMatch({ variant, cards: set, decks }, 42);
          expect(s.serialize()).toBe(built[k]);
          expect(s.cards.checkIntegrity()).toBeNull();
          warsong.releaseState!(s);
        });
    }
  });

  it('deals the opening hands of a set-up copied from its template while another line-up runs', () => {
    const dealt = (decks: number[][]): string[] => {
      const seen: string[] = [];
      warsong.newMatch({ variant: 'standard', cards: SET, decks, events: { cardEvent: (kind, p, def) => seen.push(`${kind} ${p} ${def}`) } }, 5);
      return seen;
    };
    const a = [SET.decks[0]!.cards.slice(), SET.decks[1]!.cards.slice()];
    const b = [SET.decks[2]!.cards.slice(), SET.decks[3]!.cards.slice()];
    const first = dealt(a);
    expect(first.length).toBeGreaterThanOrEqual(10);
    // The second set-up of `a` leaves its template; the third copies it, after `b` ran.
    dealt(a);
    dealt(b);
    expect(dealt(a)).toEqual(first);
  });

  it('notices a changed card in otherwise equal decks', () => {
    const decks = [SET.decks[0]!.cards.slice(), SET.decks[1]!.cards.slice()];
    warsong.newMatch({ variant: 'standard', cards: SET, decks }, 1);
    warsong.newMatch({ variant: 'standard', cards: SET, decks }, 2);
    const changed = [decks[0]!.slice(), decks[1]!.slice()];
    changed[1]![0] = decks[0]![0]!;
    const s = emptyMatch({ variant: 'standard', cards: SET, decks: changed }, 3);
    const defs: number[] = [];
    for (let c = 0; c < s.cards.size; c++) if (s.cards.owner[c] === 1) defs.push(s.cards.def[c]!);
    expect(defs.slice(0, changed[1]!.length)).toEqual(changed[1]);
  });
});

describe('kept answer lists', () => {
  it('are the lists computed afresh', () => {
    const rng = new Rng(9, 3);
    const a = new Int32Array(8192);
    const b = new Int32Array(8192);
    for (let m = 0; m < 40; m++) {
      const s = warsong.newMatch({ variant: 'standard', cards: SET, decks: [SET.decks[0]!.cards, SET.decks[1]!.cards] }, m);
      while (!s.isTerminal()) {
        const n = s.legalActions(a);
        // A copy has no kept list: it computes its own.
        const m2 = s.clone().legalActions(b);
        expect(Array.from(a.subarray(0, n))).toEqual(Array.from(b.subarray(0, m2)));
        s.apply(a[rng.below(n)]!);
      }
    }
  });
});

describe('states of several configurations', () => {
  const IDS = new Int32Array(1 << 15);

  /**
   * One random legal action of `s` (picked by index on odd steps, as random agents do, else from
   * the list), then its text and its observation for seat 0; false at the end.
   */
  function stepAndRecord(s: GameState, rng: Rng, seen: string[]): boolean {
    if (s.isTerminal()) return false;
    // A broken table can make a match endless: fail instead of hanging.
    if (seen.length > s.facts.maxDecisions) throw new Error(`no end after ${seen.length} actions`);
    if (seen.length % 2 === 1) s.apply(s.legalActionAt!(rng.below(s.legalActionCount!())));
    else s.apply(IDS[rng.below(s.legalActions(IDS))]!);
    const obs = new Float32Array(s.facts.observationLength);
    s.observe(0, obs);
    seen.push(`${s.serialize()}\n${obs.join(',')}\n${s.describe()}`);
    return true;
  }

  it('play alone as interleaved action by action: four matches, on two boards and two card sets', () => {
    // Two boards, a second card set (a card replaced by its ablation filler) on the first, and a
    // second match of the first configuration.
    const decks = (set: CardSet<WarsongCard>, np: number): number[][] => Array.from({ length: np }, (_, p) => set.decks[p % set.decks.length]!.cards.slice());
    const filler = balanceOf(warsong).ablationFiller!(SET, SET.decks[0]!.cards[0]!) as CardSet<WarsongCard>;
    const setups: MatchSetup<WarsongCard>[] = [
      { variant: 'standard', cards: SET, decks: decks(SET, 2) },
      { variant: 'world-war', cards: SET, decks: decks(SET, 4) },
      { variant: 'standard', cards: filler, decks: decks(filler, 2) },
      { variant: 'standard', cards: SET, decks: decks(SET, 2) },
    ];
    // Card events too.
    const recorder = (seen: string[]): CardEventSink => ({ cardEvent: (kind, player, def, turn) => seen.push(`event ${kind} ${player} ${def} ${turn}`) });
    const alone = setups.map((setup, k) => {
      const seen: string[] = [];
      const s = warsong.newMatch({ ...setup, events: recorder(seen) }, 60 + k);
      const rng = new Rng(9, k);
      while (stepAndRecord(s, rng, seen));
      return seen;
    });
    const interleaved: string[][] = setups.map(() => []);
    const states = setups.map((setup, k) => warsong.newMatch({ ...setup, events: recorder(interleaved[k]!) }, 60 + k));
    const rngs = setups.map((_, k) => new Rng(9, k));
    for (let going = true; going; ) {
      going = false;
      states.forEach((s, k) => (going = stepAndRecord(s, rngs[k]!, interleaved[k]!) || going));
    }
    interleaved.forEach((seen, k) => {
      expect(seen.length).toBeGreaterThan(20);
      expect(seen).toEqual(alone[k]);
    });
  });
});
