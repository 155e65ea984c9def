import { ERRORS } from '../lib/app-error';

type Json = Record<string, unknown>;

const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every refused or failed request answers with this body and a real HTTP status',
  required: ['success', 'errorCode', 'errorMessage', 'showType'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    errorCode: {
      type: 'string',
      description: `What went wrong: ${Object.keys(ERRORS).join(', ')}, or badrequest, toolarge, unsupportedmediatype`,
    },
    errorMessage: { type: 'string', description: 'A message a person can act on' },
    showType: {
      type: 'integer',
      description: 'How the client shows it: 0 silent, 1 warning, 2 error, 4 notification, 9 page',
    },
    title: { type: 'string', description: 'A title for the message, when it has one' },
    fieldErrors: {
      type: 'array',
      description: 'Each refused field (or query or path parameter) with why',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string', description: 'Field path, e.g. "phone" or "scheduleTimes.0.startTime"' },
          message: { type: 'string', description: 'Why it was refused' },
        },
      },
    },
  },
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResult' } } },
});

/** An untyped schema already admits null: `nullable` beside no `type` is invalid OpenAPI 3.0 (a transform's output). */
function dropUntypedNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) dropUntypedNullable(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (
    schema.nullable === true &&
    !('type' in schema) &&
    !('$ref' in schema) &&
    !schema.allOf &&
    !schema.anyOf &&
    !schema.oneOf
  ) {
    delete schema.nullable;
  }
  for (const value of Object.values(schema)) dropUntypedNullable(value);
}

/**
 * A nullable reference (`nullable` beside `allOf: [{ $ref }]`, how a nullable named object comes out)
 * needs the referenced schema's `type` beside it to be valid OpenAPI 3.0.
 */
function typeNullableReferences(node: unknown, schemas: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullableReferences(item, schemas);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const parts = schema.allOf as Json[] | undefined;
  if (schema.nullable === true && !('type' in schema) && parts?.length === 1 && typeof parts[0].$ref === 'string') {
    const referenced = schemas[(parts[0].$ref as string).split('/').pop() ?? ''] as Json | undefined;
    if (typeof referenced?.type === 'string') schema.type = referenced.type;
  }
  for (const value of Object.values(schema)) typeNullableReferences(value, schemas);
}

/**
 * Declares the error body on every operation (4XX and 5XX), so a client generated from the document
 * knows the failures, and mends what Redocly's recommended lint refuses (no `servers`,
 * `nullable` without a type). The lint runs in `npm run api:check`.
 */
export function declareErrorAnswers<T>(document: T): T {
  const doc = document as Json;
  // Paths already start with /api: the document describes the server it is served from.
  if (!Array.isArray(doc.servers) || doc.servers.length === 0) {
    doc.servers = [{ url: '/', description: 'The server this document comes from' }];
  }
  const components = (doc.components ?? {}) as Json;
  components.schemas = { ...(components.schemas as Json), ErrorResult: ERROR_SCHEMA };
  doc.components = components;
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item) as Json[]) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      const responses = operation.responses as Json;
      responses['4XX'] ??= errorAnswer(
        'Refused: bad input (400, naming each field), not signed in (401), not allowed (403), not found (404), a conflict (409), a broken rule (422) or too many attempts (429)',
      );
      responses['5XX'] ??= errorAnswer('The server failed; details are in its log, never in the answer');
    }
  }
  typeNullableReferences(doc, components.schemas as Json);
  dropUntypedNullable(doc);
  return document;
}
