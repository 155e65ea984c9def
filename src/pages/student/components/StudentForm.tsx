import { ProFormDatePicker, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, type FormRule } from 'antd';
import { nameRules, phoneRules, useSaveRecord } from '@/components/FormSupport';
import Money, { amountFormatRule } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import { createStudent, updateStudent } from '@/services/api/students';
import ReferrerSelect from './ReferrerSelect';
import {
  NEW_STUDENT_DEFAULTS,
  type StudentFormValues,
  toStudentCreateBody,
  toStudentFormValues,
  toStudentUpdateBody,
} from './student-api-mapping';

type StudentFormProps = {
  /** The student being edited; absent when adding one. */
  student?: API.Student;
  onClose: () => void;
  onSaved: (student: API.Student) => void;
};

const requiredName = (what: string): FormRule[] => [
  { required: true, whitespace: true, message: `Please enter the ${what}!` },
  ...nameRules,
];
const studentIdRules: FormRule[] = [
  { max: 30, message: 'Student ID must be at most 30 characters' },
  { pattern: /^[A-Za-z0-9_-]*$/, message: 'Student ID may use letters, digits, - and _ only' },
];
const half = { md: 12 };

/**
 * Adds or edits a student. Mount it only while open (keyed by the student) so each opening starts
 * from that student's values. The voucher balance is shown, never edited: only the ledger moves it.
 */
export default function StudentForm({ student, onClose, onSaved }: StudentFormProps) {
  const editing = Boolean(student);
  const { form, onFinish } = useSaveRecord<StudentFormValues, API.Student>({
    create: (values, options) => createStudent(toStudentCreateBody(values), options),
    update: student && ((values, options) => updateStudent({ id: student.id }, toStudentUpdateBody(values), options)),
    onSaved,
    // The server assigns the number when none was typed: say which one it is.
    addedText: (saved) => `Added student ${saved.studentId}`,
  });

  return (
    <RecordModalForm<StudentFormValues>
      form={form}
      name="student"
      title={editing ? 'Edit student' : 'New student'}
      width={720}
      grid
      initialValues={student ? toStudentFormValues(student) : NEW_STUDENT_DEFAULTS}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ProFormText
        name="studentId"
        label="Student ID"
        colProps={half}
        placeholder={editing ? undefined : 'Leave blank to assign'}
        extra={editing ? undefined : 'Leave blank to assign the next number'}
        rules={
          editing
            ? [{ required: true, whitespace: true, message: 'Please enter the student ID!' }, ...studentIdRules]
            : studentIdRules
        }
      />
      <ReferrerSelect
        colProps={half}
        current={student?.referralId ? { value: student.referralId, label: student.referrer ?? '' } : undefined}
      />
      <ProFormText name="firstName" label="First name" colProps={half} rules={requiredName('first name')} />
      <ProFormText name="lastName" label="Last name" colProps={half} rules={requiredName('last name')} />
      <ProFormDatePicker
        name="startDate"
        label="Start date"
        colProps={half}
        fieldProps={{ format: 'YYYY-MM-DD', style: { width: '100%' } }}
      />
      <ProFormText
        name="hourlyRate"
        label="Hourly rate"
        colProps={half}
        fieldProps={{ inputMode: 'decimal' }}
        rules={[amountFormatRule('40.00')]}
      />
      <ProFormText name="phone" label="Phone" colProps={half} rules={phoneRules} />
      <ProFormText
        name="email"
        label="E-mail"
        colProps={half}
        rules={[{ type: 'email', message: 'Please enter a valid e-mail address!' }]}
      />
      <ProFormText
        name="wechat"
        label="WeChat"
        colProps={half}
        rules={[{ max: 50, message: 'WeChat must be at most 50 characters' }]}
      />
      <ProFormSwitch name="allowSms" label="Allow SMS" colProps={{ md: 6 }} />
      <ProFormSwitch name="allowEmail" label="Allow e-mail" colProps={{ md: 6 }} />
      <ProFormTextArea name="comments" label="Comments" fieldProps={{ maxLength: 2000, showCount: true }} />
      {student && (
        <Form.Item label="Voucher balance" extra="Changes only through voucher purchases and charges">
          <Money amount={student.voucherBalance} />
        </Form.Item>
      )}
    </RecordModalForm>
  );
}
