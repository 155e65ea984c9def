import type { ImportKind } from '../../../db/schema';
import type { KindDefinition } from '../import-kind';
import { balancesKind } from './balances.kind';
import { coursesKind } from './courses.kind';
import { lessonsKind } from './lessons.kind';
import { studentsKind } from './students.kind';
import { teachersKind } from './teachers.kind';
import { termRegistersKind } from './term-registers.kind';

/** Every kind, in the order a centre imports them . */
export const KINDS: Record<ImportKind, KindDefinition> = {
  teachers: teachersKind as KindDefinition,
  courses: coursesKind as KindDefinition,
  students: studentsKind as KindDefinition,
  balances: balancesKind as KindDefinition,
  'term-registers': termRegistersKind as KindDefinition,
  lessons: lessonsKind as KindDefinition,
};
