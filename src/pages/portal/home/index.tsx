import { Link } from '@umijs/max';
import { Alert, Badge, Button, Card, Empty, Skeleton } from 'antd';
import { getPortalHome } from '@/services/api/portal';
import { formatMoney } from '@/utils/format';
import LessonRow from '../components/LessonRow';
import { usePortalData } from '../components/use-portal-data';
import styles from '../index.less';

/** Each linked student at a glance: balance, next lessons, feedback to read, unpaid registrations. */
export default function PortalHome() {
  const { data, loading, error, reload } = usePortalData(() => getPortalHome(), 'home');
  if (loading && !data) return <Skeleton active />;
  if (error || !data)
    return <Alert type="error" message={error} action={<Button onClick={reload}>Try again</Button>} showIcon />;
  return (
    <>
      <h1>{data.centreName}</h1>
      {data.students.length === 0 && (
        <Empty description="No student is linked to this account yet. Please ask the centre." />
      )}
      <div className={styles.cards}>
        {data.students.map((student) => (
          <Card key={student.id} title={<h2 style={{ margin: 0, fontSize: 18 }}>{student.name}</h2>}>
            <div className={styles.muted}>Balance</div>
            <div className={styles.big}>{formatMoney(student.balance)}</div>
            {student.lowBalance && (
              <Alert
                type="warning"
                showIcon
                style={{ margin: '12px 0' }}
                message={`The balance is under ${formatMoney(data.lowBalanceThreshold)}: please top it up to keep booking lessons.`}
              />
            )}
            <h3 style={{ marginTop: 16 }}>Next lessons</h3>
            {student.nextLessons.length === 0 ? (
              <p className={styles.muted}>No lessons booked.</p>
            ) : (
              student.nextLessons.map((lesson) => (
                <LessonRow key={lesson.scheduleId} lesson={lesson} showStudent={false} />
              ))
            )}
            {student.unreadFeedback > 0 && (
              <Link to={`/portal/lessons?when=past&studentId=${student.id}`} className={styles.touch}>
                <Badge count={student.unreadFeedback} offset={[10, 0]}>
                  <span>New feedback to read</span>
                </Badge>
              </Link>
            )}
            {student.unpaidRegisters.length > 0 && (
              <>
                <h3 style={{ marginTop: 16 }}>Unpaid term registrations</h3>
                {student.unpaidRegisters.map((register) => (
                  <div key={register.id} className={styles.row}>
                    <span>
                      {register.courseName} ({register.startDate} – {register.endDate})
                    </span>
                    <span className={styles.amount}>{formatMoney(register.price)}</span>
                  </div>
                ))}
              </>
            )}
            <Link to={`/portal/balance?studentId=${student.id}`}>
              <Button block className={styles.touch} style={{ marginTop: 16 }}>
                Balance statement
              </Button>
            </Link>
            <Link to={`/portal/buy?studentId=${student.id}`}>
              <Button block type="primary" className={styles.touch} style={{ marginTop: 8 }}>
                Buy vouchers
              </Button>
            </Link>
          </Card>
        ))}
      </div>
    </>
  );
}
