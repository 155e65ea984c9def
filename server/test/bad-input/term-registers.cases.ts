import { termRegisters } from '../../src/db/schema';
import { insertCourse, insertStudent, insertTerm } from '../helpers/records';
import { type BadInputFixtures, type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const PAYMENT_TYPES = 'must be one of: VOUCHER, CASH, CARD, E_TRANSFER, CHEQUE, OTHER';
const MONEY = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';

/** Ids need not exist: every case is refused by validation before any lookup. */
const createBody = {
  termId: 1,
  studentId: 1,
  paymentType: 'VOUCHER',
  price: '120.00',
  createDate: '2026-09-01',
  paid: true,
  comments: 'Paid at the desk',
};
const editBody = {
  termId: 1,
  teacherId: 2,
  courseId: 3,
  paymentType: 'CASH',
  price: '120.00',
  createDate: '2026-09-01',
};

const editCases: Case[] = [
  { name: 'termId a string', change: { termId: 'abc' }, field: 'termId', message: 'must be a number' },
  { name: 'teacherId a string', change: { teacherId: 'x' }, field: 'teacherId', message: 'must be a number' },
  { name: 'courseId negative', change: { courseId: -3 }, field: 'courseId', message: 'must be greater than 0' },
  { name: 'paymentType unknown', change: { paymentType: 'BITCOIN' }, field: 'paymentType', message: PAYMENT_TYPES },
  { name: 'price negative', change: { price: '-5.00' }, field: 'price', message: MONEY },
  { name: 'price three decimals', change: { price: '1.234' }, field: 'price', message: MONEY },
  { name: 'price a number', change: { price: 12.5 }, field: 'price', message: 'must be a string' },
  {
    name: 'createDate not ISO',
    change: { createDate: '1 Sept 2026' },
    field: 'createDate',
    message: 'must be a date as YYYY-MM-DD',
  },
  {
    name: 'createDate not real',
    change: { createDate: '2026-02-29' },
    field: 'createDate',
    message: 'must be a real date',
  },
  oversized('comments', 2000),
  unknownField,
];

const existingRegister = async ({ db }: BadInputFixtures) => {
  const term = await insertTerm(db, { courseId: (await insertCourse(db)).id });
  const student = await insertStudent(db);
  const [row] = await db
    .insert(termRegisters)
    .values({ termId: term.id, studentId: student.id, paymentType: 'CASH', price: '50.00', createDate: '2026-09-01' })
    .returning();
  return { register: row.id };
};

export const termRegisterEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/term-registers',
    as: 'admin',
    query: { termId: '1', paid: 'false' },
    cases: [
      { name: 'termId not a number', change: { termId: 'abc' }, field: 'termId', message: 'must be a number' },
      { name: 'paid yes', change: { paid: 'yes' }, field: 'paid', message: 'must be one of: true, false' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/term-registers',
    as: 'admin',
    body: createBody,
    required: ['termId', 'studentId', 'paymentType', 'price'],
    cases: [
      ...editCases,
      { name: 'studentId a string', change: { studentId: 'S-001' }, field: 'studentId', message: 'must be a number' },
      { name: 'paid a string', change: { paid: 'yes' }, field: 'paid', message: 'must be a boolean' },
    ],
  },
  {
    method: 'PUT',
    url: '/api/term-registers/:register',
    params: existingRegister,
    as: 'admin',
    body: editBody,
    required: ['termId', 'paymentType', 'price'],
    cases: [
      ...editCases,
      { name: 'paid is not editable', change: { paid: true }, field: 'paid', message: 'is not a known field' },
      {
        name: 'student is not editable',
        change: { studentId: 4 },
        field: 'studentId',
        message: 'is not a known field',
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/term-registers/:register/pay',
    params: existingRegister,
    as: 'admin',
    body: { paymentType: 'CASH' },
    cases: [
      { name: 'paymentType unknown', change: { paymentType: 'IOU' }, field: 'paymentType', message: PAYMENT_TYPES },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/term-registers/:register/unpay',
    params: existingRegister,
    as: 'admin',
    body: { reason: 'Paid by mistake' },
    required: ['reason'],
    cases: [
      {
        name: 'reason too short',
        change: { reason: 'oops' },
        field: 'reason',
        message: 'must be at least 5 characters',
      },
      {
        name: 'reason blank',
        change: { reason: '       ' },
        field: 'reason',
        message: 'must be at least 5 characters',
      },
      notString('reason'),
      oversized('reason', 500),
      unknownField,
    ],
  },
];
