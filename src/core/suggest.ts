// Nearest-name suggestions for unknown games, agents, cards and keys.

export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/** Up to `max` candidates closest to `name` (case-insensitive), nearest first. */
export function nearestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const key = name.toLowerCase();
  const scored: [string, number][] = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    let d = editDistance(key, lc);
    if (lc.includes(key) || key.includes(lc)) d = Math.min(d, Math.abs(lc.length - key.length) / 2);
    scored.push([c, d]);
  }
  const limit = Math.max(2, Math.ceil(key.length / 2));
  return scored
    .filter(([, d]) => d <= limit)
    .sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]))
    .slice(0, max)
    .map(([c]) => c);
}

/** "did you mean X?" text, or a list of what is known when nothing is close. */
export function suggestion(name: string, candidates: readonly string[]): string {
  const near = nearestNames(name, candidates);
  if (near.length > 0) return `did you mean ${near.map((n) => `'${n}'`).join(' or ')}?`;
  const shown = candidates.slice(0, 12).map((c) => `'${c}'`).join(', ');
  return `known: ${shown}${candidates.length > 12 ? ', ...' : ''}`;
}
