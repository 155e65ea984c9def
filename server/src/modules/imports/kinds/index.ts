import type { ImportKind } from '../../../db/schema';
import type { KindDefinition } from '../import-kind';
import { studentsKind } from './students.kind';

/** Every kind, in the order a centre imports them. */
export const KINDS: Record<ImportKind, KindDefinition> = {
  students: studentsKind as KindDefinition,
} as Record<ImportKind, KindDefinition>;
