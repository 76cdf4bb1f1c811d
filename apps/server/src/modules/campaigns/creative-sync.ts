import type { CreativeContent } from '@panel/contract';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatives } from '../../db/schema.ts';
import { type CreativeRow, creativeContent } from './campaign-mapper.ts';

/** JSON with keys in order: jsonb does not keep the order a client sent them in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * Makes a campaign's creatives the given set. A creative whose content changed goes back to
 * moderation (pending, no reject reason), as on every network we model; a new name alone does
 * not, since nobody sees it but the advertiser. Creatives left out are removed.
 */
export async function syncCreatives(
  db: Db,
  campaign: { id: number; advertiserId: number },
  wanted: CreativeContent[],
  existing: CreativeRow[],
) {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const kept = wanted.flatMap((c) => (c.id !== undefined && byId.has(c.id) ? [c.id] : []));
  await db
    .delete(creatives)
    .where(
      and(eq(creatives.campaignId, campaign.id), kept.length ? notInArray(creatives.id, kept) : undefined),
    );
  for (const c of wanted) {
    const content = creativeContent(c);
    const row = c.id === undefined ? undefined : byId.get(c.id);
    if (!row) {
      await db.insert(creatives).values({
        campaignId: campaign.id,
        advertiserId: campaign.advertiserId,
        type: c.type,
        name: c.name,
        status: 'pending',
        content,
      });
      continue;
    }
    const changed = row.type !== c.type || canonical(row.content) !== canonical(content);
    if (!changed && row.name === c.name) continue;
    await db
      .update(creatives)
      .set({
        type: c.type,
        name: c.name,
        content,
        updatedAt: new Date(),
        ...(changed ? { status: 'pending' as const, rejectReason: null } : {}),
      })
      .where(eq(creatives.id, row.id));
  }
}

/**
 * A creative without a click address of its own sends its clicks to the campaign's destination,
 * so a new destination is new content for it: it goes back to moderation, or an approved ad
 * could be pointed at an unreviewed page. Tags and VAST carry their own links and stay as they are.
 */
export async function remoderateForNewDestination(db: Db, campaignId: number): Promise<void> {
  await db
    .update(creatives)
    .set({ status: 'pending', rejectReason: null, updatedAt: new Date() })
    .where(
      and(
        eq(creatives.campaignId, campaignId),
        inArray(creatives.status, ['active', 'paused']),
        sql`${creatives.content}->'click_url' = 'null'::jsonb`,
      ),
    );
}
