import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema';
import { generatePassword, hashPassword } from './lib/passwords';

/**
 * On an empty database, creates the first administrator from ADMIN_LOGIN/ADMIN_PASSWORD, or with a
 * generated password printed once to the console (never to the log file, never again).
 */
export async function ensureFirstAdministrator(
  db: Database,
  options: { login?: string; password?: string; print: (line: string) => void },
): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return;
  const login = (options.login ?? 'admin').toLowerCase();
  const password = options.password ?? generatePassword();
  await db.insert(users).values({
    login,
    passwordHash: await hashPassword(password),
    firstName: 'Administrator',
    role: 'ROLE_ADMIN',
    activated: true,
  });
  if (options.password) {
    options.print(`Created the first administrator "${login}" with the password from ADMIN_PASSWORD.`);
  } else {
    options.print(
      `Created the first administrator.\n  login:    ${login}\n  password: ${password}\nThis password is shown only once: sign in and change it under Account Information.`,
    );
  }
}
