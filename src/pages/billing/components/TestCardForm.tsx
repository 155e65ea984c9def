import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Form, message, Typography } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { saveTestCard } from '@/services/api/billing';

type Values = { number: string; expMonth: number; expYear: number; cvc: string };

/**
 * The built-in test provider's card form: it takes Stripe's documented test card numbers. The number
 * and CVC go to the server once, are checked, and are not kept: only brand, last four and expiry are.
 */
export default function TestCardForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const onFinish = async (values: Values) => {
    try {
      await saveTestCard(values, { skipErrorHandler: true });
      message.success('Card saved');
      onSaved();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to save the card, try again', error);
      return false;
    }
  };
  return (
    <RecordModalForm<Values>
      form={form}
      title="Card on file"
      width={480}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Save card"
    >
      <Typography.Paragraph type="secondary">
        Test payments: no card is charged. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000
        9995 has insufficient funds; 4000 0025 0000 3155 asks for authentication.
      </Typography.Paragraph>
      <ProFormText
        name="number"
        label="Card number"
        fieldProps={{ inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 }}
        rules={[
          { required: true, message: 'Card number is required' },
          { pattern: /^[0-9 ]{12,23}$/, message: 'Enter the card number' },
        ]}
      />
      <ProFormDigit
        name="expMonth"
        label="Expiry month"
        min={1}
        max={12}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: 'Expiry month is required' }]}
      />
      <ProFormDigit
        name="expYear"
        label="Expiry year"
        min={2000}
        max={2100}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: 'Expiry year is required' }]}
      />
      <ProFormText
        name="cvc"
        label="CVC"
        fieldProps={{ inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 }}
        rules={[
          { required: true, message: 'CVC is required' },
          { pattern: /^\d{3,4}$/, message: 'CVC is 3 or 4 digits' },
        ]}
      />
    </RecordModalForm>
  );
}
