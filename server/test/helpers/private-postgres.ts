/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on its own port, that the test may stop
 * and restart at will: never the shared server on 5432. It needs the server's binaries (initdb, pg_ctl
 * from Debian's postgresql package under /usr/lib/postgresql/<version>/bin); PostgreSQL refuses to run
 * as root, so as root the cluster belongs to the `postgres` user and its commands run as that user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PrivatePostgres = {
  url: string;
  port: number;
  stop: () => void;
  start: () => void;
  /** pg_ctl restart -m fast: every connection is ended, as a server restart ends them. */
  restart: () => void;
  /** Stops the cluster and deletes its folder. */
  remove: () => void;
};

/** The newest installed server's bin folder, or undefined when initdb or pg_ctl is missing. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => ['initdb', 'pg_ctl'].every((bin) => fs.existsSync(path.join(root, version, 'bin', bin))))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startPrivatePostgres(bin: string, requestedPort?: number): Promise<PrivatePostgres> {
  const port = requestedPort ?? (await freePort());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const run = (command: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, command),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      {
        cwd: folder,
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      },
    );
  const data = path.join(folder, 'data');
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctl', [action, '-D', data, '-w', '-t', '60', '-l', path.join(folder, 'server.log'), ...extra]);
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  ctl('start', '-o', serverOptions);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => {
      ctl('stop', '-m', 'fast');
      running = false;
    },
    start: () => {
      ctl('start', '-o', serverOptions);
      running = true;
    },
    restart: () => {
      ctl('restart', '-m', 'fast', '-o', serverOptions);
      running = true;
    },
    remove: () => {
      try {
        if (running) ctl('stop', '-m', 'immediate');
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
