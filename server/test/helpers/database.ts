import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

/**
 * A database no other test file can see: in-memory PGlite by default, or with DATABASE_URL a
 * brand-new PostgreSQL database that is dropped again on close. When scripts/run-api-tests.mjs has
 * built a migrated template (helpers/template.ts), the database starts as a copy of it; migrating
 * then finds nothing to do. Without one (a file run on its own with `node --test`) it migrates itself.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  // The product's path (PGlite in its worker thread) unless PGLITE_WORKER=off, as the server reads it.
  if (!serverUrl) {
    return openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate(), worker: process.env.PGLITE_WORKER !== 'off' });
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = process.env.TEST_PG_TEMPLATE;
  await withAdminClient(serverUrl, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** An empty database of its own on the PostgreSQL server at `serverUrl` (a server process migrates it). */
export async function privatePostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

let templateBytes: Buffer | undefined;

function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  templateBytes ??= fs.readFileSync(file);
  return new Blob([templateBytes]);
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
