import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { recordAuditEvent } from '../audit-log';
import { importKinds } from '../imports';
import { exportArchive } from './exports.service';

const tags = ['exports'];

/** Import → Export (administrators): the whole centre as one .zip, streamed. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/archive',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'downloadExportArchive',
        summary:
          'The whole centre as one .zip: a CSV per import kind (the import’s columns), the ledger, lessons with attendance and charges, pay records, invoices, the audit log and a manifest',
        tags,
        response: {
          200: {
            description: 'The archive, as an attachment named centre-export-<date>.zip',
            content: { 'application/zip': { schema: z.string().meta({ description: 'A .zip archive' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const actor = currentUserOf(request);
      // Recorded before the first byte: who took the centre's data out, even if the download is broken off.
      await app.db.transaction((tx) =>
        recordAuditEvent(tx, {
          action: 'export.archive',
          recordType: 'export',
          summary: `Export archive downloaded by ${actor.login}`,
          actorId: actor.id,
        }),
      );
      const day = new Date().toISOString().slice(0, 10);
      const archive = exportArchive(app.db, importKinds(), actor.login, (error) =>
        request.log.error({ err: error }, 'export archive failed while streaming'),
      );
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="centre-export-${day}.zip"`)
          .header('cache-control', 'no-store')
          // A stream, not the string the document's schema describes the body as.
          .send(archive as unknown as string)
      );
    },
  );
};
