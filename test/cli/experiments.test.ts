// The experiments shipped in experiments/: README promises each card game one that plays its
// starter decks, and every file there must load as it stands.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { listGames } from '../../src/core/registry.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { cli, ROOT } from './helpers.js';
import { cardsOf } from '../../src/core/facets.js';

/** Small games the lab's own tests and statistical calibration play; every other registered game is a card game. */
const TEST_GAMES = new Set(['tictactoe', 'kuhn', 'coin']);
const cardGames = listGames().filter((g) => !TEST_GAMES.has(g.id));
/** Warsong's starter experiment is the quick start. */
const starterFile = (id: string): string => join(ROOT, 'experiments', id === 'warsong' ? 'quickstart.yaml' : `${id}-starter.yaml`);

describe('experiments/', () => {
  it('holds a starter experiment for every registered card game: it loads without deck warnings and has the heuristic play every starter deck', async () => {
    expect(cardGames.map((g) => g.id)).toEqual(expect.arrayContaining(['gloom', 'ward', 'warlords', 'warsong', 'wtactics']));
    for (const g of cardGames) {
      // What `balance-lab validate` checks of an experiment (src/cli/validate.ts).
      const exp = await loadExperiment(starterFile(g.id));
      expect(exp.game).toBe(g.id);
      const set = cardsOf(g).defaultSet();
      expect(exp.decks.flatMap((d) => cardsOf(g).deckWarnings?.(set, d.cards, exp.variant) ?? []), g.id).toEqual([]);
      expect(exp.agents.map((a) => a.label), g.id).toEqual(['heuristic']);
      expect(exp.decks.map((d) => d.name), g.id).toEqual(set.decks.map((d) => d.name));
    }
  });

  it('balance-lab validate passes the Ward starter', async () => {
    const r = await cli(['validate', starterFile('ward')], ROOT);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("ok: experiment 'ward-starter': ward (standard), 1 agent, 4 decks, 6 lineups, 400 matches, seed 1\n");
  });

  it('every experiment file loads as it stands', async () => {
    const files = readdirSync(join(ROOT, 'experiments')).filter((f) => f.endsWith('.yaml'));
    expect(files).toEqual(expect.arrayContaining(['ward-starter.yaml', 'ward-agents.yaml', 'ward-mcts.yaml']));
    for (const f of files) await expect(loadExperiment(join(ROOT, 'experiments', f)), f).resolves.toMatchObject({ name: f.replace(/\.yaml$/, '') });
  });
});
