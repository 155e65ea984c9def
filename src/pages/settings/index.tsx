import { PageContainer } from '@ant-design/pro-components';
import { Card } from 'antd';
import CentreSettingsForm from './components/CentreSettingsForm';

/** /settings: centre-wide values that administrators keep. */
export default function CentreSettingsPage() {
  return (
    <PageContainer title="Centre Settings">
      <Card>
        <CentreSettingsForm />
      </Card>
    </PageContainer>
  );
}
