/**
 * A lazily loaded script or style failed to arrive (a deploy replaced it, or the network dropped).
 * webpack raises `ChunkLoadError`; mini-css-extract sets `code = 'CSS_CHUNK_LOAD_FAILED'`.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w.-]+ failed/i.test(message);
}
