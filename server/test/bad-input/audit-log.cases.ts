import type { Endpoint } from './cases';
import { unknownField } from './cases';

export const auditLogEndpoints: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/audit-log',
    as: 'admin',
    query: { recordType: 'account', from: '2020-01-01', to: '2030-12-31' },
    cases: [
      {
        name: 'record type unknown',
        change: { recordType: 'password' },
        field: 'recordType',
        message:
          'must be one of: account, teacher, student, settings, price-plan, term-register, lesson, student-vouchers, credit, teacher-pay, course, term, referral, email-template, invoice, billing-card',
      },
      { name: 'person id not a number', change: { actorId: 'abc' }, field: 'actorId', message: 'must be a number' },
      { name: 'person id zero', change: { actorId: '0' }, field: 'actorId', message: 'must be greater than 0' },
      { name: 'actor not system', change: { actor: 'admin' }, field: 'actor', message: 'must be one of: system' },
      {
        name: 'system with a person',
        change: { actor: 'system', actorId: '3' },
        field: 'actor',
        message: 'cannot be given with actorId',
      },
      { name: 'from not a date', change: { from: '2020-13-45' }, field: 'from', message: 'must be a real date' },
      {
        name: 'to before from',
        change: { to: '2019-12-31' },
        field: 'to',
        message: 'must be on or after the "from" date',
      },
      {
        name: 'record id without its type',
        change: { recordType: undefined, recordId: '4' },
        field: 'recordType',
        message: 'is required with recordId',
      },
      {
        name: 'page size over the cap',
        change: { pageSize: '101' },
        field: 'pageSize',
        message: 'must be at most 100',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/audit-log/people',
    as: 'admin',
    query: { keyword: 'adm' },
    cases: [
      {
        name: 'keyword too long',
        change: { keyword: 'x'.repeat(101) },
        field: 'keyword',
        message: 'must be at most 100 characters',
      },
      unknownField,
    ],
  },
];
