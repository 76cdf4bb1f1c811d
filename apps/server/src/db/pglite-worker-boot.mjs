// The worker's entry. Node 20 does not apply the parent's TypeScript loader (tsx under `npm
// start`, Vitest's runner in tests) to a worker thread, nor one given by `--import` in its
// execArgv: tsx is registered here, in the worker itself, before the TypeScript entry loads.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
