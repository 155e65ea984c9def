import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEACHER_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { notificationPreferences } from './notification-preferences.schemas';
import { getNotificationPreferences, updateNotificationPreferences } from './notification-preferences.service';

const tags = ['account-settings'];

/** A teacher's own settings: there is no teacher id in the path, so nobody can reach another's. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: TEACHER_ONLY };

  app.get(
    '/account-settings/notifications',
    {
      config,
      schema: {
        operationId: 'getNotificationPreferences',
        summary: 'Which messages the signed-in teacher receives, by e-mail and by SMS',
        tags,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => getNotificationPreferences(app.db, currentUserOf(request).id),
  );

  app.put(
    '/account-settings/notifications',
    {
      config,
      schema: {
        operationId: 'updateNotificationPreferences',
        summary: 'Save which messages the signed-in teacher receives (every event, both channels)',
        tags,
        body: notificationPreferences,
        response: { 200: notificationPreferences },
      },
    },
    async (request) => updateNotificationPreferences(app.db, currentUserOf(request).id, request.body),
  );
};
