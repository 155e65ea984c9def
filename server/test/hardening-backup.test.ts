/**
 * Backups of the embedded database, round trip: `npm run backup` while the server runs and takes
 * payments, more payments after it, then `npm run restore` with the server stopped: the restored
 * centre is the one at the backup, and every balance equals its ledger.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { students, voucherLedgerEntries } from '../src/db/schema';
import { pruneBackups } from '../src/platform/backups/backups';
import { ledgerProblems } from './helpers/records';
import { startServer } from './helpers/server-process';

const root = path.resolve(import.meta.dirname, '../..');

function runScript(script: string, dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `server/scripts/${script}.ts`, ...args], {
    cwd: root,
    // The embedded database's backups, also when the suite runs against a PostgreSQL server.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_TEST_CONTEXT: '' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${script}: ${result.stderr}${result.stdout}`);
  return result.stdout.trim();
}

describe('backups of the embedded database', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let headers: Record<string, string>;
  before(async () => {
    server = await startServer({ DATABASE_URL: '' });
    const signIn = await fetch(`${server.base}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin1234' }),
    });
    const { id_token } = (await signIn.json()) as { id_token: string };
    headers = { authorization: `Bearer ${id_token}`, 'content-type': 'application/json' };
  });
  after(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  const post = async (url: string, body: object) => {
    const response = await fetch(`${server.base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    assert.ok(response.status < 300, `${url}: ${await response.clone().text()}`);
    return (await response.json()) as { id: number };
  };
  const purchase = (studentId: number, voucherAmount: string) =>
    post('/api/voucher-purchases', { studentId, type: 'CASH', purchaseDate: '2026-03-02', voucherAmount });

  test('a backup taken while the server runs restores the centre as it was, ledger and balances agreeing', async () => {
    const ann = await post('/api/students', { firstName: 'Ann', lastName: 'Backup' });
    const bob = await post('/api/students', { firstName: 'Bob', lastName: 'Backup' });
    await purchase(ann.id, '100.00');
    await purchase(bob.id, '40.00');

    const file = runScript('backup', server.dataDir);
    assert.match(path.basename(file), /^centre-\d{8}-\d{6}\.tar\.gz$/);
    assert.ok(fs.statSync(file).size > 0);

    // After the backup: more money moves, and a student is added.
    await purchase(ann.id, '25.00');
    await post('/api/students', { firstName: 'Cy', lastName: 'After' });

    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    const restored = runScript('restore', server.dataDir, file);
    assert.match(restored, /every balance equal to its ledger/);

    const database = await openDatabase({ kind: 'pglite', dataDir: server.dataDir });
    try {
      const rows = await database.db.select().from(students).orderBy(students.id);
      assert.deepEqual(
        rows.map((row) => [row.firstName, row.voucherBalance]),
        [
          ['Ann', '100.00'],
          ['Bob', '40.00'],
        ],
      );
      const annEntries = await database.db
        .select()
        .from(voucherLedgerEntries)
        .where(eq(voucherLedgerEntries.studentId, ann.id));
      assert.equal(annEntries.length, 1);
      assert.deepEqual(await ledgerProblems(database.db), []);
    } finally {
      await database.close();
    }
    const keptAside = fs.readdirSync(server.dataDir).filter((name) => name.startsWith('pgdata.before-restore-'));
    assert.equal(keptAside.length, 1, 'the replaced database is kept');
  });

  test('only the newest BACKUP_KEEP backups are kept', () => {
    const dir = path.join(server.dataDir, 'backups');
    for (const stamp of ['20260101-010000', '20260102-010000', '20260103-010000']) {
      fs.writeFileSync(path.join(dir, `centre-${stamp}.tar.gz`), 'x');
    }
    const before = fs.readdirSync(dir).length;
    const pruned = pruneBackups(server.dataDir, 2);
    assert.equal(pruned.length, before - 2);
    assert.ok(pruned.every((name) => name.startsWith('centre-2026010')));
    assert.equal(fs.readdirSync(dir).length, 2);
  });
});
