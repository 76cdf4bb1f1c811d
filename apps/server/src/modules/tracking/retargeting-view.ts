import type { Retargeting } from '@panel/contract';
import { and, eq, sql } from 'drizzle-orm';
import { retargetingMembers, retargetingPixels } from '../../db/tracking-schema.ts';

export type PixelRow = typeof retargetingPixels.$inferSelect;
export type PixelListed = { row: PixelRow; audience: number };

/** The type whose audience fills from the advertiser's own pages: the only one with a snippet. */
export const SITE_VISIT_TYPE = 4;

export const ownedPixel = (advertiserId: number, id: number) =>
  and(eq(retargetingPixels.advertiserId, advertiserId), eq(retargetingPixels.id, id));

// Qualified by hand: inside a subquery Drizzle writes bare column names, which would read the outer table.
/** Reads retargeting_members_size_idx (pixel_id, expires_at): the live members only. */
export const audienceSize = sql<number>`(select count(*) from ${retargetingMembers}
  where ${retargetingMembers}.pixel_id = ${retargetingPixels}.id and ${retargetingMembers}.expires_at > now())`.mapWith(
  Number,
);

export const pixelColumns = { row: retargetingPixels, audience: audienceSize };

export const pixelUrl = (publicUrl: string, token: string) => `${publicUrl}/track/pixel/${token}.gif`;

/** Built from the server's address and the random token alone: no user text goes into it. */
export const pixelSnippet = (publicUrl: string, token: string) =>
  `<script async src="${publicUrl}/track/pixel/${token}.js"></script>\n` +
  `<noscript><img src="${pixelUrl(publicUrl, token)}" width="1" height="1" alt="" style="display:none"></noscript>`;

export function toRetargeting(publicUrl: string, { row, audience }: PixelListed): Retargeting {
  const siteVisit = row.typeId === SITE_VISIT_TYPE;
  return {
    id: row.id,
    name: row.name,
    type_id: row.typeId,
    membership_days: row.membershipDays,
    snippet: siteVisit ? pixelSnippet(publicUrl, row.token) : null,
    pixel_url: siteVisit ? pixelUrl(publicUrl, row.token) : null,
    audience_size: audience,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
