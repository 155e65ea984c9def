import { type IdOption, OPTION_PAGE_SIZE, withChosen } from '@/components/ReferenceSelect';
import { studentName } from '@/components/Student';
import { PURCHASE_TYPE_LABELS } from '@/components/VoucherPurchaseForm/purchase-types';
import { listStudents } from '@/services/api/students';
import type { CourseType, LessonPaymentType } from './schedule-types';

export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  PRIVATE: 'Private',
  GROUP: 'Group',
  ONLINE: 'Online',
};

export const COURSE_TYPE_OPTIONS = Object.entries(COURSE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** A lesson is paid by voucher (charged to the balance) or by any of the ways vouchers are bought. */
export const LESSON_PAYMENT_TYPE_LABELS: Record<LessonPaymentType, string> = {
  VOUCHER: 'Voucher',
  ...PURCHASE_TYPE_LABELS,
};

export const LESSON_PAYMENT_TYPE_OPTIONS = Object.entries(LESSON_PAYMENT_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** "Ann Lee (S0012)": the number tells two students of the same name apart. */
export const studentOptionLabel = (student: Pick<API.Student, 'firstName' | 'lastName' | 'studentId'>) =>
  `${studentName(student)} (${student.studentId})`;

/** Active students (only they can be booked) whose name, number, phone or e-mail contains what was typed. */
export async function bookableStudentOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listStudents({
    keyword: keyword?.trim() || undefined,
    status: 'active',
    pageSize: OPTION_PAGE_SIZE,
  });
  return data.map((student) => ({ value: student.id, label: studentOptionLabel(student) }));
}

/** Any student (a filter also finds lessons of students who have since left). */
export async function anyStudentOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listStudents({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((student) => ({ value: student.id, label: studentOptionLabel(student) }));
}

/** The students already booked keep their names beside the matches of a search. */
export async function bookedAndMatchingStudents(booked: IdOption[], keyword?: string): Promise<IdOption[]> {
  return withChosen(booked, await bookableStudentOptions(keyword));
}
