// Shared pieces of the games' ablation fillers. A filler must never equal the card it stands in
// for (a replay on an identical card measures nothing), and it keeps the card's name in the
// game's own definition so that other cards naming it (a Summon, a summon requirement) still
// find it under its id; only the CardInfo name, which play logs show, says it is a blank.

import type { CardInfo } from './game.js';

/** The lower median (an actual value of the list, never an average of two). */
export function lowerMedian(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** One step of a stat away from its value, down unless that leaves its allowed range. */
export function stepped(value: number, min: number): number {
  return value - 1 >= min ? value - 1 : value + 1;
}

/** The CardInfo of a blank: same id, type, faction and cost; no keywords; named as a blank for logs. */
export function blankInfo(info: CardInfo): CardInfo {
  return { ...info, name: `${info.name} (blank)`, keywords: [] };
}
