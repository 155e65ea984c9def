import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Range, rangeProblem } from './report-range';

type RangeFilterProps = { value: Range; onChange: (range: Range) => void };

/**
 * The report's date range. A range the server would refuse (reversed, over five years) is refused here
 * on the field, in the same words, and not sent.
 */
export default function RangeFilter({ value, onChange }: RangeFilterProps) {
  const [form] = Form.useForm<{ range: [Dayjs, Dayjs] }>();
  return (
    <Form
      form={form}
      layout="inline"
      requiredMark={false}
      style={{ maxWidth: '100%' }}
      initialValues={{ range: [dayjs(value.from), dayjs(value.to)] }}
      onValuesChange={async () => {
        try {
          const { range } = await form.validateFields();
          onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
        } catch {
          // The field shows why; the report keeps its last good range.
        }
      }}
    >
      <Form.Item
        name="range"
        style={{ marginInlineEnd: 0, maxWidth: '100%' }}
        rules={[
          { required: true, message: 'Pick a date range' },
          {
            validator: (_, range?: [Dayjs, Dayjs]) => {
              const problem = range?.[0] && range[1] ? rangeProblem(range[0], range[1]) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <DatePicker.RangePicker
          allowClear={false}
          order={false}
          aria-label="Date range"
          style={{ width: 260, maxWidth: '100%' }}
        />
      </Form.Item>
    </Form>
  );
}
