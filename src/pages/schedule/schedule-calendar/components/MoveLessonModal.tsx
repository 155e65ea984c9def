import { DatePicker, Form, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_PATTERN, timePattern } from '@/utils/format';

type MoveValues = { date: Dayjs; start: Dayjs; end: Dayjs };

type MoveLessonModalProps = {
  lesson: API.CalendarLesson;
  onCancel: () => void;
  /** The new times; the caller saves them through the same move (and conflict check) as a drag. */
  onMove: (start: Date, end: Date) => void;
};

/** Joins the picked day with a picked time of day. */
const at = (date: Dayjs, time: Dayjs) => date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);

/**
 * The drag-free way to move a lesson (issue 20): a day and a start and end time, typed or picked with
 * the keyboard. Only the time changes; teacher, students and price stay as they are.
 */
export default function MoveLessonModal({ lesson, onCancel, onMove }: MoveLessonModalProps) {
  const [form] = Form.useForm<MoveValues>();
  const start = dayjs(lesson.startTime);
  const submit = ({ date, start: from, end: to }: MoveValues) => onMove(at(date, from).toDate(), at(date, to).toDate());

  return (
    <Modal
      open
      title={`Move ${lesson.courseName}`}
      okText="Move"
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<MoveValues>
        form={form}
        layout="vertical"
        initialValues={{ date: start, start, end: dayjs(lesson.endTime) }}
        onFinish={submit}
      >
        <Form.Item name="date" label="Date" rules={[{ required: true, message: 'Please choose the date' }]}>
          <DatePicker format={DATE_PATTERN} allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="start"
          label="Start time"
          rules={[{ required: true, message: 'Please choose the start time' }]}
        >
          <TimePicker format={timePattern()} minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
        <Form.Item
          name="end"
          label="End time"
          dependencies={['start']}
          rules={[
            { required: true, message: 'Please choose the end time' },
            ({ getFieldValue }) => ({
              validator: (_rule, value?: Dayjs) => {
                const from: Dayjs | undefined = getFieldValue('start');
                if (!value || !from) return Promise.resolve();
                const minutes = (time: Dayjs) => time.hour() * 60 + time.minute();
                return minutes(value) > minutes(from)
                  ? Promise.resolve()
                  : Promise.reject(new Error('The end time must be after the start time'));
              },
            }),
          ]}
        >
          <TimePicker format={timePattern()} minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
