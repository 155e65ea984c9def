import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useCallback, useState } from 'react';
import PageTitle from '@/components/PageTitle';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import LessonTable from './components/LessonTable';
import RefusedOfflineActions from './components/RefusedOfflineActions';
import { usePendingLessonActions } from './offline/use-pending-lesson-actions';

/**
 * /teacherConfirmation (teachers only): the signed-in teacher's own past lessons waiting to be
 * confirmed, and their confirmed lessons whose feedback is not submitted yet. The server lists only
 * the caller's lessons; this screen never asks for anyone else's. Submitted feedback stays in the
 * Feedback tab (after what is still to do) to open, edit, preview and download. Confirmations made
 * without a connection wait on the device and are sent when it returns (offline/).
 */
export default function TeacherConfirmationPage() {
  const [sentCount, setSentCount] = useState(0);
  const onSent = useCallback(() => setSentCount((count) => count + 1), []);
  const { actions, dismiss } = usePendingLessonActions(onSent);
  const waiting = actions.filter((action) => action.state === 'waiting');

  return (
    <PageContainer className={FINGER_SIZED} title={<PageTitle />}>
      <RefusedOfflineActions actions={actions.filter((action) => action.state === 'refused')} onDismiss={dismiss} />
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'unconfirmed',
            label: 'To confirm',
            children: <LessonTable state="unconfirmed" waiting={waiting} reloadKey={sentCount} />,
          },
          {
            key: 'feedback',
            label: 'Feedback',
            children: <LessonTable state="feedback" waiting={waiting} reloadKey={sentCount} />,
          },
        ]}
      />
    </PageContainer>
  );
}
