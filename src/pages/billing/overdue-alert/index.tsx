import { PageContainer } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, List, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import Money from '@/components/Money';
import PageTitle from '@/components/PageTitle';
import LoadFailed from '@/components/SectionLoading/LoadFailed';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getOverdueState } from '@/services/api/billing';
import { usePayInvoice } from '../components/use-pay-invoice';

/**
 * /overdueAlert: reached after sign-in while a vendor invoice is past due beyond the grace period.
 * Administrators (and system users) see what is owed and can pay; other staff are asked to tell their
 * administrator. Everyone may carry on to their screens.
 */
export default function OverdueAlertPage() {
  const loaded = useLoaded(() => getOverdueState(), 'overdue-state');
  const state = loaded.data;
  const [paying, setPaying] = useState<number>();
  const { contextHolder, confirmAndPay } = usePayInvoice();

  if (!state)
    return (
      <PageContainer title={<PageTitle>Overdue invoice</PageTitle>}>
        {loaded.failed ? <LoadFailed loaded={loaded} what="the overdue invoices" /> : <Spin />}
      </PageContainer>
    );
  const carryOn = (
    <Button key="home" onClick={() => history.push('/')}>
      Continue
    </Button>
  );
  if (!state.overdue)
    return (
      <PageContainer title={<PageTitle>Overdue invoice</PageTitle>}>
        <Result status="success" title="Nothing is overdue" extra={carryOn} />
      </PageContainer>
    );
  if (state.invoices.length === 0)
    return (
      <PageContainer title={<PageTitle>Overdue invoice</PageTitle>}>
        <Result
          status="warning"
          title="A software invoice is overdue"
          subTitle="Please ask your administrator to pay it on the Payment Information screen."
          extra={carryOn}
        />
      </PageContainer>
    );
  return (
    <PageContainer title={<PageTitle>Overdue invoice</PageTitle>}>
      <Result
        status="warning"
        title="An invoice is overdue"
        subTitle={`Unpaid more than ${state.graceDays} days after its due date. Pay it with the card on file, or replace the card on Payment Information first.`}
        extra={[
          <Button key="manage" type="primary" onClick={() => history.push('/manage-payment')}>
            Payment Information
          </Button>,
          carryOn,
        ]}
      >
        <List
          dataSource={state.invoices}
          renderItem={(invoice) => (
            <List.Item
              actions={
                invoice.status === 'UNPAID' || invoice.status === 'FAILED'
                  ? [
                      <Button
                        key="pay"
                        type="primary"
                        loading={paying === invoice.id}
                        disabled={paying !== undefined}
                        onClick={async () => {
                          setPaying(invoice.id);
                          await confirmAndPay(invoice);
                          setPaying(undefined);
                          loaded.reload();
                        }}
                      >
                        Pay
                      </Button>,
                    ]
                  : []
              }
            >
              <Space direction="vertical" size={0}>
                <Typography.Text strong>
                  {invoice.invoiceNumber}: <Money amount={invoice.total} /> {invoice.currency}
                </Typography.Text>
                <Typography.Text type="secondary">
                  Due {invoice.dueDate} · period {invoice.periodStart} to {invoice.periodEnd}
                  {invoice.failureMessage ? ` · ${invoice.failureMessage}` : ''}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Result>
      {contextHolder}
    </PageContainer>
  );
}
