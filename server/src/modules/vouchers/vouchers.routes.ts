import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CENTRE_STAFF } from '../../lib/roles';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-sheet';
import { currentUserOf } from '../../plugins/auth';
import { exportVoucherPurchases, MAX_EXPORT_ROWS } from './index';
import { ledgerRoutes } from './ledger.routes';
import {
  createVoucherPurchaseBody,
  voucherPurchase,
  voucherPurchaseExportQuery,
  voucherPurchaseList,
  voucherPurchaseListQuery,
} from './vouchers.schemas';
import { createVoucherPurchase, listVoucherPurchases } from './vouchers.service';

const tags = ['vouchers'];

export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/voucher-purchases',
    {
      config,
      schema: {
        operationId: 'listVoucherPurchases',
        summary: 'Voucher purchases, newest first, paged and filtered by date range, student, type or keyword',
        tags,
        querystring: voucherPurchaseListQuery,
        response: { 200: voucherPurchaseList },
      },
    },
    async (request) => listVoucherPurchases(app.db, request.query),
  );

  app.get(
    '/voucher-purchases/export',
    {
      config,
      schema: {
        operationId: 'exportVoucherPurchases',
        summary: `The filtered voucher purchases as an .xlsx spreadsheet in the list's order (at most ${MAX_EXPORT_ROWS} rows)`,
        tags,
        querystring: voucherPurchaseExportQuery,
        response: {
          200: {
            description: 'The spreadsheet, as an attachment named voucher-purchases_<from>_<to>.xlsx',
            content: {
              [XLSX_CONTENT_TYPE]: {
                schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'An .xlsx workbook' }),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await exportVoucherPurchases(app.db, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );

  app.post(
    '/voucher-purchases',
    {
      config,
      schema: {
        operationId: 'createVoucherPurchase',
        summary: "Record a voucher purchase (and its gift): posts them to the student's ledger",
        tags,
        body: createVoucherPurchaseBody,
        response: { 201: voucherPurchase },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVoucherPurchase(app.db, currentUserOf(request), request.body)),
  );

  await app.register(ledgerRoutes);
};
