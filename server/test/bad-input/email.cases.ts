import { emailSends, emailTemplates } from '../../src/db/schema';
import { type Case, type Endpoint, idTooBig, notString, oversized, unknownField } from './cases';

const templateBody = { name: 'Reminder', subject: 'Hello {{firstName}}', body: 'Your balance is {{balance}}.' };
const unknownVariable = (field: string): Case => ({
  name: `${field} names an unknown variable`,
  change: { [field]: 'Dear {{nickname}}' },
  field,
  message: 'Unknown variable {{nickname}}',
});
const templateCases: Case[] = [
  { name: 'name blank', change: { name: '  ' }, field: 'name', message: 'is required' },
  oversized('name', 100),
  oversized('subject', 300),
  notString('body'),
  unknownVariable('subject'),
  unknownVariable('body'),
  unknownField,
];

const aTemplate = async ({ db }: { db: import('../../src/db/client').Database }) => {
  const [row] = await db.insert(emailTemplates).values(templateBody).returning({ id: emailTemplates.id });
  return { template: row.id };
};
const aSend = async ({ db }: { db: import('../../src/db/client').Database }) => {
  const [row] = await db
    .insert(emailSends)
    .values({ subject: 'x', body: 'x', audience: { group: 'staff' }, state: 'finished', sendAt: new Date() })
    .returning({ id: emailSends.id });
  return { send: row.id };
};

const audienceCases: Case[] = [
  {
    name: 'group unknown',
    change: { audience: { group: 'everyone' } },
    field: 'audience.group',
    message:
      'must be one of: active-students, low-balance-students, course-students, term-students, selected-students, teachers, staff',
  },
  {
    name: 'course group without a course',
    change: { audience: { group: 'course-students' } },
    field: 'audience.courseId',
    message: 'is required',
  },
  idTooBig('audience.courseId', { audience: { group: 'course-students', courseId: 2_147_483_648 } }),
  {
    name: 'no students chosen',
    change: { audience: { group: 'selected-students', studentIds: [] } },
    field: 'audience.studentIds',
    message: 'must have at least 1 item(s)',
  },
];

export const emailEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/email/templates',
    as: 'admin',
    body: templateBody,
    required: ['name', 'subject', 'body'],
    cases: templateCases,
  },
  {
    method: 'PUT',
    url: '/api/email/templates/:template',
    params: aTemplate,
    as: 'admin',
    body: templateBody,
    required: ['name', 'subject', 'body'],
    cases: templateCases,
  },
  {
    method: 'POST',
    url: '/api/email/preview',
    as: 'admin',
    body: { subject: 'Hi', body: 'Hi {{firstName}}', recipient: { kind: 'staff', id: 1 } },
    required: ['subject', 'body', 'recipient'],
    cases: [
      unknownVariable('body'),
      {
        name: 'recipient kind unknown',
        change: { recipient: { kind: 'parent', id: 1 } },
        field: 'recipient.kind',
        message: 'must be one of: student, teacher, staff',
      },
      idTooBig('recipient.id', { recipient: { kind: 'student', id: 2_147_483_648 } }),
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/email/recipients',
    as: 'admin',
    body: { audience: { group: 'staff' } },
    required: ['audience'],
    cases: [...audienceCases, unknownField],
  },
  {
    method: 'POST',
    url: '/api/email/sends',
    as: 'admin',
    body: { subject: 'News', body: 'Hello {{firstName}}', audience: { group: 'staff' } },
    required: ['subject', 'body', 'audience'],
    cases: [
      ...audienceCases,
      unknownVariable('subject'),
      {
        name: 'body over 20,000 characters',
        change: { body: 'x'.repeat(20_001) },
        field: 'body',
        message: 'must be at most 20000 characters',
      },
      {
        name: 'send time not an instant',
        change: { sendAt: 'tomorrow' },
        field: 'sendAt',
        message: 'must be a valid datetime',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/email/sends',
    as: 'admin',
    query: { page: '1' },
    cases: [
      { name: 'page size over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
    ],
  },
  {
    method: 'GET',
    url: '/api/email/sends/:send/recipients',
    params: aSend,
    as: 'admin',
    query: { page: '1' },
    cases: [
      {
        name: 'status unknown',
        change: { status: 'lost' },
        field: 'status',
        message: 'must be one of: stored, queued, sent, failed, skipped',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/email/resubscribe',
    as: 'anonymous',
    query: { token: 'abcdefghijklmnopqrstuvwxyz' },
    required: ['token'],
    cases: [
      {
        name: 'token with bad characters',
        change: { token: 'abc<script>defgh' },
        field: 'token',
        message: 'is not a valid link',
      },
    ],
  },
  {
    method: 'POST',
    url: '/api/email/unsubscribe',
    as: 'anonymous',
    query: { token: 'abcdefghijklmnopqrstuvwxyz' },
    required: ['token'],
    cases: [
      {
        name: 'token with bad characters',
        change: { token: 'abc<script>defgh' },
        field: 'token',
        message: 'is not a valid link',
      },
    ],
  },
];
