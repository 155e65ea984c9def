import { Form, Modal, message, Select } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { formatMoney } from '@/components/Money';
import { markTermRegisterPaid } from '@/services/api/termRegisters';
import { PAYMENT_TYPE_OPTIONS, type PaymentType } from './payment-types';
import VoucherBalanceNotice, { useVoucherBalance } from './VoucherBalanceNotice';

type MarkPaidModalProps = {
  register: API.TermRegister;
  onClose: () => void;
  onPaid: () => void;
};

/**
 * Confirms a payment, with the payment type to record. By voucher, the price is charged to the
 * student's balance: the modal shows the balance before and after, and warns when it falls short.
 */
export default function MarkPaidModal({ register, onClose, onPaid }: MarkPaidModalProps) {
  const [paymentType, setPaymentType] = useState<PaymentType>(register.paymentType);
  const [saving, setSaving] = useState(false);
  const balance = useVoucherBalance(register.studentId);
  const byVoucher = paymentType === 'VOUCHER';

  const pay = async () => {
    setSaving(true);
    try {
      await markTermRegisterPaid({ id: register.id }, { paymentType }, { skipErrorHandler: true });
      message.success('Marked paid');
      onPaid();
      onClose();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Mark paid: ${register.studentName}`}
      okText="Mark paid"
      cancelText="Cancel"
      confirmLoading={saving}
      okButtonProps={{ disabled: byVoucher && balance.status === 'loading' }}
      onOk={pay}
      onCancel={onClose}
    >
      <p>
        {register.termLabel}: {formatMoney(register.price)}
      </p>
      <Form layout="vertical">
        <Form.Item label="Payment type" htmlFor="markPaidPaymentType">
          <Select
            id="markPaidPaymentType"
            value={paymentType}
            options={PAYMENT_TYPE_OPTIONS}
            onChange={setPaymentType}
          />
        </Form.Item>
      </Form>
      {byVoucher && (
        <VoucherBalanceNotice balance={balance} studentName={register.studentName} price={register.price} />
      )}
    </Modal>
  );
}
