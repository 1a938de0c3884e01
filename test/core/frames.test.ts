import { describe, expect, it } from 'vitest';
import { EffectStack } from '../../src/core/effect-stack.js';
import { ASKED, frameKinds, KIND } from '../../src/core/frames.js';

const FRAMES = frameKinds({
  endTurn: { fields: ['drawn'] },
  round: { fields: ['card', 'phase', 'nextSlot'] },
  sacrifice: { question: true, fields: ['left', 'lastPick'], title: 'sacrifice' },
  flee: { question: true, fields: ['attacker', 'target'] },
});

describe('frame kinds and questions', () => {
  it('numbers kinds in declaration order and names every field after the kind (and after ASKED for a question)', () => {
    expect(FRAMES.kind).toEqual({ endTurn: 1, round: 2, sacrifice: 3, flee: 4 });
    expect(FRAMES.field.round).toEqual({ card: 1, phase: 2, nextSlot: 3 });
    expect(FRAMES.field.sacrifice).toEqual({ left: 2, lastPick: 3 });
    expect(FRAMES.width).toBe(4);
    expect([FRAMES.questionOrdinal[3], FRAMES.questionOrdinal[4], FRAMES.questionOrdinal[2]]).toEqual([0, 1, -1]);
  });

  it('says who must answer: the asked player of a question on top, nobody for a step', () => {
    const stack = new EffectStack(FRAMES.width, 8);
    expect(FRAMES.asked(stack)).toBe(-1);
    stack.push(FRAMES.kind.round, 17, 0, 0);
    expect(FRAMES.asked(stack)).toBe(-1);
    stack.push(FRAMES.kind.sacrifice, 1, 2, -1);
    expect(FRAMES.asked(stack)).toBe(1);
    expect(stack.top(KIND)).toBe(FRAMES.kind.sacrifice);
    expect(stack.top(ASKED)).toBe(1);
    expect(FRAMES.pendingQuestion(stack)).toBe('sacrifice');
    expect(FRAMES.describe(stack, 0)).toBe('round{card=17 phase=0 nextSlot=0}');
    expect(FRAMES.describe(stack, 1)).toBe('sacrifice{asked=1 left=2 lastPick=-1}');
  });
});
