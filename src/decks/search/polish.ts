// The polish: a restart's last matches spent on its best decks, one card at a time. MAP-Elites
// spreads its mutations over every cell, so the best deck of a restart gets a handful of them and
// can stop a few copies short of what its own cards allow. A lineage starts from the archive's
// best deck not yet polished; each step races single-card changes of its deck against a panel of
// the archive's best decks that stays fixed for the lineage, then plays the race's winner and the
// lineage's deck again on the same seeds at twice the matches, and the winner takes over only
// when it is still ahead (a race's winner is lucky by selection). A lineage whose deck no step
// improves PATIENCE times running ends, and the next begins.

import type { DeckRecord } from './deck-search.js';

/** Steps in a row without an improvement that end a lineage. */
export const PATIENCE = 3;

export interface Lineage {
  /** The archive deck it started from, and the deck it has reached (record ids). */
  readonly start: number;
  incumbent: number;
  /** The decks every step of it is measured against (record ids). */
  readonly panel: readonly number[];
  /** Steps since its deck last improved. */
  fruitless: number;
}

/** Where a restart's polish stands: saved in its checkpoint after every step. */
export interface PolishState {
  readonly lineages: Lineage[];
  steps: number;
  improved: number;
}

/** What the polish needs of its restart's search. */
export interface PolishSpace {
  /** The archive's decks, best first. */
  ranked(): DeckRecord[];
  recordOf(id: number): DeckRecord;
  /** Up to `count` legal single-card changes of `parent`, none measured before, recorded as its polish. */
  neighbours(parent: DeckRecord, count: number): DeckRecord[];
  /** Successive halving of `candidates` against `panel`; the finalists, best first. */
  race(candidates: readonly DeckRecord[], panel: readonly DeckRecord[]): Promise<DeckRecord[]>;
  /** Plays `decks` against `panel` up to `reps` pairs each and measures them there. */
  confirm(decks: readonly DeckRecord[], panel: readonly DeckRecord[], reps: number): Promise<void>;
  /** Offers a measured deck to the archive (as a generation's finalist, or only to fill an empty cell). */
  offer(r: DeckRecord, mayReplace: boolean): void;
}

export function newPolish(): PolishState {
  return { lineages: [], steps: 0, improved: 0 };
}

/** The lineage to step next: the current one, or one from the best archive deck not yet polished; null when none is left. */
function current(space: PolishSpace, state: PolishState, opponents: number): Lineage | null {
  const last = state.lineages.at(-1);
  if (last !== undefined && last.fruitless < PATIENCE) return last;
  const started = new Set(state.lineages.map((l) => l.start));
  const ranked = space.ranked();
  const start = ranked.find((r) => !started.has(r.id) && !r.origin.startsWith('polish'));
  if (start === undefined || ranked.length < 2) return null;
  const panel = ranked.filter((r) => r !== start).slice(0, opponents).map((r) => r.id);
  const lineage: Lineage = { start: start.id, incumbent: start.id, panel, fruitless: 0 };
  state.lineages.push(lineage);
  return lineage;
}

/**
 * One polish step; false when no lineage is left to polish. `confirmReps` is the pairs per panel
 * deck at which the race's winner and the incumbent are compared.
 */
export async function polishStep(space: PolishSpace, state: PolishState, opts: { readonly candidates: number; readonly opponents: number }, confirmReps: number): Promise<boolean> {
  const lineage = current(space, state, opts.opponents);
  if (lineage === null) return false;
  state.steps++;
  const incumbent = space.recordOf(lineage.incumbent);
  const panel = lineage.panel.map((id) => space.recordOf(id));
  const candidates = space.neighbours(incumbent, opts.candidates);
  const finalists = candidates.length === 0 ? [] : await space.race(candidates, panel);
  const best = finalists[0];
  if (best !== undefined) await space.confirm([best, incumbent], panel, confirmReps);
  if (best !== undefined && best.games > 0 && best.fitness.rate > incumbent.fitness.rate) {
    lineage.incumbent = best.id;
    lineage.fruitless = 0;
    state.improved++;
  } else {
    lineage.fruitless++;
  }
  for (const r of candidates) space.offer(r, r === best && lineage.incumbent === best.id);
  return true;
}

/** The polished decks, in lineage order: what each lineage reached. */
export function polishedDecks(state: PolishState | null): number[] {
  return state === null ? [] : state.lineages.map((l) => l.incumbent);
}
