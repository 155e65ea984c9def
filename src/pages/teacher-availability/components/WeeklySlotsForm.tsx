import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, message, Space, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type CSSProperties, useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { useOnPhone } from '@/components/PhoneLayout';
import { replaceAvailabilitySlots } from '@/services/api/teacherAvailability';
import { timePattern } from '@/utils/format';
import {
  overlapsAnother,
  type SlotsFormValues,
  type SlotValue,
  toSlotsBody,
  toSlotsFormValues,
  WEEKDAYS,
} from './availability-api-mapping';

type WeeklySlotsFormProps = {
  teacherId: number;
  slots: API.AvailabilitySlot[];
  onSaved: () => void;
};

/** Written in the centre's clock ("16:00" or "4:00 PM"), read when drawn. */
const pickerProps = () => ({ format: timePattern(), minuteStep: 5, needConfirm: false }) as const;
const CONTROL_LINE: CSSProperties = { display: 'inline-block', lineHeight: '32px' };
const CONTROL_LINE_WIDE: CSSProperties = { ...CONTROL_LINE, width: 100 };
const EMPTY_DAY: CSSProperties = { ...CONTROL_LINE, marginBottom: 24 };

/**
 * The teacher's repeating week: per weekday any number of from–to ranges. Save replaces the whole
 * week at once (what the API does), so removing every range of a day clears it.
 */
export default function WeeklySlotsForm({ teacherId, slots, onSaved }: WeeklySlotsFormProps) {
  const [form] = Form.useForm<SlotsFormValues>();
  const [saving, setSaving] = useState(false);
  const onPhone = useOnPhone();

  const onFinish = async (values: SlotsFormValues) => {
    setSaving(true);
    try {
      await replaceAvailabilitySlots({ teacherId }, toSlotsBody(values), { skipErrorHandler: true });
      message.success('Updated successfully');
      onSaved();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Weekly hours">
      <Form form={form} name="weeklySlots" initialValues={toSlotsFormValues(slots)} onFinish={onFinish}>
        {WEEKDAYS.map(({ weekday, name }) => (
          <DayRow key={weekday} day={String(weekday)} dayName={name} large={onPhone} />
        ))}
        <Button type="primary" htmlType="submit" loading={saving} size={onPhone ? 'large' : 'middle'}>
          Save weekly hours
        </Button>
      </Form>
    </Card>
  );
}

/** `large`: pickers and buttons sized for a finger (phones). */
function DayRow({ day, dayName, large }: { day: string; dayName: string; large: boolean }) {
  const size = large ? 'large' : 'middle';
  return (
    <Form.List name={['days', day]}>
      {(fields, { add, remove }) => (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap', marginBottom: 12 }}>
          {/* Every text of the row sits on the line of the inputs (32 px high), and a day without times
              keeps a time's bottom margin, so each day's name lines up with what follows it. */}
          <Typography.Text strong style={CONTROL_LINE_WIDE}>
            {dayName}
          </Typography.Text>
          <Space direction="vertical" size={0}>
            {fields.length === 0 && (
              <Typography.Text type="secondary" style={EMPTY_DAY}>
                Not available
              </Typography.Text>
            )}
            {fields.map((field, index) => {
              const label = `${dayName} time ${index + 1}`;
              return (
                <Space key={field.key} align="start">
                  <Form.Item
                    name={[field.name, 'start']}
                    rules={[{ required: true, message: 'Please enter a start time' }]}
                  >
                    <TimePicker {...pickerProps()} size={size} aria-label={`${label} from`} placeholder="From" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'end']}
                    dependencies={[['days', day, field.name, 'start']]}
                    rules={[
                      { required: true, message: 'Please enter an end time' },
                      ({ getFieldValue }) => ({
                        validator: (_rule, end?: Dayjs) => {
                          const ranges: SlotValue[] = getFieldValue(['days', day]) ?? [];
                          const start = ranges[field.name]?.start;
                          if (start && end && !end.isAfter(start)) {
                            return Promise.reject(new Error('The end time must be after the start time'));
                          }
                          if (overlapsAnother(ranges, field.name)) {
                            return Promise.reject(new Error(`This time overlaps another ${dayName} time`));
                          }
                          return Promise.resolve();
                        },
                      }),
                    ]}
                  >
                    <TimePicker {...pickerProps()} size={size} aria-label={`${label} to`} placeholder="To" />
                  </Form.Item>
                  <Button
                    size={size}
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${label}`}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              );
            })}
          </Space>
          <Button size={size} icon={<PlusOutlined />} onClick={() => add({})} aria-label={`Add time on ${dayName}`}>
            Add time
          </Button>
        </div>
      )}
    </Form.List>
  );
}
