/**
 * The busy-time parse worker's entry when the server runs from source (tsx, the tests): a worker
 * thread does not reliably carry its parent's tsx loader (see db/pglite-worker-from-source.mjs), so
 * this loads the TypeScript worker through tsx's own API. The bundled server starts
 * server/dist/busy-parse-worker.mjs instead.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./busy-parse-worker.ts', import.meta.url);
