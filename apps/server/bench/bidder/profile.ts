import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a server process spent a load phase, from the CPU profile the probe took (V8's sampling
 * profiler, as `--cpu-prof` writes it): self time by function and by file (or npm package),
 * as shares of the samples, idle time left out.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Cost {
  name: string;
  share: number;
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The server's own code, as TypeScript (src) or as the compiled JavaScript the benches run (dist). */
const OWN_CODE = /\/apps\/server\/(src|dist)\//;

/** `node_modules/fastify/lib/route.js` -> `fastify`; the repository's own files by their path. */
function placeOf(url: string): { file: string; owner: string } {
  if (!url) return { file: '(native)', owner: '(native)' };
  const plain = url.replace(/^file:\/\//, '').replace(/\?.*$/, '');
  const inModules = plain.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = plain.slice(inModules + 'node_modules/'.length).split('/');
    const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? '');
    return { file: `${pkg}/${rest.slice(pkg.includes('/') ? 2 : 1).join('/')}`, owner: pkg };
  }
  if (plain.startsWith('node:')) return { file: plain, owner: 'node (built-in)' };
  const file = path.relative(ROOT, plain);
  return { file, owner: file };
}

export function summarise(file: string, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  // The probe's own work (stopping the profiler) is not the server's.
  const probe = new Set<number>();
  for (const n of profile.nodes) {
    if (!n.callFrame.url.endsWith('loop-probe.mjs')) continue;
    const stack = [n.id];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      probe.add(id);
      stack.push(...(byId.get(id)?.children ?? []));
    }
  }
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, time: number) =>
    map.set(key, (map.get(key) ?? 0) + time);
  const nameOf = (frame: ProfileNode['callFrame'], file: string) => {
    // tsx compiles the repository's files: their line numbers are not the source's.
    const line = frame.lineNumber > 0 && !file.endsWith('.ts') ? `:${frame.lineNumber + 1}` : '';
    return `${file}${line} ${frame.functionName || '(anonymous)'}`;
  };
  let total = 0;
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || probe.has(id)) continue;
    const place = placeOf(frame.url);
    add(functions, nameOf(frame, place.file), time);
    add(owners, place.owner, time);
    total += time;
    // Inclusive time of the repository's own functions: where the bid path's time goes.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parentOf.get(up)) {
      const f = byId.get(up)?.callFrame;
      if (!f || !OWN_CODE.test(f.url)) continue;
      const name = nameOf(f, placeOf(f.url).file);
      if (!seen.has(name)) add(inclusive, name, time);
      seen.add(name);
    }
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, share: total ? time / total : 0 }));
  return {
    functions: rank(functions),
    owners: rank(owners),
    inclusive: rank(inclusive),
    samples: profile.samples.length,
  };
}

/** The profiles the probe wrote for one phase, one per serving process. */
export function profilesOf(dir: string, phase: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${phase}.cpuprofile`))
    .map((f) => path.join(dir, f));
}
