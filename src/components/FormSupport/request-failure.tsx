import { message } from 'antd';
import { describeRequestError, showErrorAction } from '@/requestErrorConfig';
import { errorBodyOf } from './server-field-errors';

/**
 * For calls made with `skipErrorHandler`: shows the screen's own failure text (spec §8 wording, e.g.
 * "Failed to add, try again") with the server's reason beneath it when there is one. An expired
 * session still goes through the request layer, which sends the user to the login page.
 */
export function showRequestFailure(text: string, error: unknown): void {
  if ((error as { response?: { status?: number } })?.response?.status === 401) {
    showErrorAction(describeRequestError(error, window.location.href, navigator.onLine));
    return;
  }
  const reason = errorBodyOf(error)?.errorMessage;
  message.error(
    reason ? (
      <span>
        <span>{text}</span>
        <br />
        <span>{reason}</span>
      </span>
    ) : (
      text
    ),
  );
}
