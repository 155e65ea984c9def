import dayjs from 'dayjs';
import { updatePricePlan } from '../../src/modules/billing/billing-account';
import { saveStripeCard } from '../../src/modules/billing/card.service';
import { createManualInvoice } from '../../src/modules/billing/invoices.service';
import { PLAN } from '../helpers/billing';
import { type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const QUANTITY = 'Invalid input quantity, please check again!';
const badQuantity = (name: string, quantity: unknown): Case => ({
  name,
  change: { quantity },
  field: 'quantity',
  message: QUANTITY,
});
const tooEarly = dayjs().subtract(1, 'month').subtract(1, 'day').format('YYYY-MM-DD');

export const billingEndpoints: Endpoint[] = [
  {
    method: 'PUT',
    url: '/api/billing/price-plan',
    as: 'system',
    body: PLAN,
    required: ['chargeRanges', 'minimumCharge', 'taxRate', 'currency', 'paymentTermsDays'],
    cases: [
      {
        name: 'ranges with a gap',
        change: {
          chargeRanges: [
            { from: 1, to: 5, unitPrice: '1' },
            { from: 7, to: null, unitPrice: '1' },
          ],
        },
        field: 'chargeRanges',
        message: 'range 2 must start at 6 students',
      },
      {
        name: 'open range before the last',
        change: {
          chargeRanges: [
            { from: 1, to: null, unitPrice: '1' },
            { from: 2, to: null, unitPrice: '1' },
          ],
        },
        field: 'chargeRanges',
        message: 'only the last range may be open-ended (range 1 is)',
      },
      {
        name: 'no ranges',
        change: { chargeRanges: [] },
        field: 'chargeRanges',
        message: 'must have at least 1 item(s)',
      },
      {
        name: 'negative unit price',
        change: { chargeRanges: [{ from: 1, to: null, unitPrice: '-1' }] },
        field: 'chargeRanges.0.unitPrice',
        message: 'must be an amount like 12.50 (zero or more, at most 2 decimals)',
      },
      {
        name: 'minimum charge as a float',
        change: { minimumCharge: 15.5 },
        field: 'minimumCharge',
        message: 'must be a string',
      },
      {
        name: 'tax rate 100',
        change: { taxRate: '100' },
        field: 'taxRate',
        message: 'must be a percentage from 0 to 99.999 (at most 3 decimals)',
      },
      {
        name: 'currency lower case',
        change: { currency: 'cad' },
        field: 'currency',
        message: 'must be a three-letter ISO 4217 code like CAD',
      },
      {
        name: 'payment terms over a year',
        change: { paymentTermsDays: 400 },
        field: 'paymentTermsDays',
        message: 'must be at most 365',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/billing/cycle',
    as: 'system',
    body: { startDate: dayjs().format('YYYY-MM-DD') },
    required: ['startDate'],
    cases: [
      {
        name: 'more than one month back',
        change: { startDate: tooEarly },
        field: 'startDate',
        message: 'Billing cycle cannot be earlier than one month!',
      },
      { name: 'not a date', change: { startDate: '2026-02-30' }, field: 'startDate', message: 'must be a real date' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/billing/invoices',
    as: 'system',
    params: async (f) => {
      await updatePricePlan(f.db, PLAN, null);
      return {};
    },
    body: { periodStart: '2070-01-01', periodEnd: '2070-01-31', quantity: 3 },
    required: ['periodStart', 'periodEnd', 'quantity'],
    cases: [
      badQuantity('quantity zero', 0),
      badQuantity('quantity negative', -4),
      badQuantity('quantity a fraction', 2.5),
      badQuantity('quantity text', 'ten'),
      badQuantity('quantity too large', 100_001),
      {
        name: 'start not a date',
        change: { periodStart: '01/02/2070' },
        field: 'periodStart',
        message: 'must be a date as YYYY-MM-DD',
      },
      {
        name: 'end before start',
        change: { periodEnd: '2069-12-31' },
        field: 'periodEnd',
        message: 'must not be before the start date',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/billing/credit-entries',
    as: 'system',
    body: { type: 'ADD', amount: '10.00', comments: 'Goodwill' },
    required: ['type', 'amount'],
    cases: [
      {
        name: 'unknown type',
        change: { type: 'INVOICE_CHARGE' },
        field: 'type',
        message: 'must be one of: ADD, ADJUST, SUBTRACT',
      },
      {
        name: 'negative amount',
        change: { amount: '-5' },
        field: 'amount',
        message: 'must be an amount like 12.50 (zero or more, at most 2 decimals)',
      },
      { name: 'zero added', change: { amount: '0' }, field: 'amount', message: 'must be greater than 0' },
      oversized('comments', 500),
      notString('comments'),
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/billing/card/test',
    as: 'admin',
    body: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    required: ['number', 'expMonth', 'expYear', 'cvc'],
    cases: [
      { name: 'letters', change: { number: '4242-abcd' }, field: 'number', message: 'must be a card number' },
      {
        name: 'fails the check digit',
        change: { number: '4242424242424241' },
        field: 'number',
        message: 'Your card number is incorrect.',
      },
      { name: 'expired', change: { expYear: 2020 }, field: 'expYear', message: 'Your card has expired.' },
      { name: 'month 13', change: { expMonth: 13 }, field: 'expMonth', message: 'must be at most 12' },
      { name: 'short CVC', change: { cvc: '12' }, field: 'cvc', message: 'must be 3 or 4 digits' },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/billing/invoices/:invoice/pay',
    as: 'admin',
    params: async (f) => {
      await updatePricePlan(f.db, PLAN, null);
      await saveStripeCard(f.db, {
        brand: 'visa',
        last4: '4242',
        expMonth: 1,
        expYear: 2099,
        paymentMethod: 'pm_card_visa',
        customer: null,
      });
      const n = Math.floor(Math.random() * 10_000);
      const day = dayjs('2080-01-01').add(n, 'day').format('YYYY-MM-DD');
      return {
        invoice: (await createManualInvoice(f.db, { periodStart: day, periodEnd: day, quantity: 1 }, null, day)).id,
      };
    },
    body: {},
    cases: [
      {
        name: 'return to another site',
        change: { returnUrl: 'https://evil.example/' },
        field: 'returnUrl',
        message: 'must be a path on this site',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/billing/invoices/:invoice/void',
    as: 'system',
    params: async (f) => {
      await updatePricePlan(f.db, PLAN, null);
      const n = Math.floor(Math.random() * 10_000);
      const day = dayjs('2090-01-01').add(n, 'day').format('YYYY-MM-DD');
      return {
        invoice: (await createManualInvoice(f.db, { periodStart: day, periodEnd: day, quantity: 1 }, null, day)).id,
      };
    },
    body: { reason: 'Entered twice' },
    required: ['reason'],
    cases: [{ name: 'blank reason', change: { reason: '   ' }, field: 'reason', message: 'is required' }, unknownField],
  },
  {
    method: 'POST',
    url: `/api/billing/test-provider/challenges/${'a'.repeat(48)}`,
    as: 'anonymous',
    body: { result: 'complete' },
    required: ['result'],
    cases: [
      {
        name: 'unknown result',
        change: { result: 'maybe' },
        field: 'result',
        message: 'must be one of: complete, fail',
      },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/billing/invoices',
    as: 'admin',
    query: {},
    cases: [
      {
        name: 'unknown status',
        change: { status: 'LOST' },
        field: 'status',
        message: 'must be one of: UNPAID, PROCESSING, REQUIRES_ACTION, FAILED, PAID, VOID',
      },
      { name: 'page zero', change: { page: '0' }, field: 'page', message: 'must be at least 1' },
      unknownField,
    ],
  },
  {
    method: 'GET',
    url: '/api/billing/credit-entries',
    as: 'admin',
    query: {},
    cases: [
      { name: 'page size 1000', change: { pageSize: '1000' }, field: 'pageSize', message: 'must be at most 100' },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/billing/card/stripe',
    as: 'admin',
    body: { setupIntentId: 'seti_123' },
    required: ['setupIntentId'],
    cases: [
      {
        name: 'not a SetupIntent',
        change: { setupIntentId: 'pm_123' },
        field: 'setupIntentId',
        message: 'must be a SetupIntent id',
      },
      unknownField,
    ],
  },
];
