import { Card, Col, Row, Statistic } from 'antd';
import { debtStyle, formatMoney } from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getVoucherSummary } from '@/services/api/vouchers';
import { EMPTY } from '@/utils/format';

/** The spec's derived totals, in the order staff read them. */
const TOTALS: { key: keyof API.VoucherSummary; title: string }[] = [
  { key: 'balance', title: 'Voucher balance' },
  { key: 'totalPurchased', title: 'Total vouchers purchased' },
  { key: 'totalGift', title: 'Total gift' },
  { key: 'totalPaidFromVouchers', title: 'Total payments from voucher' },
];

/** Balance and totals as the ledger computes them; `version` changes reload them. */
export default function VoucherTotals({ studentId, version }: { studentId: number; version: number }) {
  const summary = useLoaded(() => getVoucherSummary({ id: studentId }), `${studentId}/${version}`);
  if (summary.failed) return <LoadFailed loaded={summary} what="the voucher balance and totals" />;
  return (
    <Row gutter={[16, 16]}>
      {TOTALS.map(({ key, title }) => {
        const amount = summary.data ? String(summary.data[key]) : undefined;
        return (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card loading={summary.loading && !summary.data}>
              <Statistic
                title={title}
                value={amount === undefined ? EMPTY : formatMoney(amount)}
                valueStyle={debtStyle(amount)}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
