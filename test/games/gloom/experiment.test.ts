import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.js';
import { projectRoot } from '../../../src/core/paths.js';
import { loadExperiment } from '../../../src/sim/experiment.js';

describe('experiments/gloom-starter.yaml', () => {
  it('resolves to the four starter army lists played by the heuristic', async () => {
    const exp = await loadExperiment(join(projectRoot(), 'experiments', 'gloom-starter.yaml'));
    expect(exp.game).toBe('gloom');
    expect(exp.decks.length).toBe(4);
  });
});
