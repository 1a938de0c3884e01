// A long list of moves asked in steps. Each legal move comes as the successive choices its
// description makes (GameState.describeActionSteps: a card, then a place, then a facing); the
// menu offers the first choices, then the choices under the one taken, until one move is left.
// It maps back to the same integer action the flat list would give: only the asking changes.

/** One line of a menu: a move (when `moves` holds one and `more` is false) or a group of moves to choose among next. */
export interface MenuOption {
  /** What the line shows: the step, or for a lone move the rest of its description. */
  readonly label: string;
  /** Indices, into the list of moves, of the moves under this line. */
  readonly moves: readonly number[];
  /** Whether choosing it asks a further step. */
  readonly more: boolean;
}

/** A menu level: the steps every move under it shares (shown as its title) and its lines. */
export interface MenuLevel {
  readonly chosen: readonly string[];
  readonly options: readonly MenuOption[];
}

/**
 * The menu after the steps `chosen` among `paths` (each move's steps). Steps every remaining
 * move shares are taken at once (they are no choice); a group of one move is shown as that move.
 */
export function menuLevel(paths: readonly (readonly string[])[], chosen: readonly string[]): MenuLevel {
  const under = (prefix: readonly string[]): number[] => paths.flatMap((p, i) => (prefix.every((s, k) => p[k] === s) ? [i] : []));
  let prefix = [...chosen];
  let moves = under(prefix);
  if (moves.length === 0) throw new Error(`no move begins with '${chosen.join(' ')}'`);
  for (;;) {
    const d = prefix.length;
    const next = paths[moves[0]!]![d];
    if (moves.length === 1 || next === undefined || !moves.every((i) => paths[i]!.length > d + 1 && paths[i]![d] === next)) break;
    prefix = [...prefix, next];
  }
  const d = prefix.length;
  const options: { label: string; moves: number[]; more: boolean }[] = [];
  const groups = new Map<string, { label: string; moves: number[]; more: boolean }>();
  for (const i of moves) {
    const p = paths[i]!;
    if (p.length <= d + 1) {
      options.push({ label: p.slice(d).join(' '), moves: [i], more: false });
      continue;
    }
    const step = p[d]!;
    let g = groups.get(step);
    if (g === undefined) {
      g = { label: step, moves: [], more: true };
      groups.set(step, g);
      options.push(g);
    }
    g.moves.push(i);
  }
  for (const g of groups.values()) {
    if (g.moves.length > 1) continue;
    g.label = paths[g.moves[0]!]!.slice(d).join(' ');
    g.more = false;
  }
  return { chosen: prefix, options };
}

/** Whether the moves are worth asking in steps: some move's description is cut into more than one step and the list is long. */
export function asksInSteps(paths: readonly (readonly string[])[], longList = 12): boolean {
  return paths.length > longList && paths.some((p) => p.length > 1);
}

/**
 * Asks for one of the moves, step by step: `ask` shows a level and returns the index of the
 * line taken, or -1 to go back a step (ignored at the first level). Returns the move's index.
 */
export function chooseInSteps(paths: readonly (readonly string[])[], ask: (level: MenuLevel, depth: number) => number): number {
  const history: string[][] = [[]];
  for (;;) {
    const level = menuLevel(paths, history.at(-1)!);
    const k = ask(level, history.length - 1);
    if (k < 0) {
      if (history.length > 1) history.pop();
      continue;
    }
    const option = level.options[k]!;
    if (!option.more) return option.moves[0]!;
    history.push([...level.chosen, option.label]);
  }
}
