import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { dateTimePattern, timePattern } from '@/utils/format';
import type { TimePair } from './schedule-api-mapping';

/** The spec's exact words when a lesson has no time at all (the server says the same). */
export const SCHEDULE_TIMES_REQUIRED = 'Please enter Schedule Times';

/**
 * A date-and-time picker written as every screen writes times: the ISO date and the centre's clock
 * ("2026-11-24 16:00" or "2026-11-24 4:00 PM"). Read when drawn, so a changed setting applies at once.
 * In a ProForm field the value comes back as text in `format`: read it with `readPickedTime`.
 */
export const dateTimePickerProps = () => ({
  showTime: { format: timePattern(), minuteStep: 5 as const },
  format: dateTimePattern(),
});

/**
 * The list of start/end pairs of a new lesson (each becomes one lesson, and each repeats weekly when
 * asked). `single` keeps exactly the one pair of the lesson being edited.
 */
export default function ScheduleTimesField({ single = false }: { single?: boolean }) {
  return (
    <Col span={24}>
      <Form.List
        name="scheduleTimes"
        rules={[
          {
            validator: async (_, times?: TimePair[]) => {
              if (!times?.length) throw new Error(SCHEDULE_TIMES_REQUIRED);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>
              {single ? 'Lesson time' : 'Schedule times'}
            </legend>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'start']}
                  label="Start"
                  rules={[{ required: true, message: 'Please choose the start time!' }]}
                >
                  <DatePicker {...dateTimePickerProps()} style={{ width: 210 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'end']}
                  label="End"
                  dependencies={[['scheduleTimes', field.name, 'start']]}
                  rules={[
                    { required: true, message: 'Please choose the end time!' },
                    ({ getFieldValue }) => ({
                      validator: async (_, end?: Dayjs) => {
                        const start: Dayjs | undefined = getFieldValue(['scheduleTimes', field.name, 'start']);
                        if (start && end && !end.isAfter(start)) throw new Error('The end must be after the start');
                      },
                    }),
                  ]}
                >
                  <DatePicker {...dateTimePickerProps()} style={{ width: 210 }} />
                </Form.Item>
                {!single && (
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={`Remove schedule time ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Space>
            ))}
            {!single && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                Add schedule time
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </fieldset>
        )}
      </Form.List>
    </Col>
  );
}
