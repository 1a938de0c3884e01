// The network agent types as experiments, `play` and `tournament` use them: `neural` (the policy
// without search), `mcts` with `evaluator: neural` (PUCT with the policy prior) and `gumbel` (the
// Gumbel search). They see only observations and determinized states (the hidden-information
// property over every game), and a missing, damaged or mismatched model stops a run before
// anything is played.

import '../../src/games/index.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveModel } from '../../agents/neural/model-file.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { agentFromName, createAgent, defaultAgentLabel } from '../../agents/registry.js';
import type { GameDefinition, VariantFacts } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { playMatch } from '../../src/sim/match.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { cli, tempDir } from '../cli/helpers.js';
import { honestyViolation } from '../conformance/honesty.js';
import { gameVariants, samplePositions } from '../conformance/support.js';

/** A model folder holding an untrained network of `game`'s variant (a trained one is no more honest). */
function untrainedModel(dir: string, game: GameDefinition, facts: VariantFacts, seed = 1): string {
  const rng = new Rng(seed);
  const net = randomNetwork({ input: facts.observationLength, hidden: [32, 16], players: facts.players, actions: facts.numDistinctActions }, () => rng.float());
  const folder = join(dir, `${game.id}-${facts.id}`);
  saveModel(folder, { game: game.id, variant: facts.id, observationShape: facts.observationShape, card: {} }, net);
  return folder;
}

describe('neural agents see only what their player knows', () => {
  const dir = tempDir();
  it.each(gameVariants())('%s: neural (greedy and sampled), neural-guided MCTS and the Gumbel search choose alike on twins', (_name, game, facts) => {
    const model = untrainedModel(dir, game, facts);
    const positions = samplePositions(game, facts, 40, 2026);
    for (const spec of [
      { type: 'neural', model },
      { type: 'neural', model, mode: 'sample' },
      { type: 'mcts', iterations: 30, evaluator: 'neural', model },
      { type: 'gumbel', simulations: 12, model },
      { type: 'gumbel', simulations: 12, considered: 4, valueShare: 0.5, model },
    ]) {
      const violation = honestyViolation(game, positions, (ctx) => createAgent(spec, ctx));
      expect(violation, `${JSON.stringify(spec)}: ${violation}`).toBeNull();
    }
  });
});

describe('neural agent types', () => {
  it('play legal moves through whole matches, greedy the same way every time, and MCTS runs PUCT within its budget', () => {
    const game = getGame('tictactoe');
    const facts = game.variants[0]!;
    const model = untrainedModel(tempDir(), game, facts);
    const results: number[][] = [];
    for (let k = 0; k < 2; k++) {
      const agents = [createAgent({ type: 'neural', model }, { game, rng: new Rng(k) }), createAgent({ type: 'mcts', iterations: 50, evaluator: 'neural', model }, { game, rng: new Rng(7) })];
      expect(agents.map((a) => a.label)).toEqual([`neural(${model})`, `mcts-50(${model})`]);
      results.push(playMatch(game, randomSetup(game, facts.id, 3), 3, agents, { checkLegality: true }).returns);
    }
    // The greedy policy draws nothing: a different stream gives the same match.
    expect(results[1]).toEqual(results[0]);
  });

  it('names a model on the command line as type:folder, labelled by its model', () => {
    expect(agentFromName('neural:models/x')).toEqual({ type: 'neural', model: 'models/x', label: 'neural(models/x)' });
    expect(agentFromName('mcts-200:models/x/')).toMatchObject({ type: 'mcts', iterations: 200, evaluator: 'neural', model: 'models/x/', label: 'mcts-200(models/x)' });
    expect(agentFromName('gumbel-16:./models/x')).toMatchObject({ type: 'gumbel', simulations: 16, model: './models/x', label: 'gumbel-16(models/x)' });
    expect(agentFromName('random:models/x')).toBeUndefined();
  });

  it("a network agent without a model plays the game's committed one (agents/models/<game>) and is labelled by it", () => {
    expect(agentFromName('neural', 'ward')).toEqual({ type: 'neural', label: 'neural(ward)' });
    expect(agentFromName('nmcts-200', 'warlords')).toEqual({ type: 'mcts', iterations: 200, evaluator: 'neural', label: 'nmcts-200(warlords)' });
    expect(agentFromName('gumbel-16', 'gloom')).toMatchObject({ type: 'gumbel', simulations: 16, label: 'gumbel-16(gloom)' });
    expect(agentFromName('neural:agents/models/ward')).toMatchObject({ label: 'neural(ward)' });
    expect(defaultAgentLabel({ type: 'neural' }, 'wtactics')).toBe('neural(wtactics)');
    expect(defaultAgentLabel({ type: 'mcts', evaluator: 'neural', model: 'runs/a/model' }, 'ward')).toBe('mcts(runs/a/model)');
    expect(defaultAgentLabel({ type: 'mcts', iterations: 10 }, 'ward')).toBe('mcts');
    // The committed model is found from the project, whatever the working directory.
    const ward = getGame('ward');
    const agent = createAgent('neural', { game: ward, rng: new Rng(1) });
    expect(agent.label).toBe('neural(ward)');
    const facts = ward.variants.find((v) => v.id === ward.defaultVariant)!;
    const match = playMatch(ward, randomSetup(ward, facts.id, 4), 4, [agent, createAgent('heuristic', { game: ward, rng: new Rng(2) })], { checkLegality: true });
    expect(match.returns).toHaveLength(2);
  });

  it('a tournament of two networks and two searches with them names each by its model in the report and CSV, never neural#2', async () => {
    const dir = tempDir();
    const game = getGame('tictactoe');
    const facts = game.variants[0]!;
    const a = untrainedModel(join(dir, 'a'), game, facts, 1);
    const b = untrainedModel(join(dir, 'b'), game, facts, 2);
    const r = await cli(['tournament', 'tictactoe', '--agents', `neural:${a},neural:${b},gumbel-16:${a},mcts-200:${b}`, '--matches', '12', '--workers', '1', '--out', 'run'], dir);
    expect(r.code, r.stderr).toBe(0);
    const ratings = readFileSync(join(dir, 'run', 'ratings.csv'), 'utf8');
    for (const label of [`neural(${a})`, `neural(${b})`, `gumbel-16(${a})`, `mcts-200(${b})`]) expect(ratings).toContain(label);
    expect(ratings).not.toMatch(/#2/);
  });

  it('stops validate, run and play with one line naming the model file when it is missing, damaged or of another game', async () => {
    const dir = tempDir();
    const kuhn = getGame('kuhn');
    untrainedModel(dir, kuhn, kuhn.variants[0]!);
    mkdirSync(join(dir, 'damaged'));
    writeFileSync(join(dir, 'damaged', 'model.json'), '{"format": ');
    const spec = (model: string): string => `name: t\ngame: tictactoe\nagents:\n  - {type: neural, model: ${model}}\n  - {type: mcts, iterations: 10, evaluator: neural, model: ${model}}\nmatches: 4\nseed: 1\n`;
    writeFileSync(join(dir, 'missing.yaml'), spec('nowhere'));
    writeFileSync(join(dir, 'kuhn.yaml'), spec('kuhn-standard'));
    writeFileSync(join(dir, 'damaged.yaml'), spec('damaged'));
    writeFileSync(join(dir, 'typo.yaml'), spec('nowhere').replace('model: nowhere}', 'models: nowhere}'));
    writeFileSync(join(dir, 'committed.yaml'), 'name: t\ngame: tictactoe\nagents: [neural, {type: mcts, iterations: 10, evaluator: neural}]\nmatches: 4\nseed: 1\n');
    const [missing, kuhnRun, damaged, typo, play, committed] = await Promise.all([
      cli(['validate', 'missing.yaml'], dir),
      cli(['run', 'kuhn.yaml', '--quiet', '--out', 'run'], dir),
      cli(['validate', 'damaged.yaml'], dir),
      cli(['validate', 'typo.yaml'], dir),
      cli(['play', 'tictactoe', '--agents', 'random,neural:nowhere', '--seed', '1'], dir),
      cli(['validate', 'committed.yaml'], dir),
    ]);
    for (const r of [missing, kuhnRun, damaged, typo, play, committed]) expect(r.code, r.stderr).toBe(2);
    expect(existsSync(join(dir, 'run'))).toBe(false);
    // Both agents name the same file: the problem is said once per agent, one line each.
    expect(missing.stderr.trim().split('\n')).toEqual(Array(2).fill(expect.stringMatching(/nowhere.*model\.json missing.*balance-lab train tictactoe/)));
    expect(kuhnRun.stderr.trim().split('\n')[0]).toMatch(/kuhn-standard.model\.json.*game.*plays 'kuhn', not 'tictactoe'/);
    expect(damaged.stderr).toMatch(/damaged.model\.json.*not valid JSON/);
    expect(typo.stderr).toMatch(/unknown key 'models'.*did you mean 'model'/);
    // Without a model, network agents play the game's committed one; tic-tac-toe has none.
    expect(committed.stderr.trim().split('\n')).toEqual(Array(2).fill(expect.stringMatching(/no model at .*agents.models.tictactoe \(model\.json missing\)/)));
    expect(play.stderr.trim().split('\n')).toHaveLength(1);
    expect(play.stderr).toMatch(/nowhere.*model\.json missing/);
  });
});
