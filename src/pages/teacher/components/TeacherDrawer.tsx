import { useAccess } from '@umijs/max';
import { Button, Descriptions, type DescriptionsProps, Divider, Drawer, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import ActivatedTag from '@/components/ActivatedTag';
import { showRequestFailure } from '@/components/FormSupport';
import { useOnPhone } from '@/components/PhoneLayout';
import { revealTeacherSin } from '@/services/api/teachers';
import { EMPTY, formatDateTime, formatPhone, orEmpty } from '@/utils/format';
import ColorSwatch from './ColorSwatch';
import TeacherLessons from './TeacherLessons';
import { formatRate, formatSin, teacherDisplayName } from './teacher-api-mapping';

type TeacherDrawerProps = { teacher: API.Teacher; onClose: () => void; onEdit: (teacher: API.Teacher) => void };

/**
 * The SIN, masked. Administrators may reveal it; the revealed value lives only in this component's
 * state, so it is gone when the drawer closes (the drawer is unmounted then).
 */
function SinValue({ teacher }: { teacher: API.Teacher }) {
  const { canAdmin } = useAccess();
  const [revealed, setRevealed] = useState<string>();
  const [loading, setLoading] = useState(false);
  if (!teacher.sinMasked) return <>Not on file</>;
  if (revealed) return <span>{formatSin(revealed)}</span>;

  const reveal = async () => {
    setLoading(true);
    try {
      const { sin } = await revealTeacherSin({ id: teacher.id }, { skipErrorHandler: true });
      setRevealed(sin ?? undefined);
    } catch (error) {
      showRequestFailure('Failed to reveal the SIN, try again', error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space>
      <span>{teacher.sinMasked}</span>
      {canAdmin && (
        <Button size="small" onClick={reveal} loading={loading}>
          Reveal
        </Button>
      )}
    </Space>
  );
}

const textOf = orEmpty;

export default function TeacherDrawer({ teacher, onClose, onEdit }: TeacherDrawerProps) {
  // On a phone two label-value pairs side by side do not fit: one pair a row, the label above it.
  const onPhone = useOnPhone();
  const item = (label: string, children: ReactNode, span = 1) => ({
    key: label,
    label,
    children,
    span: onPhone ? 1 : span,
  });
  const items: DescriptionsProps['items'] = [
    item('Name', teacherDisplayName(teacher), 2),
    item('Employee ID', textOf(teacher.employeeId)),
    item('Login', teacher.login),
    item('First name', textOf(teacher.firstName)),
    item('Last name', textOf(teacher.lastName)),
    item('Preferred name', textOf(teacher.preferredName)),
    item('Birthday', textOf(teacher.birthday)),
    item('Phone', formatPhone(teacher.phone)),
    item('E-mail', textOf(teacher.email)),
    item('WeChat', textOf(teacher.wechat)),
    item('SIN', <SinValue teacher={teacher} />),
    item('Payroll contact', textOf(teacher.payrollContact)),
    item('Hourly rate', textOf(formatRate(teacher.hourlyRate))),
    item('Operating area', textOf(teacher.operatingArea)),
    item('Colour', <ColorSwatch color={teacher.color} />),
    item(
      'Courses',
      teacher.courses.length ? teacher.courses.map((course) => <Tag key={course.id}>{course.name}</Tag>) : EMPTY,
      2,
    ),
    item('Activated', <ActivatedTag activated={teacher.activated} />),
    item('Created', formatDateTime(teacher.createdAt)),
    item('Advantage', textOf(teacher.advantage), 2),
    item('Disadvantage', textOf(teacher.disadvantage), 2),
    item('Feedback', textOf(teacher.feedback), 2),
  ];
  return (
    <Drawer
      open
      title={teacherDisplayName(teacher)}
      width={760}
      onClose={onClose}
      extra={
        <Button type="primary" onClick={() => onEdit(teacher)}>
          Edit
        </Button>
      }
    >
      <Descriptions
        column={onPhone ? 1 : 2}
        layout={onPhone ? 'vertical' : 'horizontal'}
        bordered
        size="small"
        items={items}
      />
      <Divider orientation="left">Lessons</Divider>
      <TeacherLessons teacherId={teacher.id} />
    </Drawer>
  );
}
