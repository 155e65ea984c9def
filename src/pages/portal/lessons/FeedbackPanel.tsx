import { Alert, Skeleton } from 'antd';
import { getPortalLessonFeedback } from '@/services/api/portal';
import { usePortalData } from '../components/use-portal-data';

/** A lesson's feedback: the class's, then each of the family's students' own. */
export default function FeedbackPanel({ scheduleId }: { scheduleId: number }) {
  const { data, loading, error } = usePortalData(() => getPortalLessonFeedback({ id: scheduleId }), String(scheduleId));
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error || !data) return <Alert type="error" message={error} showIcon />;
  return (
    <section aria-label="Feedback" style={{ background: '#fafafa', padding: 12, borderRadius: 8, margin: '8px 0' }}>
      <h4 style={{ marginTop: 0 }}>Class feedback</h4>
      <p style={{ whiteSpace: 'pre-wrap' }}>{data.classFeedback || 'No class feedback.'}</p>
      {data.students.map((student) => (
        <div key={student.studentId}>
          <h4>{student.name}</h4>
          <p style={{ whiteSpace: 'pre-wrap' }}>{student.feedback || 'No feedback for this student.'}</p>
        </div>
      ))}
    </section>
  );
}
