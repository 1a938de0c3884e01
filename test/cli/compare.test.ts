import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, writeFile } from './helpers.js';

describe('compare', () => {
  it('shows adjusted effects in a random-deck run; pairs runs that share design and seeds, names the card edit, and writes md, html and csv; warns and falls back to unpaired when designs differ', async () => {
    const dir = tempDir();
    const spec = (cards: string, seed: number) => `name: c\ngame: coin\ncards: ${cards}\nrandomDecks: true\nagents: [heuristic]\nmatches: 2000\nseed: ${seed}\n`;
    const names = ['Ace', 'Brick', 'Copper', 'Dagger', 'Ember', 'Flint', 'Garnet', 'Hollow', 'Iron', 'Jade'];
    const cards = (ace: number) => `cards:\n${names.map((n) => `  - { name: ${n}, value: ${n === 'Ace' ? ace : 0} }`).join('\n')}\n`;
    writeFile(dir, 'a.cards.yaml', cards(0.2));
    writeFile(dir, 'b.cards.yaml', cards(0.6));
    const runs = [['a.yaml', spec('a.cards.yaml', 4), 'ra'], ['b.yaml', spec('b.cards.yaml', 4), 'rb']] as const;
    for (const [f, text, out] of runs) expect((await cli(['run', writeFile(dir, f, text), '--workers', '1', '--out', join(dir, out), '--quiet'], dir)).code).toBe(0);

    // Random-deck runs carry the adjusted effects beside GP win rate in every card table.
    const cardsCsv = readFileSync(join(dir, 'rb', 'cards.csv'), 'utf8').split('\n');
    const cols = cardsCsv[0]!.split(',');
    expect(cols.indexOf('adjusted_effect')).toBe(cols.indexOf('gp_q_value') + 1);
    expect(Number(cardsCsv.find((l) => l.startsWith('Ace,'))!.split(',')[cols.indexOf('adjusted_effect')])).toBeGreaterThan(0.03);
    expect(readFileSync(join(dir, 'rb', 'report.md'), 'utf8')).toContain('adjusted effect (points per copy)');

    const paired = await cli(['compare', join(dir, 'ra'), join(dir, 'rb'), '--out', join(dir, 'ab')], dir);
    expect(paired.code, paired.stderr).toBe(0);
    expect(paired.stderr).not.toMatch(/warning/);
    expect(paired.stdout).toMatch(/Paired: both runs share the experiment design and seeds/);
    expect(paired.stdout).toContain('- Ace: value 0.2 → 0.6');
    expect(paired.stdout.split('\n').find((l) => l.startsWith('| Ace |'))).toMatch(/\| changed \|$/);
    for (const f of ['compare.md', 'compare.html', 'compare.csv']) expect(existsSync(join(dir, 'ab', f))).toBe(true);
    expect(readFileSync(join(dir, 'ab', 'compare.html'), 'utf8')).toContain('<svg');
    const csv = readFileSync(join(dir, 'ab', 'compare.csv'), 'utf8').split('\n');
    const head = csv[0]!.split(',');
    const ace = csv.find((l) => l.startsWith('cards,Ace,'))!.split(',');
    const col = (n: string): number => Number(ace[head.indexOf(n)]);
    expect(ace[head.indexOf('paired')]).toBe('true');
    // Pairing: the interval is much narrower than the independent one from the same counts.
    expect(col('high') - col('low')).toBeLessThan(0.8 * (col('unpaired_high') - col('unpaired_low')));

    // The same run recorded with another seed in its run.json: match i is no longer the same match.
    cpSync(join(dir, 'rb'), join(dir, 'rc'), { recursive: true });
    const info = JSON.parse(readFileSync(join(dir, 'rc', 'run.json'), 'utf8'));
    info.experiment.seed = 5;
    writeFileSync(join(dir, 'rc', 'run.json'), JSON.stringify(info));
    const other = await cli(['compare', join(dir, 'ra'), join(dir, 'rc'), '--out', join(dir, 'ac')], dir);
    expect(other.code, other.stderr).toBe(0);
    expect(other.stderr).toMatch(/warning: the experiment designs differ \(seed\)/);
    expect(other.stdout).toMatch(/Unpaired: independent Newcombe/);
  });
});
