// The experiments shipped in experiments/: README promises each card game one that plays its
// starter decks, and every file there must validate as it stands.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { listGames } from '../../src/core/registry.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { cli, ROOT } from './helpers.js';

/** Small games the lab's own tests and statistical calibration play; every other registered game is a card game. */
const TEST_GAMES = new Set(['tictactoe', 'kuhn', 'coin']);
const cardGames = listGames().filter((g) => !TEST_GAMES.has(g.id));
/** Warsong's starter experiment is the quick start. */
const starterFile = (id: string): string => join(ROOT, 'experiments', id === 'warsong' ? 'quickstart.yaml' : `${id}-starter.yaml`);

describe('experiments/', () => {
  it('holds a starter experiment for every registered card game that validates and plays every starter deck with the heuristic', async () => {
    expect(cardGames.map((g) => g.id).sort()).toEqual(expect.arrayContaining(['gloom', 'ward', 'warlords', 'warsong', 'wtactics']));
    const results = await Promise.all(cardGames.map((g) => cli(['validate', starterFile(g.id)], ROOT)));
    for (const [i, g] of cardGames.entries()) {
      expect(results[i]!.code, `${g.id}: ${results[i]!.stderr}`).toBe(0);
      expect(results[i]!.stderr, g.id).toBe('');
      expect(results[i]!.stdout).toMatch(new RegExp(`^ok: experiment '\\S+': ${g.id} \\(`));
      const exp = await loadExperiment(starterFile(g.id));
      expect(exp.agents.map((a) => a.label)).toEqual(['heuristic']);
      expect(exp.decks.map((d) => d.name)).toEqual(g.defaultCardSet().decks.map((d) => d.name));
    }
  });

  it('every experiment file loads as it stands', async () => {
    const files = readdirSync(join(ROOT, 'experiments')).filter((f) => f.endsWith('.yaml'));
    expect(files).toContain('ward-agents.yaml');
    for (const f of files) await expect(loadExperiment(join(ROOT, 'experiments', f)), f).resolves.toMatchObject({ name: f.replace(/\.yaml$/, '') });
  });
});
