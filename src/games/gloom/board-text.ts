// The battlefield as text for logs and for a person playing: the hex map (rows 2, 4, 6 and 8
// sit half a hex to the right, as on the table), each unit a letter and an arrow for its
// facing, then a legend naming every unit, its hex, facing, wounds, morale and tokens, the
// terrain drawn and the Objective Areas; then each side's waiting units and Gambits.

import { hexName } from './geometry.js';
import { BOARD, FALLEN, MUSTER, PHASE_NAMES, RESERVE, SLOTS, V_MOMENTUM, V_PHASE, V_PLAYER_A, V_ROUND } from './ids.js';
import { LIST_GAMBITS } from './decks.js';
import { CARD_FIELDS } from './layout.js';
import { activationsThisRound } from './rules/round.js';
import { COLS, ROWS, TERRAIN_CHARS } from './scenarios.js';
import type { GloomState } from './state.js';

const F = CARD_FIELDS.at;

/** Hex sides 0..5 (geometry.ts) as compass words and as the arrows the map draws. */
export const SIDE_NAMES = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'] as const;
const SIDE_SHORT = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
const ARROWS = ['→', '↗', '↖', '←', '↙', '↘'] as const;

/** Each map character (scenarios.ts) in words. */
const TERRAIN_WORDS: Readonly<Record<string, string>> = {
  '.': 'open',
  c: 'cover',
  d: 'dangerous',
  f: 'difficult',
  e: 'elusive',
  h: 'elevated',
  W: 'wall',
  r: 'rubble',
  i: 'no charge in',
  o: 'no charge out',
  n: 'no charge in or out',
  s: 'obscuring',
  X: 'obstructing',
  S: 'scary',
  '#': 'impassable',
};
const CHAR_OF_TERRAIN = new Map(Object.entries(TERRAIN_CHARS).map(([ch, bits]) => [bits, ch]));

/** The letter of unit index u on the map: P1's slots a, b, c..., P2's A, B, C... */
export function unitLetter(u: number): string {
  const p = u < SLOTS ? 0 : 1;
  return String.fromCharCode((p === 0 ? 97 : 65) + (u - p * SLOTS));
}

/** The unit index of card c (unitCard's inverse), or -1. */
function unitOf(s: GloomState, c: number): number {
  return s.a.unitCard.indexOf(c);
}

function defName(s: GloomState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

function cellText(s: GloomState, h: number): string {
  const c = s.cards.cell(BOARD, h);
  if (c >= 0) return `${unitLetter(unitOf(s, c))}${ARROWS[s.get(c, F.facing)]}`;
  return `${CHAR_OF_TERRAIN.get(s.terrain[h]!) ?? '?'}${s.geo.objective[h]! >= 0 ? '*' : ' '}`;
}

function mapLines(s: GloomState): string[] {
  const lines = ['     ' + Array.from({ length: COLS }, (_, c) => String.fromCharCode(65 + c).padEnd(4)).join('').trimEnd()];
  for (let r = 0; r < ROWS; r++) {
    let row = String(r + 1).padStart(3) + '  ' + (r % 2 === 1 ? '  ' : '');
    for (let c = 0; c < COLS; c++) row += cellText(s, r * COLS + c).padEnd(4);
    lines.push(row.trimEnd());
  }
  return lines;
}

function tokens(s: GloomState, c: number): string[] {
  const out: string[] = [];
  for (const [field, name] of [
    [F.boost, 'boost'],
    [F.weak, 'weak'],
    [F.fast, 'fast'],
    [F.slow, 'slow'],
    [F.shield, 'shield'],
    [F.effect, 'last-stand'],
  ] as const)
    if (s.get(c, field) !== 0) out.push(name);
  if (s.vars[V_ROUND]! > 0 && s.get(c, F.activated) === s.vars[V_ROUND]) out.push('activated');
  return out;
}

/** One legend line per unit on the battlefield, in the order of their letters. */
function unitLines(s: GloomState): string[] {
  const units: number[] = [];
  for (let u = 0; u < s.a.unitCard.length; u++) {
    const c = s.a.unitCard[u]!;
    if (c >= 0 && s.cards.zone[c] === BOARD) units.push(u);
  }
  const names = units.map((u) => `P${u < SLOTS ? 1 : 2} ${defName(s, s.cards.def[s.a.unitCard[u]!]!)}`);
  const width = Math.max(0, ...names.map((n) => n.length));
  return units.map((u, i) => {
    const c = s.a.unitCard[u]!;
    const h = s.cards.slot[c]!;
    const health = s.tables.health[s.cards.def[c]!]!;
    const extra = tokens(s, c);
    const where = `${hexName(h)}${s.geo.objective[h]! >= 0 ? '*' : ''}`.padEnd(3);
    return `  ${unitLetter(u)}  ${names[i]!.padEnd(width)}  ${where}  facing ${SIDE_SHORT[s.get(c, F.facing)]!.padEnd(2)}  wounds ${s.get(c, F.wounds)}/${health}  morale ${s.get(c, F.morale)}${extra.length > 0 ? `  ${extra.join(' ')}` : ''}`;
  });
}

function legendLines(s: GloomState): string[] {
  const seen = new Set<string>();
  for (let h = 0; h < s.terrain.length; h++) seen.add(CHAR_OF_TERRAIN.get(s.terrain[h]!) ?? '?');
  const terrain = Object.keys(TERRAIN_WORDS)
    .filter((ch) => seen.has(ch))
    .map((ch) => `${ch} ${TERRAIN_WORDS[ch]}`)
    .join(', ');
  const objectives = s.geo.scenario.objectives.map((o) => `${o.name} ${o.hexes.map(([c, r]) => hexName(r * COLS + c)).join(' ')} (${o.soulshards} SS)`).join(', ');
  return [
    `  units: P1 a b c..., P2 A B C...; arrow = facing (${SIDE_SHORT.map((d, i) => `${ARROWS[i]} ${d}`).join(' ')})`,
    `  terrain: ${terrain}; * objective: ${objectives}`,
  ];
}

/** A side's units off the battlefield and its Gambits (the chosen pair is secret until used). */
function sideLine(s: GloomState, p: number): string {
  const t = s.cards;
  const fallen: string[] = [];
  for (let i = 0; i < t.count(FALLEN, p); i++) fallen.push(defName(s, t.def[t.at(FALLEN, p, i)]!));
  const gambits: string[] = [];
  for (let k = 0; k < LIST_GAMBITS; k++) {
    const d = s.a.gambitDefs[p * LIST_GAMBITS + k]!;
    if (d >= 0) gambits.push(`${defName(s, d)}${(s.a.gambitUsed[p]! & (1 << k)) !== 0 ? ' (used)' : ''}`);
  }
  const activations = s.vars[V_ROUND]! > 0 ? `; activations ${s.a.activations[p]}/${activationsThisRound(s)}` : '';
  return `P${p + 1}: ${t.count(MUSTER, p)} to deploy, ${t.count(RESERVE, p)} in reserve, fallen: ${fallen.length > 0 ? fallen.join(', ') : 'none'}${activations}; gambits: ${gambits.join(', ')}`;
}

export function describeGloomBoard(s: GloomState): string {
  const v = s.vars;
  const m = v[V_MOMENTUM]!;
  const momentum = m === 0 ? 'none' : `${Math.abs(m)} toward P${m > 0 ? 1 : 2}`;
  const head = `round ${v[V_ROUND]}, ${PHASE_NAMES[v[V_PHASE]!]} phase, Player A: ${v[V_PLAYER_A]! < 0 ? '-' : `P${v[V_PLAYER_A]! + 1}`}, momentum: ${momentum}, Soulshards ${s.a.soulshards.join('-')}, Command Seals ${s.a.commandSeals.join('-')}`;
  return [head, ...mapLines(s), ...legendLines(s), ...unitLines(s), sideLine(s, 0), sideLine(s, 1)].join('\n');
}
