import {
  ProForm,
  ProFormCheckbox,
  ProFormDatePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Col, Divider } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { emailRules, loginRules, nameRules, phoneRules } from '@/components/FormSupport';
import { amountFormatRule } from '@/components/Money';
import { newPasswordRules, PASSWORD_MIN_LENGTH, PasswordStrengthMeter } from '@/components/PasswordStrength';
import { listCourses } from '@/services/api/courses';
import { currencySymbol } from '@/utils/format';
import DialogColorPicker from './DialogColorPicker';
import { courseOptions, sinWithoutSeparators } from './teacher-api-mapping';

const half = { md: 12 };
const editPasswordRules = [
  { min: PASSWORD_MIN_LENGTH, message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` },
];
const maxRule = (label: string, max: number) => ({ max, message: `${label} must be at most ${max} characters` });
const COLOR_PRESETS = [
  {
    label: 'Suggested',
    // The server's palette (server/src/modules/teachers/teacher-colours.ts), in its order: a new teacher
    // gets the first colour no active teacher has.
    colors: [
      '#1890ff',
      '#52c41a',
      '#fa8c16',
      '#722ed1',
      '#eb2f96',
      '#13c2c2',
      '#2f54eb',
      '#f5222d',
      '#faad14',
      '#a0d911',
      '#fa541c',
      '#fadb14',
    ],
  },
];

/** Course choices: the server's matches for what is typed, by name, with the courses already chosen kept by name. */
export async function searchCourses(keyword?: string, chosen: API.TeacherCourse[] = []) {
  const { data } = await listCourses({ keyword: keyword || undefined, pageSize: 50, sort: 'name,asc' });
  return courseOptions(chosen, data);
}

export function AccountFields({ editing }: { editing: boolean }) {
  return (
    <>
      <Divider orientation="left">Account</Divider>
      <ProFormText name="login" label="Login" colProps={half} rules={loginRules} />
      <ProFormText.Password
        name="password"
        label="Password"
        colProps={half}
        rules={editing ? editPasswordRules : newPasswordRules}
        placeholder={editing ? 'Leave blank to keep the current password' : undefined}
        extra={<PasswordStrengthMeter name="password" />}
        fieldProps={{ autoComplete: 'new-password' }}
      />
      <ProFormText name="firstName" label="First name" colProps={half} rules={nameRules} />
      <ProFormText name="lastName" label="Last name" colProps={half} rules={nameRules} />
      <ProFormText name="preferredName" label="Preferred name" colProps={half} rules={nameRules} />
      <ProFormDatePicker
        name="birthday"
        label="Birthday"
        colProps={half}
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
      />
      <ProFormText name="phone" label="Phone" colProps={half} rules={phoneRules} />
      <ProFormText name="email" label="E-mail" colProps={half} rules={emailRules} />
      <ProFormText name="wechat" label="WeChat" colProps={half} rules={[maxRule('WeChat', 50)]} />
      <ProFormSwitch name="activated" label="Activated" colProps={half} />
    </>
  );
}

type EmploymentProps = {
  teacher?: API.Teacher;
  /** A new teacher's colour is still being chosen by the server: the picker waits. */
  colourPending?: boolean;
};

export function EmploymentFields({ teacher, colourPending = false }: EmploymentProps) {
  const sinOnFile = teacher?.sinMasked;
  return (
    <>
      <Divider orientation="left">Employment</Divider>
      <ProFormText name="employeeId" label="Employee ID" colProps={half} rules={[maxRule('Employee ID', 30)]} />
      <ProFormText.Password
        name="sin"
        label="SIN"
        colProps={half}
        normalize={sinWithoutSeparators}
        rules={[{ pattern: /^\d{9}$/, message: 'SIN must be exactly 9 digits' }]}
        placeholder={sinOnFile ? `On file: ${sinOnFile}. Leave blank to keep it` : '9 digits'}
        fieldProps={{ autoComplete: 'off', inputMode: 'numeric' }}
      />
      {sinOnFile && (
        <ProFormCheckbox name="clearSin" colProps={{ md: 24 }}>
          Remove the SIN on file
        </ProFormCheckbox>
      )}
      <ProFormText
        name="payrollContact"
        label="Payroll contact"
        colProps={half}
        rules={[maxRule('Payroll contact', 200)]}
      />
      <ProFormText
        name="hourlyRate"
        label="Hourly rate"
        colProps={half}
        rules={[amountFormatRule('35.00')]}
        fieldProps={{ prefix: currencySymbol(), inputMode: 'decimal' }}
      />
      <ProFormText
        name="operatingArea"
        label="Operating area"
        colProps={half}
        rules={[maxRule('Operating area', 200)]}
      />
      {/* ProForm.Item is not a grid field, so it gets its column here. */}
      <Col xs={24} md={12}>
        <ProForm.Item name="color" label="Colour" getValueFromEvent={(color: Color) => color.toHexString()}>
          <DialogColorPicker
            disabledAlpha
            showText={colourPending ? () => 'Finding a free colour…' : true}
            disabled={colourPending}
            presets={COLOR_PRESETS}
            aria-label="Colour"
          />
        </ProForm.Item>
      </Col>
      <ProFormSelect
        name="courseIds"
        label="Courses"
        colProps={{ md: 24 }}
        mode="multiple"
        showSearch
        debounceTime={300}
        request={({ keyWords }) => searchCourses(keyWords, teacher?.courses)}
        fieldProps={{ filterOption: false }}
        placeholder="Type to search courses"
      />
    </>
  );
}

export function NotesFields() {
  const note = (name: string, label: string) => (
    <ProFormTextArea
      name={name}
      label={label}
      colProps={{ md: 24 }}
      rules={[maxRule(label, 2000)]}
      fieldProps={{ rows: 2 }}
    />
  );
  return (
    <>
      <Divider orientation="left">Notes</Divider>
      {note('advantage', 'Advantage')}
      {note('disadvantage', 'Disadvantage')}
      {note('feedback', 'Feedback')}
    </>
  );
}
