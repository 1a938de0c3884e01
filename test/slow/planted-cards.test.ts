// Issue 49 at its own size: Warlords of Terra, random decks, heuristic, 4,000 matches, Berserker
// at ATK 7 HP 8 and Ork Warrior at ATK 0 HP 1, both in Exiled. The dead card's decks win beyond
// the band (Exiled is strong); its title must come from what it does (ablation), never "too strong".

import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import type { PlantedRun } from '../report/planted-cards.js';
import { plantedRun } from '../report/planted-cards.js';

describe("issue 49's planted cards (Warlords, 4,000 matches)", () => {
  let run: PlantedRun;
  beforeAll(async () => {
    run = await plantedRun(4000, { atk: 0, hp: 1 });
  }, 1_200_000);

  it('titles Berserker "too strong" and Ork Warrior by what it costs its deck, and leaves Goblin Raider unflagged', () => {
    expect(run.csv.get('Ork Warrior')!['gp_verdict']).toBe('too strong');
    expect(run.title('Berserker')).toBe('Berserker (too strong by ablation)');
    expect(run.title('Ork Warrior')).toMatch(/^Ork Warrior \((too weak by ablation|costs its deck, by ablation; too strong on GP win rate)\)$/);
    expect(run.title('Goblin Raider')).toBeNull();
  });
});
