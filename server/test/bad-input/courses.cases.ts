import type { Endpoint } from './cases';

export const courseEndpoints: Endpoint[] = [];
