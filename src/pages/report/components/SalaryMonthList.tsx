import { Button, Flex, List, Typography } from 'antd';
import Money from '@/components/Money';
import { EMPTY, formatMoney } from '@/utils/format';
import { hoursText, monthLabel } from './report-range';

type SalaryMonthListProps = {
  report?: API.SalaryReport;
  loading: boolean;
  /** A teacher's own history: the teacher's name is left out. */
  own: boolean;
  onOpen: (row: API.SalaryReportRow) => void;
};

/** Months a phone shows at once; past that the list pages (a centre's report has a month per teacher). */
const PHONE_PAGE_SIZE = 12;

const lessonsText = (lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;

/**
 * The salary table on a phone: one month under another with its figures, a button big enough for a
 * thumb to open the month's lessons, and the totals last. Nothing scrolls sideways.
 */
export default function SalaryMonthList({ report, loading, own, onOpen }: SalaryMonthListProps) {
  const rows = report?.rows ?? [];
  return (
    <List<API.SalaryReportRow>
      loading={loading}
      dataSource={rows}
      rowKey={(row) => `${row.teacherId}-${row.month}`}
      locale={{ emptyText: 'No confirmed lessons in this range.' }}
      pagination={rows.length > PHONE_PAGE_SIZE ? { pageSize: PHONE_PAGE_SIZE, simple: true } : false}
      renderItem={(row) => {
        const month = monthLabel(row.month);
        return (
          <List.Item>
            <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" align="baseline" gap={8}>
                <Typography.Text strong style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {own ? month : `${month} · ${row.teacherName}`}
                </Typography.Text>
                <strong>
                  <Money amount={row.pay} />
                </strong>
              </Flex>
              <span>
                {lessonsText(row.lessons)} · {hoursText(row.minutes)} h
              </span>
              <span>Rate(s): {row.rates.map((rate) => formatMoney(rate)).join(', ') || EMPTY}</span>
              <Button
                style={{ alignSelf: 'flex-start', marginTop: 4 }}
                aria-label={`See lessons of ${month}${own ? '' : `, ${row.teacherName}`}`}
                onClick={() => onOpen(row)}
              >
                See lessons
              </Button>
            </Flex>
          </List.Item>
        );
      }}
      footer={
        report &&
        rows.length > 0 && (
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <strong>Total</strong>
            <span>
              {lessonsText(report.totals.lessons)} · {hoursText(report.totals.minutes)} h
            </span>
            <strong>
              <Money amount={report.totals.pay} />
            </strong>
          </Flex>
        )
      }
    />
  );
}
