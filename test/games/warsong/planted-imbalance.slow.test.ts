// Planted imbalance on a copy of the Warsong starter set: Wandering Sellsword made overpowered
// (Worldly on every side, valor 6), Goblin Scrapper made useless (Empty on every side, valor and
// renown 0, no keywords), and a control card with exactly its peers' numbers. With
// fresh random decks per pair of matches, random agents and a 1-point band, the overpowered
// card must be flagged too strong and the useless one too weak, on GP win rate and on the
// causal ablation change. The control plays exactly like its blank, so it is its own blank: its
// replays equal their base matches and ablation reports it as not measurable, never as a verdict.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../src/core/paths.js';
import { experimentFromSpec } from '../../../src/sim/experiment.js';
import { prepareExperiment } from '../../../src/sim/setup.js';
import { playBatch } from '../../../src/sim/worker.js';
import { BLOCKS, blockSpan } from '../../../src/stats/counts.js';
import { summarize } from '../../../src/stats/summary.js';
import { tempDir } from '../../support/temp-dir.js';

function replaceCard(text: string, name: string, fields: Record<string, string>): string {
  const start = text.indexOf(`  - name: ${name}\n`);
  if (start < 0) throw new Error(`no card ${name}`);
  const next = text.indexOf('\n  - name:', start + 5);
  const end = next < 0 ? text.length : next + 1;
  let block = text.slice(start, end);
  for (const [k, v] of Object.entries(fields)) {
    const re = new RegExp(`^(    ${k}: ).*$`, 'm');
    block = re.test(block) ? block.replace(re, `$1${v}`) : block.replace(/\n$/, `\n    ${k}: ${v}\n`);
  }
  return text.slice(0, start) + block + text.slice(end);
}

function plantedSet(): string {
  const dir = tempDir('bl-planted-');
  const src = projectPath('cards', 'warsong');
  for (const f of readdirSync(src).filter((x) => x.endsWith('.yaml'))) {
    let text = readFileSync(join(src, f), 'utf8');
    if (f === 'unaligned.yaml') {
      text = replaceCard(text, 'Wandering Sellsword', { quadrants: '{ front: Worldly, left: Worldly, right: Worldly, rear: Worldly }', valor: '6' });
      text = replaceCard(text, 'Goblin Scrapper', { quadrants: '{ front: Empty, left: Empty, right: Empty, rear: Empty }', valor: '0', renown: '0', keywords: '[]' });
      // The control: the set's ordinary creature, with the numbers its filler would take.
      text = text.replace(/\n*$/, '\n  - name: Plain Militia\n    tribe: Human\n    quadrants: { front: Heavy, left: Sneak, right: Sneak, rear: Sentinel }\n    valor: 1\n    renown: 1\n');
    }
    writeFileSync(join(dir, f), text);
  }
  return dir;
}

describe('planted imbalance in a copy of the Warsong starter set', () => {
  it('flags the overpowered card too strong and the useless one too weak, and not the control', async () => {
    const matches = 30_000;
    const exp = await experimentFromSpec({
      name: 'planted',
      game: 'warsong',
      cards: plantedSet(),
      randomDecks: true,
      agents: ['random'],
      ablation: { cards: ['Wandering Sellsword', 'Goblin Scrapper', 'Plain Militia'] },
      bands: { cards: 0.01 },
      matches,
      seed: 9,
    });
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    const span = blockSpan(matches);
    for (let b = 0; b * span < matches; b++) blocks.set(playBatch(p, b * span, Math.min(matches, (b + 1) * span), null).counts, b * p.layout.size);
    const s = summarize(exp, p.layout, blocks, []);
    const card = (n: string) => s.balance.cards.find((c) => c.name === n)!;
    const abl = (n: string) => s.balance.ablation.find((a) => a.card === n)!;
    expect(card('Wandering Sellsword').flag.verdict).toBe('too strong');
    expect(abl('Wandering Sellsword').flag.verdict).toBe('too strong');
    expect(card('Goblin Scrapper').flag.verdict).toBe('too weak');
    expect(abl('Goblin Scrapper').flag.verdict).toBe('too weak');
    // The planted card's causal change is the largest, its interval clear of zero.
    expect(abl('Wandering Sellsword').low).toBeGreaterThan(0);
    expect(abl('Wandering Sellsword').diff).toBeGreaterThan(abl('Goblin Scrapper').diff);
    // A faction card is also measured against its own faction's decks (a subset of its games).
    const alpha = card('Stout-Paw Alpha');
    expect(alpha.gpOwnFaction.games).toBeGreaterThan(100);
    expect(alpha.gpOwnFaction.games).toBeLessThan(alpha.gp.games);
    expect(card('Plain Militia').gpOwnFaction.games).toBe(0); // unaligned: no faction to meet
    // Factions are rated from the labels of the generated decks (one or two factions each).
    const factionNames = s.balance.factions.map((f) => f.name);
    expect(factionNames).toContain('Sansurian Brigade');
    expect(factionNames.some((n) => n.includes(' + '))).toBe(true);
    const control = abl('Plain Militia');
    expect(control.pairs).toBeGreaterThan(1000);
    expect([control.ownBlank, control.differing, control.measured, control.flag.verdict]).toEqual([true, 0, false, 'undetermined']);
    // A vanilla card is below the average starter card, so its GP may sit under 50%, never above.
    expect(card('Plain Militia').flag.verdict).not.toBe('too strong');
  });
});
