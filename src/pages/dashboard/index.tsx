import { PageContainer } from '@ant-design/pro-components';
import { Space } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import PageTitle from '@/components/PageTitle';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getDashboardDay, getDashboardLists, getDashboardTotals } from '@/services/api/dashboard';
import DashboardLists from './components/DashboardLists';
import DayLessons from './components/DayLessons';
import MoveRequestsCard from './components/MoveRequestsCard';
import TotalsCards from './components/TotalsCards';

// Behind a click (a lesson opened, then edited): loaded then, not with the screen (issue 37).
const LessonDrawer = lazy(() => import('@/components/Schedule/LessonDrawer'));
const ScheduleForm = lazy(() => import('@/components/Schedule/ScheduleForm'));

/**
 * /dashboard — where administrators and operators land: the day's lessons, the week's and month's
 * figures, and the lists to work through. Three requests in all; each section loads and fails on its own.
 */
export default function DashboardPage() {
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [changes, setChanges] = useState(0);
  const [openLessonId, setOpenLessonId] = useState<number>();
  const [editing, setEditing] = useState<API.ScheduleItem>();

  const day = useLoaded(() => getDashboardDay({ date }, { skipErrorHandler: true }), `${date}/${changes}`);
  const totals = useLoaded(() => getDashboardTotals({}, { skipErrorHandler: true }), changes);
  const lists = useLoaded(() => getDashboardLists({ skipErrorHandler: true }), changes);
  const changed = () => setChanges((n) => n + 1);

  return (
    <PageContainer title={<PageTitle />}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {totals.failed ? <LoadFailed loaded={totals} what="the totals" /> : <TotalsCards totals={totals.data} />}
        {day.failed ? (
          <LoadFailed loaded={day} what="the lessons" />
        ) : (
          <DayLessons
            date={date}
            onDateChange={setDate}
            day={day.data?.date === date ? day.data : undefined}
            loading={day.loading}
            onOpenLesson={setOpenLessonId}
          />
        )}
        {lists.failed ? (
          <LoadFailed loaded={lists} what="the lists" />
        ) : (
          <DashboardLists
            lists={lists.data}
            loading={lists.loading}
            onOpenLesson={setOpenLessonId}
            onChanged={changed}
          />
        )}
        <MoveRequestsCard changes={changes} onOpenLesson={setOpenLessonId} />
      </Space>
      <Suspense fallback={null}>
        {openLessonId !== undefined && (
          <LessonDrawer
            key={openLessonId}
            lessonId={openLessonId}
            onClose={() => setOpenLessonId(undefined)}
            onEdit={setEditing}
            onChanged={changed}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {editing && (
          <ScheduleForm
            key={editing.id}
            lesson={editing}
            onClose={() => setEditing(undefined)}
            onSaved={() => {
              changed();
              setOpenLessonId(undefined);
            }}
          />
        )}
      </Suspense>
    </PageContainer>
  );
}
