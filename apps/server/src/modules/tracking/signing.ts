import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { databaseSecret } from '../../lib/db-secret.ts';

/**
 * Signs and checks what the tracking endpoints hand out: click links (the ad's address through
 * us, which names the campaign to send the visitor to) and click ids (what the landing page
 * passes back in a postback). HMAC-SHA-256 with a per-database key, one purpose label per kind
 * so that a signature of one kind is never valid as the other. A forged or altered value is
 * refused before any database lookup.
 */
export interface Signer {
  sign(purpose: Purpose, data: string): string;
  verify(purpose: Purpose, data: string, signature: string): boolean;
}
export type Purpose = 'link' | 'click' | 'test';

/** 12 bytes (96 bits) of HMAC: far beyond guessing for values that also expire. */
const SIGNATURE_BYTES = 12;

export function createSigner(secret: string): Signer {
  const mac = (purpose: Purpose, data: string) =>
    createHmac('sha256', secret).update(`${purpose}:${data}`).digest().subarray(0, SIGNATURE_BYTES);
  return {
    sign: (purpose, data) => mac(purpose, data).toString('base64url'),
    verify(purpose, data, signature) {
      const given = Buffer.from(signature, 'base64url');
      return given.length === SIGNATURE_BYTES && timingSafeEqual(given, mac(purpose, data));
    },
  };
}

export async function loadSigner(db: Db): Promise<Signer> {
  return createSigner(await databaseSecret(db, 'tracking_hmac_secret'));
}

/** The random part of a click id (the `clicks` row's key): 16 bytes, 22 base64url characters. */
export const newClickKey = () => randomBytes(16).toString('base64url');

const CLICK_KEY = /^[A-Za-z0-9_-]{22}$/;

/** `<key>.<signature>`: 39 characters, safe in any URL and any tracker's field. */
export const clickIdOf = (signer: Signer, key: string) => `${key}.${signer.sign('click', key)}`;

/** The click row's key when the id is one we signed; null when it is not (forged or mangled). */
export function clickKeyOf(signer: Signer, clickId: string): string | null {
  const dot = clickId.indexOf('.');
  if (dot < 0) return null;
  const key = clickId.slice(0, dot);
  const signature = clickId.slice(dot + 1);
  if (!CLICK_KEY.test(key)) return null;
  return signer.verify('click', key, signature) ? key : null;
}
