import { type ActionType, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Space, Spin } from 'antd';
import { useRef, useState } from 'react';
import Money from '@/components/Money';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getBillingOverview } from '@/services/api/billing';
import BillingTabs, { useIsSystemUser } from '../components/BillingTabs';
import { NO_CYCLE } from '../components/billing-text';
import CardOnFile from '../components/CardOnFile';
import InvoiceTable from '../components/InvoiceTable';
import ManualInvoiceForm from '../components/ManualInvoiceForm';
import StartCycleForm from '../components/StartCycleForm';

/** /manage-payment: the card on file, the billing cycle, credit and every invoice (administrators and system users). */
export default function ManagePaymentPage() {
  const system = useIsSystemUser();
  const tableRef = useRef<ActionType>();
  const loaded = useLoaded(() => getBillingOverview(), 'billing-overview');
  const overview = loaded.data;
  const load = loaded.reload;
  const [open, setOpen] = useState<'none' | 'cycle' | 'invoice'>('none');
  const close = () => setOpen('none');

  if (!overview)
    return (
      <BillingTabs active="/manage-payment">
        {loaded.failed ? (
          <LoadFailed loaded={loaded} what="the payment information" />
        ) : (
          <Spin tip="Loading…" style={{ display: 'block', padding: 48 }}>
            <div />
          </Spin>
        )}
      </BillingTabs>
    );
  const { cycle } = overview;
  return (
    <BillingTabs active="/manage-payment">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard gutter={[16, 16]} wrap ghost>
          <ProCard colSpan={{ xs: 24, md: 12 }} title="Card on file" bordered>
            <CardOnFile overview={overview} onSaved={load} />
          </ProCard>
          <ProCard
            colSpan={{ xs: 24, md: 12 }}
            title="Billing cycle"
            bordered
            extra={
              system && !cycle ? (
                <Button type="primary" onClick={() => setOpen('cycle')}>
                  Start billing cycle
                </Button>
              ) : undefined
            }
          >
            {cycle ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Started on">{cycle.startDate}</Descriptions.Item>
                <Descriptions.Item label="Current period">
                  {cycle.currentPeriod
                    ? `${cycle.currentPeriod.periodStart} to ${cycle.currentPeriod.periodEnd}`
                    : 'Not started yet'}
                </Descriptions.Item>
                <Descriptions.Item label="Next invoice date">{cycle.nextInvoiceDate}</Descriptions.Item>
                <Descriptions.Item label="Credit balance">
                  {/* One inline box: the item's content is a flex row, which drops the space between its children. */}
                  <span>
                    <Money amount={overview.creditBalance} /> {overview.currency ?? ''}
                  </span>
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Space direction="vertical">
                <Alert type="warning" showIcon message={NO_CYCLE} />
                <span>
                  Credit balance: <Money amount={overview.creditBalance} /> {overview.currency ?? ''}
                </span>
              </Space>
            )}
          </ProCard>
        </ProCard>
        {system && (
          <Space>
            <Button onClick={() => setOpen('invoice')}>Create invoice</Button>
          </Space>
        )}
        <InvoiceTable actionRef={tableRef} canVoid={system} onVoided={load} />
      </Space>
      {open === 'cycle' && (
        <StartCycleForm
          onClose={close}
          onStarted={() => {
            load();
            tableRef.current?.reload();
          }}
        />
      )}
      {open === 'invoice' && <ManualInvoiceForm onClose={close} onCreated={() => tableRef.current?.reload()} />}
    </BillingTabs>
  );
}
