import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '../../lib/display-format';
import { challengePath } from './index';
import { completeTestChallenge, findTestCharge } from './test-provider.service';

const tags = ['billing'];
const params = z.strictObject({ token: z.string().regex(/^[0-9a-f]{48}$/, 'must be a challenge token') });
const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function page(amount: string, currency: string, action: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card authentication (test)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .5rem .3rem 0;border-radius:4px;border:1px solid #1677ff;cursor:pointer}.ok{background:#1677ff;color:#fff}.fail{background:#fff;color:#1677ff}</style></head>
<body><h1>Authenticate this payment</h1>
<p>Test provider: this page stands in for the card issuer's 3-D Secure step.</p>
<p>Amount: <strong>${escapeHtml(formatMoney(amount, currency))} ${escapeHtml(currency)}</strong></p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="result" value="complete"><button class="ok" type="submit">Complete authentication</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="result" value="fail"><button class="fail" type="submit">Fail authentication</button></form>
</body></html>`;
}

/**
 * The test provider's local 3-D Secure page. Public: the browser arrives by a full navigation without
 * the bearer token, so the unguessable token in the path is the authority, as on a card issuer's page.
 */
export const testProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/billing/test-provider/challenges/:token',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'showTestChallenge',
        summary: "The test provider's card authentication page (HTML)",
        tags,
        params,
        response: { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const charge = await findTestCharge(app.db, app.paymentProvider, request.params.token);
      return reply.type(HTML).send(page(charge.amount, charge.currency, challengePath(request.params.token)));
    },
  );

  app.post(
    '/billing/test-provider/challenges/:token',
    {
      config: { roles: 'public' },
      schema: {
        operationId: 'completeTestChallenge',
        summary: 'Complete or fail the test authentication, then return to the site',
        tags,
        params,
        body: z.strictObject({ result: z.enum(['complete', 'fail']).describe('What the card holder did') }),
        response: { 303: z.null().describe('Redirect to the return URL') },
      },
    },
    async (request, reply) => {
      const returnUrl = await completeTestChallenge(app.db, app.paymentProvider, {
        token: request.params.token,
        succeeded: request.body.result === 'complete',
      });
      return reply.redirect(returnUrl, 303);
    },
  );
};
