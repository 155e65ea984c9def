import { useSearchParams } from '@umijs/max';
import { Alert, Button, Card, ConfigProvider, Form, Input } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState } from 'react';
import { activateFamilyAccount } from '@/services/api/familyAccounts';
import { setAccessToken } from '@/utils/session';

/**
 * The invitation link's page: the family chooses a password and is signed in. The whole page is
 * reloaded into the portal so the signed-in state is built afresh.
 */
export default function PortalActivate() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [login, setLogin] = useState<string>();

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await activateFamilyAccount({ key, password }, { skipErrorHandler: true });
      setAccessToken(answer.id_token);
      setLogin(answer.login);
      window.location.assign('/portal');
    } catch (error) {
      const body = (error as { response?: { data?: { errorMessage?: string } } }).response?.data;
      setFailure(body?.errorMessage ?? 'This could not be done. Please try again.');
      setBusy(false);
    }
  };

  return (
    <ConfigProvider locale={enUS}>
      <main style={{ maxWidth: 420, margin: '0 auto', padding: 16 }}>
        <h1>Welcome to the family portal</h1>
        <Card>
          {!key && (
            <Alert type="error" showIcon message="This link has no key. Please open the link from your e-mail." />
          )}
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
          {login && <Alert type="success" showIcon message={`You will sign in as ${login}.`} />}
          <Form layout="vertical" onFinish={submit} disabled={!key || busy}>
            <Form.Item
              label="Choose a password"
              name="password"
              rules={[{ required: true, min: 4, message: 'At least 4 characters' }]}
            >
              <Input.Password size="large" autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy}>
              Open my account
            </Button>
          </Form>
        </Card>
      </main>
    </ConfigProvider>
  );
}
