import { Card, Tag } from 'antd';
import { formatWeekdayDateTime } from '@/utils/format';
import { TAG_COLORS } from '../components/tag-colors';
import styles from '../index.less';

const STATUS = {
  open: { label: 'Waiting for the centre', color: TAG_COLORS.blue },
  answered: { label: 'Answered', color: TAG_COLORS.green },
  declined: { label: 'Declined', color: TAG_COLORS.grey },
} as const;

/** The family's move requests and the centre's answers (nothing shown when there are none). */
export default function MoveRequestsCard({ requests }: { requests: API.MoveRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <Card style={{ marginTop: 16 }} title="Move requests">
      {requests.map((request) => (
        <div key={request.id} className={styles.row}>
          <div>
            <div>
              <strong>{request.courseName}</strong> · {formatWeekdayDateTime(request.startTime)}
            </div>
            <div className={styles.muted}>
              {request.studentName} · You asked: {request.preferredTimes}
            </div>
            {request.answerNote && <div>Centre: {request.answerNote}</div>}
          </div>
          <div className={styles.amount}>
            <Tag color={STATUS[request.status].color}>{STATUS[request.status].label}</Tag>
          </div>
        </div>
      ))}
    </Card>
  );
}
