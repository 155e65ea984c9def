import type { Database } from '../../src/db/client';
import { termRegisters } from '../../src/db/schema';
import { insertCourse, insertStudent, insertTerm } from '../helpers/records';
import { ADMIN_ONLY, CENTRE_STAFF, type Fixtures, type Row } from './types';

async function newTermAndStudent(db: Database) {
  const term = await insertTerm(db, { courseId: (await insertCourse(db)).id });
  return { term, student: await insertStudent(db) };
}

/** A CASH register, so paying or unpaying it touches no ledger. */
async function registerOf({ db }: Fixtures, paid = false) {
  const { term, student } = await newTermAndStudent(db);
  const [row] = await db
    .insert(termRegisters)
    .values({
      termId: term.id,
      studentId: student.id,
      paymentType: 'CASH',
      price: '50.00',
      createDate: '2026-09-01',
      paid,
    })
    .returning();
  return row;
}

export const termRegisterRows: Row[] = [
  {
    route: 'GET /api/term-registers',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/term-registers' }),
  },
  {
    route: 'GET /api/term-registers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/term-registers/${(await registerOf(f)).id}` }),
  },
  {
    route: 'POST /api/term-registers',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async ({ db }) => {
      const { term, student } = await newTermAndStudent(db);
      return {
        method: 'POST',
        url: '/api/term-registers',
        payload: { termId: term.id, studentId: student.id, paymentType: 'CASH', price: '50.00' },
      };
    },
  },
  {
    route: 'PUT /api/term-registers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const register = await registerOf(f);
      return {
        method: 'PUT',
        url: `/api/term-registers/${register.id}`,
        payload: { termId: register.termId, paymentType: 'CARD', price: '45.00' },
      };
    },
  },
  {
    route: 'POST /api/term-registers/:id/pay',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'POST', url: `/api/term-registers/${(await registerOf(f)).id}/pay`, payload: {} }),
  },
  {
    route: 'POST /api/term-registers/:id/unpay',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/term-registers/${(await registerOf(f, true)).id}/unpay`,
      payload: { reason: 'Paid by mistake' },
    }),
  },
  {
    route: 'DELETE /api/term-registers/:id',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'DELETE', url: `/api/term-registers/${(await registerOf(f)).id}` }),
  },
];
