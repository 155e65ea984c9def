import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/utils/format';

/**
 * A purchase's type in a table. A purchase an administrator reversed stays listed (its amounts are
 * what was recorded), but its vouchers and gift were taken back, so it is marked "Reversed" and must
 * not be read as money taken in.
 */
export default function PurchaseTypeCell({ type, reversedAt }: { type: ReactNode; reversedAt: string | null }) {
  if (!reversedAt) return <>{type}</>;
  return (
    <Space size={4}>
      {type}
      <Tag color="#595959" title={`Reversed on ${formatDateTime(reversedAt)}`}>
        Reversed
      </Tag>
    </Space>
  );
}
