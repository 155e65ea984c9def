import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/responses';
import { CENTRE_STAFF } from '../../lib/roles';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-sheet';
import { downloadTermAttendance } from './index';
import { MAX_DOWNLOAD_DAYS, rangeDownloadQuery, weekDownloadQuery } from './schedule-downloads.schemas';
import { downloadSchedules, downloadScheduleWeek } from './schedule-downloads.service';

const tags = ['schedule-downloads'];

const xlsxResponse = (description: string) => ({
  200: {
    description,
    content: {
      [XLSX_CONTENT_TYPE]: {
        schema: z.unknown().meta({ type: 'string', format: 'binary', description: 'An .xlsx workbook' }),
      },
    },
  },
});

export const scheduleDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: CENTRE_STAFF };

  app.get(
    '/schedules/download',
    {
      config,
      schema: {
        operationId: 'downloadSchedules',
        summary: `Lessons of a date range (at most ${MAX_DOWNLOAD_DAYS} days) as .xlsx, one row per lesson and student`,
        tags,
        querystring: rangeDownloadQuery,
        response: xlsxResponse('The spreadsheet, as an attachment named schedule_<from>_<to>.xlsx'),
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await downloadSchedules(app.db, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );

  app.get(
    '/schedules/download/week',
    {
      config,
      schema: {
        operationId: 'downloadScheduleWeek',
        summary: 'Lessons of the week starting on a Monday as .xlsx, one row per lesson and student',
        tags,
        querystring: weekDownloadQuery,
        response: xlsxResponse('The spreadsheet, as an attachment named schedule_week_<monday>.xlsx'),
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await downloadScheduleWeek(app.db, request.query);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );

  app.get(
    '/terms/:id/attendance',
    {
      config,
      schema: {
        operationId: 'downloadTermAttendance',
        summary: "A term's registered students against its lesson dates (Present/Absent) as .xlsx",
        tags,
        params: idParams,
        response: xlsxResponse('The spreadsheet, as an attachment named term-attendance_<course>_<start>_<end>.xlsx'),
      },
    },
    async (request, reply) => {
      const { buffer, filename } = await downloadTermAttendance(app.db, request.params.id);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(buffer);
    },
  );
};
