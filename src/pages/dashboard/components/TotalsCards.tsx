import { Col, Row } from 'antd';
import { centsToMoney, formatMoney, toCents } from '@/components/Money';
import { changeText, hoursOf, links, newThisMonth } from './dashboard-links';
import TotalCard, { TotalCardPlaceholder } from './TotalCard';

const sign = (difference: number) => Math.sign(difference) as -1 | 0 | 1;

function countChange({ value, previous }: { value: number; previous: number }, period: 'week' | 'month') {
  const difference = value - previous;
  return { text: changeText(difference, String(Math.abs(difference)), period), direction: sign(difference) };
}

function moneyChange({ value, previous }: { value: string; previous: string }) {
  const difference = toCents(value) - toCents(previous);
  return {
    text: changeText(difference, formatMoney(centsToMoney(Math.abs(difference))), 'month'),
    direction: sign(difference),
  };
}

const CARD_COLS = { xs: 12, lg: 8, xxl: 4 };
const TOTAL_CARDS = 6;

/** The dashboard's six figures, each with its change and the list behind it. */
export default function TotalsCards({ totals }: { totals?: API.DashboardTotals }) {
  if (!totals) {
    return (
      <Row gutter={[16, 16]} aria-busy="true">
        {Array.from({ length: TOTAL_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
          <Col key={index} {...CARD_COLS}>
            <TotalCardPlaceholder />
          </Col>
        ))}
      </Row>
    );
  }
  const week = totals.lessonsThisWeek;
  const previousWeek = totals.lessonsPreviousWeek;
  const weekTotal = week.planned + week.confirmed + week.cancelled;
  const previousWeekTotal = previousWeek.planned + previousWeek.confirmed + previousWeek.cancelled;
  return (
    <Row gutter={[16, 16]}>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Active students"
          value={totals.activeStudents.value}
          change={{ text: newThisMonth(totals.activeStudents), direction: 0 }}
          link={{ to: links.activeStudents, text: 'View students' }}
        />
      </Col>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Active teachers"
          value={totals.activeTeachers.value}
          change={{ text: newThisMonth(totals.activeTeachers), direction: 0 }}
          link={{ to: links.teachers, text: 'View teachers' }}
        />
      </Col>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Lessons this week"
          value={weekTotal}
          extra={
            <div>
              <bdi>
                {week.planned} unconfirmed · {week.confirmed} confirmed · {week.cancelled} cancelled
              </bdi>
            </div>
          }
          change={countChange({ value: weekTotal, previous: previousWeekTotal }, 'week')}
          link={{ to: links.calendarDay(totals.weekStart), text: 'View the week in the calendar' }}
        />
      </Col>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Hours taught this month"
          value={hoursOf(totals.minutesTaught.value)}
          change={{
            text: changeText(
              totals.minutesTaught.value - totals.minutesTaught.previous,
              `${hoursOf(Math.abs(totals.minutesTaught.value - totals.minutesTaught.previous))} h`,
              'month',
            ),
            direction: sign(totals.minutesTaught.value - totals.minutesTaught.previous),
          }}
          link={{ to: links.report('salary', totals.monthStart, totals.monthEnd), text: 'Salary report' }}
        />
      </Col>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Vouchers sold this month"
          value={formatMoney(totals.vouchersSold.value)}
          change={moneyChange(totals.vouchersSold)}
          link={{ to: links.report('purchases', totals.monthStart, totals.monthEnd), text: 'Purchase report' }}
        />
      </Col>
      <Col {...CARD_COLS}>
        <TotalCard
          title="Vouchers used this month"
          value={formatMoney(totals.vouchersUsed.value)}
          change={moneyChange(totals.vouchersUsed)}
          link={{ to: links.report('vouchers', totals.monthStart, totals.monthEnd), text: 'Voucher usage report' }}
        />
      </Col>
    </Row>
  );
}
