import { Tag } from 'antd';
import type { FeedbackStatus } from './schedule-types';

const LOOK: Record<FeedbackStatus, { color: string; text: string }> = {
  NOT_SUBMITTED: { color: '#595959', text: 'Not Submitted' },
  DRAFT: { color: '#0958d9', text: 'Draft' },
  SUBMITTED: { color: '#237804', text: 'Submitted' },
};

/** How each feedback status reads on screen. */
export const FEEDBACK_STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, { text }]) => [status, text]),
) as Record<FeedbackStatus, string>;

export const FEEDBACK_STATUS_VALUE_ENUM = Object.fromEntries(
  Object.entries(LOOK).map(([status, { text }]) => [status, { text }]),
) as Record<FeedbackStatus, { text: string }>;

export default function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { color, text } = LOOK[status];
  return <Tag color={color}>{text}</Tag>;
}
