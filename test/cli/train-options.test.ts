// `balance-lab train`'s expert-iteration options, checked before anything is trained (the runs
// themselves are in train-expert-iteration.slow.test.ts).

import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

describe('balance-lab train options', () => {
  it('refuses a bad --search, --considered below 2, a --search-value outside [0, 1], Gumbel options with --search mcts, --prior-weight without it or at 0, and --start-model with --warm-start, one line each', async () => {
    const dir = tempDir();
    const base = ['train', 'tictactoe', '--generations', '1', '--budget', '1m'];
    const runs = await Promise.all([
      cli([...base, '--out', 'a', '--search', 'gumble'], dir),
      cli([...base, '--out', 'b', '--considered', '1'], dir),
      cli([...base, '--out', 'c', '--search-value', '1.5'], dir),
      cli([...base, '--out', 'd', '--search', 'mcts', '--considered', '4'], dir),
      cli([...base, '--out', 'e', '--start-model', 'x', '--warm-start', 'heuristic'], dir),
      cli([...base, '--out', 'f', '--prior-weight', '0.5'], dir),
      cli([...base, '--out', 'g', '--search', 'mcts', '--prior-weight', '0'], dir),
    ]);
    for (const r of runs) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(runs[0]!.stderr).toMatch(/--search.*expected gumbel or mcts, got 'gumble'.*did you mean 'gumbel'/);
    expect(runs[1]!.stderr).toMatch(/--considered.*at least 2.*got 1/);
    expect(runs[2]!.stderr).toMatch(/--search-value.*from 0 to 1.*got '1.5'/);
    expect(runs[3]!.stderr).toMatch(/--considered is read only with --search gumbel/);
    expect(runs[4]!.stderr).toMatch(/--start-model.*--warm-start cannot be used with it/);
    expect(runs[5]!.stderr).toMatch(/--prior-weight is read only with --search mcts/);
    expect(runs[6]!.stderr).toMatch(/--prior-weight.*above 0.*got '0'/);
  });
});
