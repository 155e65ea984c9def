import type { Endpoint } from './cases';

export const termEndpoints: Endpoint[] = [];
