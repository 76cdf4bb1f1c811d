// The worker's entry from source (tests, `npm run dev`): Node 20 does not hand the parent's
// TypeScript loader to a worker thread, so tsx is registered here first (as db/pglite-worker-boot.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./page-drawer-worker.ts');
