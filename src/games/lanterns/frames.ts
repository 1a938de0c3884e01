// Duel of Lanterns' one stop: a spell cast waits for its caster's opponent to answer it with a
// response or let it act (rulebook 6). A response cannot itself be answered, so one question
// frame is enough; no response window stack is needed.

import { frameKinds } from '../../core/frames.js';

export const FRAMES = frameKinds({
  /** The spell card `spell` cast at `target` (T_LANTERN or 1 + place), waiting for the asked player's answer. */
  answer: { question: true, fields: ['spell', 'target'], title: 'answer the spell' },
});

export const STACK_CAPACITY = 2;
