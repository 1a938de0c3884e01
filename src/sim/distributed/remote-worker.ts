// `balance-lab worker`: takes batches from the queue and plays them on its own piscina pool.
// A job brings everything but the lab itself, and the worker trusts none of it (docs/
// distributed.md, "What a worker accepts"):
// - a job that is not a batch of this lab, or whose key, range, card files or models disagree
//   with the experiment it carries, is failed with one line and the worker goes on: put back, it
//   would stop every worker that took it in turn;
// - a job this worker cannot play though another could (another lab build, plugins it does not
//   allow or does not hold) goes back to the queue untouched and the worker stops with one line:
//   it must not play a run it would count differently;
// - card files and models are written only into a folder of this process, named by their
//   hashes, and every agent plays a model that came with the job, never a path of this machine.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { QueueEventsProducer, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ModelFiles } from '../../../agents/neural/model-folder.js';
import { MODEL_FILES, modelHash, modelOf } from '../../../agents/neural/model-folder.js';
import { getGame } from '../../core/registry.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import { loadPlugins } from '../experiment.js';
import { patchedCards } from '../../experiment/patch.js';
import { createPool } from '../pool.js';
import type { BatchResult, BatchTask } from '../worker.js';
import { describeIdentity, labIdentity } from './identity.js';
import type { JobData, JobResult, Refusal } from './jobs.js';
import { encodeResult, jobProblem, modelKey, parseJob, payloadDigest, REFUSED, sha256 } from './jobs.js';
import type { RedisTarget } from './redis.js';
import { checkRedis, redisClient } from './connection.js';
import { QUEUE, redactedUrl } from './redis.js';

export interface WorkerHostOptions {
  readonly target: RedisTarget;
  readonly threads: number;
  /** Load the plugins a run names from this machine's disk (when their hashes match). */
  readonly allowPlugins: boolean;
  /** How long a batch stays locked without news from this worker before another may take it. */
  readonly lockMs: number;
  readonly quiet: boolean;
}

/** Times a batch may lose its worker (lock expired) before BullMQ fails it. */
const MAX_STALLS = 2;
/** How long a stopping worker waits for Redis (to put back the batches in hand) before it stops without it. */
const CLOSE_MS = 5000;
/** Experiments kept prepared (card files written, models fetched): the runs a worker serves at once. */
const PREPARED_KEPT = 8;

/** Why a job is not played. `elsewhere`: another worker may play it, so it goes back to the queue; else it is failed. */
class JobRefused extends Error {
  constructor(
    message: string,
    readonly elsewhere: boolean,
  ) {
    super(message);
  }
}

/** Resolves true when `p` settles within `ms`, false when the time runs out first. */
function within(ms: number, p: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    p.then(
      () => (clearTimeout(timer), resolve(true)),
      () => (clearTimeout(timer), resolve(true)),
    );
  });
}

/** Serves batches until a signal (exit code 0) or a run it must not play (exit code 2). */
export async function serveBatches(o: WorkerHostOptions): Promise<number> {
  await checkRedis(o.target);
  const lab = labIdentity();
  const name = `${hostname()}:${process.pid}`;
  const say = (line: string): void => void (o.quiet ? undefined : process.stderr.write(`worker ${name}: ${line}\n`));
  const cacheDir = mkdtempSync(join(tmpdir(), 'balance-lab-worker-'));
  // Removed however the process ends but SIGKILL (a second Ctrl-C exits at once).
  const removeCache = (): void => rmSync(cacheDir, { recursive: true, force: true });
  process.once('exit', removeCache);
  const pool = createPool(o.threads);
  /** Set when the worker stops: the batches in hand end between two matches and go back to the queue. */
  const halt = new Int32Array(new SharedArrayBuffer(4));
  let lastError = '';
  const onError = (err: Error): void => {
    // Said once per kind of error: ioredis reconnects by itself.
    if (err.message !== lastError) say(`Redis: ${err.message} (retrying)`);
    lastError = err.message;
  };
  const connections = [redisClient(o.target, onError), redisClient(o.target, onError)];
  const producer = new QueueEventsProducer(QUEUE, { connection: connections[0]! });
  producer.on('error', onError);
  const prepared = new Map<string, Promise<ResolvedExperiment>>();
  let played = 0;

  let exitCode = 0;
  let stopping: Promise<void> | null = null;
  let stopped!: () => void;
  const finished = new Promise<void>((res) => (stopped = res));
  const stop = (code: number, line: string): void => {
    if (stopping) return;
    exitCode = code;
    Atomics.store(halt, 0, 1);
    if (code === 0) say(line);
    else process.stderr.write(`balance-lab: worker ${name}: ${line}\n`);
    stopping = (async () => {
      // Closing waits for Redis, which may be gone: a stopping worker stops without it.
      const closed = await within(CLOSE_MS, worker.close());
      if (!closed) say('Redis does not answer: stopping without it (the batches in hand go to another worker once their lock expires)');
      await Promise.all([pool.destroy(), within(CLOSE_MS, producer.close())]);
      for (const c of connections) c.disconnect();
      removeCache();
      // BullMQ's own connections may still be trying to reach Redis: they must not keep the process alive.
      if (!closed) setTimeout(() => process.exit(exitCode), 1000).unref();
    })().then(stopped);
  };

  /** Back to the queue, untouched: another worker plays it. */
  const putBack = async (job: Job, token: string | undefined): Promise<never> => {
    await job.moveToWait(token);
    throw new WaitingError();
  };
  const refuse = async (job: Job, token: string | undefined, reason: string): Promise<never> => {
    await job.moveToWait(token);
    await producer.publishEvent<{ eventName: string } & Refusal>({ eventName: REFUSED, worker: name, reason });
    stop(2, `refused job ${job.id}: ${reason}`);
    throw new WaitingError();
  };
  /** Failed for good, with one line: no worker would play it (its coordinator, if any, records the batch as failed). */
  const reject = (job: Job, reason: string): never => {
    process.stderr.write(`worker ${name}: failed job ${job.id}: ${reason}\n`);
    throw new UnrecoverableError(reason);
  };

  /** A model's folder here, fetched from Redis once and checked against its hash. */
  const fetchModel = async (client: Redis, sha: string): Promise<string> => {
    const dir = join(cacheDir, 'models', sha);
    if (existsSync(dir)) return dir;
    const stored = await client.hgetallBuffer(modelKey(sha));
    const [json, weights] = MODEL_FILES.map((f) => stored[f]);
    // Put there by the coordinator while it runs: gone only if it stopped a day ago, or Redis lost it.
    if (!json || !weights) throw new Error(`model ${sha} is not in Redis (its coordinator puts it there while the run goes on)`);
    const files: ModelFiles = { 'model.json': json, 'weights.bin': weights };
    if (modelHash(files) !== sha) throw new JobRefused(`the model in Redis under ${sha} does not match that hash`, false);
    const tmp = `${dir}.tmp-${process.pid}`;
    mkdirSync(tmp, { recursive: true });
    for (const f of MODEL_FILES) writeFileSync(join(tmp, f), files[f]);
    renameSync(tmp, dir);
    return dir;
  };

  /** The job's experiment with its card files and models here, or a JobRefused saying why not. */
  const localExperiment = async (data: JobData): Promise<ResolvedExperiment> => {
    const { exp } = data;
    if (exp.plugins.length > 0) {
      if (!o.allowPlugins) throw new JobRefused(`the run loads plugins (${exp.plugins.join(', ')}); start the worker with --allow-plugins to load them from this machine's disk`, true);
      if (data.plugins.map((p) => p.path).join('\0') !== exp.plugins.join('\0')) throw new JobRefused('its plugin list does not match its experiment', false);
      for (const p of data.plugins) {
        if (!existsSync(p.path)) throw new JobRefused(`plugin ${p.path} is not on this machine`, true);
        if (sha256(readFileSync(p.path)) !== p.sha256) throw new JobRefused(`plugin ${p.path} differs from the coordinator's`, true);
      }
      await loadPlugins(exp.plugins);
    }
    if (data.cards.length !== exp.cardFiles.length) throw new JobRefused(`it names ${exp.cardFiles.length} card files and brings ${data.cards.length}`, false);
    const files: string[] = [];
    for (const c of data.cards) {
      if (sha256(c.text) !== c.sha256) throw new JobRefused(`card file ${c.name} does not match its hash`, false);
      const dir = join(cacheDir, 'cards', c.sha256);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, c.name), c.text);
      files.push(join(dir, c.name));
    }
    let cardHash: string;
    try {
      cardHash = patchedCards(getGame(exp.game), files, exp.patch).hash;
    } catch (err) {
      throw new JobRefused(`its cards do not load here: ${err instanceof Error ? err.message : String(err)}`, false);
    }
    if (cardHash !== exp.cardHash) throw new JobRefused(`its card files give card-set hash ${cardHash} here, the experiment says ${exp.cardHash}`, false);
    const dirs = new Map<string, string>();
    for (const m of exp.models) dirs.set(m.path, await fetchModel(connections[0]!, m.sha256));
    const agents = exp.agents.map((a) => {
      const path = modelOf(a.spec);
      if (path === null) return a;
      const dir = dirs.get(path);
      if (dir === undefined) throw new JobRefused(`agent ${a.label} plays the model at ${path}, which does not come with the job`, false);
      return { ...a, spec: { ...a.spec, model: dir } };
    });
    say(`playing ${exp.name} (${exp.game}, ${exp.matches} matches, key ${data.key})`);
    return { ...exp, cardFiles: files, agents, models: exp.models.map((m) => ({ path: dirs.get(m.path)!, sha256: m.sha256 })) };
  };

  /** Prepared once per distinct job payload (not per key: a job is checked, never trusted for what its key stands for). */
  const experimentOf = (digest: string, data: JobData): Promise<ResolvedExperiment> => {
    let p = prepared.get(digest);
    if (!p) {
      if (prepared.size >= PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
      prepared.set(digest, (p = localExperiment(data)));
      // A refusal is found again cheaply, and a model missing from Redis may be there on the next attempt.
      p.catch(() => prepared.delete(digest));
    }
    return p;
  };

  const worker = new Worker(
    QUEUE,
    async (job: Job, token?: string): Promise<JobResult> => {
      const data = parseJob(job.data);
      if (!data) return reject(job, 'it is not a balance-lab batch');
      if (data.lab.version !== lab.version || data.lab.build !== lab.build) {
        return refuse(job, token, `it comes from ${describeIdentity(data.lab)} and this worker is ${describeIdentity(lab)}: run the same lab on every machine`);
      }
      const problem = jobProblem(data);
      if (problem) return reject(job, problem);
      const digest = payloadDigest(data);
      let exp: ResolvedExperiment;
      try {
        exp = await experimentOf(digest, data);
      } catch (err) {
        if (!(err instanceof JobRefused)) throw err; // this attempt fails; BullMQ tries again
        return err.elsewhere ? refuse(job, token, err.message) : reject(job, err.message);
      }
      const task: BatchTask = { key: digest, exp, start: data.start, end: data.end, recordsDir: null, returnRecords: exp.records, stop: halt };
      const result = (await pool.run(task)) as BatchResult;
      if (result.end !== data.end) return putBack(job, token); // stopped between two matches
      played += data.end - data.start;
      return encodeResult(result);
    },
    { connection: connections[1]!, concurrency: 2 * o.threads, lockDuration: o.lockMs, stalledInterval: o.lockMs, maxStalledCount: MAX_STALLS, name },
  );
  worker.on('error', onError);
  worker.on('failed', (job, err) => {
    if (job && !(err instanceof WaitingError) && !(err instanceof UnrecoverableError)) say(`job ${job.id} failed (attempt ${job.attemptsMade}): ${err.message}`);
  });
  await worker.waitUntilReady();
  const onSignal = (): void => {
    if (stopping) process.exit(130); // a second Ctrl-C: do not wait for the batches in hand
    stop(0, 'stopping: the batches in hand end after their current match and go back to the queue');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Said once a signal stops it well: whoever waits for this line may stop the worker at once.
  say(`${o.threads} thread${o.threads === 1 ? '' : 's'}, ${describeIdentity(lab)}, waiting for batches at ${redactedUrl(o.target.url)}`);
  await finished;
  process.removeListener('SIGINT', onSignal);
  process.removeListener('SIGTERM', onSignal);
  process.removeListener('exit', removeCache);
  say(`played ${played} matches`);
  return exitCode;
}
