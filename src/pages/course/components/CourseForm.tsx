import { ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { createCourse, updateCourse } from '@/services/api/courses';
import { type CourseFormValues, toCourseBody, toCourseFormValues } from './course-api-mapping';
import TeacherPicker from './TeacherPicker';

type CourseFormProps = {
  /** The course being edited; absent when adding a new one. */
  course?: API.Course;
  onClose: () => void;
  onSaved: () => void;
};

const maxRule = (label: string, max: number) => ({ max, message: `${label} must be at most ${max} characters` });

/** One form for adding and editing courses; mount it only while open so it starts from the course. */
export default function CourseForm({ course, onClose, onSaved }: CourseFormProps) {
  const editing = Boolean(course);
  const { form, onFinish } = useSaveRecord<CourseFormValues>({
    create: (values, options) => createCourse(toCourseBody(values), options),
    update: course && ((values, options) => updateCourse({ id: course.id }, toCourseBody(values, course), options)),
    onSaved,
  });

  return (
    <RecordModalForm<CourseFormValues>
      form={form}
      name="course"
      title={editing ? 'Edit course' : 'New course'}
      width={640}
      grid
      initialValues={course ? toCourseFormValues(course) : { teacherIds: [] }}
      onClose={onClose}
      onFinish={onFinish}
    >
      <ProFormText
        name="name"
        label="Name"
        colProps={{ md: 24 }}
        rules={[{ required: true, whitespace: true, message: 'Please enter a name!' }, maxRule('Name', 100)]}
      />
      <ProFormText name="school" label="School" colProps={{ md: 12 }} rules={[maxRule('School', 100)]} />
      <ProFormText name="number" label="Number" colProps={{ md: 12 }} rules={[maxRule('Number', 30)]} />
      <ProFormTextArea
        name="description"
        label="Description"
        colProps={{ md: 24 }}
        rules={[maxRule('Description', 2000)]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 } }}
      />
      <TeacherPicker chosen={course?.teachers} colProps={{ md: 24 }} />
    </RecordModalForm>
  );
}
