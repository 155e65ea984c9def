import { Descriptions, Drawer, Empty, List, Spin, Typography } from 'antd';
import { lessonWhen } from '@/components/LessonDisplay';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { listScheduleChanges } from '@/services/api/schedules';
import { formatDateTime } from '@/utils/format';
import { changeActionLabel, changedFieldLines, newestFirst } from './schedule-change-diff';

type LessonHistoryDrawerProps = {
  lesson: Pick<API.ScheduleItem, 'id' | 'courseName' | 'startTime' | 'endTime' | 'students'>;
  onClose: () => void;
};

/** One change: what was done, when, by whom, why, and which values it changed. */
function ChangeEntry({ change, students }: { change: API.ScheduleChange; students: API.ScheduleStudent[] }) {
  const lines = changedFieldLines(change.before, change.after, students);
  return (
    <List.Item>
      <Descriptions size="small" column={1} title={changeActionLabel(change.action)}>
        <Descriptions.Item label="When">{formatDateTime(change.changedAt)}</Descriptions.Item>
        <Descriptions.Item label="Who">{change.changedByName ?? 'Unknown user'}</Descriptions.Item>
        <Descriptions.Item label="Reason">{change.reason || 'No reason given'}</Descriptions.Item>
        {lines.length > 0 && (
          <Descriptions.Item label="Changes">
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Descriptions.Item>
        )}
      </Descriptions>
    </List.Item>
  );
}

/** A confirmed or cancelled lesson's audit trail, newest first (read-only; for all centre staff). */
export default function LessonHistoryDrawer({ lesson, onClose }: LessonHistoryDrawerProps) {
  const loaded = useLoaded(async () => newestFirst((await listScheduleChanges({ id: lesson.id })).data), lesson.id);
  const changes = loaded.loading || loaded.failed ? undefined : loaded.data;

  return (
    <Drawer
      open
      width={560}
      title={`History: ${lesson.courseName}, ${lessonWhen(lesson.startTime, lesson.endTime)}`}
      onClose={onClose}
    >
      {loaded.loading && !loaded.failed && <Spin />}
      <LoadFailed loaded={loaded} what="the history" />
      {changes &&
        (changes.length === 0 ? (
          <Empty description="No changes recorded" />
        ) : (
          <>
            <Typography.Paragraph type="secondary">Newest first.</Typography.Paragraph>
            <List
              dataSource={changes}
              rowKey="id"
              renderItem={(change) => <ChangeEntry change={change} students={lesson.students} />}
            />
          </>
        ))}
    </Drawer>
  );
}
