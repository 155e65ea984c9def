/**
 * `npm run dev`: the API server on :8000 (tsx watch, restarts on change) and umi's dev server on
 * :8001 (hot reload) proxying /api to it. Open http://localhost:8001.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '8000',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:8001',
    },
  }),
  spawn(bin('max'), ['dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.WEB_PORT ?? '8001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
