import type { Endpoint } from './cases';

export const referralEndpoints: Endpoint[] = [];
