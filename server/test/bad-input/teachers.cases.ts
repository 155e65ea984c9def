import type { Endpoint } from './cases';

export const teacherEndpoints: Endpoint[] = [];
