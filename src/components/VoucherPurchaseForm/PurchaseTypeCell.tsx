import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

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
      <Tag color="#595959" title={`Reversed on ${dayjs(reversedAt).format('YYYY-MM-DD HH:mm')}`}>
        Reversed
      </Tag>
    </Space>
  );
}
