import { listCourses } from '@/services/api/courses';
import { listTeachers } from '@/services/api/teachers';

/** A select option for a record picked by id. */
export type IdOption = { value: number; label: string };

/** How many matches a searchable select offers at once; typing narrows them on the server. */
export const OPTION_PAGE_SIZE = 20;

/**
 * Adds the record a form already points at when the first page of matches lacks it, so an edit shows
 * its name rather than a bare id.
 */
export function withCurrent(options: IdOption[], current?: IdOption | null): IdOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

/**
 * For a multi-select: the records already chosen first, so they show by name before any search, then
 * the other matches; a chosen record that is also a match takes the server's label, without repeats.
 */
export function withChosen(chosen: IdOption[], found: IdOption[]): IdOption[] {
  const byId = new Map(chosen.map(({ value, label }) => [value, label]));
  for (const { value, label } of found) byId.set(value, label);
  return [...byId].map(([value, label]) => ({ value, label }));
}

export function teacherLabel(teacher: Pick<API.Teacher, 'firstName' | 'lastName' | 'login'>): string {
  return [teacher.firstName, teacher.lastName].filter(Boolean).join(' ') || teacher.login;
}

/** Courses whose name, number or school contains what was typed. */
export async function courseOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listCourses({ keyword: keyword?.trim() || undefined, pageSize: OPTION_PAGE_SIZE });
  return data.map((course) => ({ value: course.id, label: course.name }));
}

/** Activated teachers whose name, login or e-mail contains what was typed. */
export async function teacherOptions(keyword?: string): Promise<IdOption[]> {
  const { data } = await listTeachers({
    keyword: keyword?.trim() || undefined,
    activated: 'true',
    pageSize: OPTION_PAGE_SIZE,
  });
  return data.map((teacher) => ({ value: teacher.id, label: teacherLabel(teacher) }));
}
