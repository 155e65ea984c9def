import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/responses';
import { FAMILY_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreSettings } from '../centre-settings';
import { portalPurchaseList, portalStatement, statementQuery } from './portal.schemas';
import { familyPurchases, familyReceipt, familyStatement } from './portal-balance.service';
import { renderReceiptPdf, renderStatementPdf } from './portal-pdfs.service';
import { pdfResponse, sendPdf, portalTags as tags } from './portal-replies.schemas';

/**
 * The family portal's balance: a linked student's statement (also as a PDF), purchases and receipts.
 * As everywhere in the portal, a student or receipt not reached through the caller's links answers 404.
 */
export const portalBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: FAMILY_ONLY };
  const me = (request: Parameters<typeof currentUserOf>[0]) => currentUserOf(request).id;

  app.get(
    '/portal/students/:id/statement',
    {
      config,
      schema: {
        operationId: 'getPortalStatement',
        summary: 'A linked student’s balance statement (ledger with running balance) for a date range',
        tags,
        params: idParams,
        querystring: statementQuery,
        response: { 200: portalStatement },
      },
    },
    async (request) => familyStatement(app.db, me(request), request.params.id, request.query),
  );

  app.get(
    '/portal/students/:id/statement/pdf',
    {
      config,
      schema: {
        operationId: 'downloadPortalStatementPdf',
        summary: 'A linked student’s balance statement as a PDF',
        tags,
        params: idParams,
        querystring: statementQuery,
        response: pdfResponse('The statement PDF'),
      },
    },
    async (request, reply) => {
      const statement = await familyStatement(app.db, me(request), request.params.id, request.query);
      const settings = await getCentreSettings(app.db);
      const pdf = await renderStatementPdf(statement, settings.centreName, settings);
      return sendPdf(reply, `statement_${statement.studentNumber}.pdf`.replace(/[^A-Za-z0-9_.-]/g, '-'), pdf);
    },
  );

  app.get(
    '/portal/students/:id/purchases',
    {
      config,
      schema: {
        operationId: 'listPortalPurchases',
        summary: 'A linked student’s voucher purchases (receipts), newest first',
        tags,
        params: idParams,
        response: { 200: portalPurchaseList },
      },
    },
    async (request) => ({
      success: true as const,
      data: await familyPurchases(app.db, me(request), request.params.id),
    }),
  );

  app.get(
    '/portal/receipts/:id/pdf',
    {
      config,
      schema: {
        operationId: 'downloadPortalReceiptPdf',
        summary: 'A purchase’s receipt as a PDF (a linked student’s purchase only)',
        tags,
        params: idParams,
        response: pdfResponse('The receipt PDF'),
      },
    },
    async (request, reply) => {
      const receipt = await familyReceipt(app.db, me(request), request.params.id);
      const settings = await getCentreSettings(app.db);
      return sendPdf(
        reply,
        `receipt_${receipt.id}.pdf`,
        await renderReceiptPdf(receipt, settings.centreName, settings),
      );
    },
  );
};
