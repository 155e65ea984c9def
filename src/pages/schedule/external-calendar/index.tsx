import { PageContainer } from '@ant-design/pro-components';
import { Space } from 'antd';
import PageTitle from '@/components/PageTitle';
import CentreFeedCard from './components/CentreFeedCard';
import TeacherLinksTable from './components/TeacherLinksTable';

/**
 * /schedule/google-calendar (administrators and operators): every teacher's calendar links and the
 * centre-wide feed. Linking works through iCalendar addresses (RFC 5545) that every calendar reads.
 */
export default function ExternalCalendarPage() {
  return (
    <PageContainer title={<PageTitle>External Calendar</PageTitle>}>
      <Space direction="vertical" size={24} style={{ width: '100%' }}>
        <CentreFeedCard />
        <TeacherLinksTable />
      </Space>
    </PageContainer>
  );
}
