// Which agents and decks play match i, and from which seats. Matches cycle through the
// lineups; each lineup is played from every seat rotation in consecutive matches, so a run of
// matches that is a multiple of (lineups x players) is exactly seat-balanced.

/** One pairing: position k of the lineup brings agent agents[k] with deck decks[k]. */
export interface Lineup {
  readonly agents: readonly number[];
  readonly decks: readonly number[];
}

export type AgentPairing = 'round-robin' | 'mirror' | 'all';
export type DeckPairing = 'all-pairs' | 'with-mirrors' | 'mirror';

function combinations(n: number, k: number, repeat: boolean): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (start: number): void => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let i = start; i < n; i++) {
      cur.push(i);
      rec(repeat ? i : i + 1);
      cur.pop();
    }
  };
  rec(0);
  return out;
}

function agentGroups(players: number, agents: number, pairing: AgentPairing): number[][] {
  const mirrors = Array.from({ length: agents }, (_, a) => Array<number>(players).fill(a));
  // A single agent has nobody else to meet: round-robin means self-play.
  const rr = agents === 1 ? mirrors : combinations(agents, players, false);
  if (pairing === 'mirror') return mirrors;
  if (pairing === 'round-robin') return rr;
  return agents === 1 ? mirrors : [...rr, ...mirrors];
}

function deckGroups(players: number, decks: number, pairing: DeckPairing): number[][] {
  if (pairing === 'mirror' || decks === 1) return Array.from({ length: decks }, (_, d) => Array<number>(players).fill(d));
  if (pairing === 'with-mirrors' || decks < players) return combinations(decks, players, true);
  return combinations(decks, players, false);
}

/**
 * All lineups: every agent group meets every deck group, with the decks rotated over the
 * agents' positions so each agent plays each deck of the group (Latin-square balance).
 */
export function buildLineups(players: number, agents: number, decks: number, ap: AgentPairing, dp: DeckPairing): Lineup[] {
  const out: Lineup[] = [];
  for (const a of agentGroups(players, agents, ap)) {
    const sameAgent = a.every((x) => x === a[0]);
    for (const d of deckGroups(players, decks, dp)) {
      const seen = new Set<string>();
      for (let r = 0; r < (sameAgent ? 1 : players); r++) {
        const rotated = d.map((_, k) => d[(k + r) % players]!);
        const key = rotated.join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ agents: a, decks: rotated });
      }
    }
  }
  return out;
}

export interface MatchPlan {
  readonly lineup: number;
  readonly rotation: number;
  /** Agent index per seat. */
  readonly agents: number[];
  /** Deck index per seat. */
  readonly decks: number[];
}

/** Lineup and seat rotation of match i: seat s plays lineup position (s + rotation) mod n. */
export function planMatch(lineups: readonly Lineup[], players: number, index: number): MatchPlan {
  const slot = index % (lineups.length * players);
  const lineup = Math.floor(slot / players);
  const rotation = slot % players;
  const l = lineups[lineup]!;
  const agents: number[] = [];
  const decks: number[] = [];
  for (let s = 0; s < players; s++) {
    agents.push(l.agents[(s + rotation) % players]!);
    decks.push(l.decks[(s + rotation) % players]!);
  }
  return { lineup, rotation, agents, decks };
}
