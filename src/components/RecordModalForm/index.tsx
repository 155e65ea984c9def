import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';

type Opening =
  | {
      /** The form is mounted only while open (keyed by its record): Cancel, Esc or a save that succeeds close it. */
      onClose: () => void;
      trigger?: undefined;
    }
  | {
      /** The form opens from its own button, and every opening starts afresh from `initialValues`. */
      trigger: JSX.Element;
      onClose?: undefined;
    };

export type RecordModalFormProps<V> = Omit<ModalFormProps<V>, 'open' | 'onOpenChange' | 'trigger' | 'submitter'> &
  Opening & {
    /** The primary button; "Save" unless the action has a plainer name ("Record", "Confirm"). */
    submitText?: string;
    /** The button that closes without saving; "Cancel" unless the screen words it otherwise. */
    cancelText?: string;
    /** The primary button is red (the action cannot be taken back, e.g. cancelling a lesson). */
    danger?: boolean;
  };

/**
 * The modal every add/edit/action form opens in: Save and Cancel buttons, a 16 px gutter when the
 * fields sit on a grid, and either an `onClose` (mounted while open) or a `trigger`. Pair it with
 * `useSaveRecord` (FormSupport) for its `form` and `onFinish`: server field errors land on their fields.
 */
export default function RecordModalForm<V = Record<string, unknown>>({
  onClose,
  trigger,
  submitText = 'Save',
  cancelText = 'Cancel',
  danger,
  grid,
  rowProps,
  ...rest
}: RecordModalFormProps<V>) {
  const opening: Pick<ModalFormProps<V>, 'open' | 'trigger' | 'onOpenChange'> = trigger
    ? { trigger, onOpenChange: (open) => open && rest.form?.resetFields() }
    : { open: true, onOpenChange: (open) => !open && onClose?.() };
  return (
    <ModalForm<V>
      {...rest}
      {...opening}
      grid={grid}
      rowProps={grid ? (rowProps ?? { gutter: 16 }) : rowProps}
      submitter={{
        searchConfig: { submitText, resetText: cancelText },
        ...(danger ? { submitButtonProps: { danger: true } } : {}),
      }}
    />
  );
}
