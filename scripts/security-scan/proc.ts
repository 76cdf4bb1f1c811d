import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface RunResult {
  code: number | null;
  output: string;
  seconds: number;
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where to keep the whole output; only its last 1 MB stays in memory. */
  logFile?: string;
  timeoutMs?: number;
}

const KEEP = 1024 * 1024;

/**
 * Runs a command with stdin closed: sqlmap reads targets from a piped stdin, and neither
 * scanner may ever wait for an answer.
 */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = options.logFile ? createWriteStream(options.logFile) : null;
    let output = '';
    const collect = (chunk: Buffer) => {
      log?.write(chunk);
      output = (output + chunk.toString()).slice(-KEEP);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = options.timeoutMs
      ? setTimeout(() => {
          output += `\n[security-scan] killed after ${options.timeoutMs} ms\n`;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : null;
    const finish = (code: number | null) => {
      if (timer) clearTimeout(timer);
      log?.end();
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      output += `\n${error.message}\n`;
      finish(null);
    });
    child.on('close', finish);
  });
}

export async function commandExists(name: string): Promise<boolean> {
  const result = await run('sh', ['-c', `command -v ${name}`]);
  return result.code === 0;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
