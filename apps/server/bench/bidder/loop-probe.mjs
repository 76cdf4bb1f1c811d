/**
 * Preloaded into the bench's server processes (`node --import`), never into a real server: the
 * server's own view of a load phase. Each process's main thread registers itself as
 * `<BENCH_PROBE_DIR>/<pid>.pid` (its role inside); on SIGUSR2 it reads `control.json` there and
 * either starts a phase (resets the event-loop delay histogram and the CPU clock, and starts a
 * CPU profile when asked) or ends one, writing `<pid>-<phase>.json` (event-loop delay
 * percentiles in ms past a 1 ms timer, CPU ms of the whole process) and `<pid>-<phase>.cpuprofile`.
 */
import cluster from 'node:cluster';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.BENCH_PROBE_DIR;
if (isMainThread && dir) {
  const role = cluster.isWorker ? 'worker' : Number(process.env.WORKERS ?? 1) > 1 ? 'primary' : 'server';
  writeFileSync(path.join(dir, `${process.pid}.pid`), role);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let phase = null;
  let cpu = process.cpuUsage();
  let wall = performance.now();
  let session = null;
  // The histogram holds whole intervals of its 1 ms timer: the delay is what lies beyond that.
  const ms = (ns) => Math.max(0, Math.round((ns - 1e6) / 1e4) / 100);
  // Written under a temporary name, then renamed: the bench never reads half a file.
  const write = (name, text) => {
    const file = path.join(dir, name);
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };

  process.on('SIGUSR2', () => {
    const control = JSON.parse(readFileSync(path.join(dir, 'control.json'), 'utf8'));
    if (control.action === 'start') {
      phase = control.phase;
      delay.reset();
      cpu = process.cpuUsage();
      wall = performance.now();
      if (control.profile) {
        session = new Session();
        session.connect();
        session.post('Profiler.enable', () => session.post('Profiler.start'));
      }
      return;
    }
    if (phase === null) return;
    const used = process.cpuUsage(cpu);
    const result = {
      pid: process.pid,
      role,
      wallMs: performance.now() - wall,
      cpuMs: (used.user + used.system) / 1000,
      loop: {
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        mean: ms(delay.mean),
      },
    };
    const name = `${process.pid}-${phase}`;
    phase = null;
    if (!session) return write(`${name}.json`, JSON.stringify(result));
    const open = session;
    session = null;
    open.post('Profiler.stop', (error, answer) => {
      if (!error) write(`${name}.cpuprofile`, JSON.stringify(answer.profile));
      open.disconnect();
      write(`${name}.json`, JSON.stringify(result));
    });
  });
}
