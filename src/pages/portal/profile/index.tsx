import { Alert, Button, Card, Form, Input, message, Skeleton, Switch } from 'antd';
import { emailRules, nameRules, phoneRules, showRequestFailure } from '@/components/FormSupport';
import { changePassword } from '@/services/api/account';
import { getPortalProfile, updatePortalProfile } from '@/services/api/portal';
import { setAccessToken } from '@/utils/session';
import { usePortalData } from '../components/use-portal-data';
import styles from '../index.less';

type Choices = Record<string, { allowEmail: boolean; allowSms: boolean }>;

/** Own names, e-mail and phone, each student's message choices, and the password. */
export default function PortalProfile() {
  const { data, loading, error, reload } = usePortalData(() => getPortalProfile(), 'profile');
  const [passwordForm] = Form.useForm();
  if (loading && !data) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon message={error} />;

  const save = async (values: {
    firstName?: string;
    lastName?: string;
    email: string;
    phone?: string;
    choices: Choices;
  }) => {
    try {
      await updatePortalProfile(
        {
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          email: values.email,
          phone: values.phone || '',
          students: data.students.map((student) => ({ id: student.id, ...values.choices[student.id] })),
        },
        { skipErrorHandler: true },
      );
      message.success('Saved');
      reload();
    } catch (failure) {
      showRequestFailure('Failed to save, try again', failure);
    }
  };

  const savePassword = async (values: { currentPassword: string; newPassword: string }) => {
    try {
      const { id_token } = await changePassword(values, { skipErrorHandler: true });
      setAccessToken(id_token);
      passwordForm.resetFields();
      message.success('Password changed');
    } catch (failure) {
      showRequestFailure('Failed to change the password, try again', failure);
    }
  };

  const choices = Object.fromEntries(
    data.students.map((s) => [s.id, { allowEmail: s.allowEmail, allowSms: s.allowSms }]),
  );
  return (
    <>
      <h1>Profile</h1>
      <Card title="Your details">
        <Form
          layout="vertical"
          requiredMark="optional"
          initialValues={{
            ...data,
            firstName: data.firstName ?? '',
            lastName: data.lastName ?? '',
            phone: data.phone ?? '',
            choices,
          }}
          onFinish={save}
        >
          <Form.Item label="First name" name="firstName" rules={nameRules}>
            <Input size="large" autoComplete="given-name" />
          </Form.Item>
          <Form.Item label="Last name" name="lastName" rules={nameRules}>
            <Input size="large" autoComplete="family-name" />
          </Form.Item>
          <Form.Item label="E-mail" name="email" rules={emailRules}>
            <Input size="large" type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label="Phone" name="phone" rules={phoneRules}>
            <Input size="large" type="tel" autoComplete="tel" />
          </Form.Item>
          {data.students.map((student) => (
            <fieldset key={student.id} style={{ border: 'none', padding: 0, margin: '8px 0' }}>
              <legend style={{ fontSize: 15, fontWeight: 600 }}>Messages about {student.name}</legend>
              <Form.Item label="E-mails" name={['choices', String(student.id), 'allowEmail']} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item
                label="Text messages"
                name={['choices', String(student.id), 'allowSms']}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </fieldset>
          ))}
          <Button type="primary" htmlType="submit" block size="large">
            Save
          </Button>
        </Form>
      </Card>
      <Card title="Password" style={{ marginTop: 16 }}>
        <p className={styles.muted}>Signing in as {data.login}</p>
        <Form form={passwordForm} layout="vertical" onFinish={savePassword}>
          <Form.Item
            label="Current password"
            name="currentPassword"
            rules={[{ required: true, message: 'Please enter your current password' }]}
          >
            <Input.Password size="large" autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="New password"
            name="newPassword"
            rules={[{ required: true, min: 4, message: 'At least 4 characters' }]}
          >
            <Input.Password size="large" autoComplete="new-password" />
          </Form.Item>
          <Button htmlType="submit" block size="large">
            Change password
          </Button>
        </Form>
      </Card>
    </>
  );
}
