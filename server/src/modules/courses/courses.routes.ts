import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { course, courseBody, courseListQuery, courseTeacherParams, courseTeachersBody } from './courses.schemas';
import {
  addCourseTeachers,
  createCourse,
  getCourse,
  listCourses,
  removeCourseTeacher,
  updateCourse,
} from './courses.service';

const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/courses',
    {
      config,
      schema: {
        operationId: 'listCourses',
        summary: 'Courses, paged, sorted and filtered',
        tags,
        querystring: courseListQuery,
        response: { 200: listResponse(course) },
      },
    },
    async (request) => listCourses(app.db, request.query),
  );

  app.get(
    '/courses/:id',
    {
      config,
      schema: {
        operationId: 'getCourse',
        summary: 'One course with its teachers',
        tags,
        params: idParams,
        response: { 200: course },
      },
    },
    async (request) => getCourse(app.db, request.params.id),
  );

  app.post(
    '/courses',
    {
      config,
      schema: {
        operationId: 'createCourse',
        summary: 'Create a course',
        tags,
        body: courseBody,
        response: { 201: course },
      },
    },
    async (request, reply) => reply.status(201).send(await createCourse(app.db, request.body, currentUserOf(request))),
  );

  app.put(
    '/courses/:id',
    {
      config,
      schema: {
        operationId: 'updateCourse',
        summary: 'Edit a course (teacherIds left out keeps its teachers)',
        tags,
        params: idParams,
        body: courseBody,
        response: { 200: course },
      },
    },
    async (request) => updateCourse(app.db, request.params.id, request.body, currentUserOf(request)),
  );

  app.post(
    '/courses/:id/teachers',
    {
      config,
      schema: {
        operationId: 'addCourseTeachers',
        summary: 'Add teachers to a course (ones already teaching it are left as they are)',
        tags,
        params: idParams,
        body: courseTeachersBody,
        response: { 200: course },
      },
    },
    async (request) => addCourseTeachers(app.db, request.params.id, request.body.teacherIds, currentUserOf(request)),
  );

  app.delete(
    '/courses/:id/teachers/:teacherId',
    {
      config,
      schema: {
        operationId: 'removeCourseTeacher',
        summary: 'Remove a teacher from a course',
        tags,
        params: courseTeacherParams,
        response: { 200: course },
      },
    },
    async (request) => removeCourseTeacher(app.db, request.params.id, request.params.teacherId, currentUserOf(request)),
  );
};
