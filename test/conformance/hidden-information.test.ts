// Hidden information, as a property over many positions of every game (ARCHITECTURE.md,
// Testing): perturbHidden twins are indistinguishable to the player, determinization depends
// only on what the player knows, varies, deals unseen cards fairly, and no agent peeks.

import { describe, expect, it } from 'vitest';
import { listAgentTypes } from '../../agents/registry.js';
import type { GameState } from '../../src/core/game.js';
import { dealGroupOf } from '../../src/core/hidden.js';
import { Rng } from '../../src/core/rng.js';
import { cheatingAgentMaker, honestyViolation } from './honesty.js';
import { bufferFor, gameVariants, samplePositions } from './support.js';
import { cardsOf, hiddenTwin } from '../../src/core/facets.js';

const POSITIONS = Number(process.env.CONFORMANCE_HIDDEN_POSITIONS ?? 150);

/** Small budgets for searching agents so the property runs over many positions quickly. */
const TEST_OPTIONS: Record<string, Record<string, unknown>> = { mcts: { iterations: 40 } };

describe.each(gameVariants())('%s hidden information', (_name, game, facts) => {
  const positions = samplePositions(game, facts, POSITIONS, 2026);

  it('perturbHidden twins look identical to the player and determinize to the same bytes', () => {
    const rng = new Rng(3, 1);
    let differing = 0;
    const ids = bufferFor(game);
    const ids2 = bufferFor(game);
    for (const s of positions) {
      for (let p = 0; p < facts.players; p++) {
        const twin = hiddenTwin(game, s, p, rng);
        if (twin.serialize() !== s.serialize()) differing++;
        const o1 = new Float32Array(facts.observationLength);
        const o2 = new Float32Array(facts.observationLength);
        s.observe(p, o1);
        twin.observe(p, o2);
        expect(Array.from(o2)).toEqual(Array.from(o1));
        expect(twin.informationStateKey(p)).toBe(s.informationStateKey(p));
        expect(twin.currentPlayer()).toBe(s.currentPlayer());
        if (s.currentPlayer() === p) {
          const n = s.legalActions(ids);
          expect(twin.legalActions(ids2)).toBe(n);
          expect(Array.from(ids2.subarray(0, n))).toEqual(Array.from(ids.subarray(0, n)));
        }
        const seed = rng.seed();
        expect(twin.determinize(p, new Rng(seed)).serialize()).toBe(s.determinize(p, new Rng(seed)).serialize());
      }
    }
    if (facts.hiddenInformation) expect(differing).toBeGreaterThan(positions.length / 4);
  });

  it.runIf(facts.hiddenInformation)('determinizations vary and deal each unseen card as often as it should', () => {
    const s = positions.find((x) => unseenGroupOfFirst(x, x.currentPlayer()).length >= 3) ?? positions[0]!;
    const p = s.currentPlayer();
    const group = unseenGroupOfFirst(s, p);
    expect(group.length).toBeGreaterThanOrEqual(2);
    const target = group[0]!;
    const expected = new Map<number, number>();
    for (const c of group) expected.set(s.cards.def[c]!, (expected.get(s.cards.def[c]!) ?? 0) + 1 / group.length);
    const K = 600;
    const seen = new Map<number, number>();
    const distinct = new Set<string>();
    for (let k = 0; k < K; k++) {
      const d = s.determinize(p, new Rng(k, 9));
      const def = d.cards.def[target]!;
      seen.set(def, (seen.get(def) ?? 0) + 1);
      if (k < 50) distinct.add(d.serialize());
    }
    expect(distinct.size).toBeGreaterThan(1);
    let chi = 0;
    for (const [def, prob] of expected) chi += ((seen.get(def) ?? 0) - K * prob) ** 2 / (K * prob);
    for (const def of seen.keys()) expect(expected.has(def)).toBe(true);
    // generous bound: the chi-square 0.999 quantile for up to 40 categories is below 74
    expect(chi).toBeLessThan(74);
  });

  it('every agent chooses the same action on twins and leaves the state untouched', () => {
    const deciding = positions.slice(0, 60);
    for (const t of listAgentTypes()) {
      // Network agents need a model file of the game: test/agents/neural-agents.test.ts runs this property for them.
      if (t.network === true) continue;
      // The blinded agent, blind to every card of the set, looks ahead at each play it refuses.
      const names = cardsOf(game).defaultSet().cards.map((c) => c.name);
      if (t.type === 'blinded' && names.length === 0) continue;
      const spec = { type: t.type, ...(TEST_OPTIONS[t.type] ?? {}), ...(t.type === 'blinded' ? { agent: 'heuristic', never: names } : {}) };
      const violation = honestyViolation(game, deciding, (ctx) => t.create(spec, ctx));
      expect(violation, `${t.type}: ${violation}`).toBeNull();
    }
  });

  it.runIf(facts.hiddenInformation)('catches a deliberately cheating agent', () => {
    expect(honestyViolation(game, positions.slice(0, 60), cheatingAgentMaker())).not.toBeNull();
  });
});

/** The unseen card instances (for p) of the deal group (owner and deck section) of the lowest-id unseen card. */
function unseenGroupOfFirst(s: GameState, p: number): number[] {
  const t = s.cards;
  let group: number | null = null;
  const out: number[] = [];
  for (let c = 0; c < t.size; c++) {
    if (t.isKnownTo(c, p)) continue;
    if (group === null) group = dealGroupOf(t, c);
    if (dealGroupOf(t, c) === group) out.push(c);
  }
  return out;
}

