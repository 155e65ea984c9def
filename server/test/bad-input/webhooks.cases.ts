import { insertWebhookEndpoint } from '../helpers/webhooks';
import { type Case, type Endpoint, oversized, unknownField } from './cases';

const BODY = { url: 'https://receiver.example/hook', events: ['student.created'] };
const NOT_SENT_TO = (host: string) => `is on a private or local network (${host}), which the centre does not send to`;

/** The address checks against SSRF (WEBHOOK_ALLOW_PRIVATE is off here) and the body's own rules. */
const bodyCases: Case[] = [
  unknownField,
  {
    name: 'plain http',
    change: { url: 'http://receiver.example/hook' },
    field: 'url',
    message: 'must start with https://',
  },
  { name: 'not an address', change: { url: 'receiver' }, field: 'url', message: 'is not a web address' },
  {
    name: 'loopback',
    change: { url: 'https://127.0.0.1/hook' },
    field: 'url',
    message: NOT_SENT_TO('127.0.0.1'),
  },
  {
    name: 'private network',
    change: { url: 'https://10.1.2.3/hook' },
    field: 'url',
    message: NOT_SENT_TO('10.1.2.3'),
  },
  {
    name: 'link-local (cloud metadata)',
    change: { url: 'https://169.254.169.254/latest' },
    field: 'url',
    message: NOT_SENT_TO('169.254.169.254'),
  },
  {
    name: 'IPv6 loopback',
    change: { url: 'https://[::1]/hook' },
    field: 'url',
    message: NOT_SENT_TO('::1'),
  },
  {
    name: 'localhost',
    change: { url: 'https://localhost/hook' },
    field: 'url',
    message: NOT_SENT_TO('localhost'),
  },
  {
    name: 'credentials in the address',
    change: { url: 'https://user:pw@receiver.example/hook' },
    field: 'url',
    message: 'must not contain a user name or password',
  },
  { ...oversized('url', 2000) },
  { name: 'no events', change: { events: [] }, field: 'events', message: 'choose at least one event' },
  {
    name: 'unknown event',
    change: { events: ['student.deleted'] },
    field: 'events.0',
    message:
      'must be one of: student.created, student.updated, student.status_changed, voucher_purchase.created, voucher_purchase.reversed, ledger_entry.created, lesson.created, lesson.updated, lesson.cancelled, lesson.confirmed, feedback.submitted, term_register.paid, invoice.created, invoice.paid, invoice.failed, family.payment.succeeded',
  },
  { name: 'enabled not a boolean', change: { enabled: 'yes' }, field: 'enabled', message: 'must be a boolean' },
  oversized('description', 200),
];

export const webhookEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/webhook-endpoints',
    as: 'admin',
    body: BODY,
    required: ['url', 'events'],
    cases: bodyCases,
  },
  {
    method: 'PUT',
    url: '/api/webhook-endpoints/:id',
    as: 'admin',
    params: async (f) => ({ id: (await insertWebhookEndpoint(f.db)).id }),
    body: BODY,
    required: ['url', 'events'],
    cases: bodyCases,
  },
  {
    method: 'GET',
    url: '/api/webhook-endpoints/:id/deliveries',
    as: 'admin',
    params: async (f) => ({ id: (await insertWebhookEndpoint(f.db)).id }),
    query: { page: '1' },
    cases: [
      unknownField,
      {
        name: 'unknown status',
        change: { status: 'lost' },
        field: 'status',
        message: 'must be one of: pending, succeeded, failed',
      },
      { name: 'page size too large', change: { pageSize: '1000' }, field: 'pageSize', message: 'must be at most 100' },
    ],
  },
];
