import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useLocation } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { errorBodyOf } from '@/components/FormSupport';
import PageTitle from '@/components/PageTitle';
import { useLoaded } from '@/components/SectionLoading/use-loaded';
import { getBillingInvoice } from '@/services/api/billing';
import { withCurrency } from '../components/invoice-status';

type Shown =
  | { state: 'loading' }
  | { state: 'invoice'; invoice: API.BillingInvoiceDetail }
  | { state: 'problem'; reason: string };

/** Who may open Payment Information (config/routes.ts): the way back leads there only for them. */
const PAYERS = ['ROLE_ADMIN', 'ROLE_SYSTEM'];

function BackButton({ toPayments }: { toPayments: boolean }) {
  return toPayments ? (
    <Button type="primary" onClick={() => history.push('/manage-payment')}>
      Back to Payment Information
    </Button>
  ) : (
    <Button type="primary" onClick={() => history.push('/')}>
      Back to the start
    </Button>
  );
}

/**
 * /redirectUrlPage: where the browser comes back after a card authentication step (3-D Secure). It reads
 * the invoice named by `?invoice=` and says whether it is paid and, if not, why.
 */
export default function RedirectUrlPage() {
  const { search } = useLocation();
  // Anyone signed in may land here; a link others cannot open would only lead to a 403.
  const back = <BackButton key="back" toPayments={Boolean(useAccess()?.routeFilter?.({ authority: PAYERS }))} />;
  const invoiceId = Number(new URLSearchParams(search).get('invoice'));
  const named = Number.isInteger(invoiceId) && invoiceId > 0;
  const loaded = useLoaded(
    async () => (named ? getBillingInvoice({ id: invoiceId }, { skipErrorHandler: true }) : undefined),
    invoiceId,
  );
  let shown: Shown;
  if (!named) shown = { state: 'problem', reason: 'This page was opened without a payment to report.' };
  else if (loaded.failed)
    shown = { state: 'problem', reason: errorBodyOf(loaded.error)?.errorMessage ?? 'The payment could not be read.' };
  else if (loaded.data) shown = { state: 'invoice', invoice: loaded.data };
  else shown = { state: 'loading' };

  let content: JSX.Element;
  if (shown.state === 'loading')
    content = (
      <Spin tip="Reading the payment…">
        <div style={{ padding: 48 }} />
      </Spin>
    );
  else if (shown.state === 'problem')
    content = <Result status="warning" title="No payment to show" subTitle={shown.reason} extra={back} />;
  else {
    const { invoice } = shown;
    const amount = withCurrency(invoice.total, invoice.currency);
    content =
      invoice.status === 'PAID' ? (
        <Result
          status="success"
          title={`${invoice.invoiceNumber} is paid`}
          subTitle={`${amount} was charged to the card on file.`}
          extra={back}
        />
      ) : invoice.status === 'FAILED' ? (
        <Result
          status="error"
          title="Failed to charge invoice"
          subTitle={`${invoice.invoiceNumber} (${amount}): ${invoice.failureMessage ?? 'the card provider gave no reason.'}`}
          extra={back}
        />
      ) : (
        <Result
          status="info"
          title={`${invoice.invoiceNumber} is not paid yet`}
          subTitle={
            invoice.status === 'REQUIRES_ACTION'
              ? 'The card authentication was not completed.'
              : 'The payment is still being processed.'
          }
          extra={[
            back,
            invoice.actionUrl ? (
              <Button key="auth" href={invoice.actionUrl}>
                Complete authentication
              </Button>
            ) : null,
          ]}
        />
      );
  }
  return <PageContainer title={<PageTitle>Payment result</PageTitle>}>{content}</PageContainer>;
}
