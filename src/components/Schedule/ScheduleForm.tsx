import { ProFormRadio } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { createSchedules, updateSchedule } from '@/services/api/schedules';
import { useConflictCheck } from './conflict-check';
import RepeatFields from './RepeatFields';
import { LessonMoneyFields, LessonWhoFields } from './ScheduleFormFields';
import ScheduleTimesField from './ScheduleTimesField';
import {
  newScheduleValues,
  type ScheduleFormValues,
  toConflictQuery,
  toScheduleCreateBody,
  toScheduleFormValues,
  toScheduleUpdateBody,
} from './schedule-api-mapping';

export type ScheduleFormProps = {
  /** The lesson being edited (a PLANNED one); absent when creating. */
  lesson?: API.ScheduleItem;
  /** For a new lesson: the time picked on the calendar. */
  slot?: { start: Date; end: Date };
  onClose: () => void;
  /** After a successful save, e.g. to reload the calendar; the modal closes itself. */
  onSaved: () => void;
};

const SAVE_OPTIONS = { skipErrorHandler: true };

const SCOPE_OPTIONS = [
  { value: 'one', label: 'This lesson' },
  { value: 'following', label: 'This and following lessons' },
];

/**
 * Create lessons (one per schedule time, optionally repeated weekly) or edit one lesson or the rest of
 * its series. Saving checks for conflicts first and asks before saving over them. Mount it only while
 * open, keyed by the lesson, so every opening starts from that lesson's values.
 */
export default function ScheduleForm({ lesson, slot, onClose, onSaved }: ScheduleFormProps) {
  const [form] = Form.useForm<ScheduleFormValues>();
  const { contextHolder, saveWithConflictCheck } = useConflictCheck();
  const creating = !lesson;

  const onFinish = async (values: ScheduleFormValues) => {
    try {
      const saved = await saveWithConflictCheck<unknown>({
        query: toConflictQuery(values, lesson?.id),
        save: (acknowledge) =>
          lesson
            ? updateSchedule({ id: lesson.id }, toScheduleUpdateBody(values, acknowledge), SAVE_OPTIONS)
            : createSchedules(toScheduleCreateBody(values, acknowledge), SAVE_OPTIONS),
      });
      if (saved === undefined) return false;
      message.success(creating ? 'Added successfully' : 'Updated successfully');
      onSaved();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) {
        showRequestFailure(creating ? 'Failed to add, try again' : 'Failed to update, try again', error);
      }
      return false;
    }
  };

  return (
    <RecordModalForm<ScheduleFormValues>
      form={form}
      name="schedule"
      title={creating ? 'New lesson' : 'Edit lesson'}
      width={760}
      grid
      initialValues={lesson ? toScheduleFormValues(lesson) : newScheduleValues(slot)}
      onClose={onClose}
      onFinish={onFinish}
      // Keep the pickers' dayjs values: the mapping turns them into exact instants, not local text.
      dateFormatter={false}
    >
      {contextHolder}
      <LessonWhoFields lesson={lesson} />
      <ScheduleTimesField single={!creating} />
      {creating && <RepeatFields />}
      <LessonMoneyFields />
      {lesson?.seriesId && (
        <ProFormRadio.Group name="scope" label="Apply the changes to" colProps={{ md: 24 }} options={SCOPE_OPTIONS} />
      )}
    </RecordModalForm>
  );
}
