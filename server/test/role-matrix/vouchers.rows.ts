import type { Database } from '../../src/db/client';
import { postLedgerEntry } from '../../src/modules/vouchers/ledger';
import { insertStudent } from '../helpers/records';
import { ADMIN_ONLY, CENTRE_STAFF, type Row } from './types';

/** A student holding 100 vouchers, so refunds and reversals have something to take back. */
async function studentWithVouchers(db: Database) {
  const student = await insertStudent(db);
  const entry = await db.transaction((tx) =>
    postLedgerEntry(tx, {
      studentId: student.id,
      kind: 'adjustment',
      amount: '100',
      reason: 'Matrix',
      createdBy: null,
    }),
  );
  return { student, entry };
}

export const voucherRows: Row[] = [
  {
    route: 'GET /api/voucher-purchases',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({
      method: 'GET',
      url: '/api/voucher-purchases',
      query: { from: '2026-01-01', to: '2026-12-31', keyword: 'stu', sort: 'purchaseDate,asc' },
    }),
  },
  {
    route: 'GET /api/voucher-purchases/export',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/voucher-purchases/export', query: { from: '2026-01-01' } }),
  },
  {
    route: 'POST /api/voucher-purchases',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async ({ db }) => ({
      method: 'POST',
      url: '/api/voucher-purchases',
      payload: {
        studentId: (await insertStudent(db)).id,
        type: 'CASH',
        purchaseDate: '2026-03-01',
        voucherAmount: '50.00',
        giftAmount: '5.00',
      },
    }),
  },
  {
    route: 'GET /api/students/:id/voucher-summary',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/students/${(await studentWithVouchers(db)).student.id}/voucher-summary`,
    }),
  },
  {
    route: 'GET /api/students/:id/ledger-entries',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/students/${(await studentWithVouchers(db)).student.id}/ledger-entries`,
    }),
  },
  {
    route: 'POST /api/students/:id/ledger-entries',
    allowed: ADMIN_ONLY,
    ok: 201,
    request: async ({ db }) => ({
      method: 'POST',
      url: `/api/students/${(await studentWithVouchers(db)).student.id}/ledger-entries`,
      payload: { kind: 'refund', amount: '10.00', reason: 'Paid back in cash' },
    }),
  },
  {
    route: 'POST /api/ledger-entries/:id/reverse',
    allowed: ADMIN_ONLY,
    ok: 201,
    request: async ({ db }) => ({
      method: 'POST',
      url: `/api/ledger-entries/${(await studentWithVouchers(db)).entry.id}/reverse`,
      payload: { reason: 'Entered twice' },
    }),
  },
];
