import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { familyFeeds, familyLinks, users } from '../../src/db/schema';
import { sha256 } from '../../src/lib/tokens';
import { testFieldCipher } from '../helpers/app';
import { insertFamily, insertInvitation, recordVoucherPurchase } from '../helpers/families';
import { hoursFromNow, insertLesson, insertTeacher } from '../helpers/lessons';
import { insertCourse, insertStudent } from '../helpers/records';
import { CENTRE_STAFF, FAMILY_ONLY, type Fixtures, type Row } from './types';

/** Staff's side of family accounts (issue 33) and the invitation link's activation. */
export const familyAccountRows: Row[] = [
  {
    route: 'GET /api/students/:id/family-accounts',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => ({ method: 'GET', url: `/api/students/${(await insertStudent(f.db)).id}/family-accounts` }),
  },
  {
    route: 'POST /api/students/:id/family-invitations',
    allowed: CENTRE_STAFF,
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      url: `/api/students/${(await insertStudent(f.db)).id}/family-invitations`,
      payload: { email: `parent${f.n}@example.com` },
    }),
  },
  {
    route: 'POST /api/family-invitations/:id/resend',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `invited${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: `/api/family-invitations/${invitation.id}/resend` };
    },
  },
  {
    route: 'POST /api/family-invitations/:id/revoke',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `invited${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: `/api/family-invitations/${invitation.id}/revoke` };
    },
  },
  {
    route: 'DELETE /api/students/:id/family-accounts/:userId',
    allowed: CENTRE_STAFF,
    ok: 200,
    request: async (f) => {
      const student = await insertStudent(f.db);
      const family = await insertFamily(f.db, `linked${f.n}`, [student.id]);
      return { method: 'DELETE', url: `/api/students/${student.id}/family-accounts/${family.id}` };
    },
  },
  {
    route: 'POST /api/portal/activate',
    allowed: 'public',
    ok: 200,
    request: async (f) => {
      const invitation = await insertInvitation(f.db, {
        login: `activating${f.n}`,
        studentId: (await insertStudent(f.db)).id,
      });
      return { method: 'POST', url: '/api/portal/activate', payload: { key: invitation.key, password: 'chosen-pass' } };
    },
  },
];

/** The role matrix's family account (login `customer`), linked here to the student a row reads. */
async function linkedToMatrixFamily(db: Database): Promise<number> {
  const student = await insertStudent(db);
  const [family] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'customer'));
  await db.insert(familyLinks).values({ userId: family.id, studentId: student.id });
  return student.id;
}

async function lessonWithFeedback(db: Database): Promise<number> {
  const studentId = await linkedToMatrixFamily(db);
  const teacher = await insertTeacher(db);
  const course = await insertCourse(db);
  const lesson = await insertLesson(db, {
    teacherId: teacher.id,
    courseId: course.id,
    studentIds: [studentId],
    startTime: hoursFromNow(-3),
    endTime: hoursFromNow(-2),
    status: 'CONFIRMED',
    feedbackStatus: 'SUBMITTED',
  });
  return lesson.id;
}

const get = (route: string, url: (f: Fixtures) => Promise<string> | string, ok = 200): Row => ({
  route,
  allowed: FAMILY_ONLY,
  ok,
  request: async (f) => ({ method: 'GET', url: await url(f) }),
});

/** The portal's routes: families only; staff get 403 like on any route that is not theirs. */
export const portalRows: Row[] = [
  get('GET /api/portal/home', () => '/api/portal/home'),
  get('GET /api/portal/lessons', () => '/api/portal/lessons?when=past'),
  get(
    'GET /api/portal/lessons/:id/feedback',
    async (f) => `/api/portal/lessons/${await lessonWithFeedback(f.db)}/feedback`,
  ),
  get(
    'GET /api/portal/lessons/:id/feedback/pdf',
    async (f) => `/api/portal/lessons/${await lessonWithFeedback(f.db)}/feedback/pdf`,
  ),
  get(
    'GET /api/portal/students/:id/statement',
    async (f) => `/api/portal/students/${await linkedToMatrixFamily(f.db)}/statement`,
  ),
  get(
    'GET /api/portal/students/:id/statement/pdf',
    async (f) => `/api/portal/students/${await linkedToMatrixFamily(f.db)}/statement/pdf?from=2026-01-01`,
  ),
  get(
    'GET /api/portal/students/:id/purchases',
    async (f) => `/api/portal/students/${await linkedToMatrixFamily(f.db)}/purchases`,
  ),
  get('GET /api/portal/receipts/:id/pdf', async (f) => {
    const studentId = await linkedToMatrixFamily(f.db);
    const purchase = await f.db.transaction((tx) =>
      recordVoucherPurchase(tx, { studentId, voucherAmount: '50.00', giftAmount: '5.00' }),
    );
    return `/api/portal/receipts/${purchase}/pdf`;
  }),
  get('GET /api/portal/profile', () => '/api/portal/profile'),
  {
    route: 'PUT /api/portal/profile',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: ({ n }) => ({ method: 'PUT', url: '/api/portal/profile', payload: { email: `family${n}@example.com` } }),
  },
  get('GET /api/portal/calendar-feed', () => '/api/portal/calendar-feed'),
  {
    route: 'POST /api/portal/calendar-feed/renew',
    allowed: FAMILY_ONLY,
    ok: 200,
    request: () => ({ method: 'POST', url: '/api/portal/calendar-feed/renew' }),
  },
  {
    route: 'GET /api/portal-feeds/:file',
    allowed: 'public',
    ok: 200,
    request: async (f) => {
      const [family] = await f.db.select({ id: users.id }).from(users).where(eq(users.login, 'customer'));
      const token = `matrixfeedtoken${f.n}`.padEnd(24, 'x');
      await f.db
        .insert(familyFeeds)
        .values({ userId: family.id, tokenHash: sha256(token), tokenEncrypted: testFieldCipher.encrypt(token) })
        .onConflictDoUpdate({
          target: familyFeeds.userId,
          set: { tokenHash: sha256(token), tokenEncrypted: testFieldCipher.encrypt(token) },
        });
      return { method: 'GET', url: `/api/portal-feeds/${token}.ics` };
    },
  },
];
