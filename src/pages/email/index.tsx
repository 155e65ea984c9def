import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useState } from 'react';
import PageTitle from '@/components/PageTitle';
import HistoryTab from './components/HistoryTab';
import SendTab from './components/SendTab';
import TemplatesTab from './components/TemplatesTab';

/** /email — send with preview, the history of sends, and the templates (spec §1). */
export default function EmailPage() {
  const [tab, setTab] = useState('send');
  return (
    <PageContainer title={<PageTitle />}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyInactiveTabPane
        items={[
          { key: 'send', label: 'Send', children: <SendTab onSent={() => setTab('history')} /> },
          { key: 'history', label: 'History', children: <HistoryTab /> },
          { key: 'templates', label: 'Templates', children: <TemplatesTab /> },
        ]}
      />
    </PageContainer>
  );
}
