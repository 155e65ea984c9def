import { type Case, type Endpoint, oversized, unknownField } from './cases';

const RANGE = { from: '2025-01-01', to: '2025-03-31' };
const rangeCases: Case[] = [
  {
    name: 'reversed range',
    change: { from: '2025-03-01', to: '2025-02-28' },
    field: 'to',
    message: 'must be on or after the "from" date',
  },
  { name: 'from not a real date', change: { from: '2025-02-30' }, field: 'from', message: 'must be a real date' },
  unknownField,
];
const account = (change: Record<string, unknown>) => ({
  accounts: [{ key: 'cash', code: '1000', name: 'Bank', ...change }],
});

export const accountingEndpoints: Endpoint[] = [
  { method: 'GET', url: '/api/accounting/journal', as: 'admin', query: RANGE, cases: rangeCases },
  {
    method: 'GET',
    url: '/api/accounting/journal/export',
    as: 'admin',
    query: { ...RANGE, format: 'xero' },
    required: ['format'],
    cases: [
      ...rangeCases,
      {
        name: 'unknown format',
        change: { format: 'sage' },
        field: 'format',
        message: 'must be one of: xero, quickbooks-online, iif',
      },
    ],
  },
  {
    method: 'PUT',
    url: '/api/accounting/accounts',
    as: 'admin',
    body: account({}),
    required: ['accounts'],
    cases: [
      unknownField,
      { name: 'no accounts', change: { accounts: [] }, field: 'accounts', message: 'must name at least one account' },
      {
        name: 'unknown account',
        change: account({ key: 'petty' }),
        field: 'accounts.0.key',
        message:
          'must be one of: cash, wagesPayable, deferredRevenue, openingBalanceEquity, tuitionRevenue, wagesExpense, giftExpense, adjustmentExpense, softwareExpense',
      },
      {
        name: 'code with spaces',
        change: account({ code: '10 00' }),
        field: 'accounts.0.code',
        message: 'must be 1 to 20 letters, digits, dots, dashes or slashes',
      },
      { name: 'name blank', change: account({ name: '   ' }), field: 'accounts.0.name', message: 'is required' },
      {
        name: 'name a formula',
        change: account({ name: '=1+2' }),
        field: 'accounts.0.name',
        message: 'must not start with = + - @ or hold tabs or line breaks',
      },
      { ...oversized('name', 100), change: account({ name: 'x'.repeat(101) }), field: 'accounts.0.name' },
      {
        name: 'same key twice',
        change: { accounts: [account({}).accounts[0], account({}).accounts[0]] },
        field: 'accounts.1.key',
        message: 'is listed twice',
      },
    ],
  },
];
