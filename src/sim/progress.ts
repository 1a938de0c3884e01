// Progress on stderr: a bar with matches/s and ETA in a terminal, plain lines otherwise
// (cli-progress with noTTYOutput), nothing when quiet.

import cliProgress from 'cli-progress';

/**
 * The ETA uses the rate over this many recent updates, and waits until the run is warm (3 s
 * after the first result and 5% of its matches): workers start up and the first batches are
 * tiny, so an early rate is far below the run's (a 40 s run showed "ETA 1h20m" at first).
 */
const ETA_WINDOW = 20;
const WARM_MS = 3000;
const WARM_SHARE = 0.05;

function clock(seconds: number): string {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${Math.round(seconds % 60)}s` : `${Math.round(seconds)}s`;
}

export interface Progress {
  update(done: number, rate: number): void;
  stop(): void;
}

export function createProgress(total: number, alreadyDone: number, quiet: boolean): Progress {
  if (quiet) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: '{bar} {percentage}% | {value}/{total} matches | {rate} matches/s | ETA {eta_text}',
      noTTYOutput: true,
      notTTYSchedule: 5000,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, alreadyDone, { rate: '-', eta_text: '-' });
  const recent: [number, number][] = [];
  let first: [number, number] | null = null;
  return {
    update(done, rate) {
      const now = performance.now();
      first ??= [now, done];
      recent.push([now, done]);
      if (recent.length > ETA_WINDOW) recent.shift();
      const [t0, d0] = recent[0]!;
      const warm = now - first[0] >= WARM_MS && done - first[1] >= WARM_SHARE * (total - alreadyDone);
      const perMs = now > t0 ? (done - d0) / (now - t0) : 0;
      bar.update(done, {
        rate: rate >= 100 ? Math.round(rate).toLocaleString('en-US') : rate.toFixed(1),
        eta_text: warm && perMs > 0 ? clock((total - done) / perMs / 1000) : '-',
      });
    },
    stop() {
      bar.stop();
    },
  };
}
