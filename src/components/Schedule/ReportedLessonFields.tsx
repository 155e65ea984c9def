import { ProFormDateTimePicker } from '@ant-design/pro-components';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import AttendanceChoice from './AttendanceChoice';
import type { Attendance } from './reported-lesson';
import { dateTimePickerProps } from './ScheduleTimesField';

type ReportedLessonFieldsProps = {
  /** The planned start: the reported start must lie within a day of it. */
  plannedStart: string;
  students: { studentId: number; name: string }[];
  startLabel: string;
  endLabel: string;
};

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0 };
const LEGEND_STYLE = { fontSize: 14, fontWeight: 600, border: 0, marginBottom: 8 };
const ROW_STYLE = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, marginBottom: 8 };

/** The server's sanity rule, mirrored: pay is computed from these times, so a mistyped date must not count. */
const withinADay = (a: Dayjs, b: Dayjs) => Math.abs(a.diff(b, 'minute')) <= 24 * 60;

/** ProForm hands these back as text in this pattern; toReportedLessonBody reads it with the same one. */
const pickerProps = () => ({ ...dateTimePickerProps(), style: { width: '100%' } });

/**
 * The real start and end of a lesson and each booked student's Present/Absent, under the form names
 * the API uses (teacherStartTime, teacherEndTime, attendance) so the server's field errors land here.
 * Used by the teacher's confirm form and the administrator's correction form.
 */
export default function ReportedLessonFields({
  plannedStart,
  students,
  startLabel,
  endLabel,
}: ReportedLessonFieldsProps) {
  return (
    <>
      <ProFormDateTimePicker
        name="teacherStartTime"
        label={startLabel}
        fieldProps={pickerProps()}
        rules={[
          { required: true, message: `Please enter the ${startLabel.toLowerCase()}` },
          {
            validator: (_rule, start?: Dayjs) =>
              !start || withinADay(dayjs(start), dayjs(plannedStart))
                ? Promise.resolve()
                : Promise.reject(new Error('The start time must be within 24 hours of the planned start')),
          },
        ]}
      />
      <ProFormDateTimePicker
        name="teacherEndTime"
        label={endLabel}
        fieldProps={pickerProps()}
        dependencies={['teacherStartTime']}
        rules={[
          { required: true, message: `Please enter the ${endLabel.toLowerCase()}` },
          ({ getFieldValue }) => ({
            validator: (_rule, end?: Dayjs) => {
              const start: Dayjs | undefined = getFieldValue('teacherStartTime');
              if (!start || !end) return Promise.resolve();
              if (!dayjs(end).isAfter(dayjs(start)))
                return Promise.reject(new Error('The end time must be after the start time'));
              return withinADay(dayjs(end), dayjs(start))
                ? Promise.resolve()
                : Promise.reject(new Error('The end time must be within 24 hours of the start time'));
            },
          }),
        ]}
      />
      {/* One field for the whole list, so a server error about the attendance shows under it. */}
      <Form.Item name="attendance">
        <AttendanceList students={students} />
      </Form.Item>
    </>
  );
}

type AttendanceListProps = {
  students: { studentId: number; name: string }[];
  /** Given by the enclosing Form.Item: attendance keyed by student id (as text). */
  value?: Record<string, Attendance>;
  onChange?: (value: Record<string, Attendance>) => void;
};

function AttendanceList({ students, value, onChange }: AttendanceListProps) {
  return (
    <fieldset style={FIELDSET_STYLE}>
      <legend style={LEGEND_STYLE}>Attendance</legend>
      {students.map(({ studentId, name }) => (
        <div key={studentId} style={ROW_STYLE}>
          <span>{name}</span>
          <AttendanceChoice
            studentName={name}
            name={`attendance-${studentId}`}
            value={value?.[String(studentId)]}
            onChange={(attendance) => onChange?.({ ...value, [String(studentId)]: attendance })}
          />
        </div>
      ))}
    </fieldset>
  );
}
