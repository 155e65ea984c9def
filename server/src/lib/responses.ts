import { z } from 'zod';
import { fields } from './validation';

export const okResponse = z.object({ success: z.literal(true) }).meta({ id: 'OkResult' });
export const OK = { success: true as const };

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int().describe('Rows matching the filters, across all pages'),
  });
}

export const idParams = z.strictObject({ id: fields.recordIdParam.describe('Record id') });
