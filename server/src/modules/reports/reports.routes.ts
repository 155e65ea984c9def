import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CENTRE_STAFF } from '../../lib/roles';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-sheet';
import { currentUserOf } from '../../plugins/auth';
import {
  exportPayroll,
  exportPurchaseReport,
  getPurchaseReport,
  getSalaryLessons,
  getSalaryReport,
  getVoucherReport,
} from './index';
import {
  purchaseReport,
  purchaseReportQuery,
  salaryLessons,
  salaryLessonsQuery,
  salaryReport,
  salaryReportQuery,
  voucherReport,
  voucherReportQuery,
} from './reports.schemas';

const tags = ['reports'];
/** Teachers read their own salary history; the service narrows them to it. */
const SALARY_READERS = { roles: [...CENTRE_STAFF, 'ROLE_TEACHER' as const] };

const xlsxResponse = (description: string) => ({
  200: {
    description,
    content: {
      [XLSX_CONTENT_TYPE]: {
        schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'An .xlsx workbook' }),
      },
    },
  },
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/reports/purchases',
    {
      config,
      schema: {
        operationId: 'getPurchaseReport',
        summary: 'Vouchers bought and given per month by payment type, with totals (and one student’s balance)',
        tags,
        querystring: purchaseReportQuery,
        response: { 200: purchaseReport },
      },
    },
    async (request) => getPurchaseReport(app.db, request.query),
  );

  app.get(
    '/reports/purchases/export',
    {
      config,
      schema: {
        operationId: 'exportPurchaseReport',
        summary: 'The purchase report as shown, as .xlsx',
        tags,
        querystring: purchaseReportQuery,
        response: xlsxResponse('The spreadsheet, as an attachment named purchases_<from>_<to>.xlsx'),
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await exportPurchaseReport(app.db, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );

  app.get(
    '/reports/salary',
    {
      config: SALARY_READERS,
      schema: {
        operationId: 'getSalaryReport',
        summary: 'Pay per teacher and month from the pay records, net of corrections (teachers: their own)',
        tags,
        querystring: salaryReportQuery,
        response: { 200: salaryReport },
      },
    },
    async (request) => getSalaryReport(app.db, currentUserOf(request), request.query),
  );

  app.get(
    '/reports/salary/lessons',
    {
      config: SALARY_READERS,
      schema: {
        operationId: 'getSalaryLessons',
        summary: "The lessons behind one teacher's month of pay (teachers: their own)",
        tags,
        querystring: salaryLessonsQuery,
        response: { 200: salaryLessons },
      },
    },
    async (request) => getSalaryLessons(app.db, currentUserOf(request), request.query),
  );

  app.get(
    '/reports/salary/export',
    {
      config,
      schema: {
        operationId: 'exportPayroll',
        summary:
          'Payroll .xlsx: one row per teacher per month with employee id, masked SIN, contact, hours, rates, pay',
        tags,
        querystring: salaryReportQuery,
        response: xlsxResponse('The spreadsheet, as an attachment named payroll_<from>_<to>.xlsx'),
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await exportPayroll(app.db, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );

  app.get(
    '/reports/vouchers',
    {
      config,
      schema: {
        operationId: 'getVoucherReport',
        summary: 'Vouchers sold, given, used and outstanding at each month end (the centre’s liability)',
        tags,
        querystring: voucherReportQuery,
        response: { 200: voucherReport },
      },
    },
    async (request) => getVoucherReport(app.db, request.query),
  );
};
