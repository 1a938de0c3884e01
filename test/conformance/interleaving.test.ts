// Engines keep each match's state to itself: several matches of one game played action by
// action in alternation, with searches on determinizations of them in between and one match
// abandoned when its engine throws halfway through an action, end exactly as each played alone.
// An engine that kept a match's state in module-level variables (a "running" copy) or left one
// half switched on an exception fails here.

import { describe, expect, it } from 'vitest';
import type { CardEvent, CardEventSink } from '../../src/core/events.js';
import { observationSize } from '../../src/core/game.js';
import type { GameDefinition, GameState, VariantFacts } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { bufferFor, gameVariants } from './support.js';

const MATCHES = 3;

/** A match's trace: each step's deciding player, legal actions and choice, then the final state. */
interface Trace {
  steps: string[];
  final: string;
}

/**
 * A card-event sink that, once armed (after set-up), throws at its third event: the engine stops
 * halfway through an action.
 */
class ThrowingSink implements CardEventSink {
  armed = false;
  private seen = 0;
  cardEvent(_kind: CardEvent, _player: number, _def: number, _turn: number): void {
    if (this.armed && ++this.seen === 3) throw new Error('sink failure (deliberate)');
  }
}

function start(game: GameDefinition, facts: VariantFacts, seed: number, sink: CardEventSink | null = null): GameState {
  return game.newMatch({ ...randomSetup(game, facts.id, seed), events: sink }, seed);
}

/** One step of a match: its trace line, then a random legal action applied. */
function step(s: GameState, rng: Rng, ids: Int32Array, trace: Trace): void {
  const n = s.legalActions(ids);
  const a = ids[rng.below(n)]!;
  trace.steps.push(`${s.currentPlayer()}:${Array.prototype.join.call(ids.subarray(0, n), ',')}>${a}`);
  s.apply(a);
}

function alone(game: GameDefinition, facts: VariantFacts, seed: number): Trace {
  const s = start(game, facts, seed);
  const rng = new Rng(seed, 41);
  const ids = bufferFor(game);
  const trace: Trace = { steps: [], final: '' };
  while (!s.isTerminal() && s.decisions() < 400) step(s, rng, ids, trace);
  trace.final = s.serialize();
  return trace;
}

describe.each(gameVariants())('%s interleaving', (_name, game, facts) => {
  it('declares an observation shape that adds up to its observation length', () => {
    expect(observationSize(facts.observationShape)).toBe(facts.observationLength);
  });

  it('matches played in alternation, with searches and a throwing match in between, equal each played alone', () => {
    const seeds = Array.from({ length: MATCHES }, (_, i) => 1000 + 17 * i);
    const solo = seeds.map((seed) => alone(game, facts, seed));
    const states = seeds.map((seed) => start(game, facts, seed));
    const rngs = seeds.map((seed) => new Rng(seed, 41));
    const traces: Trace[] = seeds.map(() => ({ steps: [], final: '' }));
    const ids = bufferFor(game);
    const other = bufferFor(game);
    const search = new Rng(5, 5);
    // The saboteur: a match of the same game whose event sink throws inside an action.
    const sink = new ThrowingSink();
    let saboteur: GameState | null = start(game, facts, 77, sink);
    sink.armed = true;
    const saboteurRng = new Rng(77, 41);
    let threw = false;
    let scratch: GameState | undefined;
    for (let round = 0; states.some((s) => !s.isTerminal() && s.decisions() < 400); round++) {
      states.forEach((s, i) => {
        if (s.isTerminal() || s.decisions() >= 400) return;
        step(s, rngs[i]!, ids, traces[i]!);
        // A searcher looks at another match: a determinization, played on for a few plies.
        const watched = states[(i + 1) % states.length]!;
        if (!watched.isTerminal()) {
          scratch = watched.determinize(watched.currentPlayer(), search, scratch);
          for (let k = 0; k < 3 && !scratch.isTerminal(); k++) scratch.apply(other[search.below(scratch.legalActions(other))]!);
        }
      });
      if (saboteur !== null) {
        try {
          if (saboteur.isTerminal()) saboteur = null;
          else saboteur.apply(ids[saboteurRng.below(saboteur.legalActions(ids))]!);
        } catch (err) {
          expect((err as Error).message).toBe('sink failure (deliberate)');
          threw = true;
          saboteur = null;
        }
      }
    }
    states.forEach((s, i) => (traces[i]!.final = s.serialize()));
    for (let i = 0; i < MATCHES; i++) {
      expect(traces[i]!.steps, `match ${i}: decisions`).toEqual(solo[i]!.steps);
      expect(traces[i]!.final, `match ${i}: final state`).toBe(solo[i]!.final);
    }
    // Games that report card events during play have thrown by now (the others had nothing to throw from).
    if (facts.cardEvents.length > 1) expect(threw, 'the saboteur threw halfway through an action').toBe(true);
  });
});
