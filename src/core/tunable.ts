// A rule parameter carried by a card set (`set.rules[key]`): a game reads it from the set it
// plays, so a sweep over it only hands each match a set with another value.

import type { CardSet, Tunable } from './game.js';
import { InputError } from './errors.js';

/** A tunable that sets the whole-number rule parameter `key` of `set.rules`, within [min, max]. */
export function ruleTunable<TCard>(name: string, description: string, key: string, min: number, max: number): Tunable<TCard> {
  return {
    name,
    description,
    apply(cards, value) {
      if (!Number.isInteger(value) || value < min || value > max) throw new InputError(`${name} must be a whole number from ${min} to ${max}, got ${value}`, {}, `pick a value from ${min} to ${max}`);
      const set = cards as CardSet<TCard> & { rules: Record<string, number> };
      return { ...set, rules: { ...set.rules, [key]: value } };
    },
  };
}
