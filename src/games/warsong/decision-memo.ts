// What the rules found for the decision at hand, kept for the next call at the same decision:
// the answers to the question the resolution stopped at, and how legalActionCount counted the
// legal actions. Not state: it is worthless once the decision count moves on, so a state drops it
// when it is overwritten (WarsongState.copyFrom) and never copies or serialises it.

import { stateBuffer } from '../../core/arena.js';
import { MAX_DEFS } from './card-schema.js';
import { NUM_ANSWERS } from './ids.js';

/** Room for placementGroups' output: three words per definition (placement.ts). */
const GROUP_WORDS = 3 * MAX_DEFS;

/** How legalActionAt reads what legalActionCount counted: the kept answers, the placement groups, or the pass. */
export const COUNTED_ANSWERS = 0;
export const COUNTED_GROUPS = 1;
export const COUNTED_PASS = 2;

export class DecisionMemo {
  /** The answers at decision answersAt (answerCount of them). */
  readonly answers: Int32Array;
  /** placementGroups' output (placement.ts): a few words per distinct hand definition with somewhere to go. */
  readonly groups: Int32Array;
  answerCount = 0;
  answersAt = -1;
  /** The decision legalActionCount last counted, and how (COUNTED_*). */
  countedAt = -1;
  countedMode = COUNTED_ANSWERS;

  constructor() {
    // In one piece of the shared slab: a state allocates no backing store of its own.
    const { buffer, byteOffset } = stateBuffer(4 * (NUM_ANSWERS + GROUP_WORDS));
    this.answers = new Int32Array(buffer, byteOffset, NUM_ANSWERS);
    this.groups = new Int32Array(buffer, byteOffset + 4 * NUM_ANSWERS, GROUP_WORDS);
  }

  /** The first n entries of `answers` are the answers at decision `at`. */
  keep(n: number, at: number): void {
    this.answerCount = n;
    this.answersAt = at;
  }

  /** The kept answers into out; returns their count. */
  copyAnswers(out: Int32Array): number {
    const n = this.answerCount;
    const answers = this.answers;
    for (let i = 0; i < n; i++) out[i] = answers[i]!;
    return n;
  }

  counted(at: number, mode: number): void {
    this.countedAt = at;
    this.countedMode = mode;
  }

  /** Drops everything: the position changed outside apply(). */
  forget(): void {
    this.answersAt = -1;
    this.countedAt = -1;
  }
}
