import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does nothing to stop two processes opening one data folder, which corrupts it.
 * A lock file holding our pid refuses a second server; a stale lock from a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  const tryCreate = () => {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
