import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ShowType } from '../lib/app-error';
import { sendError } from './error-handler';

// Build output names carry a content hash (umi `hash: true`), so they can be cached for a year.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

/**
 * Serves the built SPA: precompressed .br/.gz files, immutable caching for hashed assets,
 * never-stale index.html and service worker, and index.html for every client-side route.
 * Unknown /api paths get the JSON 404 every API error has.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const built = fs.existsSync(path.join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { config: { roles: 'public' } }, (_request, reply) => sendIndex(reply));
  } else {
    app.log.warn(`No built SPA in ${staticDir}: serving the API only (npm run build makes it).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = built && request.method === 'GET' && !request.url.startsWith('/api/');
    if (wantsPage) return sendIndex(reply);
    return sendError(reply, 404, {
      success: false,
      errorCode: 'notfound',
      errorMessage: `Not found: ${request.method} ${request.url.split('?')[0]}`,
      showType: ShowType.ERROR_MESSAGE,
    });
  });
}

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
