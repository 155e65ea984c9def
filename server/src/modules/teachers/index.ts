/** The module's front door for its routes: what they use besides its `*.service.ts` files (routes import only those, their schemas and this file). */
export { nextTeacherColour, TEACHER_PALETTE } from './teacher-colours';
export { getTeacher } from './teacher-records';
