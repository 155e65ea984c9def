import { Tag } from 'antd';

/**
 * A teacher's name in a tag edged and dotted with their calendar colour. The text stays dark on the
 * default tag background: white text on a light teacher colour would fail contrast.
 */
export default function TeacherTag({ teacher }: { teacher: API.CourseTeacher }) {
  return (
    <Tag style={{ borderColor: teacher.color }}>
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: '50%',
          background: teacher.color,
          marginInlineEnd: 6,
        }}
      />
      {teacher.name}
    </Tag>
  );
}
