// The deck search's options: the experiment's `deckSearch:` section (src/experiment/deck-search-spec.ts)
// with DEFAULT_SEARCH where it is silent, and the experiment's `matches` as the budget.

import type { ResolvedExperiment } from '../../experiment/resolved.js';
import type { DeckSearchOptions } from './deck-search.js';

export const DEFAULT_SEARCH: Omit<DeckSearchOptions, 'budget'> = { initial: 8, generations: 8, candidates: 8, opponents: 6, reps: 1, maxChanges: 3, metaDecks: 10, metaReps: 8, metaBudget: 6000, metaSettle: 0.2, restarts: 1, polish: 0 };

/** The search's options from an experiment: its `deckSearch` section, and `matches` as the budget. */
export function searchOptions(exp: ResolvedExperiment): DeckSearchOptions {
  const s = exp.spec.deckSearch ?? {};
  return {
    initial: s.initial ?? DEFAULT_SEARCH.initial,
    generations: s.generations ?? DEFAULT_SEARCH.generations,
    candidates: s.candidates ?? DEFAULT_SEARCH.candidates,
    opponents: s.opponents ?? DEFAULT_SEARCH.opponents,
    reps: s.reps ?? DEFAULT_SEARCH.reps,
    maxChanges: s.maxChanges ?? DEFAULT_SEARCH.maxChanges,
    metaDecks: s.metaDecks ?? DEFAULT_SEARCH.metaDecks,
    metaReps: s.metaReps ?? DEFAULT_SEARCH.metaReps,
    metaBudget: s.metaBudget ?? DEFAULT_SEARCH.metaBudget,
    metaSettle: s.metaSettle ?? DEFAULT_SEARCH.metaSettle,
    restarts: s.restarts ?? DEFAULT_SEARCH.restarts,
    polish: s.polish ?? DEFAULT_SEARCH.polish,
    budget: exp.matches,
  };
}
