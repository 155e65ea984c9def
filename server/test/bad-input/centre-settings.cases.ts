import { badEmail, badPhone, type Case, type Endpoint, notString, oversized, unknownField } from './cases';

const settingsBody = {
  centreName: 'Maple Tutoring',
  contactEmail: 'desk@maple.example',
  contactPhone: '+14165550199',
  currency: 'CAD',
  timeFormat: '24h',
  lowBalanceThreshold: '100.00',
  reminderHoursBefore: 24,
  pwaEnabled: false,
};

const settingsCases: Case[] = [
  { name: 'centre name blank', change: { centreName: '  ' }, field: 'centreName', message: 'is required' },
  oversized('centreName', 100),
  notString('centreName'),
  badEmail('contactEmail'),
  badPhone('contactPhone'),
  {
    name: 'currency not a code',
    change: { currency: 'dollars' },
    field: 'currency',
    message: 'must be a three-letter currency code like CAD',
  },
  {
    name: 'currency unknown',
    change: { currency: 'QQQ' },
    field: 'currency',
    message: 'is not a currency code this application knows',
  },
  {
    name: 'time format unknown',
    change: { timeFormat: '36h' },
    field: 'timeFormat',
    message: 'must be one of: 24h, 12h',
  },
  {
    name: 'threshold negative',
    change: { lowBalanceThreshold: '-5' },
    field: 'lowBalanceThreshold',
    message: 'must be an amount like 12.50 (zero or more, at most 2 decimals)',
  },
  {
    name: 'reminder hours zero',
    change: { reminderHoursBefore: 0 },
    field: 'reminderHoursBefore',
    message: 'must be at least 1',
  },
  {
    name: 'reminder hours a fraction',
    change: { reminderHoursBefore: 1.5 },
    field: 'reminderHoursBefore',
    message: 'must be a whole number',
  },
  { name: 'pwa a string', change: { pwaEnabled: 'yes' }, field: 'pwaEnabled', message: 'must be a boolean' },
  unknownField,
];

export const centreSettingsEndpoints: Endpoint[] = [
  {
    method: 'PUT',
    url: '/api/centre-settings',
    as: 'admin',
    body: settingsBody,
    required: ['centreName', 'currency', 'timeFormat', 'lowBalanceThreshold', 'reminderHoursBefore', 'pwaEnabled'],
    cases: settingsCases,
  },
];
