import { PageContainer } from '@ant-design/pro-components';
import { Card } from 'antd';
import PageTitle from '@/components/PageTitle';
import CentreSettingsForm from './components/CentreSettingsForm';

/** /settings: centre-wide values that administrators keep. */
export default function CentreSettingsPage() {
  return (
    <PageContainer title={<PageTitle>Centre Settings</PageTitle>}>
      <Card>
        <CentreSettingsForm />
      </Card>
    </PageContainer>
  );
}
