import { errorBodyOf } from '@/components/FormSupport';
import { saveScheduleFeedback } from '@/services/api/scheduleFeedback';
import { cancelOwnLesson, confirmLesson, confirmLessonUnchanged } from '@/services/api/teacherConfirmations';
import { type LessonActionRequest, outcomeOfStatus, type SendOutcome } from './lesson-action-queue';

/** Sends one confirm / confirm-unchanged / cancel / feedback save with the device's key for it (Idempotency-Key). */
export function callLessonAction(request: LessonActionRequest, key: string) {
  const options = { skipErrorHandler: true, headers: { 'Idempotency-Key': key } };
  switch (request.kind) {
    case 'confirm':
      return confirmLesson({ id: request.lessonId }, request.body, options);
    case 'confirm-unchanged':
      return confirmLessonUnchanged({ id: request.lessonId }, options);
    case 'cancel':
      return cancelOwnLesson({ id: request.lessonId }, request.body, options);
    case 'feedback':
      return saveScheduleFeedback({ id: request.lessonId }, request.body, options);
  }
}

/** The answer's HTTP status; undefined with no answer (axios 0.27 hands over the XHR, status 0, when the network fails). */
const statusOf = (error: unknown) => (error as { response?: { status?: number } })?.response?.status || undefined;

/** See outcomeOfStatus: retry when there was no answer or it may go through later, else refused with why. */
export function outcomeOfFailure(error: unknown): SendOutcome {
  return outcomeOfStatus(statusOf(error), errorBodyOf(error)?.errorMessage);
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
