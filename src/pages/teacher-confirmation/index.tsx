import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import LessonTable from './components/LessonTable';

/**
 * /teacherConfirmation (teachers only): the signed-in teacher's own past lessons waiting to be
 * confirmed, and their confirmed lessons whose feedback is not submitted yet. The server lists only
 * the caller's lessons; this screen never asks for anyone else's. Submitted feedback stays in the
 * Feedback tab (after what is still to do) to open, edit, preview and download.
 */
export default function TeacherConfirmationPage() {
  return (
    <PageContainer>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'unconfirmed', label: 'To confirm', children: <LessonTable state="unconfirmed" /> },
          { key: 'feedback', label: 'Feedback', children: <LessonTable state="feedback" /> },
        ]}
      />
    </PageContainer>
  );
}
