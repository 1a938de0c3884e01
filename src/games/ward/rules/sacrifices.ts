// 8.2.1: how many creatures a normal summon sacrifices, by the summoned creature's printed AL.
// Its own module (no imports), so the deck advice can read it without loading the rules.

/** Sacrifices needed by base AL (8.2.1): 1-6 none, 7-11 one, 12 two. */
export function sacrificesFor(al: number): number {
  return al >= 12 ? 2 : al >= 7 ? 1 : 0;
}
