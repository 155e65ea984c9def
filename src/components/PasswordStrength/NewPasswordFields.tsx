import { Form, Input } from 'antd';
import PasswordStrengthMeter from './PasswordStrengthMeter';
import { confirmPasswordRules, newPasswordRules } from './password-rules';

type NewPasswordFieldsProps = {
  /** Form field holding the new password; the confirmation is the field `confirm`. */
  name: string;
  label: string;
  confirmLabel: string;
};

/** A new password with its strength meter, and its confirmation: the pair every "choose a password" form asks for. */
export default function NewPasswordFields({ name, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name={name} label={label} rules={newPasswordRules} extra={<PasswordStrengthMeter name={name} />}>
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label={confirmLabel} dependencies={[name]} rules={confirmPasswordRules(name)}>
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
