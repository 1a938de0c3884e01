// Shared pieces of the games' ablation fillers. A filler keeps the card's name in the game's own
// definition so that other cards naming it (a Summon, a summon requirement) still find it under
// its id; only the CardInfo name, which play logs show, says it is a blank. A card that plays
// exactly like the blank of its kind (its kind's ordinary numbers, no abilities) is its own
// blank: the filler returns it unchanged, and ablation reports it as not measurable, since any
// other stand-in (a stat stepped by one, say) would measure that stand-in, not the card.

import type { CardInfo, CardSet } from './game.js';

/** The lower median (an actual value of the list, never an average of two). */
export function lowerMedian(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** The filler kept the card's own definition: the card is the blank of its kind. */
export function isOwnBlank(cards: CardSet, ablated: CardSet, def: number): boolean {
  return ablated.data[def] === cards.data[def];
}

/** The CardInfo of a blank: same id, type, faction and cost; no keywords; named as a blank for logs. */
export function blankInfo(info: CardInfo): CardInfo {
  return { ...info, name: `${info.name} (blank)`, keywords: [] };
}
