import { Button, Descriptions, Drawer, List, message, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import { removeCourseTeacher } from '@/services/api/courses';
import { EMPTY, formatDateTime } from '@/utils/format';
import TeacherTag from './TeacherTag';

type CourseDrawerProps = {
  course: API.Course;
  onClose: () => void;
  onEdit: (course: API.Course) => void;
  onAddTeacher: (course: API.Course) => void;
  /** After a teacher was removed, so the table shows the change too. */
  onChanged: () => void;
};

/** A course's details and its teachers, each removable from the course. */
export default function CourseDrawer({ course: initial, onClose, onEdit, onAddTeacher, onChanged }: CourseDrawerProps) {
  const [course, setCourse] = useState(initial);

  const remove = async (teacher: API.CourseTeacher) => {
    try {
      setCourse(await removeCourseTeacher({ id: course.id, teacherId: teacher.id }, { skipErrorHandler: true }));
      message.success('Deleted successfully');
      onChanged();
    } catch (error) {
      showRequestFailure('Failed to delete, try again', error);
    }
  };

  return (
    <Drawer
      open
      title={course.name}
      width={560}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={() => onAddTeacher(course)}>Add teacher</Button>
          <Button type="primary" onClick={() => onEdit(course)}>
            Edit
          </Button>
        </Space>
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'name', label: 'Name', children: course.name },
          { key: 'school', label: 'School', children: course.school || EMPTY },
          { key: 'number', label: 'Number', children: course.number || EMPTY },
          { key: 'description', label: 'Description', children: course.description || EMPTY },
          { key: 'created', label: 'Created', children: formatDateTime(course.createdAt) },
        ]}
      />
      <List
        header={<strong>Teachers</strong>}
        locale={{ emptyText: 'No teacher teaches this course yet.' }}
        dataSource={course.teachers}
        rowKey="id"
        renderItem={(teacher) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title={`Remove ${teacher.name} from ${course.name}?`}
                okText="Remove"
                cancelText="Cancel"
                onConfirm={() => remove(teacher)}
              >
                <Button type="link" size="small" aria-label={`Remove ${teacher.name}`}>
                  Remove
                </Button>
              </Popconfirm>,
            ]}
          >
            <TeacherTag teacher={teacher} />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
