import type { ScanRequest } from './prepare.ts';

/**
 * The places of a request a payload can go: path ids, query values, the strings of a JSON body
 * (numbers and booleans with a payload are no longer JSON and stop at the parser), and, for a
 * route with none of those, the bearer token. Ids: `path:name`, `query:name`, `body:a.b.0`, `token`.
 */
export type Suffix = (pointId: string) => string;

function bodyStrings(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => bodyStrings(v, [...at, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => bodyStrings(v, [...at, k]));
  }
  return [];
}

export function pointsOf(request: ScanRequest): string[] {
  const points = [
    ...Object.keys(request.pathValues).map((n) => `path:${n}`),
    ...request.query.map(([n]) => `query:${n}`),
    ...bodyStrings(request.body).map((p) => `body:${p.join('.')}`),
  ];
  if (points.length === 0 && request.token) points.push('token');
  return points;
}

function suffixed(value: unknown, suffix: Suffix, at: string[] = []): unknown {
  if (typeof value === 'string') return `${value}${suffix(`body:${at.join('.')}`)}`;
  if (Array.isArray(value)) return value.map((v, i) => suffixed(v, suffix, [...at, String(i)]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, suffixed(v, suffix, [...at, k])]));
  }
  return value;
}

/** The request with `suffix(point)` after each point's value: a marker, or a probe. */
export function render(request: ScanRequest, suffix: Suffix) {
  const path = request.route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(`${request.pathValues[name] ?? ''}${suffix(`path:${name}`)}`),
  );
  // sqlmap's marker survives: encodeURIComponent leaves `*` alone.
  const query = request.query.map(([k, v]) => `${k}=${encodeURIComponent(`${v}${suffix(`query:${k}`)}`)}`);
  return {
    target: query.length ? `${path}?${query.join('&')}` : path,
    body: request.body === undefined ? undefined : suffixed(request.body, suffix),
    token: request.token ? `${request.token}${suffix('token')}` : '',
  };
}
