import { z } from 'zod';
import { pageQuery } from '../../lib/paging';
import { fields, optionalIdParam } from '../../lib/validation';

export const courseTeacher = z
  .object({
    id: z.number().int().describe('Teacher id'),
    name: z.string().describe('Teacher name (first and last, or the login when they have none)'),
    color: z.string().describe("The teacher's calendar colour as #rrggbb"),
  })
  .meta({ id: 'CourseTeacher' });

export const course = z
  .object({
    id: z.number().int().describe('Course id'),
    school: z.string().nullable().describe('School the course belongs to'),
    number: z.string().nullable().describe('The school\'s course number, e.g. "MATH 101"'),
    name: z.string().describe('Course name'),
    description: z.string().nullable().describe('Description'),
    teachers: z.array(courseTeacher).describe('Teachers who teach the course, by name'),
    createdAt: z.string().describe('When the course was created (ISO 8601)'),
  })
  .meta({ id: 'Course' });

export const courseListQuery = pageQuery
  .extend({
    keyword: z.string().trim().max(100).optional().describe('Matches name, number or school'),
    teacherId: optionalIdParam('Only courses this teacher teaches'),
  })
  .strict();

const teacherIds = z.array(fields.recordId).max(100);

/** Create and edit take the same body; on edit, fields left out keep their value and null clears one. */
export const courseBody = z
  .strictObject({
    school: z.string().trim().max(100).nullable().optional().describe('School the course belongs to'),
    number: z.string().trim().max(30).nullable().optional().describe("The school's course number"),
    name: z.string().trim().min(1).max(100).describe('Course name'),
    description: z.string().trim().max(2000).nullable().optional().describe('Description'),
    teacherIds: teacherIds
      .optional()
      .describe('Ids of the teachers who teach it (replaces the current list; leave out to keep it)'),
  })
  .meta({ id: 'CourseEdit' });

export const courseTeachersBody = z
  .strictObject({ teacherIds: teacherIds.min(1).describe('Ids of the teachers to add') })
  .meta({ id: 'CourseTeachersAddition' });

export const courseTeacherParams = z.strictObject({
  id: fields.recordIdParam.describe('Course id'),
  teacherId: fields.recordIdParam.describe('Teacher id'),
});

export type CourseListQuery = z.infer<typeof courseListQuery>;
export type CourseInput = z.infer<typeof courseBody>;
export type Course = z.infer<typeof course>;
