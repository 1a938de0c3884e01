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

  it('keeps its frames in the region of a buffer it is given', () => {
    const buffer = new ArrayBuffer(64);
    const st = new EffectStack(2, 4, { buffer, byteOffset: 16 });
    st.push(1, 10);
    st.push(2, 20);
    expect(Array.from(new Int32Array(buffer, 16, 4))).toEqual([1, 10, 2, 20]);
    expect(Array.from(new Int32Array(buffer, 0, 4))).toEqual([0, 0, 0, 0]);
    const other = new EffectStack(2, 4);
    other.copyFrom(st);
    expect(other.serialize()).toBe('1,10,2,20');
  });
});
