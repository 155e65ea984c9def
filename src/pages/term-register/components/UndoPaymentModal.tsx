import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { REASON_MAX_LENGTH, reasonRules, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { formatMoney } from '@/components/Money';
import { unpayTermRegister } from '@/services/api/termRegisters';

type UndoPaymentModalProps = {
  register: API.TermRegister;
  onClose: () => void;
  onUndone: () => void;
};

/**
 * Administrators' undo of a payment recorded by mistake, with the reason. Paid by voucher, the
 * charge is reversed in the ledger and the price goes back to the student's balance.
 */
export default function UndoPaymentModal({ register, onClose, onUndone }: UndoPaymentModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const byVoucher = register.paymentType === 'VOUCHER';

  const undo = async () => {
    const reason = await form.validateFields().then(
      (values) => values.reason.trim(),
      () => undefined, // the form shows what is missing
    );
    if (reason === undefined) return;
    setSaving(true);
    try {
      await unpayTermRegister({ id: register.id }, { reason }, { skipErrorHandler: true });
      message.success('Payment undone');
      onUndone();
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      showRequestFailure('Failed to update, try again', error);
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Undo payment: ${register.studentName}`}
      okText="Undo payment"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={undo}
      onCancel={onClose}
    >
      <p>
        {register.termLabel}: {formatMoney(register.price)}
        {byVoucher ? ', paid by voucher: the price goes back to the voucher balance.' : '.'}
      </p>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="Reason" rules={reasonRules}>
          <Input.TextArea maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
