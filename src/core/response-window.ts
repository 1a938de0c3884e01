// Response windows with priority passing, on the effect stack: Ward's chains and summon
// activation window, Warlords' sudden spells, WTactics' passive-player play windows and combat
// response phases.
//
// The protocol: a window is a question frame on top of the stack asking one player whether to
// respond. Each player in turn may respond or pass. A response is an entry frame pushed beneath
// the window, and it reopens the window: priority moves to the next player and the passes start
// again. When every player has passed in a row the window closes, and the entries beneath it,
// being ordinary step frames, resolve from the top of the stack: last in, first out. A window
// opened at a fixed point of the turn (the start of a phase, after attackers are declared), not
// by a player's act, closes once all players pass.
//
// Whether a play counts as its player's own pass is the game's choice (WindowOptions): by
// default it does (a player does not answer its own card before the others have had their
// turn, and the window closes when all the others pass after it); without it the player who
// played is asked again, and the window closes only when every player, that one included, has
// passed one after the other.
//
// The game declares the two kinds in its frameKinds(): the window with WINDOW_FRAME (a question
// with a `passes` field), the entry with its own fields (the card played, its target, ...).

import type { EffectStack } from './effect-stack.js';
import { ASKED, KIND, type FrameDecl } from './frames.js';

/** The declaration of a window frame, for a game's frameKinds(). */
export const WINDOW_FRAME: FrameDecl = { question: true, fields: ['passes'], title: 'response' };
/** Word of a window frame holding the passes made in a row. */
const PASSES = ASKED + 1;

export interface WindowOptions {
  /**
   * A play (and a response, and any other act in a window) counts as its player's own pass, so
   * the window closes when all the others pass after it. Default true; false makes the player who
   * acted answer again before the window closes.
   */
  readonly playCountsAsPass?: boolean;
}

export class ResponseWindows {
  /** The passes a window holds right after a player acts in it: 1 when the act counts as a pass. */
  private readonly passesAfterAct: number;

  constructor(
    /** The game's kind number of its window frame (declared with WINDOW_FRAME). */
    readonly windowKind: number,
    /** The game's kind number of its entry frames. */
    readonly entryKind: number,
    readonly players: number,
    options: WindowOptions = {},
  ) {
    this.passesAfterAct = (options.playCountsAsPass ?? true) ? 1 : 0;
  }

  /** The player after p in priority order. */
  next(p: number): number {
    return p + 1 === this.players ? 0 : p + 1;
  }

  /**
   * `actor` plays a card or an effect that others may answer: its entry goes on the stack
   * (kind entryKind, fields a..f) and a window opens for the next player. Returns the entry's
   * stack index.
   */
  play(stack: EffectStack, actor: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0): number {
    const i = stack.push(this.entryKind, a, b, c, d, e, f);
    stack.push(this.windowKind, this.next(actor), this.passesAfterAct);
    return i;
  }

  /** Opens a window at a fixed point of the turn: `first` is asked first and all players must pass. */
  openFor(stack: EffectStack, first: number): void {
    stack.push(this.windowKind, first, 0);
  }

  /**
   * Opens a window for the players after `actor`, following an act of actor's own phase that put
   * nothing on the stack: it closes when they have all passed, since actor's phase, where it may
   * do anything the window would offer, goes on when it closes.
   */
  openAfter(stack: EffectStack, actor: number): void {
    stack.push(this.windowKind, this.next(actor), 1);
  }

  /** Whether the frame on top of the stack is a window. */
  isOpen(stack: EffectStack): boolean {
    return stack.length > 0 && stack.top(KIND) === this.windowKind;
  }

  /** The player the open window asks. */
  asked(stack: EffectStack): number {
    return stack.top(ASKED);
  }

  /** The asked player passes. Returns true when the window closed (it is popped: the entries beneath resolve). */
  pass(stack: EffectStack): boolean {
    const passes = stack.top(PASSES) + 1;
    if (passes >= this.players) {
      stack.pop();
      return true;
    }
    stack.setTop(PASSES, passes);
    stack.setTop(ASKED, this.next(stack.top(ASKED)));
    return false;
  }

  /**
   * The asked player responds: its entry (fields a..f) goes beneath the window, which reopens
   * for the next player. Returns the entry's stack index.
   */
  respond(stack: EffectStack, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0): number {
    const responder = stack.top(ASKED);
    stack.pop();
    const i = stack.push(this.entryKind, a, b, c, d, e, f);
    stack.push(this.windowKind, this.next(responder), this.passesAfterAct);
    return i;
  }

  /**
   * The asked player acts in the window without an entry (an act that resolves at once, such as
   * countering or picking something up): priority moves to the next player, as after a response.
   */
  acted(stack: EffectStack): void {
    stack.setTop(ASKED, this.next(stack.top(ASKED)));
    stack.setTop(PASSES, this.passesAfterAct);
  }

  /** Stack index of the topmost entry (the one a response answers), or -1. */
  topEntry(stack: EffectStack): number {
    for (let i = stack.length - 1; i >= 0; i--) if (stack.get(i, KIND) === this.entryKind) return i;
    return -1;
  }

  /** Entries waiting on the stack to resolve. */
  pending(stack: EffectStack): number {
    let n = 0;
    for (let i = stack.length - 1; i >= 0; i--) if (stack.get(i, KIND) === this.entryKind) n++;
    return n;
  }
}
