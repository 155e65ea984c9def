import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import Money from '@/components/Money';
import { StudentStatusTag, studentName } from '@/components/Student';
import VoucherPurchaseForm from '@/components/VoucherPurchaseForm';
import { formatPhone, orEmpty } from '@/utils/format';
import StatusActionButtons from '../../components/StatusActionButtons';
import StudentForm from '../../components/StudentForm';
import { actionsFor } from '../../components/status-actions';
import LedgerEntryForm from './LedgerEntryForm';

type ProfileCardProps = {
  student: API.Student;
  /** Anything that changed the student or their balance: the page reloads what it shows. */
  onChanged: () => void;
  /** Offer the refund and adjustment form (administrators). */
  canAdjustVouchers: boolean;
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orDash = orEmpty;

/** Every field of the student, with the actions staff take from here. */
export default function ProfileCard({ student, onChanged, canAdjustVouchers }: ProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const name = studentName(student);

  return (
    <Card
      title={`${name} (${student.studentId})`}
      extra={
        <Space wrap>
          <Button onClick={() => setEditing(true)}>Edit</Button>
          {/* The server refuses purchases for inactive students: Activate comes first. */}
          {student.status !== 'inactive' && (
            <VoucherPurchaseForm
              student={{ id: student.id, name }}
              trigger={<Button type="primary">Record purchase</Button>}
              onRecorded={onChanged}
            />
          )}
          {canAdjustVouchers && (
            <LedgerEntryForm
              student={{ id: student.id, name }}
              trigger={<Button>Refund / adjust</Button>}
              onRecorded={onChanged}
            />
          )}
          <StatusActionButtons
            ids={[student.id]}
            students={[student]}
            actions={actionsFor([student.status])}
            who={name}
            onDone={onChanged}
          />
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="Status">
          <StudentStatusTag status={student.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Student ID">{student.studentId}</Descriptions.Item>
        <Descriptions.Item label="Referrer">{orDash(student.referrer)}</Descriptions.Item>
        <Descriptions.Item label="Start date">{orDash(student.startDate)}</Descriptions.Item>
        <Descriptions.Item label="Phone">{formatPhone(student.phone)}</Descriptions.Item>
        <Descriptions.Item label="E-mail">{orDash(student.email)}</Descriptions.Item>
        <Descriptions.Item label="WeChat">{orDash(student.wechat)}</Descriptions.Item>
        <Descriptions.Item label="Hourly rate">
          <Money amount={student.hourlyRate} />
        </Descriptions.Item>
        <Descriptions.Item label="Allow SMS">{yesNo(student.allowSms)}</Descriptions.Item>
        <Descriptions.Item label="Allow e-mail">{yesNo(student.allowEmail)}</Descriptions.Item>
        <Descriptions.Item label="Comments" span={2}>
          {orDash(student.comments)}
        </Descriptions.Item>
      </Descriptions>
      {editing && (
        <StudentForm
          student={student}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
