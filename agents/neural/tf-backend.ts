// The tfjs backend for training, chosen once per process: `tensorflow` (tfjs-node, native) where
// its optional install succeeded, else `wasm`, else the pure-JavaScript `cpu`. tfjs-node is an
// optional dependency because its native download cannot be reached everywhere; installation
// must succeed without it. Inference never needs tfjs (network.ts).

import type * as TfModule from '@tensorflow/tfjs';

export type Tf = typeof TfModule;

export interface TfChoice {
  readonly tf: Tf;
  readonly backend: 'tensorflow' | 'wasm' | 'cpu';
}

let chosen: Promise<TfChoice> | undefined;

/** The backend in use, chosen at the first call (later calls get the same). */
export function tfBackend(): Promise<TfChoice> {
  chosen ??= choose();
  return chosen;
}

async function choose(): Promise<TfChoice> {
  try {
    // A string the compiler does not resolve: the package is optional and may be absent.
    const nodeName = '@tensorflow/tfjs-node';
    const tf = (await import(nodeName)) as Tf;
    await tf.ready();
    return { tf, backend: 'tensorflow' };
  } catch {
    // Not installed (or its native library failed to load): fall through.
  }
  const tf = await import('@tensorflow/tfjs');
  try {
    await import('@tensorflow/tfjs-backend-wasm');
    if (await tf.setBackend('wasm')) {
      await tf.ready();
      return { tf, backend: 'wasm' };
    }
  } catch {
    // The wasm binary could not be loaded: the cpu backend always works.
  }
  await tf.setBackend('cpu');
  await tf.ready();
  return { tf, backend: 'cpu' };
}
