import { Alert, Button, Descriptions, Drawer, message, Popconfirm, Space, Spin, Tooltip } from 'antd';
import { showRequestFailure } from '@/components/FormSupport';
import Money from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { cancelSchedule, getSchedule } from '@/services/api/schedules';
import { formatTimeRange } from '@/utils/format';
import { useReturnFocus } from '@/utils/return-focus';
import { COURSE_TYPE_LABELS, FeedbackStatusTag, LESSON_PAYMENT_TYPE_LABELS, ScheduleStatusTag } from '.';

type LessonDrawerProps = {
  lessonId: number;
  onClose: () => void;
  onEdit: (lesson: API.ScheduleItem) => void;
  /** Where the calendar offers it: move the lesson to another time without dragging (keyboard users). */
  onMove?: (lesson: API.ScheduleItem) => void;
  /** After the lesson was cancelled, to reload the calendar. */
  onChanged: () => void;
};

/** "Mon 4 Mar 2030, 09:00–10:30". */
export const lessonWhen = (start: string, end: string) => formatTimeRange(start, end);

const ATTENDANCE_TEXT = { PRESENT: 'Present', ABSENT: 'Absent' } as const;

function StudentsList({ students }: { students: API.ScheduleStudent[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {students.map((student) => (
        <li key={student.studentId}>
          {student.name} ({student.studentNumber}){student.attendance && ` — ${ATTENDANCE_TEXT[student.attendance]}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A lesson's details, loaded fresh (the calendar holds only a summary). Only an unconfirmed lesson
 * can be edited; cancelling a confirmed one reverses its charges and is for administrators (the
 * server decides and says so).
 */
export default function LessonDrawer({ lessonId, onClose, onEdit, onMove, onChanged }: LessonDrawerProps) {
  const loaded = useLoaded(async () => (await getSchedule({ id: lessonId })).data, lessonId);
  const lesson = loaded.data;
  useReturnFocus();

  const cancel = async () => {
    try {
      await cancelSchedule({ id: lessonId }, {}, { skipErrorHandler: true });
      message.success('Lesson cancelled');
      onChanged();
      onClose();
    } catch (error) {
      showRequestFailure('Failed to cancel, try again', error);
    }
  };

  const editable = lesson?.status === 'PLANNED';
  const actions = lesson && (
    <Space>
      <Tooltip title={editable ? undefined : 'Only unconfirmed lessons can be edited'}>
        <Button type="primary" disabled={!editable} onClick={() => onEdit(lesson)}>
          Edit
        </Button>
      </Tooltip>
      {onMove && editable && <Button onClick={() => onMove(lesson)}>Move</Button>}
      {lesson.status !== 'CANCELLED' && (
        <Popconfirm title="Cancel this lesson?" okText="Cancel lesson" cancelText="Keep it" onConfirm={cancel}>
          <Button danger>Cancel lesson</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Drawer open title="Lesson" width={520} onClose={onClose} extra={actions}>
      {!lesson ? (
        loaded.failed ? (
          <LoadFailed loaded={loaded} what="the lesson" />
        ) : (
          <Spin />
        )
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Status">
              <ScheduleStatusTag status={lesson.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Time">{lessonWhen(lesson.startTime, lesson.endTime)}</Descriptions.Item>
            {lesson.teacherStartTime && lesson.teacherEndTime && (
              <Descriptions.Item label="Taught">
                {lessonWhen(lesson.teacherStartTime, lesson.teacherEndTime)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="Course">
              {lesson.courseName} ({COURSE_TYPE_LABELS[lesson.courseType]})
            </Descriptions.Item>
            <Descriptions.Item label="Teacher">{lesson.teacherName}</Descriptions.Item>
            <Descriptions.Item label="Students">
              <StudentsList students={lesson.students} />
            </Descriptions.Item>
            {lesson.address && <Descriptions.Item label="Address">{lesson.address}</Descriptions.Item>}
            <Descriptions.Item label="Price">
              <Money amount={lesson.price} /> ({LESSON_PAYMENT_TYPE_LABELS[lesson.paymentType]})
            </Descriptions.Item>
            <Descriptions.Item label="Feedback">
              <FeedbackStatusTag status={lesson.feedbackStatus} />
            </Descriptions.Item>
            {lesson.comments && <Descriptions.Item label="Comments">{lesson.comments}</Descriptions.Item>}
          </Descriptions>
          {lesson.acknowledgedConflicts && (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              message="Saved despite these conflicts"
              description={<ConflictList warnings={lesson.acknowledgedConflicts} />}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

function ConflictList({ warnings }: { warnings: API.ConflictWarning[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {warnings.map((warning) => (
        <li key={warning.message}>{warning.message}</li>
      ))}
    </ul>
  );
}
