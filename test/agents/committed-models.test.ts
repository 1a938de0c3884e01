// The models committed under agents/models/ must still fit their games: a change to a game's
// observation or action space that makes them unloadable fails here, not in a user's run.

import { describe, expect, it } from 'vitest';
import { loadModel } from '../../agents/neural/model-file.js';
import { projectPath } from '../../src/core/paths.js';
import { getGame } from '../../src/core/registry.js';
import '../../src/games/index.js';
import { cardsOf } from '../../src/core/facets.js';

describe('committed models', () => {
  for (const id of ['warsong', 'ward', 'warlords', 'wtactics', 'gloom']) {
    it(`agents/models/${id} loads for ${id}'s default variant and values a position within [0, 1]`, () => {
      const game = getGame(id);
      const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
      const model = loadModel(projectPath('agents', 'models', id), id, facts);
      expect(model.header.game).toBe(id);
      const cards = cardsOf(game).defaultSet();
      const state = game.newMatch({ variant: facts.id, cards, decks: cards.decks.slice(0, facts.players).map((d) => d.cards) }, 1);
      const obs = new Float32Array(facts.observationLength);
      state.observe(state.currentPlayer(), obs);
      const values = new Float64Array(facts.players);
      model.network.evaluate(obs, values);
      for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of values) expect(v).toBeLessThanOrEqual(1);
    });
  }
});
