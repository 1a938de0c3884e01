// A Backend that plays each batch in the test's own thread (no build of dist/ needed).

import type { Backend } from '../../src/sim/backend.js';
import type { PreparedExperiment } from '../../src/sim/setup.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';

export function inThreadBackend(): Backend {
  const prepared = new Map<string, PreparedExperiment>();
  return {
    capacity: () => 2,
    held: () => Promise.resolve([]),
    play: (task) => {
      let p = prepared.get(task.key);
      if (!p) prepared.set(task.key, (p = prepareExperiment(task.exp)));
      return Promise.resolve(playBatch(p, task.start, task.end, null));
    },
    checkpointed: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
