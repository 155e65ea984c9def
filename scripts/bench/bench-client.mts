/**
 * What the benches that time the students list while something runs in the background share: the
 * bench administrator's sign-in and one timed GET /api/students (a page of 20, one request at a time).
 */
import os from 'node:os';

export const BENCH_ADMIN = { login: 'benchadmin', password: 'bench-password' } as const;

export type AuthHeader = { authorization: string };

export async function signInBenchAdmin(address: string): Promise<AuthHeader> {
  const response = await fetch(`${address}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN.login, password: BENCH_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return { authorization: `Bearer ${((await response.json()) as { id_token: string }).id_token}` };
}

/** One students-list request, read to the end; its time in milliseconds. */
export function studentsListTimer(address: string, auth: AuthHeader): () => Promise<number> {
  return async () => {
    const started = performance.now();
    const response = await fetch(`${address}/api/students?page=1&pageSize=20`, { headers: auth });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`students list answered ${response.status}`);
    return performance.now() - started;
  };
}

/** The load average, as `uptime` prints it: the machine may be shared, so every figure carries it. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
}
