import { Form, message } from 'antd';
import { showRequestFailure } from './request-failure';
import { showServerFieldErrors } from './server-field-errors';

/** What every save passes to the API call: the form reports failures itself, not the request layer. */
export type SaveRequestOptions = { skipErrorHandler: true };

const SAVE_REQUEST_OPTIONS: SaveRequestOptions = { skipErrorHandler: true };

export type SaveRecordOptions<V, R> = {
  create: (values: V, options: SaveRequestOptions) => Promise<R>;
  /** Given when the form edits an existing record: saving then updates it. */
  update?: (values: V, options: SaveRequestOptions) => Promise<R>;
  /** After a successful save, e.g. to reload the list; the modal closes itself. */
  onSaved: (saved: R) => void;
  /** The message after adding, when the screen says more than "Added successfully". */
  addedText?: (saved: R) => string;
  /** The message when adding fails, when the action is not an addition (e.g. "Failed to reverse, try again"). */
  failedText?: string;
};

/**
 * The save of an add/edit ModalForm, as spec §8 words it: "Added successfully" / "Updated
 * successfully"; on failure the server's field errors go on their fields (a taken login, a bad date),
 * anything else gets "Failed to add, try again" / "Failed to update, try again". Returns the form and
 * its `onFinish`, which resolves to true (the modal closes) only when the save succeeded.
 */
export function useSaveRecord<V, R = unknown>({
  create,
  update,
  onSaved,
  addedText,
  failedText = 'Failed to add, try again',
}: SaveRecordOptions<V, R>) {
  const [form] = Form.useForm<V>();
  const onFinish = async (values: V) => {
    try {
      const saved = update ? await update(values, SAVE_REQUEST_OPTIONS) : await create(values, SAVE_REQUEST_OPTIONS);
      message.success(update ? 'Updated successfully' : (addedText?.(saved) ?? 'Added successfully'));
      onSaved(saved);
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        showRequestFailure(update ? 'Failed to update, try again' : failedText, error);
      }
      return false;
    }
  };
  return { form, onFinish };
}
