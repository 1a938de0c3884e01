import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.js';
import { projectRoot } from '../../../src/core/paths.js';
import { loadExperiment } from '../../../src/sim/experiment.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

describe('experiments/wtactics-starter.yaml', () => {
  it('resolves to the four legal starter decks played by the heuristic', async () => {
    const exp = await loadExperiment(join(projectRoot(), 'experiments', 'wtactics-starter.yaml'));
    expect(exp.game).toBe('wtactics');
    expect(exp.decks.length).toBe(4);
    for (const d of set.decks) expect(cardsOf(wtactics).validateDeck(set, d.cards, 'standard')).toEqual([]);
  });
});

describe('experiments/wtactics-triumvirate*.yaml', () => {
  it('select the three-player Triumvirate variant with the starter decks', async () => {
    for (const file of ['wtactics-triumvirate.yaml', 'wtactics-triumvirate-agents.yaml']) {
      const exp = await loadExperiment(join(projectRoot(), 'experiments', file));
      expect(exp.variant).toBe('triumvirate');
      expect(exp.players).toBe(3);
      expect(exp.decks.length).toBe(4);
    }
  });
});
