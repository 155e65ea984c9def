import { type FormInstance, message } from 'antd';
import { errorBodyOf, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';

type ActionTexts = { success: string; failure: string };

/** Whether a failed call was refused because the lesson is no longer what the list showed. */
const isConflict = (error: unknown) => (error as { response?: { status?: number } })?.response?.status === 409;

/**
 * Runs one confirm / confirm-unchanged / cancel call (made with `skipErrorHandler`). A 409 means the
 * lesson was confirmed or cancelled meanwhile (another tab, a double click): the server's message is
 * shown as it is and the list reloads, since the row acted on is stale. Refused fields (e.g. an end
 * time too far from the start) go on `form` when given. Resolves to true when the dialog that started
 * the action may close.
 */
export async function runLessonAction(
  call: () => Promise<unknown>,
  texts: ActionTexts,
  onDone: () => void,
  form?: FormInstance,
): Promise<boolean> {
  try {
    await call();
    message.success(texts.success);
    onDone();
    return true;
  } catch (error) {
    if (isConflict(error)) {
      message.error(errorBodyOf(error)?.errorMessage ?? 'This lesson has already been confirmed.');
      onDone();
      return true;
    }
    if (!(form && showServerFieldErrors(form, error))) showRequestFailure(texts.failure, error);
    return false;
  }
}
