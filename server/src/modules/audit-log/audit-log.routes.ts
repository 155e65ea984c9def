import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse } from '../../lib/responses';
import { ADMIN_ONLY } from '../../lib/roles';
import { auditEntry, auditListQuery, auditPeopleList, auditPeopleQuery } from './audit-log.schemas';
import { listAuditLog, listAuditPeople } from './audit-log.service';

/** The Audit Log screen (administrators): read-only, so the trail has no route that changes it. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'listAuditLog',
        summary:
          'The audit trail: who changed money, attendance, accounts and roles, the price plan and settings, and when',
        tags: ['audit-log'],
        querystring: auditListQuery,
        response: { 200: listResponse(auditEntry) },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );

  app.get(
    '/audit-log/people',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'listAuditPeople',
        summary:
          "The Audit Log's Person filter: every account that can have made a change (any role, deleted ones too), by name",
        tags: ['audit-log'],
        querystring: auditPeopleQuery,
        response: { 200: auditPeopleList },
      },
    },
    async (request) => listAuditPeople(app.db, request.query),
  );
};
