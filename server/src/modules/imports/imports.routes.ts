import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, listResponse } from '../../lib/responses';
import { ADMIN_ONLY } from '../../lib/roles';
import { currentUserOf } from '../../plugins/auth';
import {
  dryRunResult,
  importBatch,
  importKindInfo,
  kindParams,
  runBody,
  uploadQuery,
  uploadResult,
} from './imports.schemas';
import {
  dryRunImport,
  getImportBatch,
  importKinds,
  importTemplate,
  listImportBatches,
  startImport,
  undoImportBatch,
  uploadImportFile,
} from './imports.service';
import { fileTooLarge, MAX_IMPORT_BYTES } from './index';

const tags = ['imports'];
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

/** The Import screen (administrators): upload, map, dry run, import as a job, undo. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN_ONLY };
  // The file is the request body as it is; other routes keep the 1 MiB JSON limit.
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/imports/kinds',
    {
      config,
      schema: {
        operationId: 'listImportKinds',
        summary: 'What can be imported: each kind with its fields and what updates may match on',
        tags,
        response: { 200: z.object({ success: z.literal(true), data: z.array(importKindInfo) }) },
      },
    },
    async () => ({ success: true as const, data: importKinds() }),
  );

  app.get(
    '/imports/templates/:kind',
    {
      config,
      schema: {
        operationId: 'downloadImportTemplate',
        summary: "A kind's template: a CSV with its columns and an example row",
        tags,
        params: kindParams,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.kind}-template.csv"`)
        .send(importTemplate(request.params.kind)),
  );

  app.post(
    '/imports/files',
    {
      // The body is the file itself, which no JSON schema describes.
      config: { ...config, undescribedBody: true },
      bodyLimit: MAX_IMPORT_BYTES,
      // Refused by its announced length before a byte is read, with the import's own message.
      preParsing: async (request) => {
        if (Number(request.headers['content-length']) > MAX_IMPORT_BYTES) throw fileTooLarge();
      },
      schema: {
        operationId: 'uploadImportFile',
        summary:
          'Upload a .csv or .xlsx file (the body is the file, at most 20 MB): its header, row count and a guessed mapping',
        tags,
        querystring: uploadQuery,
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.status(201).send(await uploadImportFile(app.db, currentUserOf(request), request.query, bytes));
    },
  );

  app.post(
    '/imports/dry-run',
    {
      config,
      schema: {
        operationId: 'dryRunImport',
        summary: 'Check every row of an uploaded file as the import would; nothing is written',
        tags,
        body: runBody,
        response: { 200: dryRunResult },
      },
    },
    async (request) => dryRunImport(app.db, app.fieldCipher, request.body),
  );

  app.post(
    '/imports',
    {
      config,
      schema: {
        operationId: 'startImport',
        summary: 'Import an uploaded file: queued as a job; poll the batch for its progress',
        tags,
        body: runBody,
        response: { 202: importBatch },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startImport(app.db, app.jobs, currentUserOf(request), request.body)),
  );

  app.get(
    '/imports',
    {
      config,
      schema: {
        operationId: 'listImportBatches',
        summary: 'The latest 100 imports, newest first',
        tags,
        response: { 200: listResponse(importBatch) },
      },
    },
    async () => listImportBatches(app.db),
  );

  app.get(
    '/imports/:id',
    {
      config,
      schema: {
        operationId: 'getImportBatch',
        summary: 'One import and its progress',
        tags,
        params: idParams,
        response: { 200: importBatch },
      },
    },
    async (request) => getImportBatch(app.db, request.params.id),
  );

  app.post(
    '/imports/:id/undo',
    {
      config,
      schema: {
        operationId: 'undoImportBatch',
        summary: 'Undo a whole import (within 7 days): created records removed, updates restored, balances reversed',
        tags,
        params: idParams,
        response: { 200: importBatch },
      },
    },
    async (request) => undoImportBatch(app.db, app.fieldCipher, currentUserOf(request), request.params.id),
  );
};
