import { type Case, type Endpoint, idTooBig, notString, oversized, unknownField } from './cases';

const KINDS = 'must be one of: teachers, courses, students, balances, term-registers, lessons';

const runBody = { uploadId: 1, kind: 'students', mapping: { firstName: 'First name' }, matchOn: null };
const runCases: Case[] = [
  { name: 'unknown kind', change: { kind: 'pets' }, field: 'kind', message: KINDS },
  { name: 'uploadId not a number', change: { uploadId: 'one' }, field: 'uploadId', message: 'must be a number' },
  idTooBig('uploadId'),
  { name: 'mapping a string', change: { mapping: 'First name' }, field: 'mapping', message: 'must be a record' },
  notString('matchOn'),
  unknownField,
];

export const importEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/imports/files',
    as: 'admin',
    query: { fileName: 'students.csv', kind: 'students' },
    required: ['fileName', 'kind'],
    cases: [
      { name: 'unknown kind', change: { kind: 'pets' }, field: 'kind', message: KINDS },
      oversized('fileName', 200),
      { name: 'unknown parameter', change: { hacker: '1' }, field: 'hacker', message: 'is not a known field' },
    ],
  },
  {
    method: 'POST',
    url: '/api/imports/dry-run',
    as: 'admin',
    body: runBody,
    required: ['uploadId', 'kind', 'mapping'],
    cases: runCases,
  },
  {
    method: 'POST',
    url: '/api/imports',
    as: 'admin',
    body: runBody,
    required: ['uploadId', 'kind', 'mapping'],
    cases: runCases,
  },
];
