// Issue 44, item 3: IWD and GNS from a handful of games (the quickstart's Dynasty Shrine read IWD
// -90.8 [-93.1, -58.3], and cards.csv had gns_wr of exactly 0 or 1). A rate of a card in one
// condition, and a difference built on it, is left out below MIN_GAMES games; cards.csv gives the
// games behind each; every interval holds its estimate.

import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { balanceTables } from '../../src/report/balance.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { MIN_GAMES } from '../../src/stats/card-summary.js';
import type { Summary } from '../../src/stats/summary.js';
import { playSummary } from './play-summary.js';

type Row = Record<string, number | string | boolean | null>;

describe('card rates from few games (the quickstart, 1,000 matches)', () => {
  let s: Summary;
  let rows: Row[];
  let shown: Record<string, string>[];
  beforeAll(async () => {
    s = playSummary(await loadExperiment('experiments/quickstart.yaml', { matches: 1000 }));
    const cards = balanceTables(s.balance, s.matches).find((t) => t.csv === 'cards.csv')!;
    rows = cards.raw.objects() as Row[];
    shown = cards.shown.objects() as Record<string, string>[];
  }, 300_000);

  it('has cards never seen in only a handful of games (what the issue saw)', () => {
    expect(rows.some((r) => Number(r['gns_games']) > 0 && Number(r['gns_games']) < MIN_GAMES)).toBe(true);
  });

  it('leaves a rate and the differences on it empty below the minimum, and gives the games behind each', () => {
    for (const r of rows) {
      for (const [rate, games] of [['oh_wr', 'oh_games'], ['gd_wr', 'gd_games'], ['gih_wr', 'gih_games'], ['gns_wr', 'gns_games'], ['played_wr', 'played_games']] as const) {
        expect(typeof r[games], `${r['card']} ${games}`).toBe('number');
        if (Number(r[games]) < MIN_GAMES) expect(r[rate], `${r['card']} ${rate} from ${r[games]} games`).toBeNull();
        else expect(r[rate], `${r['card']} ${rate}`).not.toBeNull();
      }
      if (Number(r['gns_games']) < MIN_GAMES || Number(r['gih_games']) < MIN_GAMES) for (const col of ['iwd', 'iwd_low', 'iwd_high', 'iwd_centred', 'iwd_centred_low', 'iwd_centred_high']) expect(r[col], `${r['card']} ${col}`).toBeNull();
    }
    // No GNS of exactly 0 or 1 is left: those came from a game or two.
    for (const r of rows) if (r['gns_wr'] !== null) expect(Number(r['gns_games'])).toBeGreaterThanOrEqual(MIN_GAMES);
    for (const r of shown) {
      const c = s.balance.cards.find((x) => x.name === r['card'])!;
      expect(r['games in hand / never seen']).toBe(`${Math.round(c.gih.games).toLocaleString('en-US')} / ${Math.round(c.gns.games).toLocaleString('en-US')}`);
      if (c.gns.games < MIN_GAMES) expect(r['IWD, centred (points)']).toBe('-');
    }
  });

  it('gives every figure an interval that holds it', () => {
    const triples = [['gp_wr', 'gp_low', 'gp_high'], ['iwd', 'iwd_low', 'iwd_high'], ['iwd_centred', 'iwd_centred_low', 'iwd_centred_high'], ['ioh', 'ioh_low', 'ioh_high']] as const;
    for (const r of rows)
      for (const [x, lo, hi] of triples) {
        if (r[x] === null) continue;
        expect(Number(r[lo]), `${r['card']} ${x}`).toBeLessThanOrEqual(Number(r[x]));
        expect(Number(r[hi]), `${r['card']} ${x}`).toBeGreaterThanOrEqual(Number(r[x]));
      }
  });
});
