// The frames a Warsong state leaves on its EffectStack while it resolves. Steps run by
// themselves (the end of a turn, a placed card's costs and abilities, an attack round, one
// attack); questions stop until the asked player answers (their answers: rules/questions.ts).
// The questions' order is the observation's (one slot each).

import type { EffectStack } from '../../core/effect-stack.js';
import { frameKinds } from '../../core/frames.js';

export const FRAMES = frameKinds({
  endTurn: { fields: ['drawn'], title: 'end of turn' },
  placed: { fields: ['card', 'phase'], title: 'placed card' },
  round: {
    // mode: 0 every side; 1 + side, the one side Disengage chose; ARCANE_MODE + target, Arcane Missile's.
    // placement: 1 for the round a placement starts (only it may decline a Flee attack).
    // captures: a bit per attack slot that took a card, and one once a card was captured (rules/attack.ts).
    fields: ['card', 'phase', 'nextSlot', 'captures', 'mode', 'placement', 'lastTarget'],
    title: 'attack round',
  },
  attack: {
    // direction: 0..3 straight, 4 + d the corner after direction d; typeChoices: the attacker's
    // two types (low * 8 + high) when it must choose, attackType -1 until it has.
    fields: ['attacker', 'defender', 'attackType', 'direction', 'phase', 'defenceType', 'typeChoices'],
    title: 'attack',
  },
  sacrifice: { question: true, fields: ['left', 'last', 'placed'], title: 'sacrifice' },
  arcane: { question: true, fields: ['round'], title: 'arcane missile target' },
  disengage: { question: true, fields: ['round'], title: 'disengage direction' },
  attackerType: { question: true, fields: ['attack', 'first', 'second'], title: "attacker's attack type" },
  defenderType: { question: true, fields: ['attack', 'first', 'second'], title: "defender's attack type" },
  bushido: { question: true, fields: ['defender'], title: 'bushido attacker' },
  flee: { question: true, fields: ['attacker', 'defender', 'direction'], title: 'flee: attack or not' },
  assassin: { question: true, fields: ['card'], title: 'assassin: return to hand' },
  ferocious: { question: true, fields: ['card'], title: 'ferocious move' },
  // card: the Horde card that left, never its own replacement.
  horde: { question: true, fields: ['cell', 'orientation', 'tribe', 'card'], title: 'horde replacement' },
  discard: { question: true, fields: ['left', 'last'], title: 'discard down to five' },
});

/** A round's mode for Arcane Missile's target t is ARCANE_MODE + t (Disengage's side k: 1 + k). */
export const ARCANE_MODE = 10;

// Exported under these names, read here through unexported consts (an exported binding is read from its module cell).
const WIDTH = 8;
const CAPACITY = 96;
/** Words per frame, as the rules index them: pushFrame writes all eight. */
export const FRAME_WIDTH = WIDTH;
if (FRAMES.width !== WIDTH) throw new Error(`warsong frames are ${FRAMES.width} words, the rules index ${WIDTH}`);
/** Frames pending at most (the cascade of one placement stays far below). */
export const STACK_CAPACITY = CAPACITY;

/** Pushes a frame (EffectStack.push with the width a constant); unused fields are zero. */
export function pushFrame(stack: EffectStack, kind: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0): void {
  const n = stack.length;
  if (n === CAPACITY) overflow();
  stack.length = n + 1;
  const words = stack.frames;
  const o = n * WIDTH;
  words[o] = kind;
  words[o + 1] = a;
  words[o + 2] = b;
  words[o + 3] = c;
  words[o + 4] = d;
  words[o + 5] = e;
  words[o + 6] = f;
  words[o + 7] = g;
}

function overflow(): never {
  throw new Error(`effect stack overflow (${CAPACITY} frames): a rule loop?`);
}
