import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256-bit random opaque token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored as SHA-256: a leaked table does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified against when the e-mail is unknown, so a
 * wrong e-mail costs the same time as a wrong password and timing does not tell them apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(newToken());
  return decoyHash;
}

const PASSWORD_SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!#%+=?@'];

/** A random password that satisfies the registration rule (16 characters, every class). */
export function randomPassword(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b, i) => {
    const set = PASSWORD_SETS[i % PASSWORD_SETS.length] ?? '';
    return set[b % set.length];
  });
  return chars.join('');
}
