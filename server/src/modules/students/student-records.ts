import { sql } from 'drizzle-orm';
import { referrals, type StudentRow, students } from '../../db/schema';

/**
 * The columns a student response is made of, and no others: a list reads and decodes these for every
 * row of every page. The referrer is a scalar subquery rather than a join: PostgreSQL evaluates it
 * after the sort and limit, for the 20 rows of the page, where a join hashed all the referrals for
 * every search.
 */
export const withReferrer = {
  id: students.id,
  studentId: students.studentId,
  firstName: students.firstName,
  lastName: students.lastName,
  referralId: students.referralId,
  startDate: students.startDate,
  wechat: students.wechat,
  phone: students.phone,
  email: students.email,
  comments: students.comments,
  voucherBalance: students.voucherBalance,
  allowSms: students.allowSms,
  allowEmail: students.allowEmail,
  hourlyRate: students.hourlyRate,
  status: students.status,
  createdAt: students.createdAt,
  referrer: sql<
    string | null
  >`(select ${referrals.referrer} from ${referrals} where ${referrals.id} = ${students.referralId})`,
};
type StudentWithReferrer = Pick<StudentRow, Exclude<keyof typeof withReferrer, 'referrer'>> & {
  referrer: string | null;
};

export function toStudent(row: StudentWithReferrer) {
  return {
    id: row.id,
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    referralId: row.referralId,
    referrer: row.referrer,
    startDate: row.startDate,
    wechat: row.wechat,
    phone: row.phone,
    email: row.email,
    comments: row.comments,
    voucherBalance: row.voucherBalance,
    allowSms: row.allowSms,
    allowEmail: row.allowEmail,
    hourlyRate: row.hourlyRate,
    status: row.status,
    active: row.status === 'active',
    createdAt: row.createdAt.toISOString(),
  };
}
