import { ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormRadio } from '@ant-design/pro-components';
import type { RepeatMode } from './schedule-api-mapping';

export const MAX_REPEAT_WEEKS = 52;

const REPEAT_OPTIONS: { value: RepeatMode; label: string }[] = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weeks', label: 'For a number of weeks' },
  { value: 'until', label: 'Until a date' },
];

/** Weekly repeat of a new lesson: each schedule time recurs on the same weekday and time. */
export default function RepeatFields() {
  return (
    <>
      <ProFormRadio.Group name="repeatMode" label="Weekly repeat" colProps={{ md: 24 }} options={REPEAT_OPTIONS} />
      <ProFormDependency name={['repeatMode']}>
        {({ repeatMode }) =>
          repeatMode === 'weeks' ? (
            <ProFormDigit
              name="repeatWeeks"
              label="Number of weeks"
              colProps={{ md: 12 }}
              min={1}
              max={MAX_REPEAT_WEEKS}
              fieldProps={{ precision: 0 }}
              extra="How many weeks the lessons run, the first week included."
              rules={[{ required: true, message: 'Please enter the number of weeks!' }]}
            />
          ) : repeatMode === 'until' ? (
            <ProFormDatePicker
              name="repeatUntil"
              label="Repeat until"
              colProps={{ md: 12 }}
              fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
              extra="The last day a lesson may fall on."
              rules={[{ required: true, message: 'Please choose the last date!' }]}
            />
          ) : null
        }
      </ProFormDependency>
    </>
  );
}
