// What travels through the queue. A job is one batch: the resolved experiment (plain JSON, as in
// run.json), the card files' contents keyed by their SHA-256, the plugins' hashes, the lab
// identity and the batch's match range. Its id is the experiment key and the range, so a batch
// added twice (a resumed coordinator) is one job and a retried job keeps its id. The models the
// agents play with are too large to go with every job: the coordinator puts each in Redis once,
// under its hash, and the experiment names them by hash. A result is the batch's counts,
// deflated. Everything here is data: a worker never evaluates a job, and checks it (parseJob,
// jobProblem) before it plays it.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { blockSpan } from '../../stats/counts.js';
import type { MatchFailure, ResolvedExperiment } from '../../experiment/resolved.js';
import { experimentKey } from '../runner.js';
import type { BatchResult } from '../worker.js';
import type { LabIdentity } from './identity.js';
import { QUEUE } from './redis.js';

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Card file names a worker writes into its own folder: no paths. */
const CARD_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]*\.ya?ml$/;

const SHA256 = /^[0-9a-f]{64}$/;

const jobSchema = z.object({
  lab: z.object({ version: z.string(), build: z.string() }),
  key: z.string().regex(/^[0-9a-f]{24}$/),
  // Checked here only as far as the worker reads it before the game does.
  exp: z.looseObject({
    name: z.string(),
    game: z.string(),
    matches: z.number().int().positive(),
    cardFiles: z.array(z.string()),
    cardHash: z.string(),
    plugins: z.array(z.string()),
    records: z.boolean(),
    agents: z.array(z.looseObject({ label: z.string(), spec: z.looseObject({ type: z.string() }) })),
    models: z.array(z.object({ path: z.string(), sha256: z.string().regex(SHA256) })),
  }),
  cards: z.array(z.object({ name: z.string().regex(CARD_FILE_NAME), sha256: z.string().regex(SHA256), text: z.string() })),
  plugins: z.array(z.object({ path: z.string(), sha256: z.string() })),
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
});

export type JobData = Omit<z.infer<typeof jobSchema>, 'exp'> & { exp: ResolvedExperiment };
/** A job without its range: the same for every batch of a run. */
export type RunPayload = Omit<JobData, 'start' | 'end'>;

export function jobId(key: string, start: number, end: number): string {
  return `${key}.${start}-${end}`;
}

/** The part of every job of a run: card files and plugins are read (and hashed) once. */
export function runPayload(exp: ResolvedExperiment, key: string, lab: LabIdentity): RunPayload {
  const cards = exp.cardFiles.map((file) => {
    const text = readFileSync(file, 'utf8');
    return { name: basename(file), sha256: sha256(text), text };
  });
  const plugins = exp.plugins.map((path) => ({ path, sha256: sha256(readFileSync(path)) }));
  return { lab, key, exp, cards, plugins };
}

/** The job's data if it has the shape of one, else null. */
export function parseJob(data: unknown): JobData | null {
  const r = jobSchema.safeParse(data);
  return r.success && r.data.start < r.data.end ? (r.data as unknown as JobData) : null;
}

/**
 * Why a well-formed job cannot be a batch of the run it names, or null: its key must be the one
 * its experiment gives (a worker prepares each experiment once, and must not play one run's
 * matches under another's key), and its range must lie inside the experiment and inside one of
 * its blocks, as the runner cuts batches.
 */
export function jobProblem(data: JobData): string | null {
  const key = experimentKey(data.exp);
  if (key !== data.key) return `its key ${data.key} is not the key of the experiment it carries (${key})`;
  const { start, end } = data;
  if (end > data.exp.matches) return `its matches ${start}-${end - 1} go past the experiment's ${data.exp.matches}`;
  const span = blockSpan(data.exp.matches);
  if (Math.floor(start / span) !== Math.floor((end - 1) / span)) return `its matches ${start}-${end - 1} cross a block of ${span} matches, as no batch of the lab does`;
  return null;
}

/** A digest of everything a job brings but its range: jobs of one run share it, a job altered in any field does not. */
export function payloadDigest(data: JobData): string {
  const { start: _start, end: _end, ...rest } = data;
  return sha256(JSON.stringify(rest));
}

/** The Redis key under which a run's coordinator puts a model's files (in BullMQ's prefix, which ACLs for the queue cover). */
export function modelKey(sha: string): string {
  return `bull:${QUEUE}:model:${sha}`;
}

/** How long a model stays in Redis after its coordinator last renewed it (every few seconds while it runs). */
export const MODEL_TTL_SECONDS = 24 * 3600;

/** A batch's result as a job's return value (JSON): counts deflated, mostly zeros. */
export interface JobResult {
  readonly start: number;
  readonly end: number;
  readonly counts: string;
  readonly failures: MatchFailure[];
  readonly ms: number;
  readonly records?: string;
}

export function encodeResult(r: BatchResult): JobResult {
  const bytes = Buffer.from(r.counts.buffer, r.counts.byteOffset, r.counts.byteLength);
  return { start: r.start, end: r.end, counts: deflateRawSync(bytes, { level: 1 }).toString('base64'), failures: r.failures, ms: r.ms, ...(r.records !== undefined ? { records: r.records } : {}) };
}

export function decodeResult(r: JobResult): BatchResult {
  const bytes = inflateRawSync(Buffer.from(r.counts, 'base64'));
  const counts = new Int32Array(bytes.byteLength / 4);
  new Uint8Array(counts.buffer).set(bytes);
  return { ...r, counts };
}

/** The custom queue event a worker publishes when it refuses a run (the coordinator prints it). */
export const REFUSED = 'refused';
export interface Refusal {
  readonly worker: string;
  readonly reason: string;
}
