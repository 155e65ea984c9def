import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import { centreDisplaySettings, centreSettings, centreSettingsBody } from './centre-settings.schemas';
import { getCentreDisplaySettings, getCentreSettings, updateCentreSettings } from './centre-settings.service';

const tags = ['centre-settings'];

/** Centre-wide values: administrators keep them; every screen reads how to write amounts and times. */
export const centreSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/centre-settings/display',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'getCentreDisplaySettings',
        summary: "The centre's name, currency, time format and whether the offline app is on (public)",
        tags,
        security: [],
        response: { 200: centreDisplaySettings },
      },
    },
    async () => getCentreDisplaySettings(app.db),
  );

  app.get(
    '/centre-settings',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'getCentreSettings',
        summary: 'All centre-wide settings (administrators)',
        tags,
        response: { 200: centreSettings },
      },
    },
    async () => getCentreSettings(app.db),
  );

  app.put(
    '/centre-settings',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        operationId: 'updateCentreSettings',
        summary: 'Change the centre-wide settings (administrators)',
        tags,
        body: centreSettingsBody,
        response: { 200: centreSettings },
      },
    },
    async (request) => updateCentreSettings(app.db, currentUserOf(request).id, request.body),
  );
};
