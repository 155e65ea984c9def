import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Who recorded a purchase or ledger entry, as screens show it: the user's name, else their login.
 * Null when the row was made without a signed-in user (seed scripts). Use with a LEFT JOIN on users.
 */
export const recordedByName = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''),
  ${users.login}
)`;
