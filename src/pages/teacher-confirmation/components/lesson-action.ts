import { type FormInstance, message } from 'antd';
import { errorBodyOf, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { lessonWhen } from '@/components/LessonDisplay';
import { signedInAccountId } from '@/utils/session';
import { requestBackgroundSync } from '../offline/background-sync';
import { type LessonActionRequest, newActionKey, queueAction } from '../offline/lesson-action-queue';
import { deviceLessonActions } from '../offline/lesson-action-store';
import { callLessonAction, isWithoutConnection } from '../offline/send-lesson-action';

type ActionTexts = { success: string; failure: string };

/** Who acts on which lesson, so an action made offline can wait on the device and be sent later. */
export type LessonActionContext = { accountId: number; lessonLabel: string };

export const lessonActionContext = (lesson: API.TeacherLesson): LessonActionContext => ({
  accountId: signedInAccountId() ?? 0,
  lessonLabel: `${lesson.courseName}, ${lessonWhen(lesson.startTime, lesson.endTime)}`,
});

/** Whether a failed call was refused because the lesson is no longer what the list showed. */
const isConflict = (error: unknown) => (error as { response?: { status?: number } })?.response?.status === 409;

/** Shown when an action could not be sent and waits on the device. */
export const SAVED_ON_DEVICE = 'No connection: saved on this phone, it will be sent when the connection returns.';

export async function keepOnDevice(request: LessonActionRequest, key: string, context: LessonActionContext) {
  await queueAction(deviceLessonActions, { ...request, key, ...context });
  requestBackgroundSync(context.accountId).catch(() => undefined);
  message.info(SAVED_ON_DEVICE);
}

/**
 * Runs one confirm / confirm-unchanged / cancel (with a key made for it, so a repeat is harmless).
 * Without a connection the action waits on the device instead, marked "Waiting to send". A 409 means
 * the lesson was confirmed or cancelled meanwhile (another tab, a double click): the server's message
 * is shown as it is and the list reloads, since the row acted on is stale. Refused fields (e.g. an end
 * time too far from the start) go on `form` when given. Resolves to true when the dialog that started
 * the action may close.
 */
export async function runLessonAction(
  request: LessonActionRequest,
  context: LessonActionContext,
  texts: ActionTexts,
  onDone: () => void,
  form?: FormInstance,
): Promise<boolean> {
  const key = newActionKey();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await keepOnDevice(request, key, context);
    onDone();
    return true;
  }
  try {
    await callLessonAction(request, key);
    message.success(texts.success);
    onDone();
    return true;
  } catch (error) {
    if (isWithoutConnection(error)) {
      await keepOnDevice(request, key, context);
      onDone();
      return true;
    }
    if (isConflict(error)) {
      message.error(errorBodyOf(error)?.errorMessage ?? 'This lesson has already been confirmed.');
      onDone();
      return true;
    }
    if (!(form && showServerFieldErrors(form, error))) showRequestFailure(texts.failure, error);
    return false;
  }
}
