// Duel of Lanterns card data: the starter set holds every card kind, keyword and effect, compiled
// into the tables the rules read; its decks are legal; bad files get one line per problem with
// file, line, field and fix.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, InputProblems, shownPath } from '../../../src/core/errors.js';
import { projectPath } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { RESPONSE_KEYWORDS, SPELL_EFFECTS, UNIT_KEYWORDS } from '../../../src/games/lanterns/card-schema.js';
import { K_RESPONSE, K_SPELL, K_UNIT, KW_GLOW, KW_GUARD, KW_QUENCH, KW_SWIFT } from '../../../src/games/lanterns/card-tables.js';
import { LANTERN_CARDS } from '../../../src/games/lanterns/cards.js';
import { lanterns } from '../../../src/games/lanterns/game.js';
import { shippedProblems } from '../../support/shipped-cards.js';
import { tempDir } from '../../support/temp-dir.js';
import { def, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

function loadError(text: string): InputError {
  const file = join(tempDir('lantern-cards-'), 'bad.yaml');
  writeFileSync(file, text);
  try {
    LANTERN_CARDS.load([file]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected the file to be refused');
}

/** Each problem as `line:column field: message`, in the order reported. */
function problemLines(e: InputError): string[] {
  const all = e instanceof InputProblems ? e.problems : [e];
  return all.map((p) => `${p.location.line}:${p.location.column} ${p.location.field}: ${p.message.slice(p.message.indexOf(`${p.location.field}: `) + `${p.location.field}: `.length)}`);
}

describe('the starter set', () => {
  it('holds every card kind, every keyword and every spell effect', () => {
    expect(new Set(set.data.map((c) => c.kind))).toEqual(new Set(['unit', 'spell', 'response']));
    const keywords = new Set(set.data.flatMap((c) => (c.kind === 'spell' ? [] : c.keywords)));
    expect([...keywords].sort()).toEqual([...UNIT_KEYWORDS, ...RESPONSE_KEYWORDS].sort());
    expect(new Set(set.data.flatMap((c) => (c.kind === 'spell' ? [c.effect] : [])))).toEqual(new Set(SPELL_EFFECTS));
  });

  it('compiles each card into the tables the rules read', () => {
    const t = set.tables;
    const matron = def('Candle Matron');
    expect([t.kind[matron], t.cost[matron], t.power[matron], t.health[matron], t.keywords[matron]]).toEqual([K_UNIT, 4, 2, 5, KW_GUARD | KW_GLOW]);
    expect(t.keywords[def('Cinder Hound')]).toBe(KW_SWIFT);
    expect([t.kind[def('Blaze')], t.effect[def('Blaze')], t.amount[def('Blaze')]]).toEqual([K_SPELL, SPELL_EFFECTS.indexOf('flare'), 4]);
    expect([t.kind[def('Pinch the Wick')], t.keywords[def('Pinch the Wick')]]).toEqual([K_RESPONSE, KW_QUENCH]);
  });

  it('ships at least two legal decks, and random decks are legal', () => {
    expect(set.decks.length).toBeGreaterThanOrEqual(2);
    for (const d of set.decks) expect(cardsOf(lanterns).validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
    for (let seed = 0; seed < 100; seed++) expect(cardsOf(lanterns).validateDeck(set, cardsOf(lanterns).randomDeck(set, new Rng(seed), 'standard'), 'standard')).toEqual([]);
  });

  it('a shipped deck that breaks "at most 2 copies of any card" is refused at load, at its file, line and field', () => {
    expect(shippedProblems('lanterns', [])).toEqual([]);
    const file = shownPath(projectPath('cards', 'lanterns', 'starter.yaml'));
    expect(shippedProblems('lanterns', [['starter.yaml', 'Moth Keeper: 2\n      Lamp Warden: 2\n      Glowworm Tender: 2\n      Wick Knight: 2', 'Moth Keeper: 3\n      Lamp Warden: 1\n      Glowworm Tender: 2\n      Wick Knight: 2']])).toEqual([
      `${file}:76:7 decks[0].cards: deck 'Wardens' breaks the copy-limit rule: 3 copies of 'Moth Keeper' (at most 2) (take out 1 copy)`,
    ]);
  });
});

describe('bad card files', () => {
  it('every problem of a file, one line each with line, field and fix, in line order (a card with a problem is left out, so its name is no duplicate)', () => {
    const e = loadError(
      [
        'cards:',
        '  - name: Odd Moth',
        '    kind: unit',
        '    cost: 1',
        '    power: 1',
        '    health: 0',
        '    keywords: [gaurd, glow, glow]',
        '  - name: Odd Spark',
        '    kind: spell',
        '    cost: 1',
        '    effect: flair',
        '    amount: 2',
        '  - name: Odd Pinch',
        '    kind: respons',
        '    cost: 1',
        '  - name: Odd Moth',
        '    kind: unit',
        '    cost: 9',
        '    power: 1',
        '    health: 1',
        '',
      ].join('\n'),
    );
    expect(problemLines(e)).toEqual([
      '6:13 cards[0].health: expected a number at least 1, got 0',
      "7:16 cards[0].keywords[0]: unknown unit keyword 'gaurd' (did you mean 'guard'? allowed: 'guard', 'swift', 'glow')",
      "11:13 cards[1].effect: unknown spell effect 'flair' (did you mean 'flare'? allowed: 'flare', 'mend', 'draw')",
      "14:11 cards[2].kind: unknown card kind 'respons' (did you mean 'response'? allowed: 'unit', 'spell', 'response')",
      '18:11 cards[3].cost: expected a number at most 5, got 9',
    ]);
  });

  it('a keyword written twice is refused with its fix', () => {
    const e = loadError('cards:\n  - name: Odd Moth\n    kind: unit\n    cost: 1\n    power: 1\n    health: 1\n    keywords: [glow, glow]\n');
    expect(problemLines(e)).toEqual(["7:22 cards[0].keywords[1]: the keyword 'glow' is written twice (write each keyword once)"]);
  });

  it('a deck naming an unknown card is refused with the nearest name', () => {
    const e = loadError('cards:\n  - name: Moth\n    kind: unit\n    cost: 1\n    power: 1\n    health: 1\ndecks:\n  - name: D\n    cards: {Mth: 20}\n');
    expect(e.message).toContain("'Mth'");
    expect(e.message).toContain("'Moth'");
  });
});
