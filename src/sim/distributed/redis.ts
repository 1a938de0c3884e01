// The Redis server a distributed run goes through, as the command line names it: its URL
// (password and database included, `rediss://` for TLS) and TLS files. connection.ts connects;
// this module stays free of ioredis, so commands that do not use Redis do not load it.

import { readFileSync } from 'node:fs';
import { InputError } from '../../core/errors.js';

export interface RedisTarget {
  readonly url: string;
  /** TLS options passed to ioredis (`rediss://` alone uses the system's certificate authorities). */
  readonly tls?: { ca?: Buffer; cert?: Buffer; key?: Buffer };
}

export interface RedisFlags {
  redis?: string;
  redisCa?: string;
  redisCert?: string;
  redisKey?: string;
}

/** The queue every coordinator and worker of this lab uses. */
export const QUEUE = 'balance-lab';

/** The target named by the command-line flags (or BALANCE_LAB_REDIS); bad input exits 2. */
export function redisTarget(flags: RedisFlags): RedisTarget {
  const url = flags.redis ?? process.env['BALANCE_LAB_REDIS'];
  if (url === undefined) throw new InputError('no Redis server given', { field: '--redis' }, 'pass --redis redis://host:6379 or set BALANCE_LAB_REDIS');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InputError(`not a URL: '${redactedUrl(url)}'`, { field: '--redis' }, 'e.g. redis://host:6379, redis://:password@host:6379/0 or rediss://host:6380 for TLS (a password with / ? # @ or : is percent-encoded)');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') throw new InputError(`expected a redis:// or rediss:// URL, got '${redactedUrl(url)}'`, { field: '--redis' });
  if (parsed.hostname === '') throw new InputError(`no host in '${redactedUrl(url)}'`, { field: '--redis' });
  if (!/^\/?\d*$/.test(parsed.pathname)) throw new InputError(`the path of '${redactedUrl(url)}' must be a database number`, { field: '--redis' });
  const files = { ca: flags.redisCa, cert: flags.redisCert, key: flags.redisKey };
  const given = Object.entries(files).filter((e): e is [string, string] => e[1] !== undefined);
  if (given.length === 0) return { url };
  if (parsed.protocol !== 'rediss:') throw new InputError('TLS files need a rediss:// URL', { field: `--redis-${given[0]![0]}` });
  const tls = Object.fromEntries(
    given.map(([k, file]) => {
      try {
        return [k, readFileSync(file)];
      } catch (err) {
        throw new InputError(`cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`, { field: `--redis-${k}` });
      }
    }),
  );
  return { url, tls };
}

/**
 * The URL without its secrets, for messages and run.json: the password as `***`, and the value
 * of every query parameter too (ioredis takes any option there, `?password=` included). A URL
 * that does not parse loses everything between `//` and its last `@`, and its whole query.
 */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    for (const k of new Set(u.searchParams.keys())) u.searchParams.set(k, '***');
    return u.toString();
  } catch {
    const at = url.lastIndexOf('@');
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(url)?.[0] ?? '';
    const hidden = at >= 0 ? `${scheme}***${url.slice(at)}` : url;
    const q = hidden.search(/[?#]/);
    return q >= 0 ? `${hidden.slice(0, q)}?***` : hidden;
  }
}
