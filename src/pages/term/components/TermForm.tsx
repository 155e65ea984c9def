import { ProFormDatePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import ReferenceSelect, { courseOptions, teacherOptions } from '@/components/ReferenceSelect';
import { createTerm, updateTerm } from '@/services/api/terms';
import {
  END_BEFORE_START,
  endNotBeforeStart,
  type TermFormValues,
  toTermBody,
  toTermFormValues,
} from './term-api-mapping';

type TermFormProps = {
  /** The term being edited; absent when adding one. */
  term?: API.Term;
  onClose: () => void;
  onSaved: () => void;
};

const DATE_FIELD = { format: 'YYYY-MM-DD', style: { width: '100%' } };

/** Mirrors the server: the end date may not be before the start date. */
const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: (_, end) =>
    endNotBeforeStart(getFieldValue('startDate'), end)
      ? Promise.resolve()
      : Promise.reject(new Error(END_BEFORE_START)),
});

/** Add and edit a term. Mount it only while open (keyed by the term) so each opening starts fresh. */
export default function TermForm({ term, onClose, onSaved }: TermFormProps) {
  const { form, onFinish } = useSaveRecord<TermFormValues>({
    create: (values, options) => createTerm(toTermBody(values), options),
    update: term && ((values, options) => updateTerm({ id: term.id }, toTermBody(values), options)),
    onSaved,
  });

  return (
    <RecordModalForm<TermFormValues>
      form={form}
      name="term"
      title={term ? 'Edit term' : 'New term'}
      width={640}
      grid
      initialValues={term ? toTermFormValues(term) : undefined}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ReferenceSelect
        name="courseId"
        label="Course"
        colProps={{ md: 12 }}
        search={courseOptions}
        current={term && { value: term.courseId, label: term.courseName }}
        rules={[{ required: true, message: 'Please choose a course!' }]}
      />
      <ReferenceSelect
        name="teacherId"
        label="Teacher"
        colProps={{ md: 12 }}
        search={teacherOptions}
        current={term?.teacherId ? { value: term.teacherId, label: term.teacherName ?? '' } : undefined}
      />
      <ProFormText
        name="school"
        label="School"
        colProps={{ md: 24 }}
        rules={[{ max: 100, message: 'School must be at most 100 characters' }]}
      />
      <ProFormDatePicker
        name="startDate"
        label="Start date"
        colProps={{ md: 12 }}
        fieldProps={DATE_FIELD}
        rules={[{ required: true, message: 'Please choose a start date!' }]}
      />
      <ProFormDatePicker
        name="endDate"
        label="End date"
        colProps={{ md: 12 }}
        fieldProps={DATE_FIELD}
        dependencies={['startDate']}
        rules={[{ required: true, message: 'Please choose an end date!' }, endAfterStart]}
      />
      <ProFormTextArea
        name="comments"
        label="Comments"
        colProps={{ md: 24 }}
        rules={[{ max: 2000, message: 'Comments must be at most 2000 characters' }]}
      />
    </RecordModalForm>
  );
}
