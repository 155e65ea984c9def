import type { Row } from './types';

export const termRows: Row[] = [];
