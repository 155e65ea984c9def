import type { Row } from './types';

export const termRegisterRows: Row[] = [];
