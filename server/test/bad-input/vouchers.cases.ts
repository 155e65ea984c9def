import { postLedgerEntry } from '../../src/modules/vouchers/ledger';
import { insertStudent } from '../helpers/records';
import { type BadInputFixtures, type Case, type Endpoint, idTooBig, notString, oversized, unknownField } from './cases';

const MONEY = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';
const SIGNED_MONEY = 'must be an amount like 12.50 or -12.50 (at most 2 decimals)';
const PURCHASE_TYPES = 'must be one of: CASH, CARD, E_TRANSFER, CHEQUE, OTHER';

const money = (field: string, value: unknown, message = MONEY): Case => ({
  name: `${field} ${JSON.stringify(value)}`,
  change: { [field]: value },
  field,
  message,
});
const date = (field: string, value: string, message: string): Case => ({
  name: `${field} ${value}`,
  change: { [field]: value },
  field,
  message,
});
const dateCases = (field: string): Case[] => [
  date(field, '02/03/2026', 'must be a date as YYYY-MM-DD'),
  date(field, '2026-02-30', 'must be a real date'),
  date(field, '2026-13-01', 'must be a real date'),
];
const rangeReversed: Case = {
  name: 'from after to',
  change: { from: '2026-03-01', to: '2026-02-28' },
  field: 'to',
  message: 'must be on or after the "from" date',
};
const typeCases: Case[] = [
  {
    name: 'type VOUCHER (a purchase cannot be paid with vouchers)',
    change: { type: 'VOUCHER' },
    field: 'type',
    message: PURCHASE_TYPES,
  },
  { name: 'type unknown', change: { type: 'BITCOIN' }, field: 'type', message: PURCHASE_TYPES },
];
const reasonCases: Case[] = [
  { name: 'reason too short', change: { reason: 'oops' }, field: 'reason', message: 'must be at least 5 characters' },
  {
    name: 'reason only spaces',
    change: { reason: '        ' },
    field: 'reason',
    message: 'must be at least 5 characters',
  },
  oversized('reason', 500),
  notString('reason'),
];

/** A student holding vouchers and the entry that gave them, for the write endpoints that need one. */
async function studentWithEntry({ db }: BadInputFixtures) {
  const student = await insertStudent(db);
  const entry = await db.transaction((tx) =>
    postLedgerEntry(tx, {
      studentId: student.id,
      kind: 'adjustment',
      amount: '100',
      reason: 'Opening',
      createdBy: null,
    }),
  );
  return { student: student.id, entry: entry.id };
}

export const voucherEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/voucher-purchases',
    as: 'admin',
    // Validation runs before the student is looked up, so any id will do.
    body: { studentId: 1, type: 'CASH', purchaseDate: '2026-03-02', voucherAmount: '100.00', giftAmount: '10.00' },
    required: ['studentId', 'type', 'purchaseDate', 'voucherAmount'],
    cases: [
      money('voucherAmount', '-5'),
      money('voucherAmount', '12.345'),
      money('voucherAmount', 'lots'),
      money('voucherAmount', '12345678901'),
      money('voucherAmount', 100, 'must be a string'),
      money('giftAmount', '-1'),
      money('giftAmount', '1.999'),
      money('giftAmount', 5, 'must be a string'),
      {
        name: 'nothing bought or given',
        change: { voucherAmount: '0', giftAmount: '0.00' },
        field: 'voucherAmount',
        message: 'the voucher amount or the gift amount must be more than 0',
      },
      ...typeCases,
      ...dateCases('purchaseDate'),
      { name: 'studentId not a number', change: { studentId: 'S-1' }, field: 'studentId', message: 'must be a number' },
      { name: 'studentId zero', change: { studentId: 0 }, field: 'studentId', message: 'must be greater than 0' },
      idTooBig('studentId'),
      oversized('comments', 500),
      notString('comments'),
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/voucher-purchases',
    as: 'admin',
    query: { from: '2026-01-01', to: '2026-12-31' },
    cases: [
      rangeReversed,
      ...dateCases('from'),
      date('to', '2026-02-30', 'must be a real date'),
      { name: 'type unknown', change: { type: 'VOUCHER' }, field: 'type', message: PURCHASE_TYPES },
      { name: 'studentId not a number', change: { studentId: 'abc' }, field: 'studentId', message: 'must be a number' },
      idTooBig('studentId', { studentId: '2147483648' }),
      { name: 'pageSize over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/voucher-purchases/export',
    as: 'admin',
    query: { from: '2026-01-01', to: '2026-12-31' },
    cases: [
      rangeReversed,
      ...dateCases('to'),
      { name: 'type unknown', change: { type: 'BITCOIN' }, field: 'type', message: PURCHASE_TYPES },
      // Paging belongs to the list; the export takes every matching row (up to its cap).
      { name: 'page given', change: { page: '2' }, field: 'page', message: 'is not a known field' },
      {
        name: 'sort malformed',
        change: { sort: 'purchaseDate;drop' },
        field: 'sort',
        message: 'must look like field,asc or field,desc',
      },
    ],
  },
  {
    method: 'GET',
    url: '/api/students/:student/ledger-entries',
    params: studentWithEntry,
    as: 'admin',
    query: { page: '1', pageSize: '20' },
    cases: [
      { name: 'page zero', change: { page: '0' }, field: 'page', message: 'must be at least 1' },
      { name: 'page not a number', change: { page: 'two' }, field: 'page', message: 'must be a number' },
      { name: 'pageSize zero', change: { pageSize: '0' }, field: 'pageSize', message: 'must be at least 1' },
      { name: 'pageSize over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
      // The ledger is always newest first; it takes no sort.
      { name: 'sort given', change: { sort: 'amount,asc' }, field: 'sort', message: 'is not a known field' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/students/:student/ledger-entries',
    params: studentWithEntry,
    as: 'admin',
    body: { kind: 'refund', amount: '10.00', reason: 'Paid back in cash' },
    required: ['kind', 'amount', 'reason'],
    cases: [
      { name: 'kind unknown', change: { kind: 'bonus' }, field: 'kind', message: 'must be one of: refund, adjustment' },
      { name: 'kind charge', change: { kind: 'charge' }, field: 'kind', message: 'must be one of: refund, adjustment' },
      money('amount', '12.345', SIGNED_MONEY),
      money('amount', 'ten', SIGNED_MONEY),
      money('amount', 10, 'must be a string'),
      money('amount', '0.00', 'must not be zero'),
      {
        name: 'refund negative',
        change: { amount: '-10.00' },
        field: 'amount',
        message: 'a refund is entered as a positive amount',
      },
      ...reasonCases,
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/ledger-entries/:entry/reverse',
    params: studentWithEntry,
    as: 'admin',
    body: { reason: 'Entered twice' },
    required: ['reason'],
    cases: [...reasonCases, unknownField],
  },
];
