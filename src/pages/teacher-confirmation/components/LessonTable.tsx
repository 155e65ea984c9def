import { type ActionType, ProTable } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { fitColumns, listTableProps } from '@/components/ListTable';
import { LIST_PAGINATION, type TablePageParams, tableRequest } from '@/components/ProTableSupport';
import { listTeacherConfirmations } from '@/services/api/teacherConfirmations';
import ConfirmLessonForm from './ConfirmLessonForm';
import { type ConfirmationState, toConfirmationListParams } from './confirmation-api-mapping';
import FeedbackForm from './FeedbackForm';
import { feedbackColumns, unconfirmedColumns } from './lesson-columns';

type LessonTableProps = { state: ConfirmationState };

const EMPTY_TEXT: Record<ConfirmationState, string> = {
  unconfirmed: 'No past lessons are waiting for your confirmation.',
  feedback: 'No confirmed lessons yet: feedback opens once a lesson is confirmed.',
};

/**
 * One tab's lessons, one server page at a time (oldest first, as the server orders them), with the
 * dialog of the lesson being confirmed or given feedback.
 */
export default function LessonTable({ state }: LessonTableProps) {
  const tableLayout = listTableProps('teacher-lessons');
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<API.TeacherLesson>();
  const reload = () => tableRef.current?.reload();

  const columns =
    state === 'unconfirmed' ? unconfirmedColumns({ onConfirm: setOpen, onDone: reload }) : feedbackColumns(setOpen);

  return (
    <>
      <ProTable<API.TeacherLesson, TablePageParams>
        {...tableLayout}
        rowKey="id"
        actionRef={tableRef}
        columns={fitColumns(columns)}
        request={tableRequest(listTeacherConfirmations, (params) => toConfirmationListParams(params, state))}
        pagination={LIST_PAGINATION}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: EMPTY_TEXT[state] }}
      />
      {open && state === 'unconfirmed' && (
        <ConfirmLessonForm key={open.id} lesson={open} onClose={() => setOpen(undefined)} onDone={reload} />
      )}
      {open && state === 'feedback' && (
        <FeedbackForm key={open.id} lesson={open} onClose={() => setOpen(undefined)} onSaved={reload} />
      )}
    </>
  );
}
