import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor's first-party id on the platform's host: 16 random bytes, nothing personal. It
 * puts a browser into the advertiser's audiences (click, conversion and site-visit pixels).
 */
export const UID_COOKIE = 'uid';
const UID = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_S = 365 * 24 * 3600;

/** The uid of the Cookie header when it is one we could have set; null otherwise. */
export function readUid(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== UID_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (UID.test(value)) return value;
  }
  return null;
}

/**
 * The visitor's uid, and whether it is new (the browser sent none, or a malformed one): the
 * caller sets it with `setUidCookie` once the hit is known to count.
 */
export function visitorUid(request: FastifyRequest): { uid: string; fresh: boolean } {
  const known = readUid(request);
  return known ? { uid: known, fresh: false } : { uid: randomBytes(16).toString('base64url'), fresh: true };
}

/**
 * An https page embeds the pixel from other sites, so the cookie must be `SameSite=None; Secure`
 * there; plain http (development) cannot set Secure and gets Lax.
 */
export function setUidCookie(request: FastifyRequest, reply: FastifyReply, uid: string): void {
  const site = request.protocol === 'https' ? 'SameSite=None; Secure' : 'SameSite=Lax';
  reply.header('set-cookie', `${UID_COOKIE}=${uid}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; ${site}`);
}
