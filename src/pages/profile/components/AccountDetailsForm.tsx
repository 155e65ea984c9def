import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Form, message } from 'antd';
import { emailRules, nameRules, phoneRules, showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { getAccount, updateAccount } from '@/services/api/account';
import { type AccountFormValues, toAccountFormValues, toAccountUpdate } from './account-form-mapping';

/** The signed-in user's own name, e-mail and phone; saving also updates the name in the header. */
export default function AccountDetailsForm() {
  const [form] = Form.useForm<AccountFormValues>();
  const { setInitialState } = useModel('@@initialState');

  const save = async (values: AccountFormValues) => {
    try {
      const account = await updateAccount(toAccountUpdate(values), { skipErrorHandler: true });
      await setInitialState((state) => (state ? { ...state, currentUser: account } : state));
      message.success('Account information saved');
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        showRequestFailure('Failed to update, try again', error);
      }
      return false;
    }
  };

  return (
    <ProForm<AccountFormValues>
      form={form}
      name="account-details"
      layout="vertical"
      request={async () => toAccountFormValues(await getAccount())}
      onFinish={save}
      submitter={{ searchConfig: { submitText: 'Save' }, resetButtonProps: false }}
    >
      <ProForm.Group>
        <ProFormText name="firstName" label="First name" width="md" rules={nameRules} />
        <ProFormText name="lastName" label="Last name" width="md" rules={nameRules} />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText name="email" label="E-mail" width="md" rules={emailRules} />
        <ProFormText name="phone" label="Phone" width="md" rules={phoneRules} />
      </ProForm.Group>
    </ProForm>
  );
}
