// `balance-lab worker`: takes batches from the queue and plays them on its own piscina pool.
// A job brings everything but the lab itself: the experiment as plain JSON and its card files,
// which are written into a folder of this process (named by their hashes) and must give the
// card-set hash of run.json. A job from another lab build, whose cards give another hash, or
// that needs plugins this worker does not allow goes back to the queue untouched and the worker
// stops with one line: it must not play a run it would count differently.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { QueueEventsProducer, WaitingError, Worker } from 'bullmq';
import { getGame } from '../../core/registry.js';
import type { ResolvedExperiment } from '../experiment.js';
import { loadPlugins } from '../experiment.js';
import { createPool } from '../pool.js';
import type { BatchResult, BatchTask } from '../worker.js';
import { describeIdentity, labIdentity } from './identity.js';
import type { JobData, JobResult, Refusal } from './jobs.js';
import { encodeResult, parseJob, REFUSED, sha256 } from './jobs.js';
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

/** Serves batches until a signal (exit code 0) or a refused run (exit code 2). */
export async function serveBatches(o: WorkerHostOptions): Promise<number> {
  await checkRedis(o.target);
  const lab = labIdentity();
  const name = `${hostname()}:${process.pid}`;
  const say = (line: string): void => void (o.quiet ? undefined : process.stderr.write(`worker ${name}: ${line}\n`));
  const cacheDir = mkdtempSync(join(tmpdir(), 'balance-lab-worker-'));
  const pool = createPool(o.threads);
  let lastError = '';
  const onError = (err: Error): void => {
    // Said once per kind of error: ioredis reconnects by itself.
    if (err.message !== lastError) say(`Redis: ${err.message} (retrying)`);
    lastError = err.message;
  };
  const connections = [redisClient(o.target, onError), redisClient(o.target, onError)];
  const producer = new QueueEventsProducer(QUEUE, { connection: connections[0]! });
  const experiments = new Map<string, Promise<ResolvedExperiment | string>>();
  let played = 0;

  let exitCode = 0;
  let stopping: Promise<void> | null = null;
  let stopped!: () => void;
  const finished = new Promise<void>((res) => (stopped = res));
  const stop = (code: number, line: string): void => {
    if (stopping) return;
    exitCode = code;
    if (code === 0) say(line);
    else process.stderr.write(`balance-lab: worker ${name}: ${line}\n`);
    stopping = (async () => {
      await worker.close();
      await Promise.all([pool.destroy(), producer.close()]);
      for (const c of connections) c.disconnect();
      rmSync(cacheDir, { recursive: true, force: true });
    })().then(stopped);
  };

  const refuse = async (job: Job, token: string | undefined, reason: string): Promise<never> => {
    await job.moveToWait(token);
    await producer.publishEvent<{ eventName: string } & Refusal>({ eventName: REFUSED, worker: name, reason });
    stop(2, `refused job ${job.id}: ${reason}`);
    throw new WaitingError();
  };

  /** The job's experiment with its card files written here, or why this worker cannot play it. */
  const localExperiment = async (data: JobData): Promise<ResolvedExperiment | string> => {
    const { exp } = data;
    if (exp.plugins.length > 0) {
      if (!o.allowPlugins) return `the run loads plugins (${exp.plugins.join(', ')}); start the worker with --allow-plugins to load them from this machine's disk`;
      if (data.plugins.map((p) => p.path).join('\0') !== exp.plugins.join('\0')) return 'its plugin list does not match its experiment';
      for (const p of data.plugins) {
        if (!existsSync(p.path)) return `plugin ${p.path} is not on this machine`;
        if (sha256(readFileSync(p.path)) !== p.sha256) return `plugin ${p.path} differs from the coordinator's`;
      }
      await loadPlugins(exp.plugins);
    }
    if (data.cards.length !== exp.cardFiles.length) return `it names ${exp.cardFiles.length} card files and brings ${data.cards.length}`;
    const files: string[] = [];
    for (const c of data.cards) {
      if (sha256(c.text) !== c.sha256) return `card file ${c.name} does not match its hash`;
      const dir = join(cacheDir, c.sha256);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, c.name), c.text);
      files.push(join(dir, c.name));
    }
    try {
      const game = getGame(exp.game);
      const cards = files.length > 0 ? game.loadCards(files) : game.defaultCardSet();
      if (cards.hash !== exp.cardHash) return `its card files give card-set hash ${cards.hash} here, run.json says ${exp.cardHash}`;
    } catch (err) {
      return `its cards do not load here: ${err instanceof Error ? err.message : String(err)}`;
    }
    say(`playing ${exp.name} (${exp.game}, ${exp.matches} matches, key ${data.key})`);
    return { ...exp, cardFiles: files };
  };

  const worker = new Worker(
    QUEUE,
    async (job: Job, token?: string): Promise<JobResult> => {
      const data = parseJob(job.data);
      if (!data) return refuse(job, token, 'it is not a balance-lab batch');
      if (data.lab.version !== lab.version || data.lab.build !== lab.build) {
        return refuse(job, token, `it comes from ${describeIdentity(data.lab)} and this worker is ${describeIdentity(lab)}: run the same lab on every machine`);
      }
      let prepared = experiments.get(data.key);
      if (!prepared) experiments.set(data.key, (prepared = localExperiment(data)));
      const exp = await prepared;
      if (typeof exp === 'string') return refuse(job, token, exp);
      const task: BatchTask = { key: data.key, exp, start: data.start, end: data.end, recordsDir: null, returnRecords: exp.records };
      const result = (await pool.run(task)) as BatchResult;
      played += data.end - data.start;
      return encodeResult(result);
    },
    { connection: connections[1]!, concurrency: 2 * o.threads, lockDuration: o.lockMs, stalledInterval: o.lockMs, maxStalledCount: MAX_STALLS, name },
  );
  worker.on('error', onError);
  worker.on('failed', (job, err) => {
    if (job && !(err instanceof WaitingError)) say(`batch ${job.data.start}-${job.data.end - 1} failed (attempt ${job.attemptsMade}): ${err.message}`);
  });
  await worker.waitUntilReady();
  say(`${o.threads} thread${o.threads === 1 ? '' : 's'}, ${describeIdentity(lab)}, waiting for batches at ${redactedUrl(o.target.url)}`);

  const onSignal = (): void => {
    if (stopping) process.exit(130); // a second Ctrl-C: do not wait for the batches in hand
    stop(0, 'stopping after the batches in hand');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await finished;
  process.removeListener('SIGINT', onSignal);
  process.removeListener('SIGTERM', onSignal);
  say(`played ${played} matches`);
  return exitCode;
}
