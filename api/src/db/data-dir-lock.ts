/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A lock file holding the owner's pid keeps a second `pnpm start` out; a lock left by a process
 * that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_NAME = 'veldwerk.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dataDir`; returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && isRunning(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by another Veldwerk process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the database folder ${dataDir}`);
}
