// Frames and questions: what an engine leaves on its EffectStack while it resolves.
//
// A frame is a row of integers: word 0 is its kind, the rest are fields the game names. Some
// kinds are steps the engine runs by itself (resolve this attack, end the turn); others are
// questions: an effect stopped to ask a player something. A question's word 1 is the player who
// answers (ASKED); the game lists its answers as action ids and applies the one chosen. So
// "who decides now" is one rule for every game: the asked player of a question on top of the
// stack, else the turn player. A game declares its kinds once, with frameKinds(), and reads
// each field through the index it names; no frame word is read by number.

import type { EffectStack } from './effect-stack.js';

/** Word 0 of every frame: its kind (kinds start at 1). */
export const KIND = 0;
/** Word 1 of a question frame: the player who answers it. */
export const ASKED = 1;

export interface FrameDecl {
  /** A question stops resolution until the asked player answers. */
  readonly question?: boolean;
  /** The frame's fields in order (after the kind, and after ASKED for a question). */
  readonly fields: readonly string[];
  /** What the frame stands for, for logs and descriptions ("defender's attack type"). */
  readonly title?: string;
}

type Decls = Readonly<Record<string, FrameDecl>>;
type FieldsOf<D extends Decls> = { readonly [K in keyof D]: { readonly [F in D[K]['fields'][number]]: number } };

export class FrameKinds<D extends Decls = Decls> {
  /** Each kind's number, by name. */
  readonly kind: { readonly [K in keyof D]: number };
  /** Each kind's field indices (frame words), by kind and field name. */
  readonly field: FieldsOf<D>;
  /** Words a frame needs: the kind, ASKED for questions, and the most fields of any kind. */
  readonly width: number;
  /** Kind names and titles by kind number (index 0 unused). */
  readonly names: readonly string[];
  readonly titles: readonly string[];
  /** 1 for a question kind, by kind number. */
  readonly questions: Uint8Array;
  /** A question's place among the question kinds (0, 1, ...; -1 for a step), by kind number: observation slots. */
  readonly questionOrdinal: Int8Array;
  readonly questionCount: number;

  constructor(decls: D) {
    const names = Object.keys(decls);
    const kind: Record<string, number> = {};
    const field: Record<string, Record<string, number>> = {};
    let width = 1;
    this.questions = new Uint8Array(names.length + 1);
    this.questionOrdinal = new Int8Array(names.length + 1).fill(-1);
    let q = 0;
    names.forEach((name, i) => {
      const k = i + 1;
      const d = decls[name]!;
      kind[name] = k;
      const first = d.question ? 2 : 1;
      field[name] = Object.fromEntries(d.fields.map((f, j) => [f, first + j]));
      width = Math.max(width, first + d.fields.length);
      if (d.question) {
        this.questions[k] = 1;
        this.questionOrdinal[k] = q++;
      }
    });
    this.kind = kind as FrameKinds<D>['kind'];
    this.field = field as FieldsOf<D>;
    this.width = width;
    this.names = ['', ...names];
    this.titles = ['', ...names.map((n) => decls[n]!.title ?? n)];
    this.questionCount = q;
  }

  isQuestion(kind: number): boolean {
    return this.questions[kind] === 1;
  }

  /** The player asked by the question on top of `stack`, or -1 when the top is a step or the stack is empty. */
  asked(stack: EffectStack): number {
    if (stack.length === 0) return -1;
    return this.questions[stack.top(KIND)] === 1 ? stack.top(ASKED) : -1;
  }

  /** The title of the question on top of `stack`, or null. */
  pendingQuestion(stack: EffectStack): string | null {
    if (stack.length === 0 || this.questions[stack.top(KIND)] !== 1) return null;
    return this.titles[stack.top(KIND)]!;
  }

  /** A frame as `name{field=value ...}`, for errors and debugging. */
  describe(stack: EffectStack, i: number): string {
    const k = stack.get(i, KIND);
    const name = this.names[k] ?? `kind ${k}`;
    const fields = this.field[name as keyof D] as Record<string, number> | undefined;
    const parts = this.questions[k] === 1 ? [`asked=${stack.get(i, ASKED)}`] : [];
    for (const [f, w] of Object.entries(fields ?? {})) parts.push(`${f}=${stack.get(i, w)}`);
    return `${name}{${parts.join(' ')}}`;
  }
}

/** A game's frame kinds, numbered 1, 2, ... in declaration order. */
export function frameKinds<const D extends Decls>(decls: D): FrameKinds<D> {
  return new FrameKinds(decls);
}
