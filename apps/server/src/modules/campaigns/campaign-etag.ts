import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

/**
 * A campaign's ETag is its version as a strong tag, `"7"`: the same version always serialises to
 * the same body, and If-Match compares strongly (RFC 9110), so a weak tag could never match.
 * It replaces the body hash @fastify/etag would send, which would change with nothing a client
 * can send back; If-None-Match is still answered by that plugin (304 when the tag matches).
 */
export const versionTag = (version: number) => `"${version}"`;

/** What If-Match asks for: any current version (`*`), one of these tags, or nothing (no header). */
export type Precondition = '*' | string[] | undefined;

export function readIfMatch(request: FastifyRequest): Precondition {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * 412 VERSION_CONFLICT when the stored version is none of the tags asked for. Weak tags
 * (`W/"7"`) never match, as RFC 9110 says for If-Match. The answer carries the current version
 * in its ETag header, so a client can tell how far behind it is without another GET.
 */
export function assertVersion(precondition: Precondition, version: number) {
  if (precondition === undefined || precondition === '*') return;
  if (precondition.includes(versionTag(version))) return;
  const error = new HttpError(412, 'VERSION_CONFLICT', 'errors.versionConflict');
  error.headers.etag = versionTag(version);
  throw error;
}

/**
 * preSerialization hook of the campaign routes: every answer that is a whole campaign carries
 * its version as the ETag, so the answer of a PUT (or of any partial update) can be sent back
 * in the next If-Match.
 */
export async function campaignEtag(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const ext = (payload as { ext?: { version?: unknown } } | null)?.ext;
  if (reply.statusCode < 300 && typeof ext?.version === 'number')
    reply.header('etag', versionTag(ext.version));
  return payload;
}
