import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listResponse } from '../../lib/responses';
import { ADMIN_AND_SYSTEM, SYSTEM_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getCentreSettings } from '../centre-settings';
import { invoice, invoiceDetail, invoiceListQuery, manualInvoiceBody, payBody, payResult } from './billing.schemas';
import {
  chargeInvoice,
  getBillingInvoice,
  getIssuer,
  invoiceFilename,
  listBillingInvoices,
  renderInvoicePdf,
  todayOf,
} from './index';
import { createManualInvoice } from './invoices.service';

const tags = ['billing'];
const today = () => todayOf(new Date());
const PDF = 'application/pdf';

/** The vendor's invoices to the centre: listed, read, downloaded and paid; system users make manual ones. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  const staleAttemptMs = app.config.billingAttemptSeconds * 1000;

  app.get(
    '/billing/invoices',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'listBillingInvoices',
        summary: 'Invoices, newest period first',
        tags,
        querystring: invoiceListQuery,
        response: { 200: listResponse(invoice) },
      },
    },
    async (request) => listBillingInvoices(app.db, request.query, today()),
  );

  app.get(
    '/billing/invoices/:id',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'getBillingInvoice',
        summary: 'One invoice with the students it counted',
        tags,
        params: idParams,
        response: { 200: invoiceDetail },
      },
    },
    async (request) => getBillingInvoice(app.db, request.params.id, today()),
  );

  app.get(
    '/billing/invoices/:id/pdf',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'downloadBillingInvoicePdf',
        summary: 'One invoice as a PDF',
        tags,
        params: idParams,
        response: {
          200: {
            description: 'The PDF, as an attachment named INV-<number>.pdf',
            content: {
              [PDF]: { schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'A PDF document' }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const detail = await getBillingInvoice(app.db, request.params.id, today());
      return reply
        .type(PDF)
        .header('content-disposition', `attachment; filename="${invoiceFilename(detail)}"`)
        .send(await renderInvoicePdf(detail, (await getCentreSettings(app.db)).centreName, await getIssuer(app.db)));
    },
  );

  app.post(
    '/billing/invoices',
    {
      config: { roles: SYSTEM_ONLY },
      schema: {
        operationId: 'createManualInvoice',
        summary: 'Create an invoice for a date range and a quantity (system users)',
        tags,
        body: manualInvoiceBody,
        response: { 201: invoice },
      },
    },
    async (request, reply) => {
      const row = await createManualInvoice(app.db, request.body, currentUserOf(request).id, today());
      return reply.status(201).send((await getBillingInvoice(app.db, row.id, today())) as z.infer<typeof invoice>);
    },
  );

  app.post(
    '/billing/invoices/:id/pay',
    {
      config: { roles: ADMIN_AND_SYSTEM },
      schema: {
        operationId: 'payBillingInvoice',
        summary: 'Charge the card on file for an unpaid invoice, exactly once',
        tags,
        params: idParams,
        body: payBody,
        response: { 200: payResult },
      },
    },
    async (request) => {
      const result = await chargeInvoice(app.db, provider, request.params.id, {
        offSession: false,
        returnUrl: request.body.returnUrl ?? '/redirectUrlPage',
        publicUrl: app.config.publicUrl,
        staleAttemptMs,
        actorId: currentUserOf(request).id,
      });
      return { outcome: result.outcome, invoice: await getBillingInvoice(app.db, request.params.id, today()) };
    },
  );
};
