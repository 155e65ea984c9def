import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/responses';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getOnlinePaymentSettings, saveOnlinePaymentSettings } from './online-payment-settings.service';
import { refundOnlinePurchase } from './online-refund.service';
import { voucherOrderRoutes } from './voucher-orders.routes';
import {
  onlinePaymentSettings,
  onlinePaymentSettingsBody,
  onlineRefund,
  onlineRefundBody,
  voucherPackage,
  voucherPackageBody,
  voucherPackageList,
} from './voucher-packages.schemas';
import { createVoucherPackage, listVoucherPackages, updateVoucherPackage } from './voucher-packages.service';

const tags = ['voucher-packages'];

/** Centre Settings → Online payments (administrators), and the refund of an online purchase. */
export const voucherPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };
  const ctx = () => ({ db: app.db, fieldCipher: app.fieldCipher, config: app.config });

  app.get(
    '/voucher-packages',
    {
      config,
      schema: {
        operationId: 'listVoucherPackages',
        summary: 'The voucher packages families may buy online, active first',
        tags,
        response: { 200: voucherPackageList },
      },
    },
    async () => listVoucherPackages(app.db),
  );

  app.post(
    '/voucher-packages',
    {
      config,
      schema: {
        operationId: 'createVoucherPackage',
        summary: 'Add a voucher package',
        tags,
        body: voucherPackageBody,
        response: { 201: voucherPackage },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVoucherPackage(app.db, currentUserOf(request).id, request.body)),
  );

  app.put(
    '/voucher-packages/:id',
    {
      config,
      schema: {
        operationId: 'updateVoucherPackage',
        summary: 'Change a voucher package (orders already started keep their amounts)',
        tags,
        params: idParams,
        body: voucherPackageBody,
        response: { 200: voucherPackage },
      },
    },
    async (request) => updateVoucherPackage(app.db, currentUserOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/online-payment-settings',
    {
      config,
      schema: {
        operationId: 'getOnlinePaymentSettings',
        summary: "The portal's free amount and the centre's card account (never the keys themselves)",
        tags,
        response: { 200: onlinePaymentSettings },
      },
    },
    async () => getOnlinePaymentSettings(ctx()),
  );

  app.put(
    '/online-payment-settings',
    {
      config,
      schema: {
        operationId: 'updateOnlinePaymentSettings',
        summary: "Save the free amount and the centre's Stripe keys (stored encrypted)",
        tags,
        body: onlinePaymentSettingsBody,
        response: { 200: onlinePaymentSettings },
      },
    },
    async (request) => saveOnlinePaymentSettings(ctx(), currentUserOf(request).id, request.body),
  );

  app.post(
    '/voucher-purchases/:id/online-refund',
    {
      config,
      schema: {
        operationId: 'refundOnlinePurchase',
        summary: 'Refund an online purchase to the card and reverse it in the ledger',
        tags,
        params: idParams,
        body: onlineRefundBody,
        response: { 200: onlineRefund },
      },
    },
    async (request) => refundOnlinePurchase(ctx(), currentUserOf(request).id, request.params.id, request.body.reason),
  );

  await app.register(voucherOrderRoutes);
};
