import { DownloadOutlined } from '@ant-design/icons';
import { LightFilter } from '@ant-design/pro-components';
import { Button, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import Money from '@/components/Money';
import { useOnPhone } from '@/components/PhoneLayout';
import ReferenceSelect from '@/components/ReferenceSelect';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { exportPayroll, getSalaryReport } from '@/services/api/reports';
import { EMPTY, formatMoney } from '@/utils/format';
import { COLUMNS_HEIGHT } from './chart-sizes';
import { BarsChart, ChartPlaceholder, ColumnsChart } from './LazyCharts';
import RangeFilter from './RangeFilter';
import { teacherOptions } from './report-options';
import { hoursText, monthLabel, type Range } from './report-range';
import SalaryLessonsDrawer from './SalaryLessonsDrawer';
import SalaryMonthList from './SalaryMonthList';

type SalaryTabProps = {
  range: Range;
  onRangeChange: (range: Range) => void;
  /** A teacher's own history: no teacher filter, no payroll export (the server narrows to them anyway). */
  own?: boolean;
};

/** Pay per teacher and month from the pay records, with a chart, totals, a month's lessons and the payroll file. */
export default function SalaryTab({ range, onRangeChange, own = false }: SalaryTabProps) {
  const [teacherId, setTeacherId] = useState<number>();
  const [drill, setDrill] = useState<{ teacherId: number; month: string }>();
  const params = { ...range, teacherId };
  const report = useLoaded(() => getSalaryReport(params, { skipErrorHandler: true }), params);
  const data = report.data;
  // On a phone: the months as a list and the chart's bars across, so no label runs into another.
  const onPhone = useOnPhone();
  const Chart = onPhone ? BarsChart : ColumnsChart;

  const columns: ColumnsType<API.SalaryReportRow> = [
    {
      title: 'Month',
      dataIndex: 'month',
      width: 110,
      render: (month: string, row) => (
        <a
          href={`#${row.teacherId}-${month}`}
          onClick={(event) => {
            event.preventDefault();
            setDrill({ teacherId: row.teacherId, month });
          }}
        >
          {monthLabel(month)}
        </a>
      ),
    },
    ...(own ? [] : [{ title: 'Teacher', dataIndex: 'teacherName', ellipsis: true }]),
    { title: 'Lessons', dataIndex: 'lessons', align: 'right', width: 80 },
    { title: 'Hours', key: 'hours', align: 'right', width: 80, render: (_, row) => hoursText(row.minutes) },
    {
      title: 'Rate(s)',
      key: 'rates',
      render: (_, row) => row.rates.map((rate) => formatMoney(rate)).join(', ') || EMPTY,
    },
    { title: 'Pay', dataIndex: 'pay', align: 'right', render: (pay: string) => <Money amount={pay} /> },
  ];

  return (
    <>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center">
          <RangeFilter value={range} onChange={onRangeChange} />
          {!own && (
            <LightFilter<{ teacherId?: number }> onFinish={async (values) => setTeacherId(values.teacherId)}>
              <ReferenceSelect name="teacherId" label="Teacher" search={teacherOptions} />
            </LightFilter>
          )}
        </Flex>
        {!own && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile((options) => exportPayroll(params, options), 'payroll.xlsx', 'Failed to export, try again')
            }
          >
            Payroll .xlsx
          </Button>
        )}
      </Flex>
      <LoadFailed loaded={report} what="the salary history" />
      {data ? (
        <Chart
          caption="Pay per month"
          label="Pay"
          data={data.months.map((month) => ({ month: monthLabel(month.month), amount: Number(month.pay) }))}
        />
      ) : (
        report.loading && <ChartPlaceholder caption="Pay per month" height={COLUMNS_HEIGHT} />
      )}
      {onPhone ? (
        <SalaryMonthList
          report={data}
          loading={report.loading}
          own={own}
          onOpen={(row) => setDrill({ teacherId: row.teacherId, month: row.month })}
        />
      ) : (
        <ScrollRegion label="Salary report">
          <Table<API.SalaryReportRow>
            rowKey={(row) => `${row.teacherId}-${row.month}`}
            size="small"
            loading={report.loading}
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 640 }}
            locale={{ emptyText: 'No confirmed lessons in this range.' }}
            summary={() =>
              data && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={own ? 1 : 2}>
                    <strong>Total</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <strong>{data.totals.lessons}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <strong>{hoursText(data.totals.minutes)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} />
                  <Table.Summary.Cell index={4} align="right">
                    <strong>
                      <Money amount={data.totals.pay} />
                    </strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )
            }
          />
        </ScrollRegion>
      )}
      {drill && (
        <SalaryLessonsDrawer
          teacherId={own ? undefined : drill.teacherId}
          month={drill.month}
          onClose={() => setDrill(undefined)}
        />
      )}
    </>
  );
}
