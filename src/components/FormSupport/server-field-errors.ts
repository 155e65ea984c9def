import type { FormInstance } from 'antd';
import type { ResponseStructure } from '@/requestErrorConfig';

/**
 * The error body behind a failed call made with `skipErrorHandler`: an HTTP error keeps it on
 * `response.data`; a 2xx answer with `success: false` is raised as a BizError with it on `info`.
 */
export function errorBodyOf(error: unknown): ResponseStructure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { response, info } = error as { response?: { data?: unknown }; info?: unknown };
  const body = response?.data ?? info;
  return typeof body === 'object' && body !== null ? (body as ResponseStructure) : undefined;
}

/**
 * Puts each server field error on the form field of the same name and returns true when at least
 * one landed, so the caller knows whether a general failure message is still needed. Errors about
 * fields the form does not have are left to that general message.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): boolean {
  const known = new Set(Object.keys(form.getFieldsValue()));
  const fieldErrors = (errorBodyOf(error)?.fieldErrors ?? []).filter(({ field }) => known.has(field));
  if (fieldErrors.length === 0) return false;
  form.setFields(fieldErrors.map(({ field, message }) => ({ name: field, errors: [message] })));
  return true;
}
