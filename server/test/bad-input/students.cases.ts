import type { Endpoint } from './cases';

export const studentEndpoints: Endpoint[] = [];
