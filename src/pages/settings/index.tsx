import { PageContainer } from '@ant-design/pro-components';
import { Card } from 'antd';
import PageTitle from '@/components/PageTitle';
import AccountingAccountsForm from './components/AccountingAccountsForm';
import CentreSettingsForm from './components/CentreSettingsForm';

/** /settings: centre-wide values that administrators keep. */
export default function CentreSettingsPage() {
  return (
    <PageContainer title={<PageTitle>Centre Settings</PageTitle>}>
      <Card>
        <CentreSettingsForm />
      </Card>
      <Card title="Accounting accounts" style={{ marginTop: 16 }}>
        <AccountingAccountsForm />
      </Card>
    </PageContainer>
  );
}
