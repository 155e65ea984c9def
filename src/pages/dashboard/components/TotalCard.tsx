import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import AppLink from '@/components/AppLink';
import './TotalCard.less';

type TotalCardProps = {
  title: string;
  value: ReactNode;
  /** The change against the previous period in words ("+3 on last month"); its sign picks the arrow. */
  change: { text: string; direction: -1 | 0 | 1 };
  link: { to: string; text: string };
  extra?: ReactNode;
};

/** One dashboard figure with its change against the previous period and a link to the list it counts. */
export default function TotalCard({ title, value, change, link, extra }: TotalCardProps) {
  const icon = change.direction > 0 ? <ArrowUpOutlined /> : change.direction < 0 ? <ArrowDownOutlined /> : null;
  return (
    <Card size="small" className="dashboard-total-card">
      <Statistic title={title} value={0} formatter={() => value} />
      {extra}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {/* English runs keep their order in a right-to-left layout ("+2 new this month", not "new this month 2+"). */}
        {icon} <bdi>{change.text}</bdi>
      </Typography.Text>
      <AppLink to={link.to}>{link.text}</AppLink>
    </Card>
  );
}

/** Its place while the figures load: the same card, the same height. */
export function TotalCardPlaceholder() {
  return (
    <Card size="small" className="dashboard-total-card">
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </Card>
  );
}
