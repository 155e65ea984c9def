import { ProForm } from '@ant-design/pro-components';
import ReferenceSelect, { teacherOptions } from '@/components/ReferenceSelect';

/** Staff choose whose availability to see and edit. */
export default function TeacherPicker({ onChange }: { onChange: (teacherId: number | undefined) => void }) {
  return (
    <ProForm layout="inline" submitter={false} style={{ marginBottom: 16 }}>
      <ReferenceSelect
        name="teacherId"
        label="Teacher"
        placeholder="Search a teacher"
        search={teacherOptions}
        fieldProps={{ onChange: (value) => onChange(value ?? undefined) }}
      />
    </ProForm>
  );
}
