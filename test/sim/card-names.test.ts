// Issue 44, item 12: a card name with a comma in a YAML flow list, and schema limits, read like
// the lab's other messages.

import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { InputError } from '../../src/core/errors.js';
import { experimentFromSpec, loadExperiment } from '../../src/sim/experiment.js';
import { tempDir, writeFile } from '../cli/helpers.js';

async function problems(yaml: string): Promise<string[]> {
  const dir = tempDir();
  try {
    await loadExperiment(writeFile(dir, 'e.yaml', yaml));
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return err.message.split('\n');
  }
  throw new Error('the experiment was accepted');
}

const BASE = 'name: e\ngame: warsong\nagents: [heuristic]\nmatches: 10\nseed: 1\n';

describe('a card name with a comma in a [a, b] list', () => {
  it('says to quote the name, for ablation cards and for a deck\'s cards', async () => {
    const abl = await problems(`${BASE}randomDecks: true\nablation: { cards: [Tordek, Stone-Wise] }\n`);
    expect(abl).toHaveLength(2);
    expect(abl[0]).toMatch(/e\.yaml:7:\d+ ablation\.cards\[0\]: unknown card 'Tordek' in set '.*' \('Tordek, Stone-Wise' has a comma, which splits it in a \[\.\.\., \.\.\.\] list: write it in quotes, "Tordek, Stone-Wise"\)/);
    expect(abl[1]).toMatch(/ablation\.cards\[1\]: unknown card 'Stone-Wise'.*write it in quotes, "Tordek, Stone-Wise"/);
    const deck = await problems(`${BASE}decks:\n  - { name: d, cards: [Tordek, Stone-Wise, Hill Giant] }\n`);
    expect(deck.some((l) => /decks\[0\]\.cards.*unknown card 'Tordek'.*write it in quotes, "Tordek, Stone-Wise"/.test(l))).toBe(true);
  });

  it('is read whole when quoted', async () => {
    const exp = await experimentFromSpec({ name: 'e', game: 'warsong', randomDecks: true, agents: ['heuristic'], matches: 10, seed: 1, ablation: { cards: ['Tordek, Stone-Wise'] } });
    expect(exp.ablate).toHaveLength(1);
  });
});

describe('a value past a limit', () => {
  it('reads "expected ..., got ..." as the lab\'s other messages do, not in the schema library\'s words', async () => {
    const lines = await problems(`${BASE}randomDecks: true\nbands: { cards: 0.9 }\nsweep: { card: Hill Giant, field: valor, values: [1] }\n`);
    expect(lines).toEqual([expect.stringMatching(/bands\.cards: expected a number at most 0\.5, got 0\.9$/), expect.stringMatching(/sweep\.values: expected at least 2 entries, got 1$/)]);
    for (const l of lines) expect(l).not.toMatch(/Too (big|small)|<=|>=/);
  });
});
