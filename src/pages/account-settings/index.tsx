import { PageContainer } from '@ant-design/pro-components';
import { Col, Row, Skeleton } from 'antd';
import PageTitle from '@/components/PageTitle';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getMyCalendarLinks } from '@/services/api/externalCalendars';
import MyFeedCard from './components/MyFeedCard';
import MySubscriptionCard from './components/MySubscriptionCard';
import NotificationPreferencesCard from './components/NotificationPreferencesCard';
import PasswordCard from './components/PasswordCard';

/** /accountSettings (teachers): notifications, password, and the links to the teacher's own calendar. */
export default function AccountSettingsPage() {
  const loaded = useLoaded(() => getMyCalendarLinks(), 'my-calendar-links');
  const links = loaded.data;
  const reload = loaded.reload;

  return (
    <PageContainer className={FINGER_SIZED} title={<PageTitle>Account Settings</PageTitle>}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <NotificationPreferencesCard />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
        {!links && loaded.failed ? (
          <Col xs={24}>
            <LoadFailed loaded={loaded} what="your calendar links" />
          </Col>
        ) : (
          <>
            <Col xs={24} xl={12}>
              {links ? <MyFeedCard feed={links.feed} onChanged={reload} /> : <Skeleton active />}
            </Col>
            <Col xs={24} xl={12}>
              {links ? (
                <MySubscriptionCard subscription={links.subscription} onChanged={reload} />
              ) : (
                <Skeleton active />
              )}
            </Col>
          </>
        )}
      </Row>
    </PageContainer>
  );
}
