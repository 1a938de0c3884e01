import { describe, expect, it } from 'vitest';
import { EffectStack } from '../../src/core/effect-stack.js';

describe('effect stack', () => {
  it('pushes, reads and pops frames, unused fields zero', () => {
    const st = new EffectStack(4, 3);
    expect(st.push(7, 1, 2)).toBe(0);
    expect(st.push(8, 5)).toBe(1);
    expect([st.top(0), st.top(1), st.top(2), st.top(3)]).toEqual([8, 5, 0, 0]);
    st.setTop(3, 9);
    expect(st.get(1, 3)).toBe(9);
    st.pop();
    expect([st.length, st.top(0), st.top(2)]).toEqual([1, 7, 2]);
    expect(() => {
      st.push(1);
      st.push(2);
      st.push(3);
    }).toThrow(/overflow/);
  });

  it('moves its live frames to other frames, and reads and writes there only', () => {
    const st = new EffectStack(2, 4);
    st.push(1, 10);
    st.push(2, 20);
    const home = st.frames;
    const away = new Int32Array(8);
    st.useFrames(away);
    expect(st.serialize()).toBe('1,10,2,20');
    st.setTop(1, 21);
    st.push(3, 30);
    expect(Array.from(home.subarray(0, 4))).toEqual([1, 10, 2, 20]);
    expect(Array.from(away.subarray(0, 6))).toEqual([1, 10, 2, 21, 3, 30]);
    // A copy made from it reads the frames it reads now.
    expect(st.clone().serialize()).toBe('1,10,2,21,3,30');
  });
});
