import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listResponse, okResponse } from '../../lib/responses';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  deliveryListQuery,
  deliveryParams,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointBody,
  webhookEndpointWithSecret,
  webhookEventTypeInfo,
} from './webhooks.schemas';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  listWebhookEventTypes,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './webhooks.service';

const tags = ['webhooks'];

/** Centre Settings → Integrations: the webhook endpoints, their secrets and delivery logs (administrators). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };
  const settings = () => ({ cipher: app.fieldCipher, allowPrivate: app.config.webhookAllowPrivate });

  app.get(
    '/webhook-event-types',
    {
      config,
      schema: {
        operationId: 'listWebhookEventTypes',
        summary: 'The events an endpoint can receive (payloads: the WebhookEvent_* schemas)',
        tags,
        response: { 200: listResponse(webhookEventTypeInfo) },
      },
    },
    async () => listWebhookEventTypes(),
  );

  app.get(
    '/webhook-endpoints',
    {
      config,
      schema: {
        operationId: 'listWebhookEndpoints',
        summary: 'Webhook endpoints (never their secrets)',
        tags,
        response: { 200: listResponse(webhookEndpoint) },
      },
    },
    async () => listWebhookEndpoints(app.db),
  );

  app.post(
    '/webhook-endpoints',
    {
      config,
      schema: {
        operationId: 'createWebhookEndpoint',
        summary: 'Add a webhook endpoint; its signing secret is answered this once',
        tags,
        body: webhookEndpointBody,
        response: { 201: webhookEndpointWithSecret },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(app.db, settings(), request.body, currentUserOf(request))),
  );

  app.put(
    '/webhook-endpoints/:id',
    {
      config,
      schema: {
        operationId: 'updateWebhookEndpoint',
        summary: 'Edit a webhook endpoint (address, events, on or off, ordered)',
        tags,
        params: idParams,
        body: webhookEndpointBody,
        response: { 200: webhookEndpoint },
      },
    },
    async (request) =>
      updateWebhookEndpoint(app.db, settings(), request.params.id, request.body, currentUserOf(request)),
  );

  app.delete(
    '/webhook-endpoints/:id',
    {
      config,
      schema: {
        operationId: 'deleteWebhookEndpoint',
        summary: 'Remove a webhook endpoint and its delivery log',
        tags,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => deleteWebhookEndpoint(app.db, request.params.id, currentUserOf(request)),
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    {
      config,
      schema: {
        operationId: 'rotateWebhookSecret',
        summary: 'A new signing secret, answered once; the previous one still signs for 24 hours',
        tags,
        params: idParams,
        response: { 200: webhookEndpointWithSecret },
      },
    },
    async (request) => rotateWebhookSecret(app.db, settings(), request.params.id, currentUserOf(request)),
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    {
      config,
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "An endpoint's delivery log, newest first",
        tags,
        params: idParams,
        querystring: deliveryListQuery,
        response: { 200: listResponse(webhookDelivery) },
      },
    },
    async (request) => listWebhookDeliveries(app.db, request.params.id, request.query),
  );

  app.post(
    '/webhook-endpoints/:id/deliveries/:deliveryId/resend',
    {
      config,
      schema: {
        operationId: 'resendWebhookDelivery',
        summary: 'Send one event to the endpoint again (same event id)',
        tags,
        params: deliveryParams,
        response: { 200: okResponse },
      },
    },
    async (request) =>
      resendWebhookDelivery(app.db, request.params.id, request.params.deliveryId, currentUserOf(request)),
  );

  app.post(
    '/webhook-endpoints/:id/test',
    {
      config,
      schema: {
        operationId: 'sendWebhookTestEvent',
        summary: 'Send an endpoint.test event to this endpoint',
        tags,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), eventId: z.string().describe('The test event id') }) },
      },
    },
    async (request) => sendWebhookTestEvent(app.db, request.params.id, currentUserOf(request)),
  );
};
