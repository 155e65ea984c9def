import { PageContainer } from '@ant-design/pro-components';
import { Card, Col, Row } from 'antd';
import ChangePasswordForm from '@/components/ChangePasswordForm';
import PageTitle from '@/components/PageTitle';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import AccountDetailsForm from './components/AccountDetailsForm';

/** /profile: the signed-in user's own details and password (reached from the avatar menu). */
export default function ProfilePage() {
  return (
    <PageContainer className={FINGER_SIZED} title={<PageTitle>Account Information</PageTitle>}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Card title="Details">
            <AccountDetailsForm />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="Change password">
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
