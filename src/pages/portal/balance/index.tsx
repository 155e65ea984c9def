import { Link, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Empty, Input, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import {
  downloadPortalReceiptPdf,
  downloadPortalStatementPdf,
  getPortalProfile,
  getPortalStatement,
  listPortalPurchases,
} from '@/services/api/portal';
import { formatDate, formatMoney } from '@/utils/format';
import { usePortalData } from '../components/use-portal-data';
import styles from '../index.less';

const KIND_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  gift: 'Gift',
  charge: 'Charge',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

function Statement({ studentId }: { studentId: number }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const statement = usePortalData(
    () => getPortalStatement({ id: studentId, ...range }),
    `${studentId}/${range.from}/${range.to}`,
  );
  const purchases = usePortalData(() => listPortalPurchases({ id: studentId }), String(studentId));
  const data = statement.data;
  return (
    <>
      <Card style={{ marginTop: 16 }} title="Statement">
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
          <label htmlFor="statement-from" className={styles.muted}>
            From
          </label>
          <Input
            id="statement-from"
            type="date"
            value={range.from ?? ''}
            onChange={(e) => setRange({ ...range, from: e.target.value || undefined })}
          />
          <label htmlFor="statement-to" className={styles.muted}>
            To
          </label>
          <Input
            id="statement-to"
            type="date"
            value={range.to ?? ''}
            onChange={(e) => setRange({ ...range, to: e.target.value || undefined })}
          />
        </div>
        {statement.loading && !data && <Skeleton active />}
        {statement.error && <Alert type="error" showIcon message={statement.error} />}
        {data && (
          <>
            <div className={styles.row}>
              <span>Balance brought forward</span>
              <span className={styles.amount}>{formatMoney(data.openingBalance)}</span>
            </div>
            {data.entries.length === 0 && <Empty description="No entries in this period." />}
            {data.entries.map((entry) => (
              <div key={entry.id} className={styles.row}>
                <div>
                  <div>
                    {KIND_LABELS[entry.kind] ?? entry.kind}
                    {entry.reversal && <Tag style={{ marginLeft: 6 }}>reversal</Tag>}
                  </div>
                  <div className={styles.muted}>
                    {formatDate(entry.createdAt)} · {entry.reason}
                  </div>
                </div>
                <div className={styles.amount}>
                  <div>{formatMoney(entry.amount)}</div>
                  <div className={styles.muted}>{formatMoney(entry.balanceAfter)}</div>
                </div>
              </div>
            ))}
            <div className={styles.row}>
              <strong>Balance</strong>
              <strong className={styles.amount}>{formatMoney(data.closingBalance)}</strong>
            </div>
            <Button
              block
              className={styles.touch}
              onClick={() =>
                downloadFile(
                  (options) => downloadPortalStatementPdf({ id: studentId, ...range }, options),
                  'statement.pdf',
                  'Failed to download, try again',
                )
              }
            >
              Statement PDF
            </Button>
          </>
        )}
      </Card>
      <Card style={{ marginTop: 16 }} title="Receipts">
        {purchases.data?.data.length === 0 && <Empty description="No purchases yet." />}
        {purchases.data?.data.map((purchase) => (
          <div key={purchase.id} className={styles.row}>
            <div>
              <div>
                {purchase.purchaseDate} · {formatMoney(purchase.voucherAmount)}
                {purchase.giftAmount !== '0.00' && ` + ${formatMoney(purchase.giftAmount)} gift`}
              </div>
              <div className={styles.muted}>
                Paid by {purchase.type.toLowerCase()}
                {purchase.reversedAt && ' · reversed'}
              </div>
            </div>
            <Button
              className={styles.touch}
              aria-label={`Receipt ${purchase.id} as PDF`}
              onClick={() =>
                downloadFile(
                  (options) => downloadPortalReceiptPdf({ id: purchase.id }, options),
                  `receipt_${purchase.id}.pdf`,
                  'Failed to download, try again',
                )
              }
            >
              Receipt
            </Button>
          </div>
        ))}
      </Card>
    </>
  );
}

/** Per student: the ledger with its running balance, a statement PDF for any dates, and the receipts. */
export default function PortalBalance() {
  const [params, setParams] = useSearchParams();
  const profile = usePortalData(() => getPortalProfile(), 'profile');
  const students = profile.data?.students ?? [];
  const chosen = Number(params.get('studentId')) || students[0]?.id;
  if (profile.loading && !profile.data) return <Skeleton active />;
  if (profile.error) return <Alert type="error" showIcon message={profile.error} />;
  return (
    <>
      <h1>Balance</h1>
      {students.length === 0 && <Empty description="No student is linked to this account yet." />}
      {students.length > 1 && (
        <Segmented
          block
          size="large"
          value={chosen}
          options={students.map((student) => ({ label: student.name, value: student.id }))}
          onChange={(value) => setParams({ studentId: String(value) })}
        />
      )}
      {chosen && (
        <Link to={`/portal/buy?studentId=${chosen}`}>
          <Button type="primary" block className={styles.touch} style={{ marginTop: 12 }}>
            Buy vouchers
          </Button>
        </Link>
      )}
      {chosen && <Statement key={chosen} studentId={chosen} />}
    </>
  );
}
