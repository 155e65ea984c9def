/**
 * `npm run seed:demo`: fills an EMPTY database with a small, believable centre so every built screen
 * has something to show: staff and teacher accounts (every password printed at the end), teachers'
 * profiles, courses, enquiries, students, voucher purchases posted through the ledger, terms and term
 * registers, each term's weekly class, a few months of lessons (older ones confirmed and charged, the
 * latest ones waiting for their teachers) and linked calendars (lesson feeds, teachers' own calendars).
 * All in one transaction: it is all there or none of it.
 */
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createFieldCipher, resolveFieldEncryptionKey } from '../src/lib/field-encryption';
import { hashPassword } from '../src/lib/passwords';
import { refillFigures } from '../src/modules/rollups';
import { loadConfig } from '../src/plugins/env';
import { insertAccounts, insertNoticesAndMail, PEOPLE } from './seed-demo/accounts';
import { insertAvailability } from './seed-demo/availability';
import { seedDemoBilling } from './seed-demo/billing';
import { insertCalendarLinks } from './seed-demo/calendars';
import { insertFamilies } from './seed-demo/families';
import { insertLessons } from './seed-demo/lessons';
import { insertOnlinePurchases } from './seed-demo/online-purchases';
import { insertPortalRequests } from './seed-demo/portal-requests';
import { settleDemoMail } from './seed-demo/settled-mail';
import { insertReferralsAndStudents } from './seed-demo/students';
import { insertTeachersAndCourses, required } from './seed-demo/teachers';
import { insertTermLessons } from './seed-demo/term-lessons';
import { insertTermsAndRegisters } from './seed-demo/terms';
import { postPurchasesAndCharges } from './seed-demo/vouchers';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir, worker: config.pgliteWorker },
);
// The same key the server uses, or the teachers' SINs could not be read back by the app.
const cipher = createFieldCipher(resolveFieldEncryptionKey(config.dataEncryptionKey, config.dataDir));
try {
  // "Empty" allows the first administrator that `npm start` creates on a new database.
  const existing = await database.db.select({ login: users.login, role: users.role }).from(users);
  if (existing.length > 1 || existing.some((user) => user.role !== 'ROLE_ADMIN')) {
    console.error(`The database already has ${existing.length} accounts: seed:demo only fills an empty database.`);
    process.exitCode = 1;
  } else {
    const people = PEOPLE.filter((person) => !existing.some((user) => user.login === person.login));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const centre = await database.db.transaction(async (tx) => {
      const idOf = await insertAccounts(tx, people, passwordHash);
      await insertNoticesAndMail(tx);
      const operator = required(idOf, 'maria.lopez');
      const courses = await insertTeachersAndCourses(tx, idOf, cipher);
      const students = await insertReferralsAndStudents(tx, operator);
      const { terms, registers, charges, classes } = await insertTermsAndRegisters(tx, courses, students, operator);
      const purchases = await postPurchasesAndCharges(tx, students, charges, operator);
      const lessons = await insertLessons(tx, courses, students, operator);
      const desk = { id: operator, login: 'maria.lopez', role: 'ROLE_OPERATOR' as const };
      const termLessons = await insertTermLessons(tx, classes, desk);
      const inactive = students.filter((student) => student.status === 'inactive').length;
      const suspended = students.filter((student) => student.status === 'suspended').length;
      await insertAvailability(tx, idOf);
      const calendars = await insertCalendarLinks(tx, idOf, cipher, config.publicUrl);
      const families = await insertFamilies(tx, passwordHash);
      const online = await insertOnlinePurchases(tx, new Date());
      const requests = await insertPortalRequests(tx);
      return `families on the portal (password "${DEMO_PASSWORD}"): ${families.join('; ')} with ${online} online purchases and ${requests}; ${courses.length} courses, ${students.length} students (${inactive} inactive, ${suspended} suspended), ${purchases} voucher purchases, ${terms} terms, ${registers} term registers (${charges.length} paid with vouchers), ${lessons.lessons} lessons (${lessons.confirmed} confirmed, ${lessons.toConfirm} waiting for their teacher), ${termLessons.lessons} term classes (${termLessons.confirmed} confirmed, ${termLessons.toConfirm} waiting for their teacher); linked calendars: ${calendars}`;
    });
    console.log(`Seeded ${people.length} demo accounts; each signs in with the password "${DEMO_PASSWORD}":`);
    for (const person of people) console.log(`  ${person.login.padEnd(15)} ${person.role}`);
    console.log(`and a centre: ${centre}.`);
    // Some demo rows (purchases) are written directly: the roll-ups are counted from them all.
    await refillFigures(database.db);
    console.log(await seedDemoBilling(database.db));
    await settleDemoMail(database.db);
  }
} finally {
  await database.close();
}
