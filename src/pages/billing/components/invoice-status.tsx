import { Space, Tag, Tooltip, Typography } from 'antd';
import { formatMoney } from '@/utils/format';

const STATUS: Record<API.BillingInvoice['status'], { text: string; color: string }> = {
  UNPAID: { text: 'Unpaid', color: 'gold' },
  PROCESSING: { text: 'Processing', color: 'blue' },
  REQUIRES_ACTION: { text: 'Needs authentication', color: 'purple' },
  FAILED: { text: 'Failed', color: 'red' },
  PAID: { text: 'Paid', color: 'green' },
  VOID: { text: 'Void', color: 'default' },
};

export const statusText = (status: API.BillingInvoice['status']) => STATUS[status].text;

export function InvoiceStatus({ invoice }: { invoice: API.BillingInvoice }) {
  const { text, color } = STATUS[invoice.status];
  return (
    <Space size={4} wrap>
      {/* The card provider's message is a column of its own, hidden at first: the tag tells it on hover. */}
      <Tooltip title={invoice.failureMessage}>
        <Tag color={color}>{text}</Tag>
      </Tooltip>
      {invoice.overdue && <Tag color="red">Overdue</Tag>}
      {invoice.status === 'VOID' && invoice.voidReason && (
        <Tooltip title={invoice.voidReason}>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 140 }}>
            {invoice.voidReason}
          </Typography.Text>
        </Tooltip>
      )}
    </Space>
  );
}

/** "$1,234.50 CAD": an invoice's amount in its own currency, as the invoice PDF writes it. */
export const withCurrency = (amount: string, currency: string | null | undefined) =>
  currency ? `${formatMoney(amount, currency)} ${currency}` : formatMoney(amount);
