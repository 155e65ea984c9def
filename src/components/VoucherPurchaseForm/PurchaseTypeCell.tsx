import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/utils/format';

/**
 * A purchase's type in a table. A purchase an administrator reversed stays listed (its amounts are
 * what was recorded), but its vouchers and gift were taken back, so it is marked "Reversed" and must
 * not be read as money taken in.
 */
export default function PurchaseTypeCell({
  type,
  reversedAt,
  source,
}: {
  type: ReactNode;
  reversedAt: string | null;
  /** 'online' when a family paid by card in the portal. */
  source?: string | null;
}) {
  if (!reversedAt && source !== 'online') return <>{type}</>;
  return (
    <Space size={4}>
      {type}
      {source === 'online' && <Tag title="Paid by the family in the portal">Online</Tag>}
      {reversedAt && (
        <Tag color="#595959" title={`Reversed on ${formatDateTime(reversedAt)}`}>
          Reversed
        </Tag>
      )}
    </Space>
  );
}
