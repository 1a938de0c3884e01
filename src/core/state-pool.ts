// Finished states a game keeps so that newMatch can reuse them (GameDefinition.releaseState),
// and the set-up templates they are reset to: making a state equal to a blank or a set-up
// template costs a fraction of constructing one or of setting it up card by card.

import type { BaseState } from './base-state.js';
import type { CardEventSink } from './events.js';
import { getOrMake } from './get-or-make.js';

/** Released states kept per pool; more are left to the collector. */
const MAX_KEPT = 4;

export class StatePool<S extends BaseState> {
  private readonly free: S[] = [];
  /** The blank state (as constructed, no set-up) a reused one is reset to; made on first use. */
  private blankState: S | null = null;

  constructor(private readonly makeBlank: () => S) {}

  /**
   * A state equal to `from` (by default the blank state) with every stream seeded by `seed`, as
   * a new match starts: a released state overwritten (clone(into)) when one is kept, else a copy.
   */
  fresh(seed: number, from: S = this.blank): S {
    const s = from.clone(this.free.pop()) as S;
    s.rng.seedAll(seed);
    return s;
  }

  private get blank(): S {
    return (this.blankState ??= this.makeBlank());
  }

  /** GameDefinition.releaseState: keeps `s` for a later take(). */
  give(s: S): void {
    if (this.free.includes(s)) throw new Error('releaseState: this state was released already');
    s.setEventSink(null);
    if (this.free.length < MAX_KEPT) this.free.push(s);
  }
}

/**
 * Set-up for a game whose states are made per card set (or any read-only configuration object):
 * released states of the set are reused, and a line-up of decks set up twice is copied from its
 * template from then on. newMatch calls setUp then starts the match; releaseState calls release.
 * A game whose card count depends on the decks (Warsong adds spawn tokens) passes `cardCount`:
 * its states are then pooled per key and card count, and `make` gets the count.
 */
export class PooledMatches<K extends object, S extends BaseState> {
  private readonly pools = new WeakMap<K, Map<number, StatePool<S>>>();
  private readonly templates = new WeakMap<K, SetUpTemplates<S>>();

  constructor(
    private readonly make: (key: K, cards: number) => S,
    /** Creates the cards of `decks` in a blank state, as a match sets up its decks. */
    private readonly createDecks: (s: S, decks: readonly (readonly number[])[]) => void,
    /** The card count of a state of `key` for `decks`, when it depends on them; without it, one per key. */
    private readonly cardCount?: (key: K, decks: readonly (readonly number[])[]) => number,
  ) {}

  /** A state of `key` with `decks` set up, every stream seeded by `seed`, card events going to `events`. */
  setUp(key: K, decks: readonly (readonly number[])[], seed: number, events?: CardEventSink | null): S {
    const known = getOrMake(this.templates, key, () => new SetUpTemplates<S>());
    const lineup = known.lineup(decks);
    const template = lineup.template;
    const cards = this.cardCount === undefined ? 0 : template !== null ? template.cards.size : this.cardCount(key, decks);
    const s = this.poolOf(key, cards).fresh(seed, template ?? undefined);
    if (template === null) {
      this.createDecks(s, decks);
      known.built(lineup, s);
    }
    if (events) s.setEventSink(events);
    return s;
  }

  release(key: K, s: S): void {
    this.poolOf(key, this.cardCount === undefined ? 0 : s.cards.size).give(s);
  }

  private poolOf(key: K, cards: number): StatePool<S> {
    const byCount = getOrMake(this.pools, key, () => new Map<number, StatePool<S>>());
    return getOrMake(byCount, cards, () => new StatePool(() => this.make(key, cards)));
  }
}

/**
 * Line-ups of decks remembered per SetUpTemplates; past this many they are all forgotten. Room
 * for every seat rotation of 16 decks in all pairs (240), at about 5 KB per Warsong template.
 */
const MAX_LINEUPS = 256;

/** A line-up of decks seen at set-up, and from its second set-up on, a copy of that set-up. */
export interface SeenLineup<S> {
  /** Per seat, the deck's length then its cards. */
  readonly decks: Int32Array;
  /** Whether a set-up of these decks was built card by card before. */
  builtOnce: boolean;
  template: S | null;
}

/**
 * Set-up templates by line-up of decks, so that a match of decks set up before copies their
 * template (StatePool.fresh) instead of creating its cards one by one. One per line-up, not
 * just for the last decks: an experiment cycles through its line-ups and seat rotations, so
 * consecutive matches never have the same decks.
 */
export class SetUpTemplates<S extends BaseState> {
  private readonly byKey = new Map<number, SeenLineup<S>>();

  /** The line-up of `decks`, seat by seat (remembered from now on if new). */
  lineup(decks: readonly (readonly number[])[]): SeenLineup<S> {
    const key = lineupKey(decks);
    const seen = this.byKey.get(key);
    if (seen !== undefined && sameLineup(seen.decks, decks)) return seen;
    // Random decks never repeat: forget them all rather than grow without bound.
    if (this.byKey.size >= MAX_LINEUPS) this.byKey.clear();
    const lineup: SeenLineup<S> = { decks: flatLineup(decks), builtOnce: false, template: null };
    this.byKey.set(key, lineup);
    return lineup;
  }

  /** After `s` was set up card by card for `lineup`: the second time, a copy becomes its template. */
  built(lineup: SeenLineup<S>, s: S): void {
    if (lineup.builtOnce) lineup.template = s.clone() as S;
    lineup.builtOnce = true;
  }
}

/** A hash of a line-up of decks, seat by seat; line-ups whose keys collide replace each other and go without a template. */
function lineupKey(decks: readonly (readonly number[])[]): number {
  let h = decks.length;
  for (const deck of decks) {
    h = Math.imul(h ^ deck.length, 0x01000193);
    for (let i = 0; i < deck.length; i++) h = Math.imul(h ^ deck[i]!, 0x01000193);
  }
  return h;
}

function flatLineup(decks: readonly (readonly number[])[]): Int32Array {
  const out = new Int32Array(decks.reduce((n, d) => n + 1 + d.length, 0));
  let k = 0;
  for (const deck of decks) {
    out[k++] = deck.length;
    out.set(deck, k);
    k += deck.length;
  }
  return out;
}

function sameLineup(flat: Int32Array, decks: readonly (readonly number[])[]): boolean {
  let k = 0;
  for (const deck of decks) {
    if (k >= flat.length || flat[k++] !== deck.length) return false;
    for (let i = 0; i < deck.length; i++) if (flat[k++] !== deck[i]) return false;
  }
  return k === flat.length;
}
