import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { accountList, accountsInput, journal, journalExportQuery, journalQuery } from './accounting.schemas';
import { exportJournal, getJournal, listAccounts, updateAccounts } from './accounting.service';

const tags = ['accounting'];

/** The books are the administrators' (issue 36): operators run the centre, not its accounts. */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };

  app.get(
    '/accounting/accounts',
    {
      config,
      schema: {
        operationId: 'listAccountingAccounts',
        summary: 'The accounts the journals post to, with the centre’s codes and names',
        tags,
        response: { 200: accountList },
      },
    },
    async () => listAccounts(app.db),
  );

  app.put(
    '/accounting/accounts',
    {
      config,
      schema: {
        operationId: 'updateAccountingAccounts',
        summary: 'Give accounts the centre’s own codes and names',
        tags,
        body: accountsInput,
        response: { 200: accountList },
      },
    },
    async (request) => updateAccounts(app.db, currentUserOf(request), request.body),
  );

  app.get(
    '/accounting/journal',
    {
      config,
      schema: {
        operationId: 'getAccountingJournal',
        summary: 'The journal of a date range (one balanced entry per day per kind) and its reconciliation',
        tags,
        querystring: journalQuery,
        response: { 200: journal },
      },
    },
    async (request) => getJournal(app.db, request.query),
  );

  app.get(
    '/accounting/journal/export',
    {
      config,
      schema: {
        operationId: 'exportAccountingJournal',
        summary: 'The journal as a file for Xero, QuickBooks Online or QuickBooks Desktop (IIF)',
        tags,
        querystring: journalExportQuery,
        response: {
          200: {
            description: 'The file, as an attachment named journal_<from>_<to>_<currency>_<format>',
            content: {
              'text/csv': { schema: z.string().meta({ description: 'CSV in the importer’s column layout' }) },
              'application/octet-stream': { schema: z.string().meta({ description: 'IIF (tab-separated)' }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { text, type, filename } = await exportJournal(app.db, request.query);
      return reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).send(text);
    },
  );
};
