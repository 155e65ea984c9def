import { Flex, Form, Input, message } from 'antd';
import { getCaptcha } from '@/services/api/auth';
import GetCodeButton from './GetCodeButton';
import { loginRules } from './login-rules';

const CAPTCHA_INPUT_ID = 'login-captcha';

/** Phone number and SMS code; the code is requested for the number currently typed in. */
export default function PhoneLoginFields() {
  const form = Form.useFormInstance();

  const requestCode = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    await getCaptcha({ mobile: mobile.trim() });
    // The server answers the same whether or not the number has an account, so the wording hedges too.
    message.success('If this number belongs to an account, a code is on its way.');
  };

  return (
    <>
      <Form.Item name="mobile" label="Phone number" rules={loginRules.mobile}>
        <Input size="large" autoComplete="tel" inputMode="tel" placeholder="e.g. +1 416 555 0100" />
      </Form.Item>
      {/* The label points at the inner input by id because the outer item only lays out input and button. */}
      <Form.Item label="Verification code" htmlFor={CAPTCHA_INPUT_ID} required>
        <Flex gap={8} align="start">
          <Form.Item name="captcha" rules={loginRules.captcha} style={{ marginBottom: 0, flex: 1 }}>
            <Input id={CAPTCHA_INPUT_ID} size="large" autoComplete="one-time-code" inputMode="numeric" />
          </Form.Item>
          <div style={{ width: 120 }}>
            <GetCodeButton requestCode={requestCode} />
          </div>
        </Flex>
      </Form.Item>
    </>
  );
}
