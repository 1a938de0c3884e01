// Connections to the Redis server of a distributed run: one round trip that checks it before
// anything is played, and the ioredis clients BullMQ is given (it cannot load ioredis itself
// from an ES module).

import { Redis } from 'ioredis';
import { InputError } from '../../core/errors.js';
import type { RedisTarget } from './redis.js';
import { redactedUrl } from './redis.js';

/**
 * A client for BullMQ: commands wait while the server is away (a restart) instead of failing,
 * which a worker's blocking connection requires anyway.
 */
export function redisClient(t: RedisTarget, onError: (err: Error) => void): Redis {
  const client = new Redis(t.url, { maxRetriesPerRequest: null, ...(t.tls ? { tls: t.tls } : {}) });
  client.on('error', onError);
  return client;
}

/** One PING with no retries: an unreachable server, a wrong password or a TLS mismatch is bad input. */
export async function checkRedis(t: RedisTarget): Promise<void> {
  const client = new Redis(t.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000, enableOfflineQueue: false, ...(t.tls ? { tls: t.tls } : {}) });
  let cause: unknown = null; // connect() rejects with "Connection is closed": the cause came as an event
  client.on('error', (err) => (cause ??= err));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    const e = (cause ?? err) as NodeJS.ErrnoException;
    throw new InputError(`cannot reach Redis at ${redactedUrl(t.url)}: ${e.code ?? e.message}`, { field: '--redis' }, 'check the host, port, password and TLS options, and that redis-server is running');
  } finally {
    client.disconnect();
  }
}
