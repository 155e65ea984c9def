import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { createTeacher, updateTeacher } from '@/services/api/teachers';
import { AccountFields, EmploymentFields, NotesFields } from './TeacherFormFields';
import {
  NEW_TEACHER_DEFAULTS,
  type TeacherFormValues,
  toTeacherCreateBody,
  toTeacherFormValues,
  toTeacherUpdateBody,
} from './teacher-api-mapping';

type TeacherFormProps = {
  /** The teacher being edited; absent when adding a new one. */
  teacher?: API.Teacher;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * One form for adding and editing teachers. Mount it only while open (keyed by the teacher) so every
 * opening starts from that teacher's values. Calls skip the request layer's toast so a taken login or
 * e-mail, or a bad field, lands on its field; anything else gets the screen's failure message.
 */
export default function TeacherForm({ teacher, onClose, onSaved }: TeacherFormProps) {
  const editing = Boolean(teacher);
  const { form, onFinish } = useSaveRecord<TeacherFormValues>({
    create: (values, options) => createTeacher(toTeacherCreateBody(values), options),
    update:
      teacher &&
      ((values, options) => updateTeacher({ id: teacher.id }, toTeacherUpdateBody(values, teacher), options)),
    onSaved,
  });

  return (
    <RecordModalForm<TeacherFormValues>
      // A long form: after Save the first error is scrolled into view.
      scrollToFirstError
      form={form}
      name="teacher"
      title={editing ? 'Edit teacher' : 'New teacher'}
      width={720}
      grid
      initialValues={teacher ? toTeacherFormValues(teacher) : NEW_TEACHER_DEFAULTS}
      onClose={onClose}
      onFinish={onFinish}
    >
      <AccountFields editing={editing} />
      <EmploymentFields teacher={teacher} />
      <NotesFields />
    </RecordModalForm>
  );
}
