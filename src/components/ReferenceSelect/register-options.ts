import { studentName } from '@/components/Student';
import { termLabel } from '@/components/Term';
import { listStudents } from '@/services/api/students';
import { getTerm, listTerms } from '@/services/api/terms';
import { type IdOption, OPTION_PAGE_SIZE } from '.';

export function studentLabel(student: Pick<API.Student, 'firstName' | 'lastName' | 'studentId'>): string {
  return `${studentName(student)} (${student.studentId})`;
}

/** Terms whose school, course or teacher matches what was typed, newest first. */
export async function termOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listTerms({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((term) => ({ value: term.id, label: termLabel(term) }));
}

export async function termOption(id: number): Promise<IdOption> {
  return { value: id, label: termLabel(await getTerm({ id })) };
}

/** Active students (only they can be registered) whose name, number, phone or e-mail matches. */
export async function activeStudentOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listStudents({
    keyword: keyword?.trim() || undefined,
    status: 'active',
    pageSize: OPTION_PAGE_SIZE,
  });
  return data.map((student) => ({ value: student.id, label: studentLabel(student) }));
}

/** Any student, for filtering the list (registers of students who left stay listed). */
export async function studentOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listStudents({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((student) => ({ value: student.id, label: studentLabel(student) }));
}
