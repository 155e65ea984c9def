import { PageContainer } from '@ant-design/pro-components';
import { Card } from 'antd';
import { useState } from 'react';
import PageTitle from '@/components/PageTitle';
import { FINGER_SIZED } from '@/components/PhoneLayout';
import { defaultRange, type Range } from '../components/report-range';
import SalaryTab from '../components/SalaryTab';

/** /mySalary — a teacher's own salary history (the server gives a teacher nobody else's). */
export default function MySalaryPage() {
  const [range, setRange] = useState<Range>(defaultRange);
  return (
    <PageContainer className={FINGER_SIZED} title={<PageTitle />}>
      <Card>
        <SalaryTab own range={range} onRangeChange={setRange} />
      </Card>
    </PageContainer>
  );
}
