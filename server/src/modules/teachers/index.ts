/**
 * The teachers module's public face: what other modules may import from it (scripts/check-imports.mjs refuses
 * an import of its inner files), and what its routes use besides their own *.service.ts and *.schemas.ts.
 */

export {
  joinLessonTeacher,
  lessonTeacherColor,
  lessonTeacherFields,
  lessonTeacherJoinSql,
  lessonTeacherName,
} from './lesson-teacher';
export { nextTeacherColour, TEACHER_PALETTE } from './teacher-colours';
export { coursesOfTeachers, getTeacher, isTeacher, sinColumns, teacherNotFound } from './teacher-records';
export { createTeacherBody, updateTeacherBody } from './teachers.schemas';
