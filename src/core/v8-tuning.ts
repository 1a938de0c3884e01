// V8 settings for the processes that play matches: the CLI (and its worker threads, which share
// the process's settings) and the speed tools. Imported for its effect, before any rules code
// has run hot.
//
// The rules engines are many small functions (a card's keywords, its side towards a neighbour,
// a frame on the stack) called millions of times. TurboFan inlines a call only while the
// bytecode it has inlined into one optimised function stays under a budget (920 bytes in Node
// 20), and a callee counts with everything its own optimised code inlined: in Warsong, `place`
// could not take `putOnBoard` (88 bytes, 964 with what it inlines), so each placement paid
// four calls where one would do. Each call costs some 60 to 80 instructions of frame set-up and
// of reloading and re-checking what the caller had already loaded.
//
// A budget of 2,000 bytes, measured on a 2-core AMD EPYC with Node 20.20 (README, Development):
// a Warsong random match took 7-10% fewer instructions than at the default and ran about 1.14
// times as fast, an MCTS iteration 7% fewer and 1.09 times as fast, a Ward match 2% fewer.
// 5,000 counted more instructions than the default (functions grow until registers spill).
// Raised to 3,000 when Warsong's rules moved to reading the card fields and frames of the
// running copy: fewer instructions than at 2,000 for every workload (Warsong random 4%, MCTS
// 4%, heuristic 2%, Ward 2%) and less CPU time (random 0.95, MCTS 0.95, heuristic 0.95, Ward
// 0.97 of 2,000's). 4,000 counted a little less for random and MCTS, more for the heuristic.
// The setting changes only how code is compiled, never what it computes.
//
// Setting a V8 flag at run time works for flags read when a function is compiled, as this one
// is (Node 24 has it too). A Node whose V8 lacks it would print one line
// and go on at its own default.

import { setFlagsFromString } from 'node:v8';

/** Bytes of bytecode TurboFan may inline into one optimised function (V8's default: 920). */
const INLINING_BUDGET = 3000;

setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`);
