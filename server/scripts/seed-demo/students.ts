/** The demo's enquiries (referrals) and students: mostly active, two inactive, two suspended. */
import dayjs from 'dayjs';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../src/db/client';
import { referrals, type StudentStatus, studentStatusEvents, students } from '../../src/db/schema';

const REFERRALS = [
  { referrer: 'Lopez family', comments: "Maria's neighbours; two children interested in maths." },
  { referrer: 'North Toronto CI parent council', comments: 'Met at the spring information evening.' },
  { referrer: 'Google search', comments: null },
  { referrer: 'WeChat group: Markham parents', comments: 'Asked about piano and SAT preparation.' },
];

/** [first, last, referral index or null, months since start, status, hourly rate, WeChat] */
const STUDENTS: [string, string, number | null, number, StudentStatus, string, string | null][] = [
  ['Olivia', 'Martin', 0, 11, 'active', '45.00', null],
  ['Lucas', 'Martin', 0, 11, 'active', '45.00', null],
  ['Aisha', 'Rahman', 1, 10, 'active', '50.00', null],
  ['Ethan', 'Park', null, 10, 'active', '50.00', 'ethan_park'],
  ['Mei', 'Zhang', 3, 9, 'active', '55.00', 'meimei_z'],
  ['Noah', 'Singh', 1, 9, 'active', '45.00', null],
  ['Chloe', 'Dubois', null, 8, 'active', '48.00', null],
  ['Arjun', 'Patel', 2, 8, 'active', '50.00', null],
  ['Sofia', 'Nguyen', null, 8, 'inactive', '45.00', null],
  ['Liam', "O'Brien", 1, 7, 'active', '45.00', null],
  ['Hana', 'Kim', 3, 7, 'active', '55.00', 'hana_kim'],
  ['Yusuf', 'Demir', null, 6, 'active', '50.00', null],
  ['Emma', 'Kowalski', 2, 6, 'active', '45.00', null],
  ['Daniel', 'Okoro', null, 6, 'suspended', '45.00', null],
  ['Jia', 'Chen', 3, 5, 'active', '55.00', 'jiachen08'],
  ['Mateo', 'Alvarez', null, 5, 'active', '48.00', null],
  ['Grace', 'Thompson', 1, 4, 'active', '50.00', null],
  ['Omar', 'Haddad', null, 4, 'active', '45.00', null],
  ['Ruby', 'Campbell', 2, 4, 'inactive', '45.00', null],
  ['Kai', 'Tanaka', null, 3, 'active', '50.00', null],
  ['Layla', 'Hassan', 1, 3, 'active', '48.00', null],
  ['Ivan', 'Petrov', null, 2, 'suspended', '45.00', null],
  ['Zoe', 'Wright', 0, 2, 'active', '45.00', null],
  ['Ryan', 'Lee', 3, 1, 'active', '55.00', 'ryanlee'],
  ['Priya', 'Kumar', null, 1, 'active', '50.00', null],
];

export type DemoStudent = { id: number; name: string; status: StudentStatus; startDate: string };

export async function insertReferralsAndStudents(tx: Transaction, createdBy: number): Promise<DemoStudent[]> {
  const referralIds = (await tx.insert(referrals).values(REFERRALS).returning({ id: referrals.id })).map((r) => r.id);
  const rows = await tx
    .insert(students)
    .values(
      STUDENTS.map(([firstName, lastName, referral, months, status, hourlyRate, wechat], i) => {
        const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
        const startDate = dayjs().subtract(months, 'month').startOf('month');
        return {
          studentId: `S${String(i + 1).padStart(6, '0')}`,
          firstName,
          lastName,
          referralId: referral === null ? null : referralIds[referral],
          startDate: startDate.format('YYYY-MM-DD'),
          // Registered when they started, so the dashboard's "new this month" counts this month's only.
          createdAt: startDate.hour(9).toDate(),
          wechat,
          phone: `+1647555${String(1000 + i * 37).padStart(4, '0')}`,
          email: i % 5 === 4 ? null : `${handle}@example.com`,
          comments: status === 'suspended' ? 'On hold until the family returns from travel.' : null,
          allowSms: i % 7 !== 3,
          allowEmail: i % 5 !== 4,
          hourlyRate,
          status,
          createdBy,
        };
      }),
    )
    .returning({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      status: students.status,
      startDate: students.startDate,
    });
  await writeStatusHistory(tx, rows);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    status: row.status,
    startDate: row.startDate ?? dayjs().format('YYYY-MM-DD'),
  }));
}

/**
 * The demo's students are inserted today, so the status trigger dates their only event today and a
 * billing period before today would count nobody. The demo tells their story instead: each became
 * active on their start date, and the students who are not active now changed to their status halfway
 * between their start and today (the vendor's past invoices count them while they were active).
 */
async function writeStatusHistory(
  tx: Transaction,
  rows: { id: number; status: StudentStatus; startDate: string | null }[],
) {
  await tx.delete(studentStatusEvents).where(
    inArray(
      studentStatusEvents.studentId,
      rows.map((row) => row.id),
    ),
  );
  const today = dayjs();
  const events = rows.flatMap((row) => {
    const start = dayjs(row.startDate ?? today.format('YYYY-MM-DD'));
    const active = { studentId: row.id, status: 'active', at: start.toDate() };
    if (row.status === 'active') return [active];
    const months = Math.max(1, Math.round(today.diff(start, 'month') / 2));
    return [active, { studentId: row.id, status: row.status, at: start.add(months, 'month').toDate() }];
  });
  await tx.insert(studentStatusEvents).values(events);
}
