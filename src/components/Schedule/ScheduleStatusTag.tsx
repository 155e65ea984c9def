import { Tag } from 'antd';
import type { ScheduleStatus } from './schedule-types';

/** Solid dark fills with white text, as the other status tags: antd's light presets fail contrast checks. */
const LOOK: Record<ScheduleStatus, { color: string; text: string }> = {
  PLANNED: { color: '#ad4e00', text: 'Unconfirmed' },
  CONFIRMED: { color: '#237804', text: 'Confirmed' },
  CANCELLED: { color: '#595959', text: 'Cancelled' },
};

/** How each lesson status reads on screen: a planned lesson stays "Unconfirmed" until its teacher confirms. */
export const SCHEDULE_STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, { text }]) => [status, text]),
) as Record<ScheduleStatus, string>;

/** ProTable/ProForm `valueEnum` for a status filter or column. */
export const SCHEDULE_STATUS_VALUE_ENUM = Object.fromEntries(
  Object.entries(LOOK).map(([status, { text }]) => [status, { text }]),
) as Record<ScheduleStatus, { text: string }>;

export default function ScheduleStatusTag({ status }: { status: ScheduleStatus }) {
  const { color, text } = LOOK[status];
  return <Tag color={color}>{text}</Tag>;
}
