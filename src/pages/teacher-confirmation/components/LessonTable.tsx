import { type ActionType, ProList, ProTable } from '@ant-design/pro-components';
import { useEffect, useRef, useState } from 'react';
import { LessonStudents } from '@/components/LessonDisplay';
import { fitColumns, listTableProps } from '@/components/ListTable';
import { useOnPhone } from '@/components/PhoneLayout';
import { LIST_PAGINATION, type TablePageParams, tableRequest } from '@/components/ProTableSupport';
import FeedbackStatusTag from '@/components/Schedule/FeedbackStatusTag';
import { listTeacherConfirmations } from '@/services/api/teacherConfirmations';
import type { QueuedLessonAction } from '../offline/lesson-action-queue';
import ConfirmLessonForm from './ConfirmLessonForm';
import { type ConfirmationState, toConfirmationListParams } from './confirmation-api-mapping';
import FeedbackForm from './FeedbackForm';
import { feedbackColumns, type LessonActions, lessonTime, unconfirmedColumns } from './lesson-columns';

type LessonTableProps = {
  state: ConfirmationState;
  /** Actions made offline and not sent yet: their lessons show "Waiting to send" instead of buttons. */
  waiting: QueuedLessonAction[];
  /** Changes when actions made offline were sent: the list reloads. */
  reloadKey: number;
};

const EMPTY_TEXT: Record<ConfirmationState, string> = {
  unconfirmed: 'No past lessons are waiting for your confirmation.',
  feedback: 'No confirmed lessons yet: feedback opens once a lesson is confirmed.',
};

/**
 * One tab's lessons, one server page at a time (oldest first, as the server orders them), with the
 * dialog of the lesson being confirmed or given feedback. On a phone the lessons are cards, one under
 * another, with buttons big enough for a thumb; on a desk, a table.
 */
export default function LessonTable({ state, waiting, reloadKey }: LessonTableProps) {
  const tableLayout = listTableProps('teacher-lessons');
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState<API.TeacherLesson>();
  // Narrower than antd's md (768 px); a browser that reports no width at all gets the table.
  const onPhone = useOnPhone();
  const reload = () => tableRef.current?.reload();

  useEffect(() => {
    if (reloadKey > 0) tableRef.current?.reload();
  }, [reloadKey]);

  const actions: LessonActions = {
    onConfirm: setOpen,
    onWrite: setOpen,
    onDone: reload,
    waitingLessonIds: new Set(waiting.map((action) => action.lessonId)),
    large: onPhone,
  };
  const columns = state === 'unconfirmed' ? unconfirmedColumns(actions) : feedbackColumns(actions);
  const request = tableRequest(listTeacherConfirmations, (params: TablePageParams) =>
    toConfirmationListParams(params, state),
  );
  const actionsColumn = columns.find((column) => column.key === 'actions');

  return (
    <>
      {onPhone ? (
        <ProList<API.TeacherLesson, TablePageParams>
          rowKey="id"
          actionRef={tableRef}
          request={request}
          pagination={{ ...LIST_PAGINATION, simple: true }}
          locale={{ emptyText: EMPTY_TEXT[state] }}
          itemLayout="vertical"
          split
          metas={{
            title: { render: (_, lesson) => lessonTime(lesson, state === 'feedback') },
            description: {
              render: (_, lesson) => (
                <>
                  <div>{lesson.courseName}</div>
                  <LessonStudents students={lesson.students} />
                  {lesson.address && <div>{lesson.address}</div>}
                  {state === 'feedback' && <FeedbackStatusTag status={lesson.feedbackStatus} />}
                </>
              ),
            },
            content: {
              render: (_, lesson, index) =>
                actionsColumn?.render?.(null, lesson, index, undefined as never, undefined as never),
            },
          }}
        />
      ) : (
        <ProTable<API.TeacherLesson, TablePageParams>
          {...tableLayout}
          rowKey="id"
          actionRef={tableRef}
          columns={fitColumns(columns)}
          request={request}
          pagination={LIST_PAGINATION}
          search={false}
          options={{ reload: true, density: false, setting: false }}
          locale={{ emptyText: EMPTY_TEXT[state] }}
        />
      )}
      {open && state === 'unconfirmed' && (
        <ConfirmLessonForm key={open.id} lesson={open} onClose={() => setOpen(undefined)} onDone={reload} />
      )}
      {open && state === 'feedback' && (
        <FeedbackForm key={open.id} lesson={open} onClose={() => setOpen(undefined)} onSaved={reload} />
      )}
    </>
  );
}
