import type { Row } from './types';

export const studentRows: Row[] = [];
