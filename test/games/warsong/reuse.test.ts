// States that are reused instead of constructed must play exactly as new ones: a finished match
// handed back by releaseState and picked up by a later newMatch, and a scratch state that
// clone() or determinize() overwrites.

import { describe, expect, it } from 'vitest';
import { CardEvent, EventLines } from '../../../src/core/events.js';
import type { GameState, MatchSetup } from '../../../src/core/game.js';
import { Rng, STREAM_AGENT } from '../../../src/core/rng.js';
import { createAgent } from '../../../agents/registry.js';
import { playMatch } from '../../../src/sim/match.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import type { WarsongCard } from '../../../src/games/warsong/card-schema.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { SET } from './scenario.js';
import { playRandomly } from '../../support/replay-text.js';

const IDS = new Int32Array(1 << 15);

function starterDecks(np: number, shift = 0): number[][] {
  return Array.from({ length: np }, (_, p) => SET.decks[(p + shift) % SET.decks.length]!.cards.slice());
}

describe('released states', () => {
  it('are reused by the next newMatch of the same card count, as the set-up a new state gets', () => {
    for (const variant of ['standard', 'world-war'] as const) {
      const np = variant === 'standard' ? 2 : 4;
      const decks = starterDecks(np);
      // Twice the same decks, so the set-up template exists; then a match played to its end.
      warsong.newMatch({ variant, cards: SET, decks }, 1);
      const fresh = warsong.newMatch({ variant, cards: SET, decks }, 99).serialize();
      const old = warsong.newMatch({ variant, cards: SET, decks }, 5);
      old.rng.script(0, [1, 1, 1]);
      playRandomly(old, new Rng(5, 1));
      warsong.releaseState!(old);
      const events = new EventLines();
      const again = warsong.newMatch({ variant, cards: SET, decks, events }, 99);
      expect(again).toBe(old);
      expect(again.serialize()).toBe(fresh);
      expect(again.cards.checkIntegrity()).toBeNull();
      expect(again.checkTotals()).toBeNull();
      // The new match's events go to its own sink: every deck card, then five first-hand cards a seat.
      const kinds = events.lines.map((l) => Number(l.split('/')[0]));
      expect(kinds.filter((k) => k === CardEvent.InDeck).length).toBe(decks.flat().length);
      expect(kinds.filter((k) => k === CardEvent.FirstHand).length).toBe(5 * np);
    }
  });

  it('play on exactly as new states do, also when the decks change between matches', () => {
    const rng = new Rng(11, 2);
    for (let m = 0; m < 24; m++) {
      // Starter decks (the template path) alternate with random decks of other card counts
      // (a released state of the right count is reset to a blank one, cards made one by one).
      const setup = m % 3 === 2 ? (randomSetup(warsong, 'standard', m) as MatchSetup<WarsongCard>) : { variant: 'standard', cards: SET, decks: starterDecks(2, m % 2) };
      const played = warsong.newMatch(setup, 1000 + m);
      const text = played.serialize();
      const line = playRandomly(played, rng.clone());
      warsong.releaseState!(played);
      const reused = warsong.newMatch(setup, 1000 + m);
      expect(reused).toBe(played);
      expect(reused.serialize()).toBe(text);
      expect(playRandomly(reused, rng)).toEqual(line);
      warsong.releaseState!(reused);
    }
  });

  it('cannot be released twice', () => {
    const s = warsong.newMatch({ variant: 'standard', cards: SET, decks: starterDecks(2) }, 3);
    warsong.releaseState!(s);
    expect(() => warsong.releaseState!(s)).toThrow(/released already/);
  });

  it('come back from playMatch only when no onDecision hook was given the state', () => {
    const setup = { variant: 'standard', cards: SET, decks: starterDecks(2) };
    const agents = (seed: number) => [0, 1].map((p) => createAgent('random', { game: warsong, rng: new Rng(seed, STREAM_AGENT + p) }));
    let last: GameState | null = null;
    playMatch(warsong, setup, 7, agents(7), { onDecision: (state) => (last = state) });
    expect(last).not.toBeNull();
    expect(warsong.newMatch(setup, 8)).not.toBe(last);
    // Without hooks the finished state is reused: same results as the match on a new state.
    const events = [new EventLines(), new EventLines()];
    const first = playMatch(warsong, { ...setup, events: events[0] }, 9, agents(9));
    const second = playMatch(warsong, { ...setup, events: events[1] }, 9, agents(9));
    expect(second).toEqual(first);
    expect(events[1]!.lines).toEqual(events[0]!.lines);
  });
});

describe('scratch states for clone and determinize', () => {
  it('are overwritten into exact copies, without the event sink', () => {
    const s = warsong.newMatch({ variant: 'standard', cards: SET, decks: starterDecks(2) }, 21);
    const rng = new Rng(21, 5);
    for (let k = 0; k < 12; k++) {
      const n = s.legalActions(IDS);
      s.apply(IDS[rng.below(n)]!);
    }
    const scratch = warsong.newMatch({ variant: 'standard', cards: SET, decks: starterDecks(2), events: new EventLines() }, 4);
    const c = s.clone(scratch);
    expect(c).toBe(scratch);
    expect(c.serialize()).toBe(s.serialize());
    const after = playRandomly(c, new Rng(1, 1));
    expect(playRandomly(s.clone(), new Rng(1, 1))).toEqual(after);
    // Determinizing into a scratch state draws the same world as into a new one.
    for (let p = 0; p < 2; p++) {
      const a = s.determinize(p, new Rng(8, p));
      const b = s.determinize(p, new Rng(8, p), scratch);
      expect(b).toBe(scratch);
      expect(b.serialize()).toBe(a.serialize());
    }
  });

  it('are ignored when they do not fit: another card count or variant, the state itself, not a state', () => {
    const s = warsong.newMatch({ variant: 'standard', cards: SET, decks: starterDecks(2) }, 2);
    // Random decks whose spawn tokens make another card count.
    let seed = 1;
    while (warsong.newMatch(randomSetup(warsong, 'standard', seed) as MatchSetup<WarsongCard>, 2).cards.size === s.cards.size) seed++;
    const otherSize = warsong.newMatch(randomSetup(warsong, 'standard', seed) as MatchSetup<WarsongCard>, 2);
    const other = warsong.newMatch({ variant: 'world-war', cards: SET, decks: starterDecks(4) }, 2);
    expect(otherSize.cards.size).not.toBe(s.cards.size);
    for (const into of [otherSize, other, s, { not: 'a state' }]) {
      const c = s.clone(into as GameState);
      expect(c).not.toBe(into);
      expect(c.serialize()).toBe(s.serialize());
    }
  });
});
