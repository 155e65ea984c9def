import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Table, Tag } from 'antd';
import { downloadFile } from '@/components/FileDownload';
import Money from '@/components/Money';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { exportAccountingJournal, getAccountingJournal } from '@/services/api/accounting';
import { formatDate } from '@/utils/format';
import RangeFilter from './RangeFilter';
import type { Range } from './report-range';

const FILES = [
  { format: 'xero', label: 'Xero (.csv)' },
  { format: 'quickbooks-online', label: 'QuickBooks Online (.csv)' },
  { format: 'iif', label: 'QuickBooks Desktop (.iif)' },
] as const;

type Line = API.AccountingJournal['entries'][number]['lines'][number] & {
  key: string;
  date?: string;
  narration?: string;
};

/**
 * /report → Accounting (administrators): the journal a bookkeeper posts as it is, one balanced entry
 * per day per kind, with deferred revenue (the vouchers families hold) reconciled against the
 * students' balances, and the files Xero's and QuickBooks' importers take.
 */
export default function AccountingTab({ range, onRangeChange }: { range: Range; onRangeChange: (r: Range) => void }) {
  const journal = useLoaded(() => getAccountingJournal(range, { skipErrorHandler: true }), range);
  const data = journal.data;
  const accountName = new Map<string, string>(
    data?.accounts.map((account) => [account.key, `${account.code} ${account.name}`]),
  );
  const lines: Line[] = (data?.entries ?? []).flatMap((entry, index) =>
    entry.lines.map((line, lineIndex) => ({
      ...line,
      key: `${index}-${lineIndex}`,
      ...(lineIndex === 0 ? { date: entry.date, narration: entry.narration } : {}),
    })),
  );
  const check = data?.reconciliation;
  return (
    <>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <RangeFilter value={range} onChange={onRangeChange} />
        <Flex wrap gap={8}>
          {FILES.map((file) => (
            <Button
              key={file.format}
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadFile(
                  (options) => exportAccountingJournal({ ...range, format: file.format }, options),
                  `journal-${file.format}`,
                  'Failed to export, try again',
                )
              }
            >
              {file.label}
            </Button>
          ))}
        </Flex>
      </Flex>
      <LoadFailed loaded={journal} what="the journal" />
      {check && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          title="Deferred revenue: the vouchers families hold"
          style={{ marginBottom: 16 }}
          extra={
            check.holds ? (
              <Tag color="success">Reconciled</Tag>
            ) : (
              <Tag color="error">Does not reconcile: tell your administrator</Tag>
            )
          }
          items={[
            { label: `Held on ${formatDate(range.from)}`, children: <Money amount={check.opening} /> },
            { label: 'Sold', children: <Money amount={check.sold} /> },
            { label: 'Given with purchases', children: <Money amount={check.gifted} /> },
            { label: 'Used for lessons and terms', children: <Money amount={check.used} /> },
            { label: 'Refunded', children: <Money amount={check.refunded} /> },
            { label: 'Adjusted', children: <Money amount={check.adjusted} /> },
            { label: 'Opening balances imported', children: <Money amount={check.imported} /> },
            { label: `Held at the end of ${formatDate(range.to)}`, children: <Money amount={check.closing} /> },
            { label: "Students' balances then", children: <Money amount={check.balancesAtEnd} /> },
          ]}
        />
      )}
      {data && data.invoicesInOtherCurrencies > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${data.invoicesInOtherCurrencies} paid software invoice(s) in another currency than ${data.currency} are not in this journal: post them by hand.`}
        />
      )}
      <ScrollRegion label="Journal entries">
        <Table<Line>
          rowKey="key"
          size="small"
          loading={journal.loading}
          dataSource={lines}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: 'No money moved in this range.' }}
          columns={[
            { title: 'Date', dataIndex: 'date', width: 120, render: (date?: string) => (date ? formatDate(date) : '') },
            { title: 'Entry', dataIndex: 'narration', ellipsis: true },
            { title: 'Account', dataIndex: 'account', render: (key: string) => accountName.get(key) ?? key },
            {
              title: 'Debit',
              dataIndex: 'debit',
              align: 'right',
              render: (amount: string) => (amount === '0.00' ? '' : <Money amount={amount} />),
            },
            {
              title: 'Credit',
              dataIndex: 'credit',
              align: 'right',
              render: (amount: string) => (amount === '0.00' ? '' : <Money amount={amount} />),
            },
          ]}
        />
      </ScrollRegion>
    </>
  );
}
