import { Tag } from 'antd';
import { TAG_COLORS } from '../components/tag-colors';
import CancelLessonButton from './CancelLessonButton';
import MoveRequestButton from './MoveRequestButton';

/** What a family may do with an upcoming lesson: cancel it under the centre's policy, or ask to move it. */
export default function UpcomingLessonActions({
  lesson,
  onChanged,
}: {
  lesson: API.PortalLesson;
  onChanged: () => void;
}) {
  if (lesson.lateCancelled) {
    return (
      <Tag color={TAG_COLORS.orange} style={{ marginTop: 4, whiteSpace: 'normal' }}>
        Late cancellation: charged when the teacher confirms
      </Tag>
    );
  }
  if (lesson.status !== 'PLANNED' || !lesson.freeCancelUntil) return null;
  return (
    <CancelLessonButton
      lesson={lesson}
      onDone={onChanged}
      beside={<MoveRequestButton lesson={lesson} onDone={onChanged} />}
    />
  );
}
