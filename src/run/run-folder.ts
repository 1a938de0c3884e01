// A run's folder: a new one under reports/<experiment>/, the one --out names, or (--resume) the
// latest unfinished run of the same experiment and part; checked writable before anything is played.

import { accessSync, constants, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import type { Checkpoint } from '../sim/checkpoint.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import { partOf } from './shard.js';

/** A run folder's name from its start: 20260101-120000. */
export function timestampId(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Creates `dir` (and parents) and checks that it is writable; failures are bad input. */
export function ensureWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = join(dir, '.write-test');
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new InputError(`cannot write to the output folder ${dir} (${code})`, { field: '--out' }, 'choose a folder you can write to');
  }
}

/**
 * Whether the run in `dir` can go on: matches left to play (in it or its confirmation runs), or
 * no run.json yet (written last: the report was cut short by a kill or a full disk).
 */
function resumable(dir: string, c: Checkpoint): boolean {
  if (!c.finished || !existsSync(join(dir, 'run.json'))) return true;
  const parts = readdirSync(dir).filter((d) => d.startsWith('confirm') && statSync(join(dir, d)).isDirectory());
  return parts.some((d) => readCheckpoint(join(dir, d))?.finished === false);
}

/** The checkpoint's run must be the part (shard or whole) this command plays: one shard never goes on in another's folder. */
function samePart(c: Checkpoint, range: readonly [number, number] | undefined): boolean {
  return c.range?.[0] === range?.[0] && c.range?.[1] === range?.[1];
}

/** The latest resumable run of this experiment (and part) under reports/<name>/. */
function findResumable(parent: string, key: string, range: readonly [number, number] | undefined): string | null {
  if (!existsSync(parent)) return null;
  const dirs = readdirSync(parent)
    .map((d) => join(parent, d))
    .filter((d) => statSync(d).isDirectory())
    .sort()
    .reverse();
  for (const d of dirs) {
    const c = readCheckpoint(d);
    if (c && c.key === key && samePart(c, range) && resumable(d, c)) return d;
  }
  return null;
}

/** Where a run of `exp` (key `key`, part `range`) goes, from --out and --resume; `file` names the experiment in messages. */
export function chooseRunDir(file: string, exp: ResolvedExperiment, flags: { readonly resume?: boolean; readonly out?: string }, key: string, range: readonly [number, number] | undefined, started: Date): string {
  const parent = join('reports', exp.name);
  if (flags.resume) {
    if (flags.out !== undefined) {
      const c = existsSync(flags.out) ? readCheckpoint(flags.out) : null;
      if (!c) throw new InputError(`nothing to resume: no checkpoint in ${flags.out}`, { file, field: '--resume' }, 'run without --resume to start');
      if (c.key !== key) throw new InputError(`the run in ${flags.out} was started from a different experiment (game, decks, agents, models, matches or seed changed)`, { file, field: '--resume' }, 'give the options it was started with (the command printed when it stopped has them)');
      if (!samePart(c, range)) throw new InputError(`${flags.out} holds ${partOf(c.range)}, not ${partOf(range)}`, { field: '--out' }, c.range ? 'give the --shard it was started with, or another --out' : 'leave out --shard, or choose another --out');
      if (!resumable(flags.out, c)) throw new InputError(`nothing to resume: the run in ${flags.out} is finished`, { file, field: '--resume' });
      return flags.out;
    }
    const found = findResumable(parent, key, range);
    if (!found) throw new InputError(`nothing to resume: no unfinished run of '${exp.name}' with these settings in ${parent}/`, { file, field: '--resume' }, 'run without --resume to start');
    return found;
  }
  if (flags.out !== undefined) {
    if (existsSync(join(flags.out, 'checkpoint.json'))) throw new InputError(`${flags.out} already holds a run`, { field: '--out' }, 'add --resume to continue it, or choose another folder');
    return flags.out;
  }
  const base = join(parent, `${timestampId(started)}-s${exp.seed}`);
  let dir = base;
  for (let k = 2; existsSync(dir); k++) dir = `${base}-${k}`;
  return dir;
}
