import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Empty } from 'antd';
import { useState } from 'react';
import PageTitle from '@/components/PageTitle';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import AvailabilityEditor from './components/AvailabilityEditor';
import { availabilityViewer } from './components/availability-api-mapping';
import TeacherPicker from './components/TeacherPicker';

/**
 * /teacherAvailability: a teacher keeps their own weekly hours and date exceptions; administrators
 * and operators pick any teacher and edit theirs. The server enforces the same rule.
 */
export default function TeacherAvailabilityPage() {
  const { initialState } = useModel('@@initialState');
  const viewer = availabilityViewer(initialState?.currentUser);
  const [pickedTeacherId, setPickedTeacherId] = useState<number>();
  const teacherId = viewer.mode === 'teacher' ? viewer.teacherId : pickedTeacherId;

  return (
    <PageContainer className={FINGER_SIZED} title={<PageTitle />}>
      {viewer.mode === 'staff' && <TeacherPicker onChange={setPickedTeacherId} />}
      {teacherId ? (
        <AvailabilityEditor key={teacherId} teacherId={teacherId} />
      ) : (
        viewer.mode === 'staff' && <Empty description="Choose a teacher to see and edit their availability." />
      )}
    </PageContainer>
  );
}
