/** The demo's sign-in accounts, with a few notices and one stored e-mail so the header bell and outbox show something. */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';
import { mailOutbox, notices, type Role, users } from '../../src/db/schema';

export type DemoPerson = {
  login: string;
  firstName: string;
  lastName: string;
  role: Role;
  phone: string;
  birthday: string;
};

/** The demo centre's first day: a month before its first students (students.ts) started. */
export const DEMO_CENTRE_OPENED = dayjs().subtract(12, 'month').startOf('month').hour(9).toDate();

const person = (
  login: string,
  firstName: string,
  lastName: string,
  role: Role,
  phone: string,
  birthday: string,
): DemoPerson => ({ login, firstName, lastName, role, phone, birthday });

export const PEOPLE: DemoPerson[] = [
  person('admin', 'Grace', 'Okafor', 'ROLE_ADMIN', '+14165550100', '1981-03-14'),
  person('maria.lopez', 'Maria', 'Lopez', 'ROLE_OPERATOR', '+14165550101', '1990-07-02'),
  person('james.chen', 'James', 'Chen', 'ROLE_OPERATOR', '+14165550102', '1994-11-21'),
  person('amira.haddad', 'Amira', 'Haddad', 'ROLE_TEACHER', '+14165550110', '1988-01-30'),
  person('daniel.wright', 'Daniel', 'Wright', 'ROLE_TEACHER', '+14165550111', '1979-05-09'),
  person('sofia.rossi', 'Sofia', 'Rossi', 'ROLE_TEACHER', '+14165550112', '1992-09-17'),
  person('kenji.tanaka', 'Kenji', 'Tanaka', 'ROLE_TEACHER', '+14165550113', '1985-12-03'),
  person('wei.li', 'Wei', 'Li', 'ROLE_TEACHER', '+14165550114', '1990-04-25'),
  person('priya.sharma', 'Priya', 'Sharma', 'ROLE_TEACHER', '+14165550115', '1987-08-12'),
  person('vendor', 'Billing', 'Service', 'ROLE_SYSTEM', '+14165550199', '1970-01-01'),
];

/** Inserts the accounts not already there; returns every account's id by login. */
export async function insertAccounts(
  tx: Transaction,
  people: DemoPerson[],
  passwordHash: string,
): Promise<Map<string, number>> {
  if (people.length > 0) {
    await tx.insert(users).values(
      people.map((p) => ({
        ...p,
        email: `${p.login}@demo-centre.example`,
        passwordHash,
        activated: true,
        // With the centre from its first month, so the dashboard's "new this month" reads true.
        createdAt: DEMO_CENTRE_OPENED,
      })),
    );
  }
  const all = await tx.select({ id: users.id, login: users.login }).from(users);
  return new Map(all.map((user) => [user.login, user.id]));
}

export async function insertNoticesAndMail(tx: Transaction) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_ADMIN')).limit(1);
  if (admin) {
    await tx.insert(notices).values([
      {
        userId: admin.id,
        type: 'notification',
        title: 'Welcome to Centre Admin',
        description: 'Your centre is set up: teachers, students, courses, terms and the lesson timetable are ready.',
      },
      {
        userId: admin.id,
        type: 'message',
        title: 'Maria Lopez: the Saturday room is booked',
        description: 'Room 2 is free again from next week.',
      },
      {
        userId: admin.id,
        type: 'event',
        title: 'Term planning meeting',
        description: 'Friday 16:00, staff room.',
        read: true,
      },
    ]);
  }
  await tx.insert(mailOutbox).values({
    recipient: 'maria.lopez@demo-centre.example',
    subject: 'Your account is ready',
    body: 'Hello Maria, your operator account at the centre is ready.',
    status: 'stored',
  });
}
