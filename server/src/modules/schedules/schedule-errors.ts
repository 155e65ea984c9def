import { AppError } from '../../lib/app-error';

/** 400 on one field, worded like the schema's own errors ("field: message"), for rules checked in services. */
export function invalidField(field: string, message: string): AppError {
  return new AppError('validation', { message: `${field}: ${message}`, fieldErrors: [{ field, message }] });
}
