import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse, OK, okResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { getTeacher, nextTeacherColour } from './index';
import { listTeachers } from './teacher-list.service';
import {
  createTeacherBody,
  deleteTeachersBody,
  nextTeacherColourResponse,
  revealedSin,
  teacher,
  teacherListQuery,
  updateTeacherBody,
} from './teachers.schemas';
import { createTeacher, deleteTeachers, revealTeacherSin, updateTeacher } from './teachers.service';

const tags = ['teachers'];

export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/teachers',
    {
      config,
      schema: {
        operationId: 'listTeachers',
        summary: 'Teachers, paged, sorted and filtered',
        tags,
        querystring: teacherListQuery,
        response: { 200: listResponse(teacher) },
      },
    },
    async (request) => listTeachers(app.db, request.query),
  );

  app.get(
    '/teachers/next-colour',
    {
      config,
      schema: {
        operationId: 'getNextTeacherColour',
        summary: 'The calendar colour a new teacher gets: the first palette colour no active teacher has',
        tags,
        response: { 200: nextTeacherColourResponse },
      },
    },
    async () => ({ color: await nextTeacherColour(app.db) }),
  );

  app.get(
    '/teachers/:id',
    {
      config,
      schema: {
        operationId: 'getTeacher',
        summary: 'One teacher',
        tags,
        params: idParams,
        response: { 200: teacher },
      },
    },
    async (request) => getTeacher(app.db, request.params.id),
  );

  app.post(
    '/teachers',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'createTeacher',
        summary: 'Create a teacher with their sign-in account (ROLE_TEACHER)',
        tags,
        body: createTeacherBody,
        response: { 201: teacher },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeacher(app.db, app.fieldCipher, request.body, currentUserOf(request))),
  );

  app.put(
    '/teachers/:id',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'updateTeacher',
        summary: 'Edit a teacher (login and e-mail are required; other fields left out keep their value)',
        tags,
        params: idParams,
        body: updateTeacherBody,
        response: { 200: teacher },
      },
    },
    async (request) => updateTeacher(app.db, app.fieldCipher, request.params.id, request.body, currentUserOf(request)),
  );

  app.delete(
    '/teachers/:id',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'deleteTeacher',
        summary: 'Delete a teacher: the account is deactivated and unlisted; its history stays',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteTeachers(app.db, [request.params.id], currentUserOf(request));
      return OK;
    },
  );

  app.post(
    '/teachers/delete',
    {
      config: { ...config, invalidates: ['accounts'] },
      schema: {
        operationId: 'deleteTeachers',
        summary: 'Delete several teachers at once (all or none)',
        tags,
        body: deleteTeachersBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteTeachers(app.db, request.body.ids, currentUserOf(request));
      return OK;
    },
  );

  app.post(
    '/teachers/:id/sin',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'revealTeacherSin',
        summary: "Reveal a teacher's SIN (administrators only; every reveal is logged)",
        tags,
        params: idParams,
        response: { 200: revealedSin },
      },
    },
    async (request, reply) => {
      const sin = await revealTeacherSin(app.db, app.fieldCipher, request.params.id);
      // Who saw whose SIN, never the value itself.
      request.log.info({ teacherId: request.params.id, adminId: currentUserOf(request).id }, 'SIN revealed');
      reply.header('cache-control', 'no-store');
      return { sin };
    },
  );
};
