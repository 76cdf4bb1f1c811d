import { type Api, nextAddress } from './api.ts';
import { pointsOf, render } from './points.ts';
import { isRateLimited, type ScanRequest } from './prepare.ts';

/** What every SQL payload carries: a quote and spaces. */
const PROBE = "' AND '1'='1";

export interface Classified {
  request: ScanRequest;
  /** Points the schemas refuse with the probe in them (a 400): no payload reaches the database. */
  validated: string[];
  /** Points whose probe got past the schemas: free text, where hand-written SQL would hurt. */
  free: string[];
}

/**
 * Sorts a request's injection points by whether a payload can get past validation. sqlmap
 * gives the free ones its deeper level (LIKE and parenthesis boundaries) and the others a
 * quick pass, which keeps the whole scan within a CI budget.
 */
export async function classify(api: Api, request: ScanRequest): Promise<Classified> {
  const validated: string[] = [];
  const free: string[] = [];
  for (const point of pointsOf(request)) {
    if (point === 'token') {
      // A bearer token with a space is no token: refused before any lookup.
      validated.push(point);
      continue;
    }
    const probe = render(request, (id) => (id === point ? PROBE : ''));
    const reply = await api(request.route.method, probe.target, {
      token: probe.token || undefined,
      json: probe.body,
      from: isRateLimited(request.route) ? nextAddress() : undefined,
    });
    (reply.status === 400 ? validated : free).push(point);
  }
  return { request, validated, free };
}
