import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import PageTitle from '@/components/PageTitle';
import { LIST_PAGINATION, tableRequest, useIdSelection } from '@/components/ProTableSupport';
import { ScheduleForm } from '@/components/Schedule';
import { listSchedules } from '@/services/api/schedules';
import CancelLessonModal from './components/CancelLessonModal';
import CorrectLessonModal from './components/CorrectLessonModal';
import FeedbackDrawer from './components/FeedbackDrawer';
import LessonHistoryDrawer from './components/LessonHistoryDrawer';
import RepeatWeeklyModal from './components/RepeatWeeklyModal';
import ScheduleDownloads from './components/ScheduleDownloads';
import { currentWeek, type ScheduleTableParams, toScheduleListParams } from './components/schedule-api-mapping';
import { SCHEDULE_HIDDEN_COLUMNS, scheduleColumns } from './components/schedule-columns';

/**
 * What is open over the table: nothing, a lesson form (new or edit), a cancel dialog, feedback, a
 * correction of a confirmed lesson, its history, or a repeat.
 */
type Open =
  | { mode: 'none' }
  | { mode: 'new' }
  | { mode: 'edit' | 'cancel' | 'feedback' | 'correct' | 'history'; lesson: API.ScheduleItem }
  | { mode: 'repeat' };

/**
 * /schedule/table-view — every lesson, paged, sorted and filtered on the server; a lesson can be
 * edited, cancelled or given feedback, a confirmed one corrected (administrators), and a confirmed or
 * cancelled one's history read; selected lessons can be repeated weekly; the lessons of a range or a
 * week download as .xlsx.
 */
export default function ScheduleTablePage() {
  const tableLayout = listTableProps('schedule-table', SCHEDULE_HIDDEN_COLUMNS);
  const tableRef = useRef<ActionType>();
  const { canAdmin } = useAccess();
  const [open, setOpen] = useState<Open>({ mode: 'none' });
  const selection = useIdSelection();
  const initialWeek = useMemo(() => currentWeek(), []);
  const close = () => setOpen({ mode: 'none' });
  const reload = () => tableRef.current?.reload();

  const columns = scheduleColumns({
    onEdit: (lesson) => setOpen({ mode: 'edit', lesson }),
    onCancel: (lesson) => setOpen({ mode: 'cancel', lesson }),
    onFeedback: (lesson) => setOpen({ mode: 'feedback', lesson }),
    onCorrect: (lesson) => setOpen({ mode: 'correct', lesson }),
    onHistory: (lesson) => setOpen({ mode: 'history', lesson }),
    isAdmin: Boolean(canAdmin),
    initialWeek,
  });

  return (
    <PageContainer title={<PageTitle />}>
      <ScheduleDownloads />
      <ProTable<API.ScheduleItem, ScheduleTableParams>
        {...tableLayout}
        headerTitle="Lessons"
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listSchedules, toScheduleListParams)}
        pagination={LIST_PAGINATION}
        search={{ labelWidth: 'auto' }}
        options={{ reload: true, density: false, setting: true }}
        rowSelection={selection.rowSelection}
        tableAlertOptionRender={({ onCleanSelected }) => (
          <Space>
            <Button type="link" onClick={onCleanSelected}>
              Clear selection
            </Button>
            <Button type="link" onClick={() => setOpen({ mode: 'repeat' })}>
              Repeat weekly
            </Button>
          </Space>
        )}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ mode: 'new' })}>
            New lesson
          </Button>,
        ]}
      />
      {(open.mode === 'new' || open.mode === 'edit') && (
        <ScheduleForm
          key={open.mode === 'edit' ? open.lesson.id : 'new'}
          lesson={open.mode === 'edit' ? open.lesson : undefined}
          onClose={close}
          onSaved={reload}
        />
      )}
      {open.mode === 'cancel' && <CancelLessonModal lesson={open.lesson} onClose={close} onCancelled={reload} />}
      {open.mode === 'feedback' && <FeedbackDrawer lesson={open.lesson} onClose={close} onSaved={reload} />}
      {open.mode === 'correct' && <CorrectLessonModal lesson={open.lesson} onClose={close} onCorrected={reload} />}
      {open.mode === 'history' && <LessonHistoryDrawer lesson={open.lesson} onClose={close} />}
      {open.mode === 'repeat' && (
        <RepeatWeeklyModal
          scheduleIds={selection.ids}
          onClose={close}
          onRepeated={() => {
            selection.clear();
            reload();
          }}
        />
      )}
    </PageContainer>
  );
}
