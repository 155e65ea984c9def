import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listResponse } from '../../lib/responses';
import { ADMIN_ONLY, CENTRE_STAFF, TEACHER_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { wakeEventMails } from '../messaging';
import { listTeacherConfirmations } from './index';
import { correctLessonConfirmation, listScheduleChanges } from './lesson-correction.service';
import {
  cancelLessonBody,
  closingRequestHeaders,
  confirmLessonBody,
  correctConfirmationBody,
  scheduleChangeList,
  scheduleChangeResult,
  teacherConfirmationQuery,
  teacherLesson,
  teacherLessonResult,
} from './schedule-confirmation.schemas';
import { cancelOwnLesson, confirmLesson, confirmLessonUnchanged } from './teacher-confirmations.service';

const tags = ['teacher-confirmations'];

const closingRequestOf = (headers: { 'idempotency-key'?: string }) => ({ requestKey: headers['idempotency-key'] });

export const scheduleConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec §2: /teacherConfirmation is ROLE_TEACHER only; each teacher works on their own lessons.
  const config = { roles: TEACHER_ONLY };

  app.get(
    '/teacher-confirmations',
    {
      config,
      schema: {
        operationId: 'listTeacherConfirmations',
        summary: "The caller's own lessons to confirm (past, unconfirmed) or to give feedback on",
        tags,
        querystring: teacherConfirmationQuery,
        response: { 200: listResponse(teacherLesson) },
      },
    },
    async (request) => listTeacherConfirmations(app.db, currentUserOf(request).id, request.query),
  );

  app.post(
    '/teacher-confirmations/:id/confirm',
    {
      config,
      schema: {
        operationId: 'confirmLesson',
        summary: 'Confirm an own lesson with the real times and attendance: charges students, pays the teacher',
        tags,
        params: idParams,
        headers: closingRequestHeaders,
        body: confirmLessonBody,
        response: { 200: teacherLessonResult },
      },
    },
    async (request) =>
      confirmLesson(app.db, currentUserOf(request), request.params.id, request.body, closingRequestOf(request.headers)),
  );

  app.post(
    '/teacher-confirmations/:id/confirm-unchanged',
    {
      config,
      schema: {
        operationId: 'confirmLessonUnchanged',
        summary: 'Confirm an own lesson as planned: planned times, every student present',
        tags,
        params: idParams,
        headers: closingRequestHeaders,
        response: { 200: teacherLessonResult },
      },
    },
    async (request) =>
      confirmLessonUnchanged(app.db, currentUserOf(request), request.params.id, closingRequestOf(request.headers)),
  );

  app.post(
    '/teacher-confirmations/:id/cancel',
    {
      config,
      schema: {
        operationId: 'cancelOwnLesson',
        summary: 'Cancel an own lesson that did not take place: nothing charged, nothing paid',
        tags,
        params: idParams,
        headers: closingRequestHeaders,
        body: cancelLessonBody,
        response: { 200: teacherLessonResult },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      const closing = closingRequestOf(request.headers);
      const cancelled = await cancelOwnLesson(app.db, user, request.params.id, request.body, closing);
      await wakeEventMails(app.jobs, request.log);
      return cancelled;
    },
  );

  app.put(
    '/schedules/:id/confirmation',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'correctLessonConfirmation',
        summary:
          "Correct a confirmed lesson (administrators): its charges and teacher's pay are reversed and re-applied",
        tags: ['schedules'],
        params: idParams,
        body: correctConfirmationBody,
        response: { 200: scheduleChangeResult },
      },
    },
    async (request) => correctLessonConfirmation(app.db, currentUserOf(request), request.params.id, request.body),
  );

  app.get(
    '/schedules/:id/changes',
    {
      config: { roles: CENTRE_STAFF },
      schema: {
        operationId: 'listScheduleChanges',
        summary: "A lesson's audit trail: who changed or cancelled it after confirmation, when and why",
        tags: ['schedules'],
        params: idParams,
        response: { 200: scheduleChangeList },
      },
    },
    async (request) => listScheduleChanges(app.db, request.params.id),
  );
};
