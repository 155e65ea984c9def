import { useSaveRecord } from '@/components/FormSupport';
import RecordModalForm from '@/components/RecordModalForm';
import { addCourseTeachers } from '@/services/api/courses';
import TeacherPicker from './TeacherPicker';

type AddTeacherFormProps = { course: API.Course; onClose: () => void; onSaved: () => void };

/** "Add teacher": links more teachers to a course; the ones already teaching it stay. */
export default function AddTeacherForm({ course, onClose, onSaved }: AddTeacherFormProps) {
  const { form, onFinish } = useSaveRecord<{ teacherIds: number[] }>({
    create: ({ teacherIds }, options) => addCourseTeachers({ id: course.id }, { teacherIds }, options),
    onSaved,
  });

  return (
    <RecordModalForm<{ teacherIds: number[] }>
      form={form}
      name="add-teacher"
      title={`Add teacher to ${course.name}`}
      width={480}
      onClose={onClose}
      onFinish={onFinish}
      submitText="Add"
    >
      <TeacherPicker label="Teachers to add" required />
    </RecordModalForm>
  );
}
