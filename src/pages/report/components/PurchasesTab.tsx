import { DownloadOutlined } from '@ant-design/icons';
import { LightFilter } from '@ant-design/pro-components';
import { Button, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import Money from '@/components/Money';
import ReferenceSelect from '@/components/ReferenceSelect';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { PURCHASE_TYPE_LABELS } from '@/components/VoucherPurchaseForm';
import { exportPurchaseReport, getPurchaseReport } from '@/services/api/reports';
import { GROUPED_HEIGHT } from './chart-sizes';
import { ChartPlaceholder, GroupedChart } from './LazyCharts';
import RangeFilter from './RangeFilter';
import { courseOptions, referralOptions, studentOptions } from './report-options';
import { monthLabel, type Range } from './report-range';

const PURCHASES_CHART = 'Vouchers bought and given per month';

const TYPES = ['CASH', 'CARD', 'E_TRANSFER', 'CHEQUE', 'OTHER'] as const;
type Filters = { studentId?: number; referralId?: number; courseId?: number };

const money = (amount: string) => <Money amount={amount} />;

const columns: ColumnsType<API.PurchaseReportRow> = [
  { title: 'Month', dataIndex: 'month', fixed: 'left', width: 100, render: (month: string) => monthLabel(month) },
  { title: 'Purchases', dataIndex: 'purchases', align: 'right', width: 90 },
  { title: 'Vouchers', dataIndex: 'vouchers', align: 'right', render: money },
  { title: 'Gifts', dataIndex: 'gifts', align: 'right', render: money },
  { title: 'Total', dataIndex: 'total', align: 'right', render: (total: string) => <strong>{money(total)}</strong> },
  ...TYPES.map((type) => ({
    title: PURCHASE_TYPE_LABELS[type],
    key: type,
    align: 'right' as const,
    render: (_: unknown, row: API.PurchaseReportRow) => money(row.byType[type]),
  })),
];

const LEDGER_KINDS: Record<string, string> = {
  purchase: 'Purchase',
  gift: 'Gift',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
  opening: 'Opening balance',
};

function StudentBalance({ balance }: { balance: NonNullable<API.PurchaseReport['studentBalance']> }) {
  return (
    <Card size="small" title="Running balance" style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        Opening balance {money(balance.opening)} · closing balance {money(balance.closing)}
      </Typography.Paragraph>
      <ScrollRegion label="Running balance">
        <Table<API.StudentLedgerLine>
          rowKey="id"
          size="small"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          dataSource={balance.entries}
          locale={{ emptyText: 'No balance change in this range.' }}
          columns={[
            { title: 'Date', dataIndex: 'at', width: 110, render: (at: string) => dayjs(at).format('YYYY-MM-DD') },
            { title: 'Kind', dataIndex: 'kind', width: 110, render: (kind: string) => LEDGER_KINDS[kind] ?? kind },
            { title: 'Amount', dataIndex: 'amount', align: 'right', render: money },
            { title: 'Balance', dataIndex: 'balanceAfter', align: 'right', render: money },
            { title: 'Reason', dataIndex: 'reason', ellipsis: true },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}

/** The totals row, cell for cell under the columns. */
function TotalsRow({ totals }: { totals: API.PurchaseReportRow }) {
  const cells = [
    'Total',
    totals.purchases,
    money(totals.vouchers),
    money(totals.gifts),
    money(totals.total),
    ...TYPES.map((type) => money(totals.byType[type])),
  ];
  return (
    <Table.Summary.Row>
      {cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells are fixed columns.
        <Table.Summary.Cell key={index} index={index} align={index === 0 ? 'left' : 'right'}>
          <strong>{cell}</strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

/**
 * Vouchers bought and given per month by payment type: chart, table with totals, export, filters. The
 * export (server/src/modules/reports/report-exports.ts) has these columns in this order.
 */
export default function PurchasesTab({ range, onRangeChange }: { range: Range; onRangeChange: (r: Range) => void }) {
  const [filters, setFilters] = useState<Filters>({});
  const params = { ...range, ...filters };
  const report = useLoaded(() => getPurchaseReport(params, { skipErrorHandler: true }), params);
  const data = report.data;
  const chart = (data?.months ?? []).flatMap((row) => [
    { month: monthLabel(row.month), series: 'Bought', amount: Number(row.vouchers) },
    { month: monthLabel(row.month), series: 'Given', amount: Number(row.gifts) },
  ]);
  return (
    <>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center">
          <RangeFilter value={range} onChange={onRangeChange} />
          <LightFilter<Filters> onFinish={async (values) => setFilters(values)}>
            <ReferenceSelect name="studentId" label="Student" search={studentOptions} />
            <ReferenceSelect name="referralId" label="Referral" search={referralOptions} />
            <ReferenceSelect name="courseId" label="Course" search={courseOptions} />
          </LightFilter>
        </Flex>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(
              (options) => exportPurchaseReport(params, options),
              'purchases.xlsx',
              'Failed to export, try again',
            )
          }
        >
          Export .xlsx
        </Button>
      </Flex>
      <LoadFailed loaded={report} what="the purchase report" />
      {data ? (
        <GroupedChart caption={PURCHASES_CHART} data={chart} series={['Bought', 'Given']} />
      ) : (
        report.loading && <ChartPlaceholder caption={PURCHASES_CHART} height={GROUPED_HEIGHT} />
      )}
      <ScrollRegion label="Purchases per month">
        <Table<API.PurchaseReportRow>
          rowKey="month"
          size="small"
          loading={report.loading}
          columns={columns}
          dataSource={data?.months ?? []}
          pagination={false}
          scroll={{ x: 960 }}
          summary={() => data && <TotalsRow totals={data.totals} />}
        />
      </ScrollRegion>
      {data?.studentBalance && <StudentBalance balance={data.studentBalance} />}
    </>
  );
}
