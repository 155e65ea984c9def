/**
 * `npm run seed:demo`: fills an EMPTY database with a small, believable centre so every built screen
 * has something to show. Every demo account's password is printed at the end. Later issues add
 * their own data (students, courses, lessons) here.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { mailOutbox, notices, type Role, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { loadConfig } from '../src/plugins/env';

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

type DemoPerson = { login: string; firstName: string; lastName: string; role: Role; phone: string; birthday: string };

const PEOPLE: DemoPerson[] = [
  {
    login: 'admin',
    firstName: 'Grace',
    lastName: 'Okafor',
    role: 'ROLE_ADMIN',
    phone: '+14165550100',
    birthday: '1981-03-14',
  },
  {
    login: 'maria.lopez',
    firstName: 'Maria',
    lastName: 'Lopez',
    role: 'ROLE_OPERATOR',
    phone: '+14165550101',
    birthday: '1990-07-02',
  },
  {
    login: 'james.chen',
    firstName: 'James',
    lastName: 'Chen',
    role: 'ROLE_OPERATOR',
    phone: '+14165550102',
    birthday: '1994-11-21',
  },
  {
    login: 'amira.haddad',
    firstName: 'Amira',
    lastName: 'Haddad',
    role: 'ROLE_TEACHER',
    phone: '+14165550110',
    birthday: '1988-01-30',
  },
  {
    login: 'daniel.wright',
    firstName: 'Daniel',
    lastName: 'Wright',
    role: 'ROLE_TEACHER',
    phone: '+14165550111',
    birthday: '1979-05-09',
  },
  {
    login: 'sofia.rossi',
    firstName: 'Sofia',
    lastName: 'Rossi',
    role: 'ROLE_TEACHER',
    phone: '+14165550112',
    birthday: '1992-09-17',
  },
  {
    login: 'kenji.tanaka',
    firstName: 'Kenji',
    lastName: 'Tanaka',
    role: 'ROLE_TEACHER',
    phone: '+14165550113',
    birthday: '1985-12-03',
  },
  {
    login: 'vendor',
    firstName: 'Billing',
    lastName: 'Service',
    role: 'ROLE_SYSTEM',
    phone: '+14165550199',
    birthday: '1970-01-01',
  },
];

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  // "Empty" allows the first administrator that `npm start` creates on a new database.
  const existing = await database.db.select({ login: users.login, role: users.role }).from(users);
  if (existing.length > 1 || existing.some((user) => user.role !== 'ROLE_ADMIN')) {
    console.error(`The database already has ${existing.length} accounts: seed:demo only fills an empty database.`);
    process.exitCode = 1;
  } else {
    const people = PEOPLE.filter((person) => !existing.some((user) => user.login === person.login));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(
        people.map((person) => ({
          ...person,
          email: `${person.login}@demo-centre.example`,
          passwordHash,
          activated: true,
        })),
      );
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ROLE_ADMIN')).limit(1);
      if (admin) {
        await tx.insert(notices).values([
          {
            userId: admin.id,
            type: 'notification',
            title: 'Welcome to Centre Admin',
            description: 'Staff accounts are ready; more screens arrive with the next releases.',
          },
          {
            userId: admin.id,
            type: 'message',
            title: 'Maria Lopez: the Saturday room is booked',
            description: 'Room 2 is free again from next week.',
          },
          {
            userId: admin.id,
            type: 'event',
            title: 'Term planning meeting',
            description: 'Friday 16:00, staff room.',
            read: true,
          },
        ]);
      }
      await tx.insert(mailOutbox).values({
        recipient: 'maria.lopez@demo-centre.example',
        subject: 'Your account is ready',
        body: 'Hello Maria, your operator account at the centre is ready.',
        status: 'stored',
      });
    });
    console.log(`Seeded ${people.length} demo accounts; each signs in with the password "${DEMO_PASSWORD}":`);
    for (const person of people) console.log(`  ${person.login.padEnd(15)} ${person.role}`);
  }
} finally {
  await database.close();
}
