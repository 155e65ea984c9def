import { DownloadOutlined } from '@ant-design/icons';
import { ProCard, ProForm, ProFormDatePicker, ProFormDateRangePicker } from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { useOnPhone } from '@/components/PhoneLayout';
import ReferenceSelect, { teacherOptions } from '@/components/ReferenceSelect';
import { anyStudentOptions } from '@/components/Schedule';
import { downloadSchedules, downloadScheduleWeek } from '@/services/api/scheduleDownloads';
import { isMonday, NOT_A_MONDAY, notMonday, rangeProblem } from './download-rules';

type RangeValues = { range: [Dayjs, Dayjs]; teacherId?: number; studentId?: number };
type WeekValues = { monday: Dayjs };

const DAY = 'YYYY-MM-DD';
const FAILED = 'Failed to download, try again';

/**
 * The .xlsx downloads (one row per lesson and student): a date range of at most 31 days, optionally
 * for one teacher and/or one student, or the week of a Monday. The rules are checked here before any
 * request, and again by the server.
 */
export default function ScheduleDownloads() {
  const [rangeForm] = Form.useForm<RangeValues>();
  const [weekForm] = Form.useForm<WeekValues>();
  const [busy, setBusy] = useState<'range' | 'week'>();
  // On a phone each field has a line of its own, its label above it, and is as wide as the card: inline,
  // the range picker ran past the card's edge (issue 31).
  const onPhone = useOnPhone();
  const layout = onPhone ? 'vertical' : 'inline';
  const fullWidth = onPhone ? { style: { width: '100%' } } : {};

  const downloadRange = async ({ range: [from, to], teacherId, studentId }: RangeValues) => {
    setBusy('range');
    const query = { from: from.format(DAY), to: to.format(DAY), teacherId, studentId };
    await downloadFile(
      (options) => downloadSchedules(query, options),
      `lessons_${query.from}_${query.to}.xlsx`,
      FAILED,
    );
    setBusy(undefined);
  };

  const downloadWeek = async ({ monday }: WeekValues) => {
    setBusy('week');
    const query = { monday: monday.format(DAY) };
    await downloadFile((options) => downloadScheduleWeek(query, options), `lessons_week_${query.monday}.xlsx`, FAILED);
    setBusy(undefined);
  };

  return (
    <ProCard title="Downloads (.xlsx)" bordered headerBordered style={{ marginBottom: 16 }}>
      {/* Named forms: their field ids must not clash with the table's search form (teacherId, studentId). */}
      <ProForm<RangeValues>
        form={rangeForm}
        name="rangeDownload"
        layout={layout}
        submitter={false}
        dateFormatter={false}
        onFinish={downloadRange}
      >
        <ProFormDateRangePicker
          name="range"
          label="Date range"
          fieldProps={fullWidth}
          rules={[
            { required: true, message: 'Please choose a date range' },
            { validator: async (_: unknown, range?: [Dayjs, Dayjs]) => checkRange(range) },
          ]}
        />
        <ReferenceSelect
          name="teacherId"
          label="Teacher (optional)"
          search={teacherOptions}
          placeholder="Any teacher"
        />
        <ReferenceSelect
          name="studentId"
          label="Student (optional)"
          search={anyStudentOptions}
          placeholder="Any student"
        />
        <Button htmlType="submit" icon={<DownloadOutlined />} loading={busy === 'range'}>
          Download range
        </Button>
      </ProForm>
      <ProForm<WeekValues>
        form={weekForm}
        name="weekDownload"
        layout={layout}
        submitter={false}
        dateFormatter={false}
        onFinish={downloadWeek}
        style={{ marginTop: 16 }}
      >
        <ProFormDatePicker
          name="monday"
          label="Week of Monday"
          fieldProps={{ disabledDate: notMonday, ...fullWidth }}
          rules={[
            { required: true, message: NOT_A_MONDAY },
            { validator: async (_: unknown, monday?: Dayjs) => checkMonday(monday) },
          ]}
        />
        <Button htmlType="submit" icon={<DownloadOutlined />} loading={busy === 'week'}>
          Download week
        </Button>
      </ProForm>
    </ProCard>
  );
}

function checkRange(range: [Dayjs, Dayjs] | undefined) {
  const problem = range?.[0] && range[1] ? rangeProblem(range) : undefined;
  if (problem) throw new Error(problem);
}

function checkMonday(monday: Dayjs | undefined) {
  if (monday && !isMonday(monday)) throw new Error(NOT_A_MONDAY);
}
