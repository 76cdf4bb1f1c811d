import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One process at a time in an embedded database folder. PGlite takes no lock of its own, and two
 * processes writing one folder (a second `npm start`, or the operator's command run while the
 * server is up) corrupt it past repair: found by starting a demo twice on one DATA_DIR. Like
 * PostgreSQL's postmaster.pid, a file beside the folder names the process holding it; a process
 * that no longer runs holds nothing, so a crash leaves no lock behind.
 */
const held = new Set<string>();

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${pid}. Stop that process first; ` +
        `if it is not a server of this panel, delete ${folder}.lock.`,
    );
  }
}

/** Takes `folder` for this process; the returned function gives it back. */
export function lockDataDir(folder: string): () => void {
  const file = `${folder}.lock`;
  if (held.has(file)) throw new DataDirInUseError(folder, process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // Our own pid in a file we do not hold: a previous run of a container's process 1.
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid))
        throw new DataDirInUseError(folder, pid);
      unlinkSync(file);
    }
  }
  held.add(file);
  return () => {
    held.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to give back.
    }
  };
}
