import type { Row } from './types';

export const hardeningRows: Row[] = [
  { route: 'GET /api/ready', allowed: 'public', ok: 200, request: () => ({ method: 'GET', url: '/api/ready' }) },
];
