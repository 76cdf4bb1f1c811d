import { randomBytes } from 'node:crypto';
import { PARTNER_CODE_ALPHABET } from '@panel/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerCodes } from '../../db/supply-schema.ts';

/** Twelve characters in three groups; 32 symbols divide 256, so `byte % 32` is unbiased. */
export function newPartnerCode(): string {
  const chars = Array.from(randomBytes(12), (b) => PARTNER_CODE_ALPHABET[b % PARTNER_CODE_ALPHABET.length]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * The advertiser's partner code, made on first read. Two first reads at once both insert; the
 * loser's insert does nothing and both read the winner's code. A clash with another account's
 * code (one in 2^60) also does nothing, and the next round draws again.
 */
export async function ensurePartnerCode(db: Db, advertiserId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .select({ code: partnerCodes.code })
      .from(partnerCodes)
      .where(eq(partnerCodes.advertiserId, advertiserId));
    if (existing[0]) return existing[0].code;
    await db.insert(partnerCodes).values({ advertiserId, code: newPartnerCode() }).onConflictDoNothing();
  }
  throw new Error('could not store a partner code');
}
