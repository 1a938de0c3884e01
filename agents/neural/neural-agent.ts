// The network as a player without search: it reads its own player's observation (the view's
// observe(), never the state behind it) and plays the legal action the policy head ranks first,
// or draws one from the policy's softmax over the legal actions.

import type { GameDefinition } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';
import type { PlayerView } from '../../src/core/view.js';
import { ActionBuffer } from '../action-buffer.js';
import type { Agent, AgentContext, AgentType } from '../agent.js';
import { modelFolder, networkLabel } from './committed-model.js';
import { checkSpecModel, modelFor } from './model-cache.js';
import type { Network } from './network.js';
import { softmax } from './network.js';
import type { NeuralSpec } from './spec.js';
import { neuralSpecSchema } from './spec.js';
import { parseAgentOptions } from '../agent-options.js';

export class NeuralAgent implements Agent {
  readonly label: string;
  private readonly game: GameDefinition;
  private readonly rng: Rng;
  private readonly ids: Int32Array;
  private readonly logits: Float64Array;
  private readonly seats = new Float64Array(16);
  private readonly model: string;
  private network: Network | null = null;
  private observation = new Float32Array(0);

  constructor(
    readonly spec: NeuralSpec,
    ctx: AgentContext,
  ) {
    this.model = modelFolder(spec.model, ctx.game.id);
    this.label = spec.label ?? networkLabel(spec.mode === 'sample' ? 'neural-sample' : 'neural', this.model);
    this.game = ctx.game;
    this.rng = ctx.rng;
    this.ids = new ActionBuffer(ctx.game).ids;
    this.logits = new Float64Array(this.ids.length);
  }

  chooseAction(view: PlayerView, _player: number): number {
    const n = view.legalActions(this.ids);
    if (n === 1) return this.ids[0]!;
    // The variant is known once a match is shown: the model is fetched (once per thread) then.
    if (this.network === null) {
      this.network = modelFor(this.model, this.game, view.facts).network;
      this.observation = new Float32Array(this.network.shape.input);
    }
    view.observe(this.observation);
    const logits = this.logits;
    this.network.evaluate(this.observation, this.seats, this.ids, n, logits);
    if (this.spec.mode === 'greedy') {
      // Ties go to the lower position in the legal list: deterministic.
      let best = 0;
      for (let k = 1; k < n; k++) if (logits[k]! > logits[best]!) best = k;
      return this.ids[best]!;
    }
    softmax(logits, n, logits);
    let u = this.rng.float();
    for (let k = 0; k < n - 1; k++) {
      u -= logits[k]!;
      if (u < 0) return this.ids[k]!;
    }
    return this.ids[n - 1]!;
  }
}

export const neuralAgentType: AgentType = {
  type: 'neural',
  description: "a trained network (balance-lab train) playing without search; options: model (folder; default: the game's committed model), mode (greedy|sample)",
  network: true,
  spec: neuralSpecSchema,
  check: checkSpecModel,
  create(spec, ctx) {
    return new NeuralAgent(parseAgentOptions(neuralSpecSchema, spec, 'neural', 'options: model (a model folder), mode (greedy|sample)'), ctx);
  },
};
