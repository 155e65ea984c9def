import { ModalForm } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import { addCourseTeachers } from '@/services/api/courses';
import TeacherPicker from './TeacherPicker';

type AddTeacherFormProps = { course: API.Course; onClose: () => void; onSaved: () => void };

/** "Add teacher": links more teachers to a course; the ones already teaching it stay. */
export default function AddTeacherForm({ course, onClose, onSaved }: AddTeacherFormProps) {
  const [form] = Form.useForm<{ teacherIds: number[] }>();

  const save = async ({ teacherIds }: { teacherIds: number[] }) => {
    try {
      await addCourseTeachers({ id: course.id }, { teacherIds }, { skipErrorHandler: true });
      message.success('Added successfully');
      onSaved();
      return true;
    } catch (error) {
      if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to add, try again', error);
      return false;
    }
  };

  return (
    <ModalForm<{ teacherIds: number[] }>
      open
      form={form}
      name="add-teacher"
      title={`Add teacher to ${course.name}`}
      width={480}
      onOpenChange={(open) => !open && onClose()}
      onFinish={save}
      submitter={{ searchConfig: { submitText: 'Add', resetText: 'Cancel' } }}
    >
      <TeacherPicker label="Teachers to add" required />
    </ModalForm>
  );
}
