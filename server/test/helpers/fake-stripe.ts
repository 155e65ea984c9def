/**
 * A local fake of the few Stripe endpoints billing calls (customers, setup intents, payment intents),
 * answering as Stripe documents, PaymentIntents deduplicated by idempotency key as Stripe does.
 * `holdNextIntent` lets a test decide when the answer to a charge reaches the server: the intent is
 * created (Stripe has charged) and the test sends webhooks before or after the answer.
 */
import http from 'node:http';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake';

export type FakeIntent = { id: string; status: string; metadata: Record<string, string> };
export type Seen = {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey?: string;
  /** The secret key the caller used (Stripe's `Authorization: Bearer sk_…`). */
  authorization?: string;
};

export function fakeStripe() {
  const seen: Seen[] = [];
  const intentsByKey = new Map<string, { status: number; body: object }>();
  let failNextIntent = false;
  let hold: { created: (intent: FakeIntent) => void; release: Promise<void> } | undefined;
  const created: FakeIntent[] = [];
  /** Each PaymentIntent as Stripe now has it (a retrieve answers this; a replayed create the first answer). */
  const current = new Map<string, Record<string, unknown>>();
  let intents = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(raw);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const authorization = request.headers.authorization;
      seen.push({ method: request.method ?? '', path: url.pathname, form, idempotencyKey, authorization });
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && url.pathname === '/v1/customers')
        return send(200, { id: 'cus_fake1', object: 'customer' });
      if (request.method === 'POST' && url.pathname === '/v1/setup_intents')
        return send(200, {
          id: 'seti_fake1',
          object: 'setup_intent',
          client_secret: 'seti_fake1_secret_abc',
          status: 'requires_payment_method',
          customer: form.get('customer'),
        });
      if (request.method === 'GET' && url.pathname === '/v1/setup_intents/seti_fake1')
        return send(200, {
          id: 'seti_fake1',
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_fake1',
          payment_method: {
            id: 'pm_fake_visa',
            object: 'payment_method',
            card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 },
          },
        });
      const retrieved = request.method === 'GET' && /^\/v1\/payment_intents\/[^/]+$/.test(url.pathname);
      if (retrieved) {
        const intent = current.get(url.pathname.split('/').pop() as string);
        return intent
          ? send(200, intent)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = idempotencyKey ?? '';
        const earlier = intentsByKey.get(key);
        if (earlier) return send(earlier.status, earlier.body);
        if (failNextIntent) {
          failNextIntent = false;
          return send(500, { error: { type: 'api_error', message: 'Temporary failure' } });
        }
        intents++;
        const id = `pi_fake${intents}`;
        const method = form.get('payment_method');
        const metadata = Object.fromEntries(
          [...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
        );
        const base = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          metadata: { invoiceId: form.get('metadata[invoiceId]'), ...metadata },
        };
        const answer =
          method === 'pm_card_chargeDeclined'
            ? {
                status: 402,
                body: {
                  error: {
                    type: 'card_error',
                    code: 'card_declined',
                    decline_code: 'generic_decline',
                    message: 'Your card was declined.',
                    payment_intent: { ...base, status: 'requires_payment_method' },
                  },
                },
              }
            : method === 'pm_card_authenticationRequired'
              ? {
                  status: 200,
                  body: {
                    ...base,
                    status: 'requires_action',
                    next_action: {
                      type: 'redirect_to_url',
                      redirect_to_url: {
                        url: `https://hooks.stripe.com/3d_secure/${id}`,
                        return_url: form.get('return_url'),
                      },
                    },
                  },
                }
              : { status: 200, body: { ...base, status: 'succeeded' } };
        intentsByKey.set(key, answer);
        current.set(
          id,
          answer.status === 200
            ? { ...answer.body }
            : {
                ...base,
                status: 'requires_payment_method',
                last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
              },
        );
        const intent = {
          id,
          status:
            answer.status === 200 ? String((answer.body as { status: string }).status) : 'requires_payment_method',
          metadata,
        };
        created.push(intent);
        const held = hold;
        hold = undefined;
        if (!held) return send(answer.status, answer.body);
        held.created(intent);
        return void held.release.then(() => send(answer.status, answer.body));
      }
      send(404, { error: { type: 'invalid_request_error', message: `No fake for ${request.method} ${url.pathname}` } });
    });
  });
  return {
    server,
    seen,
    intentsCreated: () => intents,
    /** Every PaymentIntent created, in order, with its metadata as the form carried it. */
    created,
    /** A PaymentIntent as Stripe now has it: what a retrieve answers and a webhook event carries. */
    intent: (id: string) => current.get(id) as Record<string, unknown> & { id: string; status: string },
    /** The card holder completes (or fails) the authentication step at Stripe: the intent moves on. */
    authenticate: (id: string, result: 'succeeded' | 'failed' = 'succeeded') => {
      const { next_action: _, ...intent } = current.get(id) as Record<string, unknown>;
      current.set(
        id,
        result === 'succeeded'
          ? { ...intent, status: 'succeeded' }
          : {
              ...intent,
              status: 'requires_payment_method',
              last_payment_error: { type: 'card_error', message: 'The authentication failed.' },
            },
      );
    },
    failNextIntent: () => {
      failNextIntent = true;
    },
    /**
     * The next new PaymentIntent is created but its answer waits for `release()`; `intent` resolves
     * once Stripe has created it.
     */
    holdNextIntent: () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const intent = new Promise<FakeIntent>((resolve) => {
        hold = { created: resolve, release: released };
      });
      return { intent, release };
    },
  };
}
