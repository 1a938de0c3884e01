// `balance-lab train --warm-start`: the options it refuses before anything is trained, one line
// each. train-warm-start.slow.test.ts trains with them.

import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

describe('balance-lab train --warm-start heuristic', () => {
  it('refuses an unknown warm-start source, too few matches to hold some out, and a value weight or learning rate that is not positive', async () => {
    const dir = tempDir();
    const [source, few, weight, rate] = await Promise.all([
      cli(['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', 'a', '--warm-start', 'mtcs-200'], dir),
      cli(['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', 'b', '--warm-start', 'heuristic', '--warm-matches', '4'], dir),
      cli(['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', 'c', '--value-weight', '0'], dir),
      cli(['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', 'd', '--learning-rate', 'fast'], dir),
    ]);
    for (const r of [source, few, weight, rate]) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(source.stderr).toMatch(/--warm-start.*unknown agent 'mtcs-200' to imitate.*did you mean 'mcts-200'/);
    expect(few.stderr).toMatch(/--warm-matches.*at least 8 matches.*got 4/);
    expect(weight.stderr).toMatch(/--value-weight.*positive number.*got '0'/);
    expect(rate.stderr).toMatch(/--learning-rate.*positive number such as 0.001.*got 'fast'/);
  });
});
