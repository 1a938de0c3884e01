// Plays an experiment in this process, block by block as the runner does, and summarizes it:
// the report tests work from real figures without the CLI.

import type { ResolvedExperiment } from '../../src/experiment/resolved.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import type { Summary } from '../../src/stats/summary.js';
import { summarize } from '../../src/stats/summary.js';

export function playSummary(exp: ResolvedExperiment): Summary {
  const p = prepareExperiment(exp);
  const blocks = new Float64Array(BLOCKS * p.layout.size);
  const span = blockSpan(exp.matches);
  for (let b = 0; b * span < exp.matches; b++) blocks.set(playBatch(p, b * span, Math.min(exp.matches, (b + 1) * span), null).counts, b * p.layout.size);
  return summarize(exp, p.layout, blocks, []);
}
