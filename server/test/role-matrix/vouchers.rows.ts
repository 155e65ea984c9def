import type { Row } from './types';

export const voucherRows: Row[] = [];
