import { Space, Tag } from 'antd';

const STATUS: Record<API.BillingInvoice['status'], { text: string; color: string }> = {
  UNPAID: { text: 'Unpaid', color: 'gold' },
  PROCESSING: { text: 'Processing', color: 'blue' },
  REQUIRES_ACTION: { text: 'Needs authentication', color: 'purple' },
  FAILED: { text: 'Failed', color: 'red' },
  PAID: { text: 'Paid', color: 'green' },
};

export const statusText = (status: API.BillingInvoice['status']) => STATUS[status].text;

export function InvoiceStatus({ invoice }: { invoice: API.BillingInvoice }) {
  const { text, color } = STATUS[invoice.status];
  return (
    <Space size={4} wrap>
      <Tag color={color}>{text}</Tag>
      {invoice.overdue && <Tag color="red">Overdue</Tag>}
    </Space>
  );
}

/** "12.50 CAD" */
export const withCurrency = (amount: string, currency: string | null | undefined) =>
  currency ? `${amount} ${currency}` : amount;
