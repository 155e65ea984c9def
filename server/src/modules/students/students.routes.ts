import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudentStatus } from '../../db/schema';
import { idParams, listResponse } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { wakeEventMails } from '../messaging';
import { listStudents } from './index';
import { changeStudentStatus } from './student-status.service';
import {
  createStudentBody,
  statusChangeResult,
  student,
  studentIdsBody,
  studentListQuery,
  updateStudentBody,
} from './students.schemas';
import { createStudent, getStudent, updateStudent } from './students.service';

const tags = ['students'];

const STATUS_ACTIONS: { path: string; operationId: string; to: StudentStatus; summary: string }[] = [
  {
    path: '/students/deactivate',
    operationId: 'deactivateStudents',
    to: 'inactive',
    summary: 'Deactivate students; those a rule keeps as they are are listed with the reason',
  },
  {
    path: '/students/activate',
    operationId: 'activateStudents',
    to: 'active',
    summary: 'Activate students (from inactive or suspended)',
  },
  { path: '/students/suspend', operationId: 'suspendStudents', to: 'suspended', summary: 'Suspend students' },
];

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/students',
    {
      config,
      schema: {
        operationId: 'listStudents',
        summary: 'Students, paged, sorted, searched and filtered (status, referral, balance)',
        tags,
        querystring: studentListQuery,
        response: { 200: listResponse(student) },
      },
    },
    async (request) => listStudents(app.db, app.caches.studentCounts, request.query),
  );

  app.get(
    '/students/:id',
    {
      config,
      schema: { operationId: 'getStudent', summary: 'One student', tags, params: idParams, response: { 200: student } },
    },
    async (request) => getStudent(app.db, request.params.id),
  );

  app.post(
    '/students',
    {
      config,
      schema: {
        operationId: 'createStudent',
        summary: 'Add a student (a blank student number is assigned the next free one)',
        tags,
        body: createStudentBody,
        response: { 201: student },
      },
    },
    async (request, reply) => {
      const created = await createStudent(app.db, currentUserOf(request), request.body);
      await wakeEventMails(app.jobs, request.log);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/students/:id',
    {
      config,
      schema: {
        operationId: 'updateStudent',
        summary: 'Edit a student (not the voucher balance nor the status: they have their own calls)',
        tags,
        params: idParams,
        body: updateStudentBody,
        response: { 200: student },
      },
    },
    async (request) => updateStudent(app.db, request.params.id, request.body, currentUserOf(request)),
  );

  for (const action of STATUS_ACTIONS) {
    app.post(
      action.path,
      {
        config,
        schema: {
          operationId: action.operationId,
          summary: action.summary,
          tags,
          body: studentIdsBody,
          response: { 200: statusChangeResult },
        },
      },
      async (request) => changeStudentStatus(app.db, request.body.ids, action.to, currentUserOf(request)),
    );
  }
};
