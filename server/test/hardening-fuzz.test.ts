/**
 * Fuzzing from the OpenAPI document: for every operation, as a role allowed to call it, fast-check
 * generates requests shaped like the operation's parameters and body with at least one part broken
 * (a non-canonical path id, an unknown or ill-typed query parameter, a missing, ill-typed, blank or
 * control-character body field, deep nesting, broken JSON, a body where none is taken). Every one must
 * be refused with a 4xx, never a 5xx, and nothing may be written. Seeded, so a failure replays.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Role } from '../src/db/schema';
import { type AuthHeader, createTestApp, type TestApp, tableSnapshot } from './helpers/app';
import { fundedStudent, pastLesson } from './helpers/confirmations';
import { insertTeacher } from './helpers/lessons';
import { insertCourse, insertReferral, insertTerm } from './helpers/records';
import { insertRoleUsers, ROLE_NAMES } from './helpers/users';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

type Schema = {
  type?: string;
  $ref?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maxLength?: number;
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type Caller = Role | 'anonymous';

/** A generated request: path parameters, query and body (or raw body text) as sent. */
type FuzzRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  broken: string;
};

// Most name record 1 to a lenient parse, and record 1 of every kind exists: such an id answering 200
// instead of 400 fails the run.
const BAD_IDS = [
  '0x1',
  '0b1',
  '0o1',
  '+1',
  '01',
  '1e0',
  '1.0',
  '%201',
  '1%20',
  '%091',
  '-1',
  '0',
  '2147483648',
  '1.5',
  'abc',
  '%00',
  '١',
  '99999999999999999999',
];
const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f');

function resolve(doc: Document, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i += 1)
    current = doc.components.schemas[current.$ref.split('/').pop() ?? ''] ?? {};
  if (current.allOf?.length === 1) return resolve(doc, { ...current.allOf[0], nullable: current.nullable });
  return current;
}

/** Values shaped like `schema` (not necessarily valid): the rest of a request around the broken part. */
function shaped(doc: Document, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(doc, variant, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.constantFrom('2026-03-02', '2026-03-02T10:00:00Z', '12.50', '#1890ff', 'a@b.co', '+14165550100'),
      );
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.constant(1));
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(shaped(doc, schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, value]) => [key, shaped(doc, value, depth + 1)])), {
        requiredKeys: schema.required?.filter((key) => schema.properties?.[key]) ?? [],
      });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A JSON value no property typed `schema` accepts. */
function wrongType(doc: Document, raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const types = new Set([schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((s) => resolve(doc, s).type)]);
  if (schema.nullable) types.add('null');
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) candidates.push(fc.string({ maxLength: 5 }));
  if (!types.has('integer') && !types.has('number')) candidates.push(fc.integer());
  if (!types.has('boolean')) candidates.push(fc.boolean());
  if (!types.has('object')) candidates.push(fc.constant({ nested: 1 }));
  if (!types.has('array')) candidates.push(fc.constant([1, 'x']));
  if (!types.has('null') && schema.type) candidates.push(fc.constant(null));
  return fc.oneof(...candidates);
}

/** Every request this operation can be sent, each with one part broken. */
function badRequests(doc: Document, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = resolve(doc, operation.requestBody?.content['application/json'].schema);
  const takesBody = Boolean(operation.requestBody);

  const validishParams = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, fc.integer({ min: 1, max: 50 }).map(String)])),
  );
  const validishQuery = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, shaped(doc, p.schema).map((value) => String(value))])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const validishBody = takesBody ? shaped(doc, bodySchema) : fc.constant(undefined);
  const base = fc.record({ params: validishParams, query: validishQuery, body: validishBody });

  const breakers: fc.Arbitrary<(request: FuzzRequest) => FuzzRequest>[] = [
    fc.string({ minLength: 1, maxLength: 8 }).map((name) => (request) => ({
      ...request,
      query: { ...request.query, [`x_${name}`]: '1' },
      broken: `unknown query parameter x_${name}`,
    })),
  ];
  if (pathParams.length) {
    breakers.push(
      fc
        .tuple(fc.constantFrom(...pathParams.map((p) => p.name)), fc.constantFrom(...BAD_IDS))
        .map(([name, id]) => (request) => ({
          ...request,
          params: { ...request.params, [name]: id },
          broken: `path ${name}=${id}`,
        })),
    );
  }
  const typedQuery = queryParams.filter((p) => {
    const schema = resolve(doc, p.schema);
    return schema.type === 'integer' || schema.enum || schema.type === 'boolean';
  });
  if (typedQuery.length) {
    breakers.push(
      fc
        .tuple(
          fc.constantFrom(...typedQuery.map((p) => p.name)),
          fc.constantFrom('abc', '1.5', '0x1', '', ' ', 'true false'),
        )
        .map(([name, value]) => (request) => ({
          ...request,
          query: { ...request.query, [name]: value },
          broken: `query ${name}=${value}`,
        })),
    );
  }
  if (queryParams.length) {
    breakers.push(
      fc.tuple(fc.constantFrom(...queryParams.map((p) => p.name)), CONTROL).map(([name, control]) => (request) => ({
        ...request,
        query: { ...request.query, [name]: `a${control}b` },
        broken: `control character in query ${name}`,
      })),
    );
  }
  if (takesBody) {
    const properties = Object.entries(bodySchema.properties ?? {});
    const stringFields = properties
      .filter(([, schema]) => {
        const resolved = resolve(doc, schema);
        return resolved.type === 'string' || (resolved.anyOf ?? []).some((s) => resolve(doc, s).type === 'string');
      })
      .map(([key]) => key);
    if (bodySchema.required?.length) {
      breakers.push(
        fc.constantFrom(...bodySchema.required).map((key) => (request) => {
          const body = { ...(request.body as object) } as Record<string, unknown>;
          delete body[key];
          return { ...request, body, broken: `missing ${key}` };
        }),
      );
    }
    if (properties.length) {
      breakers.push(
        fc
          .constantFrom(...properties)
          .chain(([key, schema]) => wrongType(doc, schema).map((value) => [key, value] as const))
          .map(([key, value]) => (request) => ({
            ...request,
            body: { ...(request.body as object), [key]: value },
            broken: `${key}=${JSON.stringify(value)}`,
          })),
      );
      breakers.push(
        fc.string({ minLength: 1, maxLength: 8 }).map((name) => (request) => ({
          ...request,
          body: { ...(request.body as object), [`x_${name}`]: 1 },
          broken: `unknown body field x_${name}`,
        })),
      );
    }
    if (stringFields.length) {
      breakers.push(
        fc.tuple(fc.constantFrom(...stringFields), CONTROL).map(([key, control]) => (request) => ({
          ...request,
          body: { ...(request.body as object), [key]: `x${control}` },
          broken: `control character in ${key}`,
        })),
      );
      const blankable = stringFields.filter((key) => !/password$/i.test(key));
      if (blankable.length) {
        breakers.push(
          fc
            .tuple(fc.constantFrom(...blankable), fc.constantFrom(' ', '   ', '\t', ' \n '))
            .map(([key, blank]) => (request) => ({
              ...request,
              body: { ...(request.body as object), [key]: blank },
              broken: `blank ${key}`,
            })),
        );
      }
    }
    breakers.push(
      fc.integer({ min: 33, max: 5000 }).map((depth) => (request) => ({
        ...request,
        body: undefined,
        rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}`,
        broken: `nested ${depth} deep`,
      })),
      fc
        .constantFrom('{', '{"a":', 'nul', '[1,]', '{"a":1}}', '"\\ud800"', '{"__proto__":{"x":1}}')
        .map((text) => (request) => ({
          ...request,
          body: undefined,
          rawBody: text,
          broken: `raw body ${text}`,
        })),
      fc
        .constantFrom([], 1, 'text', null, true)
        .map((value) => (request) => ({ ...request, body: value, broken: `body ${JSON.stringify(value)}` })),
    );
  } else if (method !== 'get') {
    breakers.push(
      shaped(doc, { type: 'object', properties: { anything: {} } }).map((value) => (request) => ({
        ...request,
        body: value ?? {},
        broken: 'a body where none is taken',
      })),
    );
  }
  return fc.tuple(base, fc.oneof(...breakers)).map(([request, breaker]) => breaker({ ...request, broken: '' }));
}

function toInject(
  method: string,
  path: string,
  request: FuzzRequest,
  headers: AuthHeader | Record<string, never>,
): InjectOptions {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? '1');
  const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    query: request.query,
    headers: { ...headers, ...(payload !== undefined && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  };
}

describe('fuzzing every operation from the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const headers = {} as Record<Caller, AuthHeader | Record<string, never>>;

  before(async () => {
    t = await createTestApp();
    await insertRoleUsers(t.db);
    // Record 1 of each kind, so an id read leniently finds something.
    const student = await fundedStudent(t.db);
    const referral = await insertReferral(t.db);
    const course = await insertCourse(t.db);
    await insertTerm(t.db, { courseId: course.id });
    const teacher = await insertTeacher(t.db);
    await pastLesson(t.db, teacher.id, [student.id]);
    assert.deepEqual([student.id, referral.id, course.id], [1, 1, 1]);
    headers.anonymous = {};
    for (const role of ROLE_NAMES) headers[role] = await t.signIn(role.slice(5).toLowerCase());
    doc = t.app.swagger() as unknown as Document;
  });
  after(() => t.close());

  test(`${RUNS_PER_OPERATION} broken requests per operation as an allowed role: a 4xx each, nothing written`, async () => {
    const snapshot = await tableSnapshot(t.db);
    let operations = 0;
    let requests = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        // Authentication comes before validation: a caller the route refuses gets 401/403 whatever it sends.
        let caller: Caller | undefined;
        for (const candidate of ['anonymous', ...ROLE_NAMES] as Caller[]) {
          const probe = await t.inject(
            toInject(method, path, { params: {}, query: { x_probe: '1' }, broken: '' }, headers[candidate]),
          );
          if (probe.statusCode !== 401 && probe.statusCode !== 403) {
            caller = candidate;
            break;
          }
        }
        assert.ok(caller, `${method} ${path}: no role may call it`);
        operations += 1;
        await fc.assert(
          fc.asyncProperty(badRequests(doc, method, operation), async (request) => {
            requests += 1;
            const response = await t.inject(toInject(method, path, request, headers[caller]));
            const where = `${method.toUpperCase()} ${path} as ${caller} with ${request.broken}: ${response.statusCode} ${response.body.slice(0, 300)}`;
            assert.ok(response.statusCode >= 400 && response.statusCode < 500, where);
          }),
          { seed: SEED + operations, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      }
    }
    assert.ok(operations >= 80, `only ${operations} operations fuzzed`);
    assert.ok(requests >= operations * RUNS_PER_OPERATION);
    assert.deepEqual(await tableSnapshot(t.db), snapshot, 'a broken request wrote to the database');
  });
});
