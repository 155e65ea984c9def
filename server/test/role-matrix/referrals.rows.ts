import type { Row } from './types';

export const referralRows: Row[] = [];
