// The response-window protocol on a bare stack: priority passing, reopening, LIFO resolution.

import { describe, expect, it } from 'vitest';
import { EffectStack } from '../../src/core/effect-stack.js';
import { frameKinds, KIND } from '../../src/core/frames.js';
import { ResponseWindows, WINDOW_FRAME } from '../../src/core/response-window.js';

const FRAMES = frameKinds({ window: WINDOW_FRAME, entry: { fields: ['card', 'player'] } });
const ENTRY_CARD = FRAMES.field.entry.card;

/** Pops the entries left on the stack, top first: the order they resolve in. */
function resolutionOrder(stack: EffectStack): number[] {
  const out: number[] = [];
  while (stack.length > 0) {
    expect(stack.top(KIND)).toBe(FRAMES.kind.entry);
    out.push(stack.top(ENTRY_CARD));
    stack.pop();
  }
  return out;
}

describe('response windows', () => {
  const two = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 2);

  it('a play opens a window for the other player; their pass closes it and the play resolves', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.play(stack, 0, 100, 0);
    expect(two.isOpen(stack)).toBe(true);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([100]);
  });

  it('a response reopens the window for the next player, and everything resolves last in, first out', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.play(stack, 0, 100, 0);
    two.respond(stack, 200, 1);
    expect(FRAMES.asked(stack)).toBe(0);
    two.respond(stack, 300, 0);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pending(stack)).toBe(3);
    expect(stack.get(two.topEntry(stack), ENTRY_CARD)).toBe(300);
    expect(two.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([300, 200, 100]);
  });

  it('with three players, every other player passes in a row before it closes; a response starts the passes again', () => {
    const three = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 3);
    const stack = new EffectStack(FRAMES.width, 16);
    three.play(stack, 0, 100, 0);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(three.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(2);
    three.respond(stack, 200, 2);
    expect(FRAMES.asked(stack)).toBe(0);
    expect(three.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(three.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([200, 100]);
  });

  it('a window opened at a fixed point of the turn asks its first player and closes when all players pass', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.openFor(stack, 1);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(0);
    expect(two.pass(stack)).toBe(true);
    expect(stack.length).toBe(0);
  });

  it('leaves frames beneath the window alone: a chain opened during another resolves first', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.play(stack, 0, 100, 0);
    expect(two.pass(stack)).toBe(true);
    // Resolving 100 summons something whose window opens on top of the stack.
    two.play(stack, 0, 150, 0);
    two.respond(stack, 160, 1);
    expect(two.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([160, 150, 100]);
  });

  it('a window after an act that put nothing on the stack (openAfter) asks the players after the actor and closes when they have passed', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.openAfter(stack, 0);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(true);
    expect(stack.length).toBe(0);
  });
});

describe('response windows where a play does not count as its player\'s pass', () => {
  const two = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 2, { playCountsAsPass: false });

  it('the player who played is asked again after the other passes; the window closes when both have passed one after the other', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.play(stack, 0, 100, 0);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(0);
    two.respond(stack, 200, 0);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(0);
    expect(two.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([200, 100]);
  });

  it('an act in the window without an entry (acted) moves priority on and starts the passes again', () => {
    const stack = new EffectStack(FRAMES.width, 16);
    two.play(stack, 0, 100, 0);
    two.acted(stack);
    expect(FRAMES.asked(stack)).toBe(0);
    expect(two.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(two.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([100]);
  });

  it('with three players, all three pass in a row, the one who played included', () => {
    const three = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 3, { playCountsAsPass: false });
    const stack = new EffectStack(FRAMES.width, 16);
    three.play(stack, 0, 100, 0);
    expect(three.pass(stack)).toBe(false);
    expect(three.pass(stack)).toBe(false);
    expect(FRAMES.asked(stack)).toBe(0);
    expect(three.pass(stack)).toBe(true);
    expect(resolutionOrder(stack)).toEqual([100]);
  });
});
