import { getTableColumns, sql } from 'drizzle-orm';
import { referrals, type StudentRow, students } from '../../db/schema';

/**
 * The referrer as a scalar subquery rather than a join: PostgreSQL evaluates it after the sort and
 * limit, for the 20 rows of the page, where a join hashed all the referrals for every search.
 */
export const withReferrer = {
  ...getTableColumns(students),
  referrer: sql<
    string | null
  >`(select ${referrals.referrer} from ${referrals} where ${referrals.id} = ${students.referralId})`,
};
type StudentWithReferrer = StudentRow & { referrer: string | null };

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
