import { type Endpoint, unknownField } from './cases';

const MONEY = 'must be an amount like 12.50 (zero or more, at most 2 decimals)';
const packageBody = { name: '10 lessons', price: '450.00', voucherAmount: '450.00', giftAmount: '50.00' };
/** Ids that pass the path's rules: the input is refused before anything is looked up. */
const anId = async () => ({ id: 1 });

export const voucherPackageEndpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/voucher-packages',
    as: 'admin',
    body: packageBody,
    required: ['name', 'price', 'voucherAmount'],
    cases: [
      { name: 'price zero', change: { price: '0' }, field: 'price', message: 'must be more than 0' },
      { name: 'price not money', change: { price: '4.505' }, field: 'price', message: MONEY },
      { name: 'gift negative', change: { giftAmount: '-5' }, field: 'giftAmount', message: MONEY },
      { name: 'name blank', change: { name: '  ' }, field: 'name', message: 'is required' },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/voucher-packages/:id',
    params: anId,
    as: 'admin',
    body: packageBody,
    required: ['name', 'price', 'voucherAmount'],
    cases: [
      {
        name: 'voucher amount zero',
        change: { voucherAmount: '0.00' },
        field: 'voucherAmount',
        message: 'must be more than 0',
      },
      unknownField,
    ],
  },
  {
    method: 'PUT',
    url: '/api/online-payment-settings',
    as: 'admin',
    body: { allowCustomAmount: true, customAmountMin: '20', customAmountMax: '500' },
    required: ['allowCustomAmount'],
    cases: [
      {
        name: 'range upside down',
        change: { customAmountMin: '600' },
        field: 'customAmountMax',
        message: 'must be at least the smallest amount',
      },
      {
        name: 'no smallest amount',
        change: { customAmountMin: undefined },
        field: 'customAmountMin',
        message: 'is required when families may choose an amount',
      },
      {
        name: 'secret key not Stripe',
        change: { stripeSecretKey: 'secret', stripePublishableKey: 'pk_test_x' },
        field: 'stripeSecretKey',
        message: 'must start with sk_test_, sk_live_ or rk_',
      },
      {
        name: 'secret key alone',
        change: { stripeSecretKey: 'sk_test_x' },
        field: 'stripePublishableKey',
        message: 'give the secret and publishable keys together',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/voucher-purchases/:id/online-refund',
    params: anId,
    as: 'admin',
    body: { reason: 'Moved away' },
    required: ['reason'],
    cases: [unknownField],
  },
  {
    method: 'POST',
    url: '/api/portal/voucher-orders',
    as: 'family',
    body: { studentId: 1, packageId: 1 },
    required: ['studentId'],
    cases: [
      {
        name: 'package and amount both',
        change: { amount: '50' },
        field: 'packageId',
        message: 'choose a package or an amount (one of them)',
      },
      {
        name: 'amount zero',
        change: { packageId: undefined, amount: '0' },
        field: 'amount',
        message: 'must be more than 0',
      },
      unknownField,
    ],
  },
  {
    method: 'POST',
    url: '/api/portal/voucher-orders/:id/pay',
    params: anId,
    as: 'family',
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' } },
    cases: [
      {
        name: 'card and payment method both',
        change: { paymentMethod: 'pm_x' },
        field: 'card',
        message: 'give the card or a payment method (one of them)',
      },
      {
        name: 'payment method not Stripe',
        change: { card: undefined, paymentMethod: 'card 4242' },
        field: 'paymentMethod',
        message: 'must be a Stripe payment method id (pm_…)',
      },
      unknownField,
    ],
  },
];
