import {
  ProFormDatePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useState } from 'react';
import { useSaveRecord } from '@/components/FormSupport';
import { amountFormatRule } from '@/components/Money';
import RecordModalForm from '@/components/RecordModalForm';
import ReferenceSelect, { courseOptions, type IdOption, teacherOptions } from '@/components/ReferenceSelect';
import { activeStudentOptions, termOptions } from '@/components/ReferenceSelect/register-options';
import { termLabel } from '@/components/Term';
import { createTermRegister, updateTermRegister } from '@/services/api/termRegisters';
import { getTerm } from '@/services/api/terms';
import { PAYMENT_TYPE_OPTIONS } from './payment-types';
import {
  newRegisterValues,
  type RegisterFormValues,
  toRegisterCreateBody,
  toRegisterFormValues,
  toRegisterUpdateBody,
} from './term-register-api-mapping';
import VoucherBalanceNotice, { useVoucherBalance } from './VoucherBalanceNotice';

type RegisterFormProps = {
  /** The register being edited; absent when registering a student. */
  register?: API.TermRegister;
  /** For a new register: the term the list is filtered on. */
  termId?: number;
  onClose: () => void;
  onSaved: () => void;
};

/** Registering as paid by voucher charges the price now: show what it does to the balance first. */
function PaidByVoucherNotice({ studentId, price }: { studentId: number; price?: string }) {
  const balance = useVoucherBalance(studentId);
  return (
    <div style={{ width: '100%', marginBottom: 16 }}>
      <VoucherBalanceNotice balance={balance} studentName="the student" price={price} />
    </div>
  );
}

const optionOf = (value: number | null | undefined, label: string | null | undefined): IdOption | undefined =>
  value ? { value, label: label ?? String(value) } : undefined;

/**
 * Register a student in a term, or edit a register. Picking a term fills in its teacher and course
 * (they can be changed). Once paid, only the comments can change: the other fields are locked.
 */
export default function RegisterForm({ register, termId, onClose, onSaved }: RegisterFormProps) {
  const { form, onFinish } = useSaveRecord<RegisterFormValues>({
    create: (values, options) => createTermRegister(toRegisterCreateBody(values), options),
    update:
      register && ((values, options) => updateTermRegister({ id: register.id }, toRegisterUpdateBody(values), options)),
    onSaved,
  });
  const [termChoice, setTermChoice] = useState(optionOf(register?.termId, register?.termLabel));
  const [teacher, setTeacher] = useState(optionOf(register?.teacherId, register?.teacherName));
  const [course, setCourse] = useState(optionOf(register?.courseId, register?.courseName));
  const locked = Boolean(register?.paid);

  const takeTermDefaults = async (id?: number) => {
    if (!id) return;
    // On failure the request layer has said why; the fields simply keep their values.
    const term = await getTerm({ id }).catch(() => undefined);
    if (!term) return;
    setTermChoice({ value: term.id, label: termLabel(term) });
    setTeacher(optionOf(term.teacherId, term.teacherName));
    setCourse(optionOf(term.courseId, term.courseName));
    form.setFieldsValue({ teacherId: term.teacherId, courseId: term.courseId });
  };

  const lockable = { disabled: locked };
  return (
    <RecordModalForm<RegisterFormValues>
      form={form}
      name="termRegister"
      title={register ? 'Edit term register' : 'Register a student'}
      width={640}
      grid
      initialValues={register ? toRegisterFormValues(register) : newRegisterValues(termId)}
      onClose={onClose}
      onFinish={onFinish}
      onInit={() => !register && takeTermDefaults(termId)}
    >
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, width: '100%' }}
          message="This register is paid: only its comments can be changed."
        />
      )}
      <ReferenceSelect
        name="termId"
        label="Term"
        colProps={{ md: 24 }}
        search={termOptions}
        current={termChoice}
        rules={[{ required: true, message: 'Please choose a term!' }]}
        fieldProps={{ ...lockable, onChange: (id: number) => takeTermDefaults(id) }}
      />
      <ReferenceSelect
        name="studentId"
        label="Student"
        colProps={{ md: 24 }}
        search={activeStudentOptions}
        current={optionOf(register?.studentId, register && `${register.studentName} (${register.studentNumber})`)}
        rules={[{ required: true, message: 'Please choose a student!' }]}
        fieldProps={{ disabled: Boolean(register) }}
      />
      <ReferenceSelect
        name="teacherId"
        label="Teacher"
        colProps={{ md: 12 }}
        search={teacherOptions}
        current={teacher}
        fieldProps={lockable}
      />
      <ReferenceSelect
        name="courseId"
        label="Course"
        colProps={{ md: 12 }}
        search={courseOptions}
        current={course}
        fieldProps={lockable}
      />
      <ProFormSelect
        name="paymentType"
        label="Payment type"
        colProps={{ md: 12 }}
        options={PAYMENT_TYPE_OPTIONS}
        fieldProps={lockable}
        rules={[{ required: true, message: 'Please choose a payment type!' }]}
      />
      <ProFormText
        name="price"
        label="Price"
        colProps={{ md: 12 }}
        fieldProps={lockable}
        rules={[{ required: true, whitespace: true, message: 'Please enter a price!' }, amountFormatRule('120.00')]}
      />
      <ProFormDatePicker
        name="createDate"
        label="Create date"
        colProps={{ md: 12 }}
        fieldProps={{ ...lockable, format: 'YYYY-MM-DD', style: { width: '100%' } }}
      />
      {!register && <ProFormSwitch name="paid" label="Paid" colProps={{ md: 12 }} />}
      {!register && (
        <ProFormDependency name={['paid', 'paymentType', 'studentId', 'price']}>
          {({ paid, paymentType, studentId, price }) =>
            paid && paymentType === 'VOUCHER' && studentId ? (
              <PaidByVoucherNotice studentId={studentId} price={price} />
            ) : null
          }
        </ProFormDependency>
      )}
      <ProFormTextArea
        name="comments"
        label="Comments"
        colProps={{ md: 24 }}
        rules={[{ max: 2000, message: 'Comments must be at most 2000 characters' }]}
      />
    </RecordModalForm>
  );
}
