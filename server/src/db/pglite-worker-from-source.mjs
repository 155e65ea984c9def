/**
 * The database worker's entry when the server runs from source (tsx): a worker thread does not
 * reliably carry the tsx loader its parent was started with (Node 20 never passes it on, and the
 * full API suite saw it missing under load on Node 24), so this file loads the TypeScript worker
 * through tsx's own API. The bundled server starts server/dist/pglite-worker.mjs instead.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
