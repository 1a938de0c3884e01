// Progress on stderr: a bar with matches/s and ETA in a terminal, plain lines otherwise
// (cli-progress with noTTYOutput), nothing when quiet.

import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, rate: number): void;
  stop(): void;
}

export function createProgress(total: number, alreadyDone: number, quiet: boolean): Progress {
  if (quiet) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: '{bar} {percentage}% | {value}/{total} matches | {rate} matches/s | ETA {eta_formatted}',
      noTTYOutput: true,
      notTTYSchedule: 5000,
      etaBuffer: 50,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, alreadyDone, { rate: '-' });
  return {
    update(done, rate) {
      bar.update(done, { rate: rate >= 100 ? Math.round(rate).toLocaleString('en-US') : rate.toFixed(1) });
    },
    stop() {
      bar.stop();
    },
  };
}
