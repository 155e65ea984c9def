import { OPTION_PAGE_SIZE } from '@/components/ReferenceSelect';
import { listReferrals } from '@/services/api/referrals';
import { listStudents } from '@/services/api/students';

export { courseOptions, teacherOptions } from '@/components/ReferenceSelect';

/** Students matching what was typed, as "Ann Lee (S000021)". */
export async function studentOptions(keyword?: string) {
  const { data } = await listStudents({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((student) => ({
    value: student.id,
    label: `${student.firstName} ${student.lastName} (${student.studentId})`,
  }));
}

export async function referralOptions(keyword?: string) {
  const { data } = await listReferrals({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((referral) => ({ value: referral.id, label: referral.referrer }));
}
