import { PageContainer } from '@ant-design/pro-components';
import { Card, Tabs } from 'antd';
import PageTitle from '@/components/PageTitle';
import AccountingAccountsForm from './components/AccountingAccountsForm';
import CancellationPolicyForm from './components/CancellationPolicyForm';
import CentreSettingsForm from './components/CentreSettingsForm';
import IntegrationsPanel from './components/integrations/IntegrationsPanel';
import OnlinePaymentsTab from './components/OnlinePaymentsTab';

/**
 * /settings: centre-wide values that administrators keep. The accounting accounts have a tab of their
 * own: stacked below the centre's form, they moved down as that form loaded (a layout shift of 0.05).
 */
export default function CentreSettingsPage() {
  return (
    <PageContainer title={<PageTitle>Centre Settings</PageTitle>}>
      <Card>
        <Tabs
          destroyInactiveTabPane
          items={[
            { key: 'centre', label: 'Centre', children: <CentreSettingsForm /> },
            { key: 'accounting', label: 'Accounting accounts', children: <AccountingAccountsForm /> },
            { key: 'cancellations', label: 'Cancellation policy', children: <CancellationPolicyForm /> },
            { key: 'integrations', label: 'Integrations', children: <IntegrationsPanel /> },
            { key: 'online-payments', label: 'Online payments', children: <OnlinePaymentsTab /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
