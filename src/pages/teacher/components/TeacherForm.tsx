import { useEffect } from 'react';
import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { createTeacher, getNextTeacherColour, updateTeacher } from '@/services/api/teachers';
import { AccountFields, EmploymentFields, NotesFields } from './TeacherFormFields';
import {
  DEFAULT_TEACHER_COLOR,
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
  // A new teacher starts with the first palette colour no active teacher has (issue 31), as the server
  // would choose; the old fixed default if the server cannot be asked. A colour already picked stays.
  const suggestion = useLoaded(
    () =>
      editing
        ? Promise.resolve(undefined)
        : getNextTeacherColour({ skipErrorHandler: true }).then((answer) => answer.color),
    editing,
  );
  const suggested = editing ? undefined : (suggestion.data ?? (suggestion.failed ? DEFAULT_TEACHER_COLOR : undefined));
  useEffect(() => {
    if (suggested && !form.isFieldTouched('color')) form.setFieldValue('color', suggested);
  }, [suggested, form]);

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
      <EmploymentFields teacher={teacher} colourPending={!editing && !suggested} />
      <NotesFields />
    </RecordModalForm>
  );
}
