import { Button, Descriptions, Drawer } from 'antd';
import { EMPTY, formatDateTime } from '@/utils/format';
import { studentCountText } from './referral-api-mapping';

type ReferralDetailsProps = {
  referral: API.Referral;
  onClose: () => void;
  onShowStudents: () => void;
};

/** The View drawer: the whole enquiry, with its comments in full. */
export default function ReferralDetails({ referral, onClose, onShowStudents }: ReferralDetailsProps) {
  return (
    <Drawer open title="Referral" width={480} onClose={onClose}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Referrer">{referral.referrer}</Descriptions.Item>
        <Descriptions.Item label="Comments">
          <span style={{ whiteSpace: 'pre-wrap' }}>{referral.comments || EMPTY}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Students">
          {studentCountText(referral.studentCount)}{' '}
          <Button type="link" size="small" onClick={onShowStudents} disabled={referral.studentCount === 0}>
            View students
          </Button>
        </Descriptions.Item>
        <Descriptions.Item label="Created">{formatDateTime(referral.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Drawer>
  );
}
