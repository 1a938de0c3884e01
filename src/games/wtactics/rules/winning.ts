// Winning: influence to zero, the hero's victory-point target, and the scored ends (both decks
// out, the simulator's turn limit): the most VP, then the most influence; players still tied
// share the win. The same rules for two players and for the Triumvirate's three.

import * as wtIds from '../ids.js';
import type { WtState } from '../state.js';

const { END_INFLUENCE, END_VICTORY_POINTS } = wtIds;

/**
 * p loses influence to player `by`'s attack or card. At zero the match is over: "The game is
 * won by being the first to take control of your opponent's kingdom by lowering his/her
 * influence to zero", so `by` wins; were `by` at zero too, the most VP win.
 */
export function loseInfluence(s: WtState, p: number, amount: number, by: number): void {
  s.influence[p] = s.influence[p]! - amount;
  if (s.influence[p]! <= 0 && !s.isTerminal()) {
    if (s.influence[by]! <= 0) finishByScore(s, END_INFLUENCE, true);
    else s.finish(1 << by, END_INFLUENCE);
  }
}

/** A player at the VP target wins (several at once share the win). */
export function checkVictory(s: WtState): void {
  if (s.isTerminal()) return;
  let reached = 0;
  for (let p = 0; p < s.numPlayers; p++) if (s.vp[p]! >= s.vpTarget[p]!) reached |= 1 << p;
  if (reached !== 0) s.finish(reached, END_VICTORY_POINTS);
}

/** The most VP win, then (unless `vpOnly`) the most influence among them; players still tied share the win. */
export function finishByScore(s: WtState, reason: string, vpOnly = false): void {
  const n = s.numPlayers;
  let best = 0;
  for (let p = 1; p < n; p++) if (s.vp[p]! > s.vp[best]!) best = p;
  let leaders = 0;
  for (let p = 0; p < n; p++) if (s.vp[p] === s.vp[best]) leaders |= 1 << p;
  if (!vpOnly) {
    let most = -Infinity;
    for (let p = 0; p < n; p++) if ((leaders & (1 << p)) !== 0 && s.influence[p]! > most) most = s.influence[p]!;
    for (let p = 0; p < n; p++) if (s.influence[p] !== most) leaders &= ~(1 << p);
  }
  s.finish(leaders, reason);
}
