import type { GameState } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { OnePly } from '../src/core/one-ply.js';
import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentType } from './agent.js';
import { plainSpecSchema } from './spec.js';
import type { ActionBuffer } from './action-buffer.js';
import { sharedActionBuffer } from './action-buffer.js';
import { aiOf } from '../src/core/facets.js';

/**
 * The game's own hand-written policy, reached through the contract. It is handed a
 * determinized state, so even a careless heuristic cannot read hidden cards or future dice.
 */
export class HeuristicAgent implements Agent {
  readonly label = 'heuristic';
  private readonly buf: ActionBuffer;
  /** The last determinization, handed back as scratch: the game's policy does not keep it. */
  private world: GameState | undefined = undefined;
  /** The policy's scratch for its one-ply looks: this agent's own. */
  private readonly look: OnePly;
  constructor(private readonly ctx: AgentContext) {
    this.buf = sharedActionBuffer(ctx.game);
    this.look = new OnePly(maxDistinctActions(ctx.game));
  }
  chooseAction(view: PlayerView, player: number): number {
    const n = view.legalActions(this.buf.ids);
    if (n === 1) return this.buf.ids[0]!;
    this.world = view.determinize(this.ctx.rng, this.world);
    return aiOf(this.ctx.game).heuristicAction(this.world, player, this.ctx.rng, this.look);
  }
}

export const heuristicAgentType: AgentType = {
  type: 'heuristic',
  description: "the game's own hand-written policy (what a sensible human would play)",
  spec: plainSpecSchema('heuristic'),
  create: (_spec, ctx) => new HeuristicAgent(ctx),
};
