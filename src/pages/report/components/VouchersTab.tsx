import { Table } from 'antd';
import Money from '@/components/Money';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getVoucherReport } from '@/services/api/reports';
import { GROUPED_HEIGHT } from './chart-sizes';
import { ChartPlaceholder, GroupedChart, LineChart } from './LazyCharts';
import RangeFilter from './RangeFilter';
import { monthLabel, type Range } from './report-range';

const money = (amount: string) => <Money amount={amount} />;

/** Vouchers sold against used per month, and what the centre still owes in vouchers at each month end. */
export default function VouchersTab({ range, onRangeChange }: { range: Range; onRangeChange: (r: Range) => void }) {
  const report = useLoaded(() => getVoucherReport(range, { skipErrorHandler: true }), range);
  const data = report.data;
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <RangeFilter value={range} onChange={onRangeChange} />
      </div>
      <LoadFailed loaded={report} what="the voucher usage" />
      {!data && report.loading && (
        <ChartPlaceholder caption="Vouchers sold and used per month" height={GROUPED_HEIGHT} />
      )}
      {data && (
        <>
          <GroupedChart
            caption="Vouchers sold and used per month"
            series={['Sold', 'Used']}
            data={data.months.flatMap((row) => [
              { month: monthLabel(row.month), series: 'Sold', amount: Number(row.sold) },
              { month: monthLabel(row.month), series: 'Used', amount: Number(row.used) },
            ])}
          />
          <LineChart
            caption="Vouchers outstanding at each month end"
            label="Outstanding"
            data={data.months.map((row) => ({ month: monthLabel(row.month), amount: Number(row.outstanding) }))}
          />
        </>
      )}
      <ScrollRegion label="Voucher report">
        <Table<API.VoucherReportRow>
          rowKey="month"
          size="small"
          loading={report.loading}
          dataSource={data?.months ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          columns={[
            { title: 'Month', dataIndex: 'month', render: (month: string) => monthLabel(month) },
            { title: 'Sold', dataIndex: 'sold', align: 'right', render: money },
            { title: 'Given', dataIndex: 'gifted', align: 'right', render: money },
            { title: 'Used', dataIndex: 'used', align: 'right', render: money },
            { title: 'Refunds and adjustments', dataIndex: 'other', align: 'right', render: money },
            { title: 'Outstanding at month end', dataIndex: 'outstanding', align: 'right', render: money },
          ]}
        />
      </ScrollRegion>
    </>
  );
}
