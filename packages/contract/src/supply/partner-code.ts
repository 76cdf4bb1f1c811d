import { z } from 'zod';

/**
 * The code an advertiser gives a guest SSP so that the guest can make a token for it: twelve
 * characters of Crockford's base32 (no I, L, O, U) in three groups, e.g. `7K3M-Q9XD-2HPA`.
 * Typed in by people, so case and surrounding spaces do not matter.
 */
export const PARTNER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PARTNER_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const partnerCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(PARTNER_CODE, { error: 'validation.partnerCode' });
