// Reused Ward states must play exactly as new ones: a clone into a scratch state (the search's
// determinizations and the heuristic's trials use it), a finished match handed back by
// releaseState and picked up by a later newMatch, and a set-up copied from a template.

import { describe, expect, it } from 'vitest';
import { CardEvent, EventLines } from '../../../src/core/events.js';
import { cardFilesIn } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { WARD_CARDS } from '../../../src/games/ward/cards.js';
import { ticTacToe } from '../../../src/games/tictactoe/tictactoe.js';
import { ward } from '../../../src/games/ward/game.js';
import { set } from './scenario.js';
import { playRandomly } from '../../support/replay-text.js';
import { balanceOf, cardsOf } from '../../../src/core/facets.js';

const IDS = new Int32Array(1 << 15);
const SETUP = { variant: 'standard', cards: set, decks: [set.decks[0]!.cards.slice(), set.decks[1]!.cards.slice()] };

describe('Ward clone into a scratch state', () => {
  it('equals a new clone along a match, plays on the same, and leaves the original alone', () => {
    const s = ward.newMatch(SETUP, 12);
    let scratch = ward.newMatch(SETUP, 99);
    const rng = new Rng(12, 4);
    for (let step = 0; !s.isTerminal() && step < 400; step++) {
      if (step % 7 === 0) {
        const text = s.serialize();
        const into = s.clone(scratch);
        expect(into).toBe(scratch);
        expect(into.serialize()).toBe(text);
        const p = s.currentPlayer();
        scratch = s.determinize(p, new Rng(step, 1), into);
        expect(scratch).toBe(into);
        expect(scratch.serialize()).toBe(s.determinize(p, new Rng(step, 1)).serialize());
        // Playing on the copy does not touch the original.
        const n = scratch.legalActions(IDS);
        scratch.apply(IDS[0]!);
        expect(n).toBeGreaterThan(0);
        expect(s.serialize()).toBe(text);
      }
      const n = s.legalActions(IDS);
      s.apply(IDS[rng.below(n)]!);
    }
  });

  it('ignores a state that is not a Ward state of the same card set, or the state itself', () => {
    const s = ward.newMatch(SETUP, 3);
    const otherGame = ticTacToe.newMatch({ variant: 'standard', cards: cardsOf(ticTacToe).defaultSet(), decks: [] }, 3);
    for (const into of [s, otherGame, ward.newMatch({ ...SETUP, cards: balanceOf(ward).ablationFiller!(set, 0) }, 3)]) {
      const c = s.clone(into);
      expect(c).not.toBe(into);
      expect(c.serialize()).toBe(s.serialize());
    }
  });
});

describe('released Ward states', () => {
  it('are reused by the next newMatch of the card set and play on as a new state does', () => {
    for (let m = 0; m < 6; m++) {
      const setup = { ...SETUP, decks: m % 2 === 0 ? SETUP.decks : [SETUP.decks[1]!, SETUP.decks[0]!] };
      const played = ward.newMatch(setup, 500 + m);
      const fresh = played.serialize();
      const line = playRandomly(played, new Rng(m, 3));
      ward.releaseState!(played);
      const events = new EventLines();
      const reused = ward.newMatch({ ...setup, events }, 500 + m);
      expect(reused).toBe(played);
      expect(reused.serialize()).toBe(fresh);
      expect(reused.cards.checkIntegrity()).toBeNull();
      expect(events.lines.filter((e) => e.startsWith(`${CardEvent.InDeck}/`)).length).toBe(setup.decks.flat().length);
      expect(playRandomly(reused, new Rng(m, 3))).toEqual(line);
      ward.releaseState!(reused);
    }
  });

  it('cannot be released twice', () => {
    const s = ward.newMatch(SETUP, 8);
    ward.releaseState!(s);
    expect(() => ward.releaseState!(s)).toThrow(/released already/);
  });
});

describe('Ward set-up templates', () => {
  it('give the set-up and card events built card by card, for both seat orders interleaved as in a run', () => {
    // The starter set loaded anew: nothing was set up with it yet, so the first round is built card by card.
    const fresh = cardsOf(ward).load(cardFilesIn(WARD_CARDS.defaultDir()));
    const lineups = [0, 1, 2].flatMap((d) => [
      [fresh.decks[d]!.cards, fresh.decks[(d + 1) % 3]!.cards],
      [fresh.decks[(d + 1) % 3]!.cards, fresh.decks[d]!.cards],
    ]);
    const setUp = (decks: readonly (readonly number[])[]): string => {
      const events = new EventLines();
      const s = ward.newMatch({ variant: 'standard', cards: fresh, decks, events }, 77);
      const text = `${s.serialize()}\n${events.lines.join(' ')}`;
      ward.releaseState!(s);
      return text;
    };
    const built = lineups.map(setUp);
    // The second round leaves a template per line-up; the third copies it into released states.
    for (let round = 0; round < 2; round++) expect(lineups.map(setUp)).toEqual(built);
  });
});
