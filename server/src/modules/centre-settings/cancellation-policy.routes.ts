import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  cancellationPolicy,
  cancellationPolicyBody,
  getCancellationPolicy,
  updateCancellationPolicy,
} from './cancellation-policy.service';

const tags = ['centre-settings'];

/** Centre Settings → Cancellation policy (administrators); the portal applies it (modules/portal). */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };
  app.get(
    '/centre-settings/cancellation-policy',
    {
      config,
      schema: {
        operationId: 'getCancellationPolicy',
        summary: 'The family portal’s cancellation policy (administrators)',
        tags,
        response: { 200: cancellationPolicy },
      },
    },
    async () => getCancellationPolicy(app.db),
  );

  app.put(
    '/centre-settings/cancellation-policy',
    {
      config,
      schema: {
        operationId: 'updateCancellationPolicy',
        summary: 'Change the family portal’s cancellation policy (administrators)',
        tags,
        body: cancellationPolicyBody,
        response: { 200: cancellationPolicy },
      },
    },
    async (request) => updateCancellationPolicy(app.db, currentUserOf(request).id, request.body),
  );
};
