// "Did you mean" for a card name in an experiment. A name with a comma ("Tordek, Stone-Wise")
// written in a YAML flow list, [Tordek, Stone-Wise], is read as two names: the hint says to
// quote it rather than offering a near name for each half.

import { suggestion } from '../core/suggest.js';

export function cardNameHint(name: string, candidates: readonly string[]): string {
  const key = name.trim().toLowerCase();
  const cut = candidates.find((c) => c.includes(',') && c.split(',').some((part) => part.trim().toLowerCase() === key));
  if (cut) return `'${cut}' has a comma, which splits it in a [..., ...] list: write it in quotes, "${cut}"`;
  return suggestion(name, candidates);
}
