import { PageContainer } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import PageTitle from '@/components/PageTitle';
import AccountingTab from './components/AccountingTab';
import PurchasesTab from './components/PurchasesTab';
import { fromSearch, type Range } from './components/report-range';
import SalaryTab from './components/SalaryTab';
import VouchersTab from './components/VouchersTab';

const TABS = ['purchases', 'salary', 'vouchers', 'accounting'];

/**
 * /report — student purchases, teacher salaries and voucher usage over a chosen range (the last 12
 * months by default), and for administrators the accounting journal. `?tab=&from=&to=` (the
 * dashboard's card links) opens a tab on a range.
 */
export default function ReportPage() {
  const [initial] = useState(() => fromSearch(window.location.search));
  const [tab, setTab] = useState(initial.tab && TABS.includes(initial.tab) ? initial.tab : 'purchases');
  const [range, setRange] = useState<Range>(initial.range);
  const canAdmin = Boolean(useAccess()?.canAdmin);
  return (
    <PageContainer title={<PageTitle />}>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyInactiveTabPane
          items={[
            {
              key: 'purchases',
              label: 'Student purchases',
              children: <PurchasesTab range={range} onRangeChange={setRange} />,
            },
            {
              key: 'salary',
              label: 'Teacher salaries',
              children: <SalaryTab range={range} onRangeChange={setRange} />,
            },
            {
              key: 'vouchers',
              label: 'Voucher usage',
              children: <VouchersTab range={range} onRangeChange={setRange} />,
            },
            ...(canAdmin
              ? [
                  {
                    key: 'accounting',
                    label: 'Accounting',
                    children: <AccountingTab range={range} onRangeChange={setRange} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </PageContainer>
  );
}
