import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.js';
import { InputError } from '../../../src/core/errors.js';
import { projectRoot } from '../../../src/core/paths.js';
import { loadExperiment } from '../../../src/sim/experiment.js';
import { tempDir } from '../../support/temp-dir.js';

describe('experiments/gloom-starter.yaml', () => {
  it('resolves to the four starter army lists played by the heuristic', async () => {
    const exp = await loadExperiment(join(projectRoot(), 'experiments', 'gloom-starter.yaml'));
    expect(exp.game).toBe('gloom');
    expect(exp.decks.length).toBe(4);
  });
});

describe('an army list written in an experiment', () => {
  it('breaking MAX ("The hard limit on how many copies of this specific Unit Profile can be included in a single army") is refused at its entry, with how to mend it', async () => {
    const file = join(tempDir('bl-gloom-exp-'), 'exp.yaml');
    const units = '{ Shield Wardens: 4, Crossbow Company: 2 }';
    writeFileSync(file, `name: g\ngame: gloom\nagents: [random]\nmatches: 4\nseed: 1\ndecks:\n  - { name: Wall, sections: { units: ${units}, gambits: [Hold the Line, Steady Ranks, Seize the Altars, War Chest] } }\n`);
    const err = await loadExperiment(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    expect(e.location).toMatchObject({ line: 7, field: 'decks[0]' });
    expect(e.message).toContain("illegal deck: it breaks the max rule: 4 copies of 'Shield Wardens' (MAX 3)");
    expect(e.hint).toBe('take out 1 of them');
  });
});
