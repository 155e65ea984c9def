import { errorBodyOf } from '@/components/FormSupport';
import { cancelOwnLesson, confirmLesson, confirmLessonUnchanged } from '@/services/api/teacherConfirmations';
import type { LessonActionRequest, SendOutcome } from './lesson-action-queue';

/** Sends one confirm / confirm-unchanged / cancel with the device's key for it (Idempotency-Key). */
export function callLessonAction(request: LessonActionRequest, key: string) {
  const options = { skipErrorHandler: true, headers: { 'Idempotency-Key': key } };
  switch (request.kind) {
    case 'confirm':
      return confirmLesson({ id: request.lessonId }, request.body, options);
    case 'confirm-unchanged':
      return confirmLessonUnchanged({ id: request.lessonId }, options);
    case 'cancel':
      return cancelOwnLesson({ id: request.lessonId }, request.body, options);
  }
}

const statusOf = (error: unknown) => (error as { response?: { status?: number } })?.response?.status;

/**
 * No answer at all (no connection), a server failure or an expired session: the action may still go
 * through later. Any other refusal is the server's word on this lesson, kept with its reason.
 */
export function outcomeOfFailure(error: unknown): SendOutcome {
  const status = statusOf(error);
  if (status === undefined || status >= 500 || status === 401 || status === 408 || status === 429) {
    return { result: 'retry' };
  }
  return { result: 'refused', reason: errorBodyOf(error)?.errorMessage ?? `Refused (HTTP ${status}).` };
}

export const isWithoutConnection = (error: unknown) => statusOf(error) === undefined;

export async function sendLessonAction(request: LessonActionRequest, key: string): Promise<SendOutcome> {
  try {
    await callLessonAction(request, key);
    return { result: 'done' };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}
