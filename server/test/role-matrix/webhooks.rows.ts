import { insertWebhookEndpoint } from '../helpers/webhooks';
import { ADMIN_ONLY, type Row } from './types';

const BODY = { url: 'https://receiver.example/hook', events: ['student.created'] };

/** Centre Settings → Integrations is the administrators' (issue 36): everyone else is refused. */
export const webhookRows: Row[] = [
  {
    route: 'GET /api/webhook-event-types',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/webhook-event-types' }),
  },
  {
    route: 'GET /api/webhook-endpoints',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/webhook-endpoints' }),
  },
  {
    route: 'POST /api/webhook-endpoints',
    allowed: ADMIN_ONLY,
    ok: 201,
    request: () => ({ method: 'POST', url: '/api/webhook-endpoints', payload: BODY }),
  },
  {
    route: 'PUT /api/webhook-endpoints/:id',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'PUT',
      url: `/api/webhook-endpoints/${(await insertWebhookEndpoint(f.db)).id}`,
      payload: { ...BODY, enabled: false },
    }),
  },
  {
    route: 'DELETE /api/webhook-endpoints/:id',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'DELETE',
      url: `/api/webhook-endpoints/${(await insertWebhookEndpoint(f.db)).id}`,
    }),
  },
  {
    route: 'POST /api/webhook-endpoints/:id/rotate-secret',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/webhook-endpoints/${(await insertWebhookEndpoint(f.db)).id}/rotate-secret`,
    }),
  },
  {
    route: 'GET /api/webhook-endpoints/:id/deliveries',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'GET',
      url: `/api/webhook-endpoints/${(await insertWebhookEndpoint(f.db)).id}/deliveries`,
    }),
  },
  {
    route: 'POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => {
      const endpoint = await insertWebhookEndpoint(f.db);
      return { method: 'POST', url: `/api/webhook-endpoints/${endpoint.id}/deliveries/${endpoint.deliveryId}/resend` };
    },
  },
  {
    route: 'POST /api/webhook-endpoints/:id/test',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: async (f) => ({
      method: 'POST',
      url: `/api/webhook-endpoints/${(await insertWebhookEndpoint(f.db)).id}/test`,
    }),
  },
];
