import { Modal } from 'antd';
import { errorBodyOf } from '@/components/FormSupport';
import { checkScheduleConflicts } from '@/services/api/schedules';

export type ConflictCheckedSave<R> = {
  /** The lesson(s) about to be saved, as the conflict check wants them. */
  query: API.ScheduleConflictQueryInput;
  /** The save itself; called with true once the user has chosen to save despite the warnings. */
  save: (acknowledgeConflicts: boolean) => Promise<R>;
};

/** Asks the user whether to save despite the listed warnings. */
export type ConfirmConflicts = (messages: string[]) => Promise<boolean>;

/**
 * Checks for overlaps and availability first and saves only after the user has seen the warnings and
 * chosen "Save anyway" (the server records that choice). Resolves to undefined when the user backs out.
 * Another booking can land between the check and the save: the server then refuses with 409 `conflict`,
 * and the user is asked again with the server's list.
 */
export async function saveWithConflictCheck<R>(
  { query, save }: ConflictCheckedSave<R>,
  confirmConflicts: ConfirmConflicts,
): Promise<R | undefined> {
  const { data: conflicts } = await checkScheduleConflicts(query, { skipErrorHandler: true });
  if (conflicts.length > 0) {
    return (await confirmConflicts(conflicts.map((conflict) => conflict.message))) ? save(true) : undefined;
  }
  try {
    return await save(false);
  } catch (error) {
    const body = errorBodyOf(error);
    if (body?.errorCode !== 'conflict' || !body.errorMessage) throw error;
    const lines = body.errorMessage.split('\n').filter((line) => line.trim());
    return (await confirmConflicts(lines)) ? save(true) : undefined;
  }
}

/**
 * The "Save despite these conflicts?" dialog: resolves true on "Save anyway". Render `contextHolder`
 * inside the component so the dialog takes the app's theme.
 */
export function useConflictDialog() {
  const [modal, contextHolder] = Modal.useModal();
  const confirmConflicts: ConfirmConflicts = (messages) =>
    new Promise((resolve) => {
      modal.confirm({
        title: 'Save despite these conflicts?',
        width: 520,
        content: (
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {messages.map((text, index) => (
              // The same warning can repeat (two weeks of a series), so the index keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index}>{text}</li>
            ))}
          </ul>
        ),
        okText: 'Save anyway',
        cancelText: 'Go back',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return { contextHolder, confirmConflicts };
}

/** The conflict check with its confirm dialog (render `contextHolder` inside the component). */
export function useConflictCheck() {
  const { contextHolder, confirmConflicts } = useConflictDialog();
  return {
    contextHolder,
    saveWithConflictCheck: <R,>(request: ConflictCheckedSave<R>) => saveWithConflictCheck(request, confirmConflicts),
  };
}
