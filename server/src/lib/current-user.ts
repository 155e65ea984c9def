import type { Role } from '../db/schema';

/** The signed-in account a request acts for (set by plugins/auth.ts from the bearer token). */
export type CurrentUser = { id: number; login: string; role: Role };
