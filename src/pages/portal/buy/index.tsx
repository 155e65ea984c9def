import { Link, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Empty, Result, Segmented, Skeleton, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { errorBodyOf } from '@/components/FormSupport';
import {
  confirmPortalVoucherOrder,
  createPortalVoucherOrder,
  getPortalBuyOptions,
  payPortalVoucherOrder,
} from '@/services/api/portal';
import { formatMoney } from '@/utils/format';
import { usePortalData } from '../components/use-portal-data';
import styles from '../index.less';
import PackageChoice, { type Choice } from './PackageChoice';
import TestCardFields, { expiryOf, type TestCard } from './TestCardFields';

// Stripe.js only for a centre with keys: the test provider's screen loads none of it.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

type Errors = Partial<Record<'choice' | 'amount' | 'number' | 'expiry' | 'cvc' | 'card', string>>;
const quiet = { skipErrorHandler: true };
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** What the choice costs, in cents (Stripe's fields show it), or 0 while not chosen. */
function priceCents(options: API.PortalBuyOptions, choice: Choice): number {
  if (!choice) return 0;
  const price = 'packageId' in choice ? options.packages.find((p) => p.id === choice.packageId)?.price : choice.amount;
  return price && MONEY.test(price) ? Math.round(Number(price) * 100) : 0;
}

/** The server's field errors under the screen's names (card.number → number, card.expYear → expiry). */
function errorsOf(error: unknown): Errors | undefined {
  const fields = errorBodyOf(error)?.fieldErrors;
  if (!fields?.length) return undefined;
  const names: Record<string, keyof Errors> = {
    packageId: 'choice',
    amount: 'amount',
    'card.number': 'number',
    number: 'number',
    'card.expMonth': 'expiry',
    'card.expYear': 'expiry',
    expYear: 'expiry',
    'card.cvc': 'cvc',
  };
  return Object.fromEntries(fields.map(({ field, message }) => [names[field] ?? 'card', message]));
}

function Paid({ order, onAgain }: { order: API.VoucherOrder; onAgain: () => void }) {
  return (
    <Result
      status="success"
      title="Payment received"
      subTitle={`${formatMoney(order.voucherAmount)}${/[1-9]/.test(order.giftAmount) ? ` + ${formatMoney(order.giftAmount)} gift` : ''} added for ${order.studentName}. Balance now ${formatMoney(order.balance)}. A receipt is on its way by e-mail.`}
      extra={[
        <Link key="balance" to={`/portal/balance?studentId=${order.studentId}`}>
          <Button type="primary" className={styles.touch}>
            See the balance
          </Button>
        </Link>,
        <Button key="again" className={styles.touch} onClick={onAgain}>
          Buy more
        </Button>,
      ]}
    />
  );
}

/**
 * Buy vouchers (issue 33): a package or an amount for a linked student, paid by card. The order is
 * made once per choice, so pressing Pay again after a refused card pays the same order; the server
 * records the purchase once whatever the browser does (a return from the card's check confirms it).
 */
export default function PortalBuy() {
  const [params, setParams] = useSearchParams();
  const options = usePortalData(() => getPortalBuyOptions(), 'buy');
  const [studentId, setStudentId] = useState<number>();
  const [choice, setChoice] = useState<Choice>();
  const [card, setCard] = useState<TestCard>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<API.VoucherOrder>();
  const started = useRef<{ key: string; id: number }>();
  const stripeMethod = useRef<() => Promise<string>>();
  const onStripeReady = useCallback((create: () => Promise<string>) => {
    stripeMethod.current = create;
  }, []);
  const returning = Number(params.get('order')) || undefined;

  // Back from the card's authentication page (or a reload): ask the server, which asks the provider.
  useEffect(() => {
    if (!returning) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const ask = () =>
      confirmPortalVoucherOrder({ id: returning }, quiet).then(
        (answer) => {
          setOrder(answer);
          if (answer.status === 'PROCESSING' && ++tries < 5) timer = setTimeout(ask, 2000);
        },
        () => setErrors({ card: 'The payment could not be checked. Please reload the page.' }),
      );
    setBusy(true);
    ask().finally(() => setBusy(false));
    return () => clearTimeout(timer);
  }, [returning]);

  if (options.loading && !options.data) return <Skeleton active />;
  if (options.error || !options.data)
    return (
      <Alert
        type="error"
        showIcon
        message={options.error}
        action={<Button onClick={options.reload}>Try again</Button>}
      />
    );
  const data = options.data;
  const chosenStudent = studentId ?? (Number(params.get('studentId')) || data.students[0]?.id);

  const again = () => {
    setOrder(undefined);
    setChoice(undefined);
    started.current = undefined;
    setParams({});
  };

  if (order?.status === 'PAID') return <Paid order={order} onAgain={again} />;

  const check = (): Errors => {
    const found: Errors = {};
    if (!choice) found.choice = 'Choose a package';
    else if ('amount' in choice && !MONEY.test(choice.amount.trim())) found.amount = 'Enter an amount like 50.00';
    if (data.provider === 'test') {
      if (!/^[0-9 ]{12,23}$/.test(card.number.trim())) found.number = 'Enter the card number';
      if (!expiryOf(card.expiry)) found.expiry = 'Enter the expiry as MM/YY';
      if (!/^\d{3,4}$/.test(card.cvc.trim())) found.cvc = 'CVC is 3 or 4 digits';
    }
    return found;
  };

  const pay = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !choice || !chosenStudent) return;
    setBusy(true);
    try {
      const body =
        'packageId' in choice
          ? { studentId: chosenStudent, packageId: choice.packageId }
          : { studentId: chosenStudent, amount: choice.amount.trim() };
      const key = JSON.stringify(body);
      if (started.current?.key !== key) started.current = { key, id: (await createPortalVoucherOrder(body, quiet)).id };
      const payment =
        data.provider === 'test'
          ? {
              card: {
                number: card.number.trim(),
                cvc: card.cvc.trim(),
                ...(expiryOf(card.expiry) as { expMonth: number; expYear: number }),
              },
            }
          : {
              paymentMethod: await (
                stripeMethod.current ?? (() => Promise.reject(new Error('Wait for the card form')))
              )(),
            };
      const answer = await payPortalVoucherOrder({ id: started.current.id }, payment, quiet);
      if (answer.status === 'REQUIRES_ACTION' && answer.actionUrl) {
        window.location.assign(answer.actionUrl);
        return;
      }
      setOrder(answer);
      if (answer.status === 'PROCESSING') setParams({ order: String(answer.id) });
    } catch (error) {
      setErrors(
        errorsOf(error) ?? {
          card:
            error instanceof Error && !errorBodyOf(error)
              ? error.message
              : 'The payment could not be made. Please try again.',
        },
      );
    }
    setBusy(false);
  };

  const cents = priceCents(data, choice);
  const students = data.students;
  return (
    <>
      <h1>Buy vouchers</h1>
      {students.length === 0 && <Empty description="No student is linked to this account yet." />}
      {students.length > 0 && (
        <Card>
          {students.length > 1 && (
            <>
              <div className={styles.muted} id="buy-for">
                For
              </div>
              <Segmented
                block
                size="large"
                aria-labelledby="buy-for"
                value={chosenStudent}
                options={students.map((s) => ({ label: s.name, value: s.id }))}
                onChange={(value) => setStudentId(Number(value))}
              />
            </>
          )}
          {students.length === 1 && <p>For {students[0].name}</p>}
          {data.packages.length === 0 && !data.customAmount ? (
            <Empty description="The centre offers nothing online yet." />
          ) : (
            <>
              <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>Choose</h2>
              <PackageChoice
                packages={data.packages}
                customAmount={data.customAmount}
                value={choice}
                onChange={(next) => {
                  setChoice(next);
                  setErrors({});
                }}
                amountError={errors.amount}
              />
              {errors.choice && <Alert type="error" showIcon message={errors.choice} style={{ marginTop: 8 }} />}
              <h2 style={{ fontSize: 16, margin: '20px 0 8px' }}>Card</h2>
              {data.provider === 'test' ? (
                <TestCardFields value={card} onChange={setCard} errors={errors} />
              ) : (
                <Suspense fallback={<Spin />}>
                  <StripeCardFields
                    publishableKey={data.publishableKey ?? ''}
                    amountCents={cents}
                    currency={data.currency}
                    onReady={onStripeReady}
                  />
                </Suspense>
              )}
              {(errors.card || order?.status === 'FAILED') && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  message={errors.card ?? order?.failureMessage ?? 'The card was refused.'}
                  style={{ marginBottom: 12 }}
                />
              )}
              {order?.status === 'PROCESSING' && (
                <Alert type="info" showIcon message="The payment is being checked…" style={{ marginBottom: 12 }} />
              )}
              <Button type="primary" size="large" block className={styles.touch} loading={busy} onClick={pay}>
                {cents > 0 ? `Pay ${formatMoney((cents / 100).toFixed(2))}` : 'Pay'}
              </Button>
            </>
          )}
        </Card>
      )}
    </>
  );
}
