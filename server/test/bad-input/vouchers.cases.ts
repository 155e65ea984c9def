import type { Endpoint } from './cases';

export const voucherEndpoints: Endpoint[] = [];
