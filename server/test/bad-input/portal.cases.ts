import { badEmail, type Case, type Endpoint, unknownField } from './cases';

/** A student id that passes the path's rules: the input is refused before the family's children are looked up. */
const studentParams = async () => ({ student: 1 });
const dateCases: Case[] = [
  { name: 'from not a real date', change: { from: '2025-02-30' }, field: 'from', message: 'must be a real date' },
  { name: 'to not a date', change: { to: 'soon' }, field: 'to', message: 'must be a date as YYYY-MM-DD' },
  unknownField,
];

export const portalEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/portal/lessons',
    as: 'family',
    query: { when: 'upcoming' },
    cases: [
      { name: 'when unknown', change: { when: 'soon' }, field: 'when', message: 'must be one of: upcoming, past' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/portal/students/:student/statement',
    params: studentParams,
    as: 'family',
    query: {},
    cases: dateCases,
  },
  {
    method: 'GET',
    url: '/api/portal/students/:student/statement/pdf',
    params: studentParams,
    as: 'family',
    query: {},
    cases: dateCases,
  },
  {
    method: 'PUT',
    url: '/api/portal/profile',
    as: 'family',
    body: { email: 'family@example.com' },
    required: ['email'],
    cases: [badEmail(), unknownField],
  },
  {
    method: 'POST',
    url: '/api/portal/activate',
    as: 'anonymous',
    body: { key: 'k'.repeat(40), password: 'chosen-password' },
    required: ['key', 'password'],
    cases: [unknownField],
  },
  {
    method: 'POST',
    url: '/api/students/:student/family-invitations',
    params: studentParams,
    as: 'admin',
    body: { email: 'parent@example.com' },
    required: ['email'],
    cases: [badEmail(), unknownField],
  },
];
