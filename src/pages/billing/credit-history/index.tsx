import {
  type ActionType,
  type ProColumns,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import { Button, Form, message, Tag } from 'antd';
import { useRef, useState } from 'react';
import { showRequestFailure, showServerFieldErrors } from '@/components/FormSupport';
import Money, { amountFormatRule, toMoneyString } from '@/components/Money';
import { LIST_PAGINATION, tableRequest } from '@/components/ProTableSupport';
import RecordModalForm from '@/components/RecordModalForm';
import ScrollRegion from '@/components/ScrollRegion';
import { changeCredit, listCreditEntries } from '@/services/api/billing';
import { formatDateTime } from '@/utils/format';
import BillingTabs, { useIsSystemUser } from '../components/BillingTabs';

/** Spec §4: the credit update types; ADJUST is shown as "Set". */
export const CREDIT_TYPE_TEXT: Record<API.CreditEntry['type'], string> = {
  ADD: 'Add',
  ADJUST: 'Set',
  SUBTRACT: 'Subtract',
  INVOICE_CHARGE: 'Invoice charge',
};

const columns: ProColumns<API.CreditEntry>[] = [
  {
    title: 'Created date',
    dataIndex: 'createdAt',
    width: 150,
    render: (_, row) => formatDateTime(row.createdAt),
  },
  { title: 'Type', dataIndex: 'type', width: 120, render: (_, row) => <Tag>{CREDIT_TYPE_TEXT[row.type]}</Tag> },
  {
    title: 'Update amount',
    dataIndex: 'amount',
    width: 130,
    align: 'right',
    render: (_, row) => <Money amount={row.amount} />,
  },
  {
    title: 'Current balance',
    dataIndex: 'balanceAfter',
    width: 130,
    align: 'right',
    render: (_, row) => <Money amount={row.balanceAfter} />,
  },
  { title: 'Billing invoice', dataIndex: 'invoiceNumber', width: 130 },
  { title: 'Comments', dataIndex: 'comments', ellipsis: true },
  { title: 'By', dataIndex: 'createdBy', width: 130, ellipsis: true },
];

type Values = { type: 'ADD' | 'ADJUST' | 'SUBTRACT'; amount: string; comments?: string };

function CreditForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <RecordModalForm<Values>
      form={form}
      title="Change credit"
      width={440}
      initialValues={{ type: 'ADD' }}
      onClose={onClose}
      onFinish={async (values) => {
        try {
          await changeCredit({ ...values, amount: toMoneyString(values.amount) }, { skipErrorHandler: true });
          message.success('Credit updated');
          onSaved();
          return true;
        } catch (error) {
          if (!showServerFieldErrors(form, error)) showRequestFailure('Failed to update, try again', error);
          return false;
        }
      }}
    >
      <ProFormSelect
        name="type"
        label="Type"
        options={[
          { value: 'ADD', label: 'Add' },
          { value: 'ADJUST', label: 'Set (the balance becomes the amount)' },
          { value: 'SUBTRACT', label: 'Subtract' },
        ]}
        rules={[{ required: true, message: 'Type is required' }]}
      />
      <ProFormText
        name="amount"
        label="Amount"
        rules={[{ required: true, message: 'Amount is required' }, amountFormatRule('12.50')]}
      />
      <ProFormTextArea name="comments" label="Comments" fieldProps={{ maxLength: 500, showCount: true }} />
    </RecordModalForm>
  );
}

/** /credit-balance-history: every credit change with the balance after it (system users change it). */
export default function CreditHistoryPage() {
  const system = useIsSystemUser();
  const tableRef = useRef<ActionType>();
  const [open, setOpen] = useState(false);
  return (
    <BillingTabs active="/credit-balance-history">
      <ScrollRegion label="Credit balance history">
        <ProTable<API.CreditEntry, { current?: number; pageSize?: number }>
          headerTitle="Credit balance history"
          rowKey="id"
          actionRef={tableRef}
          columns={columns}
          request={tableRequest(listCreditEntries, (params) => ({
            page: params.current ?? 1,
            pageSize: params.pageSize ?? 20,
          }))}
          pagination={LIST_PAGINATION}
          search={false}
          options={{ reload: true, density: false, setting: false }}
          scroll={{ x: 860 }}
          toolBarRender={() =>
            system
              ? [
                  <Button key="change" type="primary" onClick={() => setOpen(true)}>
                    Change credit
                  </Button>,
                ]
              : []
          }
        />
      </ScrollRegion>
      {open && <CreditForm onClose={() => setOpen(false)} onSaved={() => tableRef.current?.reload()} />}
    </BillingTabs>
  );
}
