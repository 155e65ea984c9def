import type { Endpoint } from './cases';

export const termRegisterEndpoints: Endpoint[] = [];
