import { cloneElement, lazy, type MouseEvent, Suspense, useState } from 'react';

export { default as PurchaseTypeCell } from './PurchaseTypeCell';
export { PURCHASE_TYPE_LABELS, PURCHASE_TYPE_VALUE_ENUM } from './purchase-types';

const PurchaseModal = lazy(() => import('./PurchaseModal'));

type VoucherPurchaseFormProps = {
  student: { id: number; name: string };
  /** The button (or link) that opens the form. */
  trigger: JSX.Element;
  onRecorded?: (purchase: API.VoucherPurchase) => void;
};

/**
 * Records a voucher purchase for one student: from the purchase history, the student list, the
 * dashboard's low balances or the student's dashboard. Only the button is drawn with the list: the form
 * (a ModalForm, its fields and pickers) is loaded and mounted when the button is clicked, and every
 * opening starts afresh. Drawn in every row of a list, a closed ModalForm per row cost the screen's first
 * render its hooks and styles for a form nobody had opened (issue 37).
 */
export default function VoucherPurchaseForm({ student, trigger, onRecorded }: VoucherPurchaseFormProps) {
  const [open, setOpen] = useState(false);
  const opener = cloneElement(trigger, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      setOpen(true);
    },
  });
  return (
    <>
      {opener}
      {open && (
        <Suspense fallback={null}>
          <PurchaseModal student={student} onClose={() => setOpen(false)} onRecorded={onRecorded} />
        </Suspense>
      )}
    </>
  );
}
