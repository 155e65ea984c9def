import { useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import {
  downloadPortalFeedbackPdf,
  getPortalCalendarFeed,
  listPortalLessons,
  listPortalMoveRequests,
} from '@/services/api/portal';
import LessonRow from '../components/LessonRow';
import { usePortalData } from '../components/use-portal-data';
import styles from '../index.less';
import FeedbackPanel from './FeedbackPanel';
import MoveRequestsCard from './MoveRequestsCard';
import UpcomingLessonActions from './UpcomingLessonActions';

type When = 'upcoming' | 'past';

/** Upcoming and past lessons of the family's students, with feedback to read and the calendar feed. */
export default function PortalLessons() {
  const [params, setParams] = useSearchParams();
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const studentId = Number(params.get('studentId')) || undefined;
  const [open, setOpen] = useState<number>();
  const [feed, setFeed] = useState<string>();
  const { data, loading, error, reload } = usePortalData(
    () => listPortalLessons({ when, studentId }),
    `${when}/${studentId}`,
  );
  const moves = usePortalData(() => listPortalMoveRequests(), 'move-requests');
  const changed = () => {
    reload();
    moves.reload();
  };
  const lessons = data?.data ?? [];
  const siblings = new Set(lessons.map((lesson) => lesson.studentId)).size > 1;

  return (
    <>
      <h1>Lessons</h1>
      <Segmented
        block
        size="large"
        value={when}
        options={[
          { label: 'Upcoming', value: 'upcoming' },
          { label: 'Past', value: 'past' },
        ]}
        onChange={(value) => setParams({ when: String(value), ...(studentId && { studentId: String(studentId) }) })}
      />
      <Card style={{ marginTop: 16 }}>
        {loading && !data && <Skeleton active />}
        {error && <Alert type="error" message={error} action={<Button onClick={reload}>Try again</Button>} showIcon />}
        {data && lessons.length === 0 && (
          <Empty description={when === 'upcoming' ? 'No lessons booked.' : 'No past lessons.'} />
        )}
        {lessons.map((lesson) => (
          <LessonRow
            key={`${lesson.scheduleId}-${lesson.studentId}`}
            lesson={lesson}
            showStudent={siblings}
            action={
              when === 'upcoming' ? (
                <UpcomingLessonActions lesson={lesson} onChanged={changed} />
              ) : (
                lesson.feedbackAvailable && (
                  <div>
                    <Button
                      type="link"
                      className={styles.touch}
                      style={{ paddingLeft: 0 }}
                      onClick={() => setOpen(open === lesson.scheduleId ? undefined : lesson.scheduleId)}
                    >
                      {lesson.feedbackRead ? 'Feedback' : 'New feedback'}
                    </Button>
                    <Button
                      type="link"
                      className={styles.touch}
                      onClick={() =>
                        downloadFile(
                          (options) => downloadPortalFeedbackPdf({ id: lesson.scheduleId }, options),
                          `feedback-${lesson.scheduleId}.pdf`,
                          'Failed to download, try again',
                        )
                      }
                    >
                      PDF
                    </Button>
                    {open === lesson.scheduleId && <FeedbackPanel scheduleId={lesson.scheduleId} />}
                  </div>
                )
              )
            }
          />
        ))}
      </Card>
      <MoveRequestsCard requests={moves.data?.data ?? []} />
      <Card style={{ marginTop: 16 }} title="Calendar">
        <p className={styles.muted}>Add your lessons to your phone’s calendar with a private address.</p>
        {feed ? (
          <p style={{ wordBreak: 'break-all' }}>
            <a href={feed.replace(/^https?:\/\//, 'webcal://')}>{feed}</a>
          </p>
        ) : (
          <Button className={styles.touch} onClick={() => getPortalCalendarFeed().then((link) => setFeed(link.url))}>
            Show calendar address
          </Button>
        )}
      </Card>
    </>
  );
}
