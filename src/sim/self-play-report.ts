// The training report of `balance-lab train`: generations.csv (one row per generation, the warm
// start as generation 0),
// report.md and report.html (the same table, and a chart of the losses and win rates with their
// 95% intervals), rewritten whole after every generation.

import { writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { getGame } from '../core/registry.js';
import type { Interval } from '../stats/wilson.js';
import type { GenerationRecord, TrainSettings, TrainState, WarmStartRecord } from './self-play-training.js';
import { GATE_SHARE, agreement, gateMode } from './self-play-training.js';

const COLUMNS = ['generation', 'samples', 'value_loss_fresh', 'policy_loss_fresh', 'value_loss_before', 'value_loss_after', 'policy_loss_before', 'policy_loss_after', 'value_loss_held_out', 'policy_loss_held_out', 'policy_agreement_held_out', 'epoch_kept', 'gate_share', 'gate_low', 'gate_high', 'gate_matches', 'accepted', 'heuristic_share', 'heuristic_low', 'heuristic_high', 'heuristic_matches', 'best', 'seconds', 'self_play_seconds', 'training_seconds', 'match_seconds'];

function row(r: GenerationRecord): (string | number)[] {
  return [r.generation, r.samples, r.fresh.value, r.fresh.policy, r.before.value, r.after.value, r.before.policy, r.after.policy, r.heldOut.value, r.heldOut.policy, r.heldOut.agreement ?? '', r.epochs, r.gate.rate, r.gate.low, r.gate.high, r.gate.matches, r.accepted ? 1 : 0, r.vsHeuristic.rate, r.vsHeuristic.low, r.vsHeuristic.high, r.vsHeuristic.matches, r.best, Math.round(r.seconds), ...(r.timing ? [r.timing.selfPlay, r.timing.training, r.timing.matches].map(Math.round) : ['', '', ''])];
}

/** The warm start's row: no fresh loss (the network before it was random) and no gate. */
function warmRow(w: WarmStartRecord): (string | number)[] {
  return [0, w.samples + w.heldOutSamples, '', '', w.before.value, w.after.value, w.before.policy, w.after.policy, w.heldOut.value, w.heldOut.policy, w.heldOut.agreement ?? '', w.epochs, '', '', '', '', 1, w.vsHeuristic.rate, w.vsHeuristic.low, w.vsHeuristic.high, w.vsHeuristic.matches, 0, Math.round(w.seconds), '', '', ''];
}

/** Generation 0 taken from a trained model: only its strength against the heuristic. */
function startRow(vsHeuristic: Interval & { matches: number }, seconds: number): (string | number)[] {
  return [0, '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', 1, vsHeuristic.rate, vsHeuristic.low, vsHeuristic.high, vsHeuristic.matches, 0, Math.round(seconds), '', '', ''];
}

const pct = (i: Interval): string => `${(100 * i.rate).toFixed(1)}% [${(100 * i.low).toFixed(1)}, ${(100 * i.high).toFixed(1)}]`;

function put(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** How self-play searched, for the report. */
function selfPlayText(s: TrainSettings): string {
  const leaves = s.valueShare !== undefined && s.valueShare < 1 ? `; leaves valued ${s.valueShare} by the value head, the rest by a playout` : '';
  if (s.search !== 'gumbel') {
    const prior = s.priorWeight !== undefined && s.priorWeight < 1 ? `; the prior ${s.priorWeight} the network's policy, the rest even` : '';
    return `at ${s.iterations} MCTS iterations a decision (the first ${s.temperatureMoves} decisions drawn by visit counts; policy targets: the root's visit shares${leaves}${prior})`;
  }
  const value = s.searchValue ? `, value targets ${1 - s.searchValue} x the match result + ${s.searchValue} x the search's value` : '';
  return `expert iteration with the Gumbel search at ${s.iterations} simulations a decision (${s.considered ?? 8} actions sampled at the root; the move played a sample with Gumbel noise for the first ${s.temperatureMoves} decisions, then the search's best; policy targets: its improved policy${value}${leaves})`;
}

export function writeTrainReport(out: string, state: TrainState, command: string): void {
  const gens = state.generations;
  const warm = state.warmStart;
  const rows = [...(warm ? [warmRow(warm)] : []), ...(state.start ? [startRow(state.start.vsHeuristic, state.start.seconds)] : []), ...gens.map(row)];
  put(join(out, 'generations.csv'), [COLUMNS.join(','), ...rows.map((r) => r.map((v) => (typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(5) : String(v))).join(','))].join('\n') + '\n');
  const s = state.settings;
  const facts = getGame(s.game).variants.find((v) => v.id === s.variant)!;
  const gatePlay = gateMode(facts) === 'greedy' ? 'both playing greedily: the game deals or rolls, so every match differs' : 'both sampling from their policy: greedy play of two fixed networks would repeat the same matches in a game without chance';
  const intro = [
    `Game ${s.game}, variant ${s.variant}; backend ${state.backend}; trunk ${s.hidden.join('-')}; ${s.matches} self-play matches a generation, ${selfPlayText(s)}; training on the last ${s.window} generations' samples, up to ${s.epochs} epochs minimising ${s.valueWeight ?? 1} x value loss + policy loss (the epoch where that sum on the held-out samples was lowest kept).`,
    ...(state.start ? [`Generation 0: the trained model ${state.start.model}; against the heuristic ${pct(state.start.vsHeuristic)}.`] : []),
    ...(warm ? [`Warm start (generation 0): the network trained to imitate ${s.warmStart!.teacher ?? 'heuristic'} on ${warm.samples} decisions of ${warm.matches} matches of it against itself (${warm.heldOutSamples} more held out), epoch ${warm.epochs} of ${s.warmStart!.epochs} kept; value loss ${warm.before.value.toFixed(4)} → ${warm.after.value.toFixed(4)} (held out ${warm.heldOut.value.toFixed(4)}), policy loss ${warm.before.policy.toFixed(3)} → ${warm.after.policy.toFixed(3)} (held out ${warm.heldOut.policy.toFixed(3)}); held-out policy agreement ${agreement(warm.heldOut)}; against the heuristic ${pct(warm.vsHeuristic)}.`] : []),
    `Gate: the new network against the best so far (${gatePlay}), ${s.gateMatches} matches with seats alternated, accepted on a win share above ${GATE_SHARE}. Against the heuristic: the new network playing greedily, ${s.evalMatches} matches. In a game with decks both measures deal random legal decks of its card set, new for every match, so they can differ from a tournament on the starter decks. Intervals are 95% Wilson intervals. Losses "before" and "after" are on the samples trained on (the window), before and after training; "fresh" is on the generation's new samples with the network before it trained on them (how well it predicted new play); "held out" is on the last matches of the generation, left out of training, after training (above the trained loss: overfitting). The held-out agreement is the share of held-out decisions where the policy's highest-logit action is the target's highest-share one: how often the greedy agent moves as its teacher would.`,
    `Command: \`${command}\``,
  ];
  const head = '| gen | samples | value loss before → after (held out) | policy loss before → after | held-out agreement | vs previous best | vs heuristic | best | s |';
  const lines = gens.map((r) => `| ${r.generation} | ${r.samples} | ${r.before.value.toFixed(4)} → ${r.after.value.toFixed(4)} (${r.heldOut.value.toFixed(4)}) | ${r.before.policy.toFixed(3)} → ${r.after.policy.toFixed(3)} | ${agreement(r.heldOut)} | ${pct(r.gate)} ${r.accepted ? 'accepted' : 'rejected'} | ${pct(r.vsHeuristic)} | ${r.best} | ${Math.round(r.seconds)} |`);
  put(join(out, 'report.md'), [`# Training ${s.game} (${s.variant})`, '', ...intro.flatMap((p) => [p, '']), head, '|---|---|---|---|---|---|---|---|---|', ...lines, ''].join('\n'));
  // The warm start is the curve's first point: where expert iteration starts from.
  const origin = warm ?? state.start;
  const curve: LearningPoint[] = [...(origin ? [{ generation: 0, vsHeuristic: origin.vsHeuristic }] : []), ...gens];
  const table = `<table><tr>${['gen', 'samples', 'value loss before → after (held out)', 'policy loss before → after', 'held-out agreement', 'vs previous best', 'vs heuristic', 'best', 's'].map((h) => `<th>${h}</th>`).join('')}</tr>${gens
    .map((r) => `<tr><td>${r.generation}</td><td>${r.samples}</td><td>${r.before.value.toFixed(4)} → ${r.after.value.toFixed(4)} (${r.heldOut.value.toFixed(4)})</td><td>${r.before.policy.toFixed(3)} → ${r.after.policy.toFixed(3)}</td><td>${agreement(r.heldOut)}</td><td>${pct(r.gate)} ${r.accepted ? 'accepted' : 'rejected'}</td><td>${pct(r.vsHeuristic)}</td><td>${r.best}</td><td>${Math.round(r.seconds)}</td></tr>`)
    .join('')}</table>`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Training ${s.game}</title><style>body{font-family:sans-serif;max-width:60em;margin:2em auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}</style></head><body><h1>Training ${s.game} (${s.variant})</h1>${intro.map((p) => `<p>${escape(p)}</p>`).join('')}<h2>Learning curve: win rates (95% intervals)</h2>${chart(curve, [
    { name: 'vs best so far (gate)', color: '#1f77b4', at: (r) => r.gate },
    { name: 'vs heuristic', color: '#d62728', at: (r) => r.vsHeuristic },
  ], 0, 1)}<h2>Value loss</h2>${chart<GenerationRecord>(gens, [
    { name: 'fresh samples, before training', color: '#2ca02c', at: (r) => point(r.fresh.value) },
    { name: 'trained samples, before training', color: '#ff7f0e', at: (r) => point(r.before.value) },
    { name: 'trained samples, after training', color: '#9467bd', at: (r) => point(r.after.value) },
    { name: 'held-out samples, after training', color: '#8c564b', at: (r) => point(r.heldOut.value) },
  ])}${table}</body></html>\n`;
  put(join(out, 'report.html'), html);
}

const point = (v: number): Interval => ({ rate: v, low: v, high: v });

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/`/g, '');
}

/** A generation on the learning curve: its gate (none for the warm start) and its strength against the heuristic. */
interface LearningPoint {
  readonly generation: number;
  readonly gate?: Interval;
  readonly vsHeuristic: Interval;
}

interface Series<T> {
  readonly name: string;
  readonly color: string;
  /** The series' value at a generation, or undefined where it has none. */
  readonly at: (r: T) => Interval | undefined;
}

/** A line chart over the generations as inline SVG: each series' values, and its interval as a bar. */
function chart<T extends { generation: number }>(gens: readonly T[], series: readonly Series<T>[], lo?: number, hi?: number): string {
  const W = 640;
  const H = 240;
  const pad = 40;
  const all = gens.flatMap((r) => series.flatMap((s) => {
    const v = s.at(r);
    return v ? [v.low, v.high] : [];
  }));
  const min = lo ?? Math.min(...all, 0);
  const max = hi ?? Math.max(...all, 1e-9);
  const x = (k: number): number => pad + (gens.length < 2 ? (W - 2 * pad) / 2 : (k * (W - 2 * pad)) / (gens.length - 1));
  const y = (v: number): number => H - pad - ((v - min) / (max - min || 1)) * (H - 2 * pad);
  const parts = [`<line x1="${pad}" y1="${H - pad}" x2="${W - pad}" y2="${H - pad}" stroke="#888"/><line x1="${pad}" y1="${pad}" x2="${pad}" y2="${H - pad}" stroke="#888"/>`, `<text x="4" y="${y(max) + 4}" font-size="11">${max.toFixed(2)}</text><text x="4" y="${y(min) + 4}" font-size="11">${min.toFixed(2)}</text>`];
  gens.forEach((r, k) => parts.push(`<text x="${x(k) - 4}" y="${H - pad + 16}" font-size="11">${r.generation}</text>`));
  series.forEach((s, i) => {
    const defined = gens.map((r, k) => [k, s.at(r)] as const).filter((e): e is readonly [number, Interval] => e[1] !== undefined);
    const pts = defined.map(([k, v]) => `${x(k).toFixed(1)},${y(v.rate).toFixed(1)}`).join(' ');
    parts.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${pts}"/>`);
    for (const [k, v] of defined) parts.push(`<line x1="${x(k)}" x2="${x(k)}" y1="${y(v.low)}" y2="${y(v.high)}" stroke="${s.color}" opacity="0.5" stroke-width="6"/>`);
    parts.push(`<text x="${W - pad - 200}" y="${pad + 14 * i}" font-size="12" fill="${s.color}">${s.name}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}
