import type { Row } from './types';

export const courseRows: Row[] = [];
