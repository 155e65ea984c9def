import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Drawer, List, Space, Typography } from 'antd';
import { type Ref, useState } from 'react';
import { downloadFile } from '@/components/FileDownload';
import { listTableProps } from '@/components/ListTable';
import Money from '@/components/Money';
import { useOnPhone } from '@/components/PhoneLayout';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import ScrollRegion from '@/components/ScrollRegion';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { downloadBillingInvoicePdf, getBillingInvoice, listBillingInvoices } from '@/services/api/billing';
import { InvoiceStatus } from './invoice-status';
import { usePayInvoice } from './use-pay-invoice';
import VoidInvoiceForm, { voidable } from './VoidInvoiceForm';

const payable = (invoice: API.BillingInvoice) => invoice.status === 'UNPAID' || invoice.status === 'FAILED';

/**
 * A phone's table is about 320 px wide: antd then stops fixing the actions column, and PDF and Pay sat
 * some 1,800 px to the right. There the actions come second, after the invoice number, and nothing is fixed.
 */
function phoneColumns(columns: ProColumns<API.BillingInvoice>[]) {
  const unfixed = columns.map(({ fixed: _fixed, ...column }) => column);
  const actions = unfixed.findIndex((column) => column.key === 'actions');
  return [unfixed[0], unfixed[actions], ...unfixed.filter((_, i) => i !== 0 && i !== actions)];
}

/** The students an invoice counted, so the centre can check its quantity. */
function CountedStudents({ invoice, onClose }: { invoice: API.BillingInvoice; onClose: () => void }) {
  const loaded = useLoaded(() => getBillingInvoice({ id: invoice.id }), invoice.id);
  const detail = loaded.data;
  return (
    <Drawer
      open
      title={`Students counted on ${invoice.invoiceNumber}`}
      onClose={onClose}
      width={420}
      loading={!detail && !loaded.failed}
    >
      {!detail && loaded.failed ? (
        <LoadFailed loaded={loaded} what="the counted students" />
      ) : detail && detail.students.length === 0 ? (
        <Typography.Paragraph>
          {invoice.kind === 'MANUAL'
            ? 'A manual invoice: its quantity was entered by the vendor, not counted.'
            : 'No student was active in this period.'}
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          dataSource={detail?.students ?? []}
          renderItem={(student) => (
            <List.Item>
              <Space>
                <Typography.Text type="secondary">{student.studentNumber}</Typography.Text>
                {student.name}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}

/**
 * Shown at first: number, period, total, status, due date, quantity and the actions (they fit 1280 px);
 * the other fields of spec §3 wait behind the column settings, remembered per person.
 */
export const INVOICE_HIDDEN_COLUMNS = [
  'invoiceDate',
  'chargeRange',
  'unitPrice',
  'subtotal',
  'minimumCharge',
  'credit',
  'totalBeforeTax',
  'tax',
  'failureMessage',
];

type InvoiceTableProps = {
  actionRef: Ref<ActionType | undefined>;
  /** A system user: may void an invoice made by mistake. */
  canVoid?: boolean;
  /** After a void: the credit balance may have changed. */
  onVoided?: () => void;
};

/** Every invoice with every field (spec §3), a PDF of each, Pay (confirmed) on an unpaid one, Void for system users. */
export default function InvoiceTable({ actionRef, canVoid = false, onVoided }: InvoiceTableProps) {
  const [paying, setPaying] = useState<number>();
  const [counted, setCounted] = useState<API.BillingInvoice>();
  const [voiding, setVoiding] = useState<API.BillingInvoice>();
  const { contextHolder, confirmAndPay } = usePayInvoice();
  const onPhone = useOnPhone();
  const reload = () => (actionRef as { current?: ActionType }).current?.reload();

  const pay = async (invoice: API.BillingInvoice) => {
    setPaying(invoice.id);
    const result = await confirmAndPay(invoice);
    setPaying(undefined);
    if (result) reload();
  };

  const money = (key: keyof API.BillingInvoice, title: string): ProColumns<API.BillingInvoice> => ({
    title,
    dataIndex: key,
    width: 110,
    align: 'right',
    render: (_, row) => <Money amount={row[key] as string} />,
  });

  const columns: ProColumns<API.BillingInvoice>[] = [
    { title: 'Invoice number', dataIndex: 'invoiceNumber', width: 130, fixed: 'left' },
    {
      title: 'Period',
      key: 'period',
      // The end date wraps under the start: on one line the period took 200 px of a 1280 px screen.
      width: 110,
      render: (_, row) => `${row.periodStart} to ${row.periodEnd}`,
    },
    {
      title: 'Total',
      dataIndex: 'total',
      width: 130,
      align: 'right',
      render: (_, row) => (
        <strong>
          <Money amount={row.total} /> {row.currency}
        </strong>
      ),
    },
    { title: 'Status', dataIndex: 'status', width: 150, render: (_, row) => <InvoiceStatus invoice={row} /> },
    { title: 'Invoice date', dataIndex: 'invoiceDate', width: 110 },
    { title: 'Due date', dataIndex: 'dueDate', width: 110 },
    {
      title: 'Quantity',
      dataIndex: 'quantity',
      width: 90,
      align: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setCounted(row)}
          aria-label={`Students counted on ${row.invoiceNumber}`}
        >
          {row.quantity}
        </Button>
      ),
    },
    { title: 'Charge range', dataIndex: 'chargeRange', width: 120 },
    money('unitPrice', 'Unit price'),
    money('subtotal', 'Subtotal'),
    money('minimumCharge', 'Minimum charge'),
    money('credit', 'Credit'),
    money('totalBeforeTax', 'Total before tax'),
    {
      title: 'Tax',
      dataIndex: 'tax',
      width: 130,
      align: 'right',
      render: (_, row) => (
        <span>
          <Money amount={row.tax} /> ({Number(row.taxRate)}%)
        </span>
      ),
    },
    { title: 'Failure message', dataIndex: 'failureMessage', width: 220, ellipsis: true },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      width: canVoid ? 210 : 150,
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            onClick={() =>
              downloadFile(
                (options) => downloadBillingInvoicePdf({ id: row.id }, options),
                `${row.invoiceNumber}.pdf`,
                'Failed to download, try again',
              )
            }
          >
            PDF
          </Button>
          {payable(row) && (
            <Button
              size="small"
              type="primary"
              loading={paying === row.id}
              disabled={paying !== undefined}
              onClick={() => pay(row)}
            >
              Pay
            </Button>
          )}
          {row.status === 'REQUIRES_ACTION' && row.actionUrl && (
            <Button size="small" type="primary" href={row.actionUrl}>
              Authenticate
            </Button>
          )}
          {canVoid && voidable(row) && (
            <Button size="small" danger disabled={paying !== undefined} onClick={() => setVoiding(row)}>
              Void
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ScrollRegion label="Invoices">
        <ProTable<API.BillingInvoice, { current?: number; pageSize?: number }>
          // ProTable keeps the column order it first saw; antd knows the width only after the first render.
          key={onPhone ? 'phone' : 'desk'}
          headerTitle="Invoices"
          rowKey="id"
          actionRef={actionRef}
          columns={onPhone ? phoneColumns(columns) : columns}
          request={tableRequest(listBillingInvoices, (params) => ({
            page: params.current ?? 1,
            pageSize: params.pageSize ?? 20,
          }))}
          pagination={LIST_PAGINATION}
          search={false}
          {...listTableProps('invoices', INVOICE_HIDDEN_COLUMNS)}
          options={{ reload: true, density: false, setting: true }}
        />
      </ScrollRegion>
      {counted && <CountedStudents invoice={counted} onClose={() => setCounted(undefined)} />}
      {voiding && (
        <VoidInvoiceForm
          invoice={voiding}
          onClose={() => setVoiding(undefined)}
          onVoided={() => {
            setVoiding(undefined);
            reload();
            onVoided?.();
          }}
        />
      )}
      {contextHolder}
    </>
  );
}
