import { ProFormDateRangePicker, ProFormDigit } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorBodyOf, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { isoDateOrNull } from '@/components/FormSupport/form-values';
import RecordModalForm from '@/components/RecordModalForm';
import { createManualInvoice } from '@/services/api/billing';

/** Spec §5 wording, also what the server answers. */
export const BAD_QUANTITY = 'Invalid input quantity, please check again!';

type Values = { period: [Dayjs | string, Dayjs | string]; quantity: number };

/** A system user's invoice for any date range and number of students. */
export default function ManualInvoiceForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <RecordModalForm<Values>
      form={form}
      title="Create invoice"
      width={460}
      onClose={onClose}
      onFinish={async ({ period, quantity }) => {
        try {
          const invoice = await createManualInvoice(
            { periodStart: isoDateOrNull(period[0]) ?? '', periodEnd: isoDateOrNull(period[1]) ?? '', quantity },
            { skipErrorHandler: true },
          );
          message.success(`${invoice.invoiceNumber} created`);
          onCreated();
          return true;
        } catch (error) {
          showServerFieldErrors(form, error);
          // The server names the dates periodStart / periodEnd; the form has them as one range field.
          const onDates = errorBodyOf(error)?.fieldErrors?.find(({ field }) => field.startsWith('period'));
          if (onDates) form.setFields([{ name: 'period', errors: [onDates.message] }]);
          showRequestFailure('Failed to create invoice', error);
          return false;
        }
      }}
      submitText="Create"
    >
      <ProFormDateRangePicker
        name="period"
        label="Start and end date"
        fieldProps={{ placeholder: ['Start date', 'End date'] }}
        rules={[{ required: true, message: 'Dates are required' }]}
      />
      <ProFormDigit
        name="quantity"
        label="Quantity (number of students)"
        // No precision: rounding would turn a typed "2.5" into 3 students; the rule below refuses it instead.
        fieldProps={{ step: 1 }}
        rules={[
          { required: true, message: 'Quantity is required' },
          {
            validator: (_: unknown, value: number | null | undefined) =>
              value === undefined || value === null || (Number.isInteger(value) && value >= 1 && value <= 100_000)
                ? Promise.resolve()
                : Promise.reject(new Error(BAD_QUANTITY)),
          },
        ]}
      />
    </RecordModalForm>
  );
}
