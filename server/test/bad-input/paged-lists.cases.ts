import { type Case, type Endpoint, unknownField } from './cases';

/** The broken paging every plain `pageQuery` list refuses. */
const pagingCases: Case[] = [
  { name: 'page size over 100', change: { pageSize: '101' }, field: 'pageSize', message: 'must be at most 100' },
  { name: 'page zero', change: { page: '0' }, field: 'page', message: 'must be at least 1' },
  { name: 'page not a number', change: { page: 'two' }, field: 'page', message: 'must be a number' },
  {
    name: 'sort injection',
    change: { sort: 'id;drop table users' },
    field: 'sort',
    message: 'must look like field,asc or field,desc',
  },
  unknownField,
];

/** Lists that take only paging (no filters); picked up by bad-input.test.ts without being imported there. */
export const pagedListEndpoints: Endpoint[] = [
  { method: 'GET', url: '/api/users', as: 'admin', query: { page: '1', pageSize: '20' }, cases: pagingCases },
  { method: 'GET', url: '/api/mail-outbox', as: 'admin', query: { page: '1', pageSize: '20' }, cases: pagingCases },
];
