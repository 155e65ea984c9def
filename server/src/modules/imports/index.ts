/** The module's front door: what its routes and other modules use besides its `*.service.ts` files. */

export { deleteAbandonedUploads, failInterruptedImports } from './import-cleanup';
export { importCleanupJob } from './import-cleanup.job';
export { fileTooLarge, MAX_IMPORT_BYTES } from './import-file';
export { guessMapping } from './import-mapping';
export { importKinds } from './imports.service';
