/** A real server process (server/src/server.ts) for tests of what only a process shows: signals, two processes. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { privatePostgresDatabase } from './database';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Databases made for servers of this test process, dropped when it has nothing else left to do. */
const ownDatabases: Array<() => Promise<void>> = [];
process.once('beforeExit', () => {
  void Promise.allSettled(ownDatabases.map((drop) => drop()));
});

/**
 * Starts server/src/server.ts on a fresh data folder (or the one given) and waits until it is ready.
 * On a PostgreSQL run (DATABASE_URL) it gets a database of its own unless `env.DATABASE_URL` names one
 * (a restart passes the first start's `databaseUrl`): two test processes' servers on the server's
 * default database shared each other's rows (sign-in failures, jobs) and refused each other's sign-ins.
 */
export async function startServer(env: Record<string, string> = {}, options: { readyTimeoutMs?: number } = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'h18-server-'));
  const ownDatabase =
    process.env.DATABASE_URL && env.DATABASE_URL === undefined
      ? await privatePostgresDatabase(process.env.DATABASE_URL)
      : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: {
      // Without the test runner's own variables: a child that inherits NODE_TEST_CONTEXT reports to it.
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_TEST_CONTEXT')),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '/nonexistent',
      ADMIN_LOGIN: 'admin',
      ADMIN_PASSWORD: 'admin1234',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      ...(ownDatabase && { DATABASE_URL: ownDatabase.url }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  if (ownDatabase) ownDatabases.push(ownDatabase.drop);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${output}`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      // Not left running: its open pipes would keep the test process alive after the failure.
      child.kill('SIGKILL');
      throw new Error(`server did not become ready: ${output}`);
    }
    await sleep(200);
  }
  const databaseUrl = ownDatabase?.url ?? env.DATABASE_URL;
  return { child, base, dataDir, databaseUrl, exited, output: () => output };
}
