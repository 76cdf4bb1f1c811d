import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import { encodeClickLink } from './click-link.ts';
import { loadSigner } from './signing.ts';

/**
 * A click link of a campaign, as the bidder would serve it with an ad (operators and tests use
 * it until the bidder does): the advertiser is the campaign's, the traffic is what is given.
 * null when there is no such campaign.
 */
export async function campaignClickLink(
  db: Db,
  input: { campaign: number; zone?: string | undefined; country?: string | undefined },
  publicUrl: string,
): Promise<{ campaign_id: number; link: string } | null> {
  const [campaign] = await db
    .select({ id: campaigns.id, advertiserId: campaigns.advertiserId, adFormat: campaigns.adFormat })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaign));
  if (!campaign) return null;
  const link = encodeClickLink(await loadSigner(db), {
    advertiserId: campaign.advertiserId,
    campaignId: campaign.id,
    adFormat: campaign.adFormat,
    zoneId: input.zone ?? '',
    country: input.country?.toUpperCase() ?? '',
    servedAt: Math.floor(Date.now() / 1000),
  });
  return { campaign_id: campaign.id, link: `${publicUrl}/track/click/${link}` };
}
