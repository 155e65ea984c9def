import { ADMIN_ONLY, type Row } from './types';

export const centreSettingsRows: Row[] = [
  {
    route: 'GET /api/centre-settings/display',
    allowed: 'public',
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/centre-settings/display' }),
  },
  {
    route: 'GET /api/centre-settings',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: () => ({ method: 'GET', url: '/api/centre-settings' }),
  },
  {
    route: 'PUT /api/centre-settings',
    allowed: ADMIN_ONLY,
    ok: 200,
    request: ({ n }) => ({
      method: 'PUT',
      url: '/api/centre-settings',
      payload: {
        centreName: `Matrix Centre ${n}`,
        contactEmail: null,
        contactPhone: null,
        currency: 'CAD',
        timeFormat: '24h',
        lowBalanceThreshold: '100.00',
        reminderHoursBefore: 24,
        pwaEnabled: false,
      },
    }),
  },
];
