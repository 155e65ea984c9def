import { formatPhone } from '@/utils/phone-format';

/**
 * A phone column: written for reading, never broken across lines, and isolated from the text around
 * it so a right-to-left layout does not move its "+" to the end (issue 19 item 10).
 */
export const phoneCell = (phone: string | null | undefined) => (
  <bdi style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</bdi>
);
