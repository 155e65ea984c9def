import { formatDateTime } from '@/utils/format';

export type RecipientGroup = API.EmailAudience['group'];

/** The recipient choices as the Send tab names them. */
export const GROUP_LABELS: Record<RecipientGroup, string> = {
  'active-students': 'All active students',
  'low-balance-students': 'Students under the balance threshold',
  'course-students': 'A course’s students',
  'term-students': 'A term’s students',
  'selected-students': 'Chosen students',
  teachers: 'Teachers',
  staff: 'Staff',
};

export const groupLabel = (group: string) => GROUP_LABELS[group as RecipientGroup] ?? group;

export const EXCLUDED_LABELS = { 'opted-out': 'Opted out of e-mail', 'no-email': 'No e-mail address' } as const;

export const STATUS_COLORS: Record<API.EmailSendRecipient['status'], string> = {
  queued: 'processing',
  sent: 'success',
  failed: 'error',
  skipped: 'default',
  stored: 'warning',
};

export const STATUS_LABELS: Record<API.EmailSendRecipient['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
  stored: 'In outbox',
};

/** On the centre's clock, as every screen writes it. */
export const dateTimeText = (iso: string) => formatDateTime(iso);

/** What a preview needs from a recipient choice. */
export type RecipientRef = { kind: 'student' | 'teacher' | 'staff'; id: number };

/** How far a send has gone, 0–100: everything not queued is done. */
export function progressOf(counts: API.EmailSend['counts']): number {
  const total = counts.queued + counts.sent + counts.failed + counts.skipped + counts.stored;
  return total === 0 ? 0 : Math.round(((total - counts.queued) / total) * 100);
}
