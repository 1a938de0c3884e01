// What a person sees of a Gloom battlefield: the hex map drawn as text with its legend, from a
// concrete position, and every card named in the moves offered.

import { describe, expect, it } from 'vitest';
import { A_GAMBIT_CHOICE, GAMBIT_PAIRS } from '../../../src/games/gloom/ids.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { nb, Scenario, unit } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

describe('the battlefield as text', () => {
  it('draws the hex map with each unit as a letter and a facing arrow, and a legend naming them', () => {
    const t = new Scenario({
      round: 2,
      momentum: 1,
      sides: [
        {
          units: [
            { name: 'Shield Wardens', hex: 'C2', facing: 5, wounds: 1, tokens: ['boost'] },
            { name: 'Crossbow Company', hex: 'B4', facing: 0, activated: true },
          ],
          commandSeals: 4,
          soulshards: 2,
          gambits: ['Hold the Line', 'Steady Ranks', 'Seize the Altars', 'War Chest'],
        },
        { units: [{ name: 'Bone Reavers', hex: 'E5', facing: 2 }, { name: 'Cinder Hounds', reserve: true }], commandSeals: 6 },
      ],
    });
    expect(t.s.describe().split('\n')).toEqual([
      'round 2, activate phase, Player A: P1, momentum: 1 toward P1, Soulshards 2-0, Command Seals 4-6',
      '     A   B   C   D   E   F   G   H   I',
      '  1  .   .   .   .   .   .   .   .   .',
      '  2    .   .   a↘  .   .   .   .   .   .',
      '  3  .   c   .   h   f   X   .   c   .',
      '  4    d   b→  W   .   .*  .   S   .*  .',
      '  5  .   .*  S   .   A↖  .   W   .*  d',
      '  6    .   c   .   X   f   h   .   c   .',
      '  7  .   .   .   .   .   .   .   .   .',
      '  8    .   .   .   .   .   .   .   .   .',
      '  units: P1 a b c..., P2 A B C...; arrow = facing (→ E ↗ NE ↖ NW ← W ↙ SW ↘ SE)',
      '  terrain: . open, c cover, d dangerous, f difficult, h elevated, W wall, X obstructing, S scary; * objective: West Altar B4 B5 (1 SS), High Altar E4 E5 (2 SS), East Altar H4 H5 (1 SS)',
      '  a  P1 Shield Wardens    C2   facing SE  wounds 1/4  morale 3  boost',
      '  b  P1 Crossbow Company  B4*  facing E   wounds 0/3  morale 2  activated',
      '  A  P2 Bone Reavers      E5*  facing NW  wounds 0/3  morale 3',
      'P1: 0 to deploy, 0 in reserve, fallen: none; activations 0/4; gambits: Hold the Line, Steady Ranks, Seize the Altars, War Chest',
      'P2: 0 to deploy, 1 in reserve, fallen: none; activations 0/4; gambits: Seize the Altars, Desperate Stand, War Chest, Turning Tide',
    ]);
  });

  it('draws a destroyed wall as rubble and a used gambit as used', () => {
    const t = new Scenario({
      round: 1,
      terrain: { C4: ['rubble'] },
      sides: [
        { units: [{ name: 'Shield Wardens', hex: 'C2' }], gambits: ['Hold the Line', 'Steady Ranks', 'Seize the Altars', 'War Chest'], gambitChoice: 0 },
        { units: [{ name: 'Bone Reavers', hex: 'E5' }] },
      ],
    });
    t.s.a.gambitUsed[0] = 1;
    const lines = t.s.describe().split('\n');
    expect(lines[5]).toBe('  4    d   .*  r   .   .*  .   S   .*  .');
    expect(lines.find((l) => l.startsWith('  terrain:'))).toContain('r rubble');
    expect(lines.at(-2)).toContain('gambits: Hold the Line (used), Steady Ranks, Seize the Altars, War Chest');
  });
});

describe('moves name every card', () => {
  it('offers the gambit pairs by name', () => {
    const cards = cardsOf(gloom).defaultSet();
    const s = gloom.newMatch({ variant: 'standard', cards, decks: [[...cards.decks[0]!.cards], [...cards.decks[1]!.cards]] }, 1);
    const listed = ['Hold the Line', 'Steady Ranks', 'Seize the Altars', 'War Chest'];
    expect(cards.decks[0]!.name).toBe('Iron Anvil');
    expect(GAMBIT_PAIRS.map((_, i) => s.describeAction(A_GAMBIT_CHOICE + i))).toEqual(GAMBIT_PAIRS.map(([x, y]) => `P1 chooses the gambits ${listed[x]} and ${listed[y]}`));
  });

  it('names units by name, map letter and hex, sides by compass words', () => {
    const near = new Scenario({ active: unit(0, 0), sides: [{ units: [{ name: 'Shield Wardens', hex: 'C2', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'D2' }] }] });
    expect(near.legal().map((a) => near.s.describeAction(a))).toContain('P1 attacks P2 Bone Reavers [A] at D2 in melee');
    const t = new Scenario({ active: unit(0, 0), sides: [{ units: [{ name: 'Shield Wardens', hex: 'C2', facing: 0 }] }, { units: [{ name: 'Bone Reavers', hex: 'G7' }] }] });
    t.act(t.legal().find((a) => t.s.describeAction(a) === 'P1 moves')!);
    const moves = t.legal().map((a) => t.s.describeAction(a));
    expect(moves).toContain(`P1 steps south-east to ${nb('C2', 5)}`);
    expect(moves).toContain('P1 stops facing north-west');
    expect(moves.some((m) => /side \d|facing \d/.test(m))).toBe(false);
  });
});
