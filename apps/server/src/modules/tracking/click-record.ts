import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ClickContext } from './click-link.ts';
import { fillMacros, macroValues } from './macros.ts';
import { clickIdOf, newClickKey, type Signer } from './signing.ts';

/** Retargeting type of the audience a click joins (/resources/retargeting_types). */
const CLICK_AUDIENCE = 2;

export interface RecordedClick {
  clickId: string;
  /** The campaign's destination with its macros filled: the only address a click sends to. */
  location: string;
}

interface Row {
  id: number;
  name: string;
  group_id: number | null;
  destination_url: string;
}

/**
 * Records a click of a link we signed, in one statement: the campaign is read (it must be the
 * advertiser's named in the link), the click row inserted and the visitor added to the
 * advertiser's click audiences. null when the campaign is gone: nothing is recorded then.
 */
export async function recordClick(
  db: Db,
  signer: Signer,
  context: ClickContext,
  uid: string | null,
  nowMs = Date.now(),
): Promise<RecordedClick | null> {
  const key = newClickKey();
  const result = (await db.execute(sql`
    with camp as (
      select id, name, group_id, destination_url from campaigns
      where id = ${context.campaignId} and advertiser_id = ${context.advertiserId}
    ), ins as (
      insert into clicks (id, advertiser_id, campaign_id, context, uid)
      select ${key}, ${context.advertiserId}, id, ${JSON.stringify(context)}::jsonb, ${uid}::text from camp
      returning uid
    ), members as (
      insert into retargeting_members (pixel_id, uid, expires_at)
      select p.id, ins.uid, now() + p.membership_days * interval '1 day'
      from retargeting_pixels p, ins
      where p.advertiser_id = ${context.advertiserId} and p.type_id = ${CLICK_AUDIENCE} and ins.uid is not null
      on conflict (pixel_id, uid) do update set expires_at = greatest(retargeting_members.expires_at, excluded.expires_at)
    )
    select id, name, group_id, destination_url from camp`)) as { rows: Row[] };
  const campaign = result.rows[0];
  if (!campaign) return null;
  const clickId = clickIdOf(signer, key);
  const values = macroValues(
    clickId,
    { id: campaign.id, name: campaign.name, groupId: campaign.group_id },
    context,
    nowMs,
  );
  return { clickId, location: fillMacros(campaign.destination_url, values) };
}
