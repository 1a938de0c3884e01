// The command that continues a stopped run, printed when it is interrupted or the disk fills.

import { redactedUrl } from '../sim/distributed/redis.js';
import { COMMAND, shellWord } from './command.js';
import type { RunFlags } from './run-flags.js';

/**
 * The command that continues a stopped run: `again` (the experiment and its overrides), the
 * shard and the backend with its Redis server, `--resume` and the folder. A password in the
 * Redis URL is not printed: the user puts it back (or sets BALANCE_LAB_REDIS).
 */
export function continueCommand(again: string, flags: RunFlags, runDir: string): string {
  const words = [again];
  if (flags.shard) words.push(`--shard ${flags.shard.index}/${flags.shard.count}`);
  let note = '';
  if (flags.backend === 'bullmq') {
    words.push('--backend bullmq');
    if (flags.redis !== undefined) {
      const shown = redactedUrl(flags.redis);
      words.push(`--redis ${shellWord(shown)}`);
      if (shown !== flags.redis) note = ' (with the secrets of the Redis URL in place of ***, or without --redis and the URL in BALANCE_LAB_REDIS)';
    }
    for (const [flag, value] of [['--redis-ca', flags.redisCa], ['--redis-cert', flags.redisCert], ['--redis-key', flags.redisKey], ['--attempts', flags.attempts]] as const) {
      if (value !== undefined) words.push(`${flag} ${shellWord(String(value))}`);
    }
  }
  words.push('--resume', `--out ${shellWord(runDir)}`);
  return `${COMMAND} ${words.join(' ')}${note}`;
}
