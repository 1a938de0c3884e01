// The coordinator's side of a distributed run: the runner's batches become BullMQ jobs that
// `balance-lab worker` processes on any machine play. Jobs are named by the experiment key and
// their matches: a resumed coordinator takes over the run's jobs still in Redis (played or not)
// and cuts only the matches no job holds, and adding a job again finds the one there. A job's
// result stays in Redis until a checkpoint on disk holds it; then the job is removed.
//
// A batch may carry an experiment of its own (a deck search plays each deck pairing as an
// experiment, on the run's card files): its job goes under that experiment's key, and is removed
// as soon as its result is merged, since no run checkpoint will name it.
//
// Results arrive through BullMQ's event stream; a sweep every few seconds asks Redis for the
// state of every job still awaited, so an event missed (a reconnect, a trimmed stream) costs a
// few seconds, and a job Redis lost (a restart without persistence) is added again. The models
// the agents play with wait in Redis beside the jobs, renewed by the same sweep.

import { Queue, QueueEvents } from 'bullmq';
import type { Job, QueueEventsListener } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ModelFiles, ModelRef } from '../../../agents/neural/model-folder.js';
import { modelDir, modelHash, readModelFiles } from '../../../agents/neural/model-folder.js';
import { InputError, InternalError } from '../../core/errors.js';
import type { Backend } from '../backend.js';
import { BatchFailedError, BatchLeftError } from '../backend.js';
import { overlapsDone } from '../checkpoint.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import { experimentKey } from '../runner.js';
import type { BatchResult, BatchTask } from '../worker.js';
import { labIdentity } from './identity.js';
import type { JobResult, Refusal, RunPayload } from './jobs.js';
import { decodeResult, jobId, MODEL_TTL_SECONDS, modelKey, REFUSED, runPayload } from './jobs.js';
import { checkRedis, redisClient } from './connection.js';
import type { RedisTarget } from './redis.js';
import { QUEUE } from './redis.js';

export { checkRedis };

export interface BullmqOptions {
  readonly target: RedisTarget;
  readonly exp: ResolvedExperiment;
  /** Tries of a batch before it is recorded as failed. */
  readonly attempts: number;
  /** Prints a line for the user (workers refusing the run, Redis errors). */
  readonly note: (line: string) => void;
}

/** Jobs in flight before any worker is seen busy; then twice the busy ones, so none waits idle. */
const MIN_IN_FLIGHT = 16;
const SWEEP_MS = 2000;
/** Entries of BullMQ's event stream (completed events carry results: bounded memory in Redis). */
const EVENTS_KEPT = 2000;

/** A model's files as read when the run starts: the ones its key names, or the run is refused. */
function modelFiles(m: ModelRef): ModelFiles {
  const files = readModelFiles(modelDir(m.path));
  if (modelHash(files) !== m.sha256) throw new InputError(`the model at ${m.path} changed since the run was started`, { field: 'model' }, 'put back the model the run started with, or start a new run');
  return files;
}

/** Puts the models into Redis, or renews their time there; a model Redis lost (a restart) is put again. */
async function shareModels(client: Redis, models: ReadonlyMap<string, ModelFiles>): Promise<void> {
  for (const [sha, files] of models) {
    if ((await client.expire(modelKey(sha), MODEL_TTL_SECONDS)) === 1) continue;
    await client.multi().del(modelKey(sha)).hset(modelKey(sha), files).expire(modelKey(sha), MODEL_TTL_SECONDS).exec();
  }
}

interface Pending {
  readonly task: BatchTask;
  resolve(r: BatchResult): void;
  reject(err: unknown): void;
}

export async function bullmqBackend(o: BullmqOptions): Promise<Backend> {
  await checkRedis(o.target);
  const key = experimentKey(o.exp);
  const payload: RunPayload = runPayload(o.exp, key, labIdentity());
  let lastError = '';
  const onError = (err: Error): void => {
    // Said once per kind of error: ioredis reconnects by itself, and jobs wait in Redis.
    if (err.message === lastError) return;
    lastError = err.message;
    o.note(`Redis: ${err.message} (retrying)`);
  };
  const connections = [redisClient(o.target, onError), redisClient(o.target, onError)];
  const models = new Map(o.exp.models.map((m) => [m.sha256, modelFiles(m)]));
  await shareModels(connections[0]!, models);
  const sameFiles = (e: ResolvedExperiment): boolean => e.cardFiles.join('\0') === o.exp.cardFiles.join('\0') && e.plugins.join('\0') === o.exp.plugins.join('\0') && e.models.every((m) => models.has(m.sha256));
  /** The job data of a batch: the run's payload, with the batch's own experiment when it has one. */
  const jobData = (task: BatchTask): RunPayload => {
    if (task.key === key) return payload;
    // The card files and plugins were read once, for the run's experiment: a batch may change anything but them.
    if (!sameFiles(task.exp)) throw new InternalError(`batch ${task.key} reads other card files, plugins or models than the run it belongs to`);
    return { ...payload, key: task.key, exp: task.exp };
  };
  const queue = new Queue(QUEUE, { connection: connections[0]!, streams: { events: { maxLen: EVENTS_KEPT } } });
  const events = new QueueEvents(QUEUE, { connection: connections[1]! });
  queue.on('error', onError);
  events.on('error', onError);
  await events.waitUntilReady();

  const pending = new Map<string, Pending>();
  const active = new Set<string>();
  /** Jobs settled and merged, by first match, until a checkpoint holds them. */
  const settled = new Map<number, string>();

  const resolveWith = (id: string, value: JobResult): void => {
    const p = take(id);
    if (!p) return;
    const r = decodeResult(value);
    if (r.start !== p.task.start || r.end !== p.task.end) p.reject(new InternalError(`job ${id} returned matches ${r.start}-${r.end}`));
    else p.resolve(r);
  };
  const take = (id: string): Pending | undefined => {
    const p = pending.get(id);
    pending.delete(id);
    active.delete(id);
    if (p?.task.key === key) settled.set(p.task.start, id);
    else if (p) void queue.remove(id).catch(onError);
    return p;
  };
  const add = (task: BatchTask): Promise<Job> => queue.add('batch', { ...jobData(task), start: task.start, end: task.end }, { jobId: jobId(task.key, task.start, task.end), attempts: o.attempts });
  /** Settles a job from its state in Redis; adds it again when Redis has lost it. */
  const check = async (id: string): Promise<void> => {
    const state = await queue.getJobState(id);
    const p = pending.get(id);
    if (!p) return; // settled by an event meanwhile
    if (state === 'unknown') await add(p.task);
    else if (state === 'completed' || state === 'failed') {
      const job = await queue.getJob(id);
      if (!job || !pending.has(id)) return;
      if (state === 'completed') resolveWith(id, job.returnvalue as JobResult);
      else take(id)?.reject(new BatchFailedError(job.attemptsMade, job.failedReason));
    } else if (state === 'active') active.add(id);
  };

  events.on('active', ({ jobId: id }) => {
    if (pending.has(id)) active.add(id);
  });
  events.on('completed', ({ jobId: id, returnvalue }) => resolveWith(id, returnvalue as unknown as JobResult));
  events.on('failed', ({ jobId: id }) => {
    if (pending.has(id)) void check(id).catch(onError);
  });
  const refusals = new Set<string>();
  events.on<QueueEventsListener & { [REFUSED]: (r: Refusal) => void }>(REFUSED, ({ worker, reason }: Refusal) => {
    if (!refusals.has(`${worker}\0${reason}`)) o.note(`worker ${worker} refused this run: ${reason}`);
    refusals.add(`${worker}\0${reason}`);
  });
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    shareModels(connections[0]!, models)
      .then(() => Promise.all([...pending.keys()].map(check)))
      .catch(onError)
      .finally(() => (sweeping = false));
  }, SWEEP_MS);
  sweep.unref();

  // Ctrl-C: the runner stops adding jobs and waits for those in flight, which only workers end;
  // a second Ctrl-C stops waiting, and the jobs stay in Redis for --resume.
  let interrupts = 0;
  const onSigint = (): void => {
    if (++interrupts === 1) {
      const playing = active.size > 0 ? `${active.size} being played` : 'none being played: is a worker running?';
      if (pending.size > 0) o.note(`stopping: waiting for the ${pending.size} batches in flight (${playing}); Ctrl-C again to stop now and leave them in Redis for --resume`);
      return;
    }
    for (const [id, p] of [...pending]) {
      pending.delete(id);
      active.delete(id);
      p.reject(new BatchLeftError());
    }
  };
  process.on('SIGINT', onSigint);

  return {
    capacity: () => Math.max(MIN_IN_FLIGHT, 2 * active.size),
    held: async (done) => {
      const ranges: [number, number][] = [];
      for (const job of await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed'])) {
        const m = job?.id?.startsWith(`${key}.`) ? /\.(\d+)-(\d+)$/.exec(job.id) : null;
        if (!m) continue;
        const range: [number, number] = [Number(m[1]), Number(m[2])];
        // Merged and checkpointed before the coordinator died, not yet removed: remove it now.
        if (overlapsDone(done, range[0], range[1])) await queue.remove(job.id!);
        else ranges.push(range);
      }
      return ranges;
    },
    play: (task) =>
      new Promise<BatchResult>((resolve, reject) => {
        const id = jobId(task.key, task.start, task.end);
        pending.set(id, { task, resolve, reject });
        // An existing job (kept from before a crash) is found, not added again: check its state.
        add(task)
          .then(() => check(id))
          .catch(reject);
      }),
    checkpointed: async (starts) => {
      const ids = starts.map((s) => settled.get(s)!);
      for (const s of starts) settled.delete(s);
      await Promise.all(ids.map((id) => queue.remove(id)));
    },
    close: async () => {
      process.removeListener('SIGINT', onSigint);
      clearInterval(sweep);
      await events.close();
      await queue.close();
      for (const c of connections) c.disconnect();
    },
  };
}
