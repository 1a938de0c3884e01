// The hidden-information property: an agent's decision may depend only on what its player can
// know. For a position and a twin that differs only in what p cannot see (perturbHidden), the
// agent must choose the same action, and must leave the true state's bytes unchanged.

import type { Agent, AgentContext } from '../../agents/agent.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { maxDistinctActions } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { hiddenTwin } from '../../src/core/facets.js';

/**
 * Builds the agent under test. `peek` returns the true state behind the view: honest agents
 * never call it; it exists so the test can build a cheater that does.
 */
export type AgentMaker = (ctx: AgentContext, peek: () => GameState) => Agent;

/** Returns a description of the first violation over the positions, or null. */
export function honestyViolation(game: GameDefinition, positions: readonly GameState[], make: AgentMaker, seed = 1): string | null {
  const rng = new Rng(seed, 41);
  for (let i = 0; i < positions.length; i++) {
    const s = positions[i]!;
    const p = s.currentPlayer();
    const twin = hiddenTwin(game, s, p, rng);
    const agentSeed = rng.seed();
    const bytes = s.serialize();
    const a = make({ game, rng: new Rng(agentSeed, 16) }, () => s).chooseAction(new PlayerView(s, p, []), p);
    if (s.serialize() !== bytes) return `position ${i}: chooseAction changed the true state`;
    const b = make({ game, rng: new Rng(agentSeed, 16) }, () => twin).chooseAction(new PlayerView(twin, p, []), p);
    if (a !== b) return `position ${i}: chose ${s.describeAction(a)} but ${twin.describeAction(b)} on a twin player ${p} cannot tell apart`;
  }
  return null;
}

/**
 * A deliberately cheating agent: it reads the true state (handed to it behind the view's back)
 * and lets the opponent's hidden cards steer its choice. The property test must catch it.
 */
export function cheatingAgentMaker(): AgentMaker {
  return (ctx, trueState) => {
    const ids = new Int32Array(maxDistinctActions(ctx.game));
    return {
      label: 'cheater',
      chooseAction(view: PlayerView): number {
        const n = view.legalActions(ids);
        const secret = trueState().serialize();
        let h = 0;
        for (let i = 0; i < secret.length; i++) h = (Math.imul(h, 31) + secret.charCodeAt(i)) | 0;
        return ids[(h >>> 0) % n]!;
      },
    };
  };
}
