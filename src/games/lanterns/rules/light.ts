// The lanterns (rulebook 8): Light lost and gained, and the match's end when a lantern goes out.

import { END_LIGHT_OUT } from '../ids.js';
import type { LanternState } from '../state.js';

/** "A player whose lantern reaches 0 Light or less loses at once." */
export function loseLight(s: LanternState, p: number, n: number): void {
  s.light[p] = s.light[p]! - n;
  if (s.light[p]! <= 0 && !s.isTerminal()) s.finish(1 - p, END_LIGHT_OUT);
}

export function gainLight(s: LanternState, p: number, n: number): void {
  s.light[p] = s.light[p]! + n;
}
