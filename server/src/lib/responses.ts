import { z } from 'zod';
import { fields } from './validation';

export const okResponse = z.object({ success: z.literal(true) }).meta({ id: 'OkResult' });
export const OK = { success: true as const };

/** The success envelope around one answer: the one place a `{ success: true, data }` body is built. */
export function dataResult<T>(data: T) {
  return { success: true as const, data };
}

/** The success envelope around a list and its count across all pages (the shape ProTable reads). */
export function listResult<T>(data: T[], total: number) {
  return { success: true as const, data, total };
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int().describe('Rows matching the filters, across all pages'),
  });
}

export const idParams = z.strictObject({ id: fields.recordIdParam.describe('Record id') });
