import { ProFormTextArea } from '@ant-design/pro-components';
import { Form, message, Typography } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { voidBillingInvoice } from '@/services/api/billing';
import { withCurrency } from './invoice-status';

type Values = { reason: string };

/** An invoice a system user can void: not yet paid, or settled wholly by credit (nothing was charged). */
export const voidable = (invoice: API.BillingInvoice) =>
  invoice.status === 'UNPAID' ||
  invoice.status === 'FAILED' ||
  (invoice.status === 'PAID' && Number(invoice.total) === 0);

/** Voids an invoice made by mistake: asks why, says what happens to the credit it used. */
export default function VoidInvoiceForm({
  invoice,
  onClose,
  onVoided,
}: {
  invoice: API.BillingInvoice;
  onClose: () => void;
  onVoided: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const credit = Number(invoice.credit) > 0;
  return (
    <RecordModalForm<Values>
      form={form}
      title={`Void ${invoice.invoiceNumber}`}
      width={480}
      onClose={onClose}
      submitText="Void invoice"
      cancelText="Keep it"
      danger
      onFinish={async ({ reason }) => {
        try {
          await voidBillingInvoice({ id: invoice.id }, { reason }, { skipErrorHandler: true });
          message.success(`${invoice.invoiceNumber} is void`);
          onVoided();
          return true;
        } catch (error) {
          if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to void the invoice', error);
          return false;
        }
      }}
    >
      <Typography.Paragraph>
        The invoice stays in the list marked Void and is never charged; its dates are free for a corrected invoice.
        {credit &&
          ` The credit it used, ${withCurrency(invoice.credit, invoice.currency)}, goes back to the credit balance.`}
      </Typography.Paragraph>
      <ProFormTextArea
        name="reason"
        label="Reason"
        placeholder="Why is this invoice void?"
        fieldProps={{ maxLength: 500, showCount: true, rows: 3 }}
        rules={[{ required: true, whitespace: true, message: 'Please give a reason' }]}
      />
    </RecordModalForm>
  );
}
