import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/** Spec section 3: the SSP list (id, name), the platform's supply partners. */
export const sspListItemSchema = referenceItem({ name: z.string() });
export type SspListItem = z.infer<typeof sspListItemSchema>;

/**
 * The supply partners the platform has contracts with, as an operator sets them up; an
 * advertiser then chooses which to buy from (PUT /api/v1/ssp/{ssp_id}). Ids are stable and
 * below GUEST_SSP_ID_BASE. Kept in code until an operator screen exists: adding a partner is a
 * release, as it also means a contract and a parser.
 */
export const SSP_LIST: readonly SspListItem[] = [
  { id: 1, name: 'Adverta Exchange' },
  { id: 2, name: 'PopCore SSP' },
  { id: 3, name: 'PushHouse' },
  { id: 4, name: 'NativeFlow' },
  { id: 5, name: 'VidStream Ads' },
];

/**
 * A guest SSP (a self-registered account) is an SSP too: its SSP id is this base plus its
 * account id, so it never meets a partner's id in statistics or settings.
 */
export const GUEST_SSP_ID_BASE = 1_000_000;
export const guestSspIdOf = (guestAccountId: number) => GUEST_SSP_ID_BASE + guestAccountId;
export const guestAccountOf = (sspId: number): number | null =>
  sspId > GUEST_SSP_ID_BASE ? sspId - GUEST_SSP_ID_BASE : null;
export const findPartnerSsp = (id: number) => SSP_LIST.find((s) => s.id === id);
