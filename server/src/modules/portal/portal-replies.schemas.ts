import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PDF_CONTENT_TYPE } from '../schedule-feedback';

/** What the portal's routes files share: their OpenAPI tag and how a PDF is described and sent. */
export const portalTags = ['portal'];

export const pdfResponse = (description: string) => ({
  200: {
    description,
    content: {
      [PDF_CONTENT_TYPE]: {
        schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'A PDF document' }),
      },
    },
  },
});

export const sendPdf = (reply: FastifyReply, filename: string, body: Buffer) =>
  reply.type(PDF_CONTENT_TYPE).header('content-disposition', `attachment; filename="${filename}"`).send(body);
