import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  createLedgerEntryBody,
  ledgerEntry,
  ledgerEntryListQuery,
  ledgerReversal,
  reverseLedgerEntryBody,
  voucherSummary,
} from './ledger.schemas';
import { createLedgerEntry, getVoucherSummary, listLedgerEntries, reverseLedgerEntry } from './ledger.service';

const tags = ['vouchers'];

/** A student's voucher balance and its history; corrections to it are for administrators only. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students/:id/voucher-summary',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'getVoucherSummary',
        summary: "A student's voucher balance and derived totals (purchased, gift, paid from vouchers)",
        tags,
        params: idParams,
        response: { 200: voucherSummary },
      },
    },
    async (request) => getVoucherSummary(app.db, request.params.id),
  );

  app.get(
    '/students/:id/ledger-entries',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'listLedgerEntries',
        summary: "A student's voucher ledger, newest entry first, paged",
        tags,
        params: idParams,
        querystring: ledgerEntryListQuery,
        response: { 200: listResponse(ledgerEntry) },
      },
    },
    async (request) => listLedgerEntries(app.db, request.params.id, request.query),
  );

  app.post(
    '/students/:id/ledger-entries',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'createLedgerEntry',
        summary: 'Record a voucher refund or a manual adjustment (administrators only)',
        tags,
        params: idParams,
        body: createLedgerEntryBody,
        response: { 201: ledgerEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLedgerEntry(app.db, currentUserOf(request), request.params.id, request.body)),
  );

  app.post(
    '/ledger-entries/:id/reverse',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'reverseLedgerEntry',
        summary: 'Reverse a mistaken purchase (with its gift), gift, refund or adjustment (administrators only)',
        tags,
        params: idParams,
        body: reverseLedgerEntryBody,
        response: { 201: ledgerReversal },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reverseLedgerEntry(app.db, currentUserOf(request), request.params.id, request.body.reason)),
  );
};
