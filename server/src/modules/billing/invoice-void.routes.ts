import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../lib/responses';
import { currentUserOf } from '../../plugins/auth';
import { invoice, voidInvoiceBody } from './billing.schemas';
import { getBillingInvoice, todayOf } from './index';
import { voidInvoice } from './invoice-void.service';

export const invoiceVoidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/billing/invoices/:id/void',
    {
      // Like making an invoice, undoing one is the vendor's (system users): spec §6.
      config: { roles: ['ROLE_SYSTEM'] },
      schema: {
        operationId: 'voidBillingInvoice',
        summary: 'Void an invoice made by mistake, with a reason; credit it used is returned (system users)',
        tags: ['billing'],
        params: idParams,
        body: voidInvoiceBody,
        response: { 200: invoice },
      },
    },
    async (request) => {
      await voidInvoice(app.db, request.params.id, request.body.reason, currentUserOf(request).id);
      return (await getBillingInvoice(app.db, request.params.id, todayOf(new Date()))) as z.infer<typeof invoice>;
    },
  );
};
