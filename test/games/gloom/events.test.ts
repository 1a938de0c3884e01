// Gloom of Gods' card events: a unit's use is its deployment (from its Deployment Zone or from
// Reserve), a Gambit's its use, a spell's its Casting Test; each reported for its owner at the
// owner's own turn, and nothing for a unit put in Reserve, a Gambit chosen but unused, or a
// search clone.

import { describe, expect, it } from 'vitest';
import { CardEvent, EventLines } from '../../../src/core/events.js';
import type { MatchSetup } from '../../../src/core/game.js';
import type { GloomCard } from '../../../src/games/gloom/card-schema.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { A_ARRIVE, A_CAST, A_DEPLOY, A_GAMBIT, A_GAMBIT_CHOICE, A_PLACE, A_RESERVE } from '../../../src/games/gloom/ids.js';
import { hexAt } from '../../../src/games/gloom/position.js';
import { CELLS } from '../../../src/games/gloom/scenarios.js';
import { Scenario, set } from './scenario.js';

const PLAYED = CardEvent.Played;
const deck = (name: string): number[] => set.decks.find((d) => d.name === name)!.cards.slice();
const defOf = (name: string): number => set.cards.find((c) => c.name === name)!.id;
const uses = (e: EventLines): string[] => e.lines.filter((l) => l.startsWith(`${PLAYED}/`));

describe('card events: "units not yet deployed (e.g., Reserve units)"', () => {
  it('a unit placed in its Deployment Zone is deployed: one event for its owner at their own turn; one put in Reserve is not', () => {
    const events = new EventLines();
    const s = gloom.newMatch({ variant: 'standard', cards: set, decks: [deck('Siege Column'), deck('Cinder Charge')], events } as MatchSetup<GloomCard>, 3);
    s.apply(A_GAMBIT_CHOICE);
    s.apply(A_GAMBIT_CHOICE);
    // Player 0 deploys first (the roll-off of seed 3) and puts Siege Column's Watch Outriders (Ambush) in Reserve: no event.
    expect(s.currentPlayer()).toBe(0);
    s.apply(A_RESERVE + 5);
    expect(uses(events)).toEqual([]);
    // Player 1 chooses its first unit, then its hex: deployed at that own turn (the second of player 1: the Gambit choice was the first).
    expect(s.currentPlayer()).toBe(1);
    const c = s.unitCard[8]!;
    s.apply(A_DEPLOY + 0);
    expect(uses(events)).toEqual([]);
    const ids = new Int32Array(gloom.variants[0]!.numDistinctActions);
    s.legalActions(ids);
    s.apply(ids[0]!);
    expect(uses(events)).toEqual([`${PLAYED}/1/${s.cards.def[c]}/2`]);
    expect(set.cards[s.cards.def[c]!]!.type).toMatch(/^unit\//);
  });

  it('a Reserve unit arriving on the battlefield is deployed then', () => {
    const t = new Scenario({ round: 2, sides: [{ units: [{ name: 'Cinder Hounds', reserve: true }, { name: 'Bone Reavers', hex: 'E4' }] }, { units: [{ name: 'Bone Reavers', hex: 'A8' }] }] });
    const events = new EventLines();
    t.s.setEventSink(events);
    t.act(A_ARRIVE + 0);
    expect(uses(events)).toEqual([]);
    t.act(A_PLACE + hexAt('A1') * 6 + 0);
    expect(uses(events)).toEqual([`${PLAYED}/0/${defOf('Cinder Hounds')}/${t.s.ownTurns[0]}`]);
  });
});

describe('card events: "Gambits – ... kept hidden until used"', () => {
  it('a Gambit is used when played: one event with its definition; the other chosen Gambit, unused, has none', () => {
    const t = new Scenario({ sides: [{ units: [{ name: 'Bone Reavers', hex: 'B4' }] }, { units: [{ name: 'Bone Reavers', hex: 'H8' }] }] });
    const events = new EventLines();
    t.s.setEventSink(events);
    const gambit = t.s.a.gambitDefs[0]!;
    t.act(A_GAMBIT + 0);
    expect(uses(events)).toEqual([`${PLAYED}/0/${gambit}/${t.s.ownTurns[0]}`]);
    expect(set.cards[gambit]!.type).toBe('gambit');
  });
});

describe('card events: "Target Number ... to successfully cast it"', () => {
  const caster = () =>
    new Scenario({
      active: 0,
      sides: [
        { units: [{ name: 'Pyre Witch', hex: 'B8', facing: 0 }], spells: ['Fireball', 'Firestorm', 'Searing Bolt', 'Smoke Veil', 'Scorch Courage', 'Blast Wave'] },
        { units: [{ name: 'Shield Wardens', hex: 'E8' }] },
      ],
    });

  it('a spell is cast from its Casting Test on, passed or failed (the caster chose it); a search clone reports nothing', () => {
    for (const dice of [
      [4, 1],
      [1, 1],
    ]) {
      const t = caster();
      const events = new EventLines();
      t.s.setEventSink(events);
      const clone = t.s.clone();
      clone.apply(A_CAST + 4 * CELLS + hexAt('E8'));
      expect(uses(events)).toEqual([]);
      t.dice(...dice);
      t.act(A_CAST + 4 * CELLS + hexAt('E8'));
      expect(uses(events)).toEqual([`${PLAYED}/0/${defOf('Scorch Courage')}/${t.s.ownTurns[0]}`]);
    }
  });
});
