import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, List, message, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { showRequestFailure } from '@/components/FormSupport';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getBillingCycle, getBillingSchedule, runBillingPeriodEnd, stopBillingCycle } from '@/services/api/billing';
import BillingTabs from '../components/BillingTabs';
import { NO_CYCLE } from '../components/billing-text';
import PricePlanForm from '../components/PricePlanForm';
import StartCycleForm from '../components/StartCycleForm';

const periodColumns = [
  {
    title: 'Period',
    key: 'period',
    render: (_: unknown, row: API.BillingPeriod) => `${row.periodStart} to ${row.periodEnd}`,
  },
  { title: 'Invoice date', dataIndex: 'invoiceDate', key: 'invoiceDate' },
  {
    title: 'Invoice',
    dataIndex: 'invoiceId',
    key: 'invoiceId',
    render: (id: number | null) => (id ? `INV-${String(id).padStart(6, '0')}` : '—'),
  },
];

/** /billingCycleControl (system users): the price plan, the cycle, the period-end run and the schedule. */
export default function BillingCycleControlPage() {
  // The cycle, then its schedule when one runs. A failed read says so: "no cycle" would offer to start one.
  const loaded = useLoaded(async () => {
    const state = await getBillingCycle();
    const schedule = state.cycle ? await getBillingSchedule() : undefined;
    return { state, schedule };
  }, 'billing-cycle');
  const state = loaded.data?.state;
  const schedule = loaded.data?.schedule;
  const load = loaded.reload;
  const [starting, setStarting] = useState(false);
  const [running, setRunning] = useState(false);
  const [lastRun, setLastRun] = useState<API.PeriodEndRun>();

  const runNow = async () => {
    setRunning(true);
    try {
      const run = await runBillingPeriodEnd({ skipErrorHandler: true });
      setLastRun(run);
      message.success(`Period end run: ${run.created.length} invoice(s) created, ${run.charged.length} charged`);
      load();
    } catch (error) {
      showRequestFailure('Failed to create invoice', error);
    }
    setRunning(false);
  };
  const stop = async () => {
    try {
      await stopBillingCycle({ skipErrorHandler: true });
      message.success('Billing cycle stopped');
      load();
    } catch (error) {
      showRequestFailure('Failed to update, try again', error);
    }
  };

  const cycle = state?.cycle;
  return (
    <BillingTabs active="/billingCycleControl">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title="Price plan" bordered>
          <PricePlanForm />
        </ProCard>
        <ProCard
          title="Billing cycle"
          bordered
          loading={!state && !loaded.failed}
          extra={
            !state ? undefined : cycle ? (
              <Space wrap>
                <Button loading={running} onClick={runNow}>
                  Run period end now
                </Button>
                <Popconfirm
                  title="Stop the billing cycle?"
                  description="Ended periods are invoiced first; the current one is not."
                  onConfirm={stop}
                >
                  <Button danger>Stop cycle</Button>
                </Popconfirm>
              </Space>
            ) : (
              <Button type="primary" onClick={() => setStarting(true)}>
                Start billing cycle
              </Button>
            )
          }
        >
          {!state ? (
            <LoadFailed loaded={loaded} what="the billing cycle" />
          ) : cycle ? (
            <Descriptions column={{ xs: 1, md: 3 }} size="small">
              <Descriptions.Item label="Started on">{cycle.startDate}</Descriptions.Item>
              <Descriptions.Item label="Current period">
                {cycle.currentPeriod
                  ? `${cycle.currentPeriod.periodStart} to ${cycle.currentPeriod.periodEnd}`
                  : 'Not started yet'}
              </Descriptions.Item>
              <Descriptions.Item label="Next invoice date">{cycle.nextInvoiceDate}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="warning" showIcon message={NO_CYCLE} />
          )}
          {lastRun && lastRun.skipped.length > 0 && (
            <List
              size="small"
              header={<Typography.Text strong>Left out by the last run</Typography.Text>}
              dataSource={lastRun.skipped}
              renderItem={(line) => <List.Item>{line}</List.Item>}
            />
          )}
        </ProCard>
        {schedule && (
          <ProCard title="Schedule of invoices" bordered split="vertical" wrap>
            <ProCard title="Coming" colSpan={{ xs: 24, md: 12 }}>
              <Table
                size="small"
                rowKey="periodStart"
                columns={periodColumns}
                dataSource={schedule.coming}
                pagination={false}
                scroll={{ x: 420 }}
              />
            </ProCard>
            <ProCard title="Ended" colSpan={{ xs: 24, md: 12 }}>
              <Table
                size="small"
                rowKey="periodStart"
                columns={periodColumns}
                dataSource={schedule.past}
                pagination={{ pageSize: 6 }}
                scroll={{ x: 420 }}
              />
            </ProCard>
          </ProCard>
        )}
      </Space>
      {starting && <StartCycleForm onClose={() => setStarting(false)} onStarted={load} />}
    </BillingTabs>
  );
}
