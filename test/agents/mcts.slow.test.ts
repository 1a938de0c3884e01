// The longer MCTS checks of mcts.test.ts (npm run test:slow): the iteration budget over a
// Warlords match with full random playouts, and the hidden-information twins of Gloom and
// Warlords and on more seeds.

import '../../src/games/index.js';
import { describe, it } from 'vitest';
import { getGame } from '../../src/core/registry.js';
import { checkSearchBudget } from './search-budget.js';
import { longTwinGames, shortTwinGames, twinTests } from './search-twins.js';

describe('MCTS', () => {
  it('warlords: runs exactly its iteration budget at every decision it searches, and returns only legal actions', () => checkSearchBudget(getGame('warlords')));
  twinTests(shortTwinGames(), [2, 3, 4]);
  twinTests(longTwinGames(), [1, 2, 3, 4]);
});
