import type { Row } from './types';

export const teacherRows: Row[] = [];
