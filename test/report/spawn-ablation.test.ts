// Issue 44, item 9: docs/whatif.md said a spawn is never in a deck, while random Warsong decks
// hold Fae Sapling, as the compendium allows ("do not need to reside in an Army (deck) but can be
// as well"). The docs now say what the lab does: random decks hold it, and its ablation finds
// matches where one side alone holds it.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { playSummary } from './play-summary.js';

describe('a spawn in an army (Warsong, Fae Sapling)', () => {
  it('is held by random decks and measured by ablation, as docs/whatif.md says', async () => {
    const s = playSummary(await experimentFromSpec({ name: 'spawn', game: 'warsong', randomDecks: true, agents: ['heuristic'], ablation: { cards: ['Fae Sapling'] }, matches: 400, seed: 1 }));
    const sapling = s.balance.cards.find((c) => c.name === 'Fae Sapling')!;
    expect(sapling.type).toBe('spawn');
    expect(sapling.gp.games).toBeGreaterThan(0);
    const abl = s.balance.ablation[0]!;
    expect(abl.pairs).toBeGreaterThan(0);
    expect(abl.differing).toBeGreaterThan(0);
    const doc = readFileSync('docs/whatif.md', 'utf8');
    expect(doc).not.toMatch(/spawn is never in a deck/i);
    expect(doc).toContain('A spawn may be in an army');
  });
});
