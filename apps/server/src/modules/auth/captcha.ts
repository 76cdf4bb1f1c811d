import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create as createAltcha, deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import type { Db } from '../../db/client.ts';
import { captchaUses } from '../../db/schema.ts';
import { databaseSecret } from '../../lib/db-secret.ts';

/**
 * Self-hosted proof-of-work captcha (ALTCHA). The HMAC secret is made once per database
 * and kept there, so every server process signs and checks with the same key; accepted
 * challenges are recorded so one solution cannot be replayed.
 */
export interface Captcha {
  challenge(): Promise<unknown>;
  /** Null when the payload solves a challenge we issued and was not used before; else why not. */
  check(payload: string | undefined): Promise<'missing' | 'failed' | null>;
}

const CHALLENGE_TTL_S = 10 * 60;
/**
 * SHA-256 rounds per attempt, and the range of attempts a solution takes. Measured in headless
 * Chromium here: ~10 µs a round, so 10 rounds x 2,000-6,000 attempts is well under a second
 * for a person and still 40 thousand hashes for every scripted sign-in attempt.
 */
const COST = 10;
const COUNTER_RANGE: [number, number] = [2_000, 6_000];

export async function createCaptcha(db: Db): Promise<Captcha> {
  const hmacSignatureSecret = await databaseSecret(db, 'captcha_hmac_secret');
  const hmacKeySignatureSecret = await deriveHmacKeySecret(hmacSignatureSecret);
  const store = {
    async get() {
      return undefined;
    },
    async set() {},
    async setIfAbsent(id: string) {
      const inserted = await db
        .insert(captchaUses)
        .values({ challengeId: id })
        .onConflictDoNothing()
        .returning();
      return inserted.length > 0;
    },
  };
  const altcha = createAltcha({ deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store });
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: COST,
        counter: randomInt(...COUNTER_RANGE),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
      }),
    async check(payload) {
      if (!payload) return 'missing';
      const result = await altcha.verify(
        payload,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        store,
      );
      return result.error ? 'failed' : null;
    },
  };
}
