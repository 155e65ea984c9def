import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Form, message } from 'antd';
import { errorBodyOf, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { confirmPasswordRules, newPasswordRules, PasswordStrengthMeter } from '@/components/PasswordStrength';
import { changePassword } from '@/services/api/account';
import { setAccessToken } from '@/utils/session';

type ChangePasswordValues = { currentPassword: string; newPassword: string; confirm: string };

/**
 * Changing the password ends every other session, including the token this tab holds, so the fresh
 * token from the answer replaces it straight away. The layout treats a stored token that differs from
 * `initialState.sessionToken` as a new session and reloads the user, so both are updated together.
 */
/** The fields keep their desk width (pro-components' md) but never overflow a phone's card. */
const FIT = { maxWidth: '100%' };

/** The server marks a wrong current password with this title (spec §8, "Incorrect password"). */
export function isIncorrectPasswordError(error: unknown): boolean {
  return errorBodyOf(error)?.title === 'Incorrect password';
}

export default function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { setInitialState } = useModel('@@initialState');

  const change = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      const { id_token } = await changePassword({ currentPassword, newPassword }, { skipErrorHandler: true });
      setAccessToken(id_token);
      await setInitialState((state) => (state ? { ...state, sessionToken: id_token } : state));
      message.success('Password changed');
      form.resetFields();
      return true;
    } catch (error) {
      if (isIncorrectPasswordError(error)) {
        form.setFields([{ name: 'currentPassword', errors: ['Wrong password!'] }]);
      } else if (!showServerFieldErrors(form, error)) {
        showRequestFailure('Failed to update, try again', error);
      }
      return false;
    }
  };

  return (
    <ProForm<ChangePasswordValues>
      form={form}
      name="change-password"
      // A card among others: focusing it on load scrolled the page to it (issue 31 item 4).
      autoFocusFirstInput={false}
      layout="vertical"
      onFinish={change}
      submitter={{ searchConfig: { submitText: 'Change password' }, resetButtonProps: false }}
    >
      <ProFormText.Password
        name="currentPassword"
        label="Current password"
        width="md"
        rules={[{ required: true, message: 'Please enter your current password!' }]}
        fieldProps={{ autoComplete: 'current-password', style: FIT }}
      />
      <ProFormText.Password
        name="newPassword"
        label="New password"
        width="md"
        rules={newPasswordRules}
        extra={<PasswordStrengthMeter name="newPassword" />}
        fieldProps={{ autoComplete: 'new-password', style: FIT }}
      />
      <ProFormText.Password
        name="confirm"
        label="Confirm new password"
        width="md"
        dependencies={['newPassword']}
        rules={confirmPasswordRules('newPassword')}
        fieldProps={{ autoComplete: 'new-password', style: FIT }}
      />
    </ProForm>
  );
}
