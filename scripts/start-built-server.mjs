/**
 * Starts the BUILT server (`server/dist/server.mjs`) on an embedded database in `dataDir`, for the
 * scripts that measure the built app in a browser (`check:bundle`, `bench:pages`), and resolves once it
 * answers /api/health. It refuses a port that already answers, so a stray server is never measured.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function startBuiltServer({ port, dataDir, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: stop what runs there or choose another port`);
  const child = spawn(process.execPath, ['server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    if (Date.now() - started > 300_000) throw new Error('the server did not start in 300 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
