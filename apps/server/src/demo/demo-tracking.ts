import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campaigns } from '../db/schema.ts';
import { sspEndpoints } from '../db/supply-schema.ts';
import { postbacks, retargetingPixels } from '../db/tracking-schema.ts';
import { clickContextOf } from '../modules/tracking/click-link.ts';
import { recordClick } from '../modules/tracking/click-record.ts';
import { loadSigner } from '../modules/tracking/signing.ts';

const token = () => randomBytes(12).toString('base64url');
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'BR'];
const DEMO_CLICKS = 20;

/**
 * The demo advertiser's tracking: a "Sale" goal, a site-visit pixel, and recent clicks on its
 * campaigns recorded exactly as the click route records them, so the goal's debugger has a
 * real click to show and to send a test conversion for.
 */
export async function seedDemoTracking(db: Db, advertiserId: number) {
  await db.insert(postbacks).values({
    advertiserId,
    token: token(),
    name: 'Sale',
    payoutMicros: 25_000_000,
    windowDays: 30,
    allowRepeats: false,
  });
  await db
    .insert(retargetingPixels)
    .values({ advertiserId, token: token(), name: 'Site visitors', typeId: 4, membershipDays: 30 });
  const own = await db
    .select({ id: campaigns.id, adFormat: campaigns.adFormat })
    .from(campaigns)
    .where(eq(campaigns.advertiserId, advertiserId));
  if (own.length === 0) return;
  const [endpoint] = await db
    .select({ id: sspEndpoints.id, sspId: sspEndpoints.sspId })
    .from(sspEndpoints)
    .where(eq(sspEndpoints.advertiserId, advertiserId))
    .orderBy(sspEndpoints.id)
    .limit(1);
  const signer = await loadSigner(db);
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < DEMO_CLICKS; i++) {
    const campaign = own[i % own.length] as (typeof own)[number];
    const context = {
      advertiserId,
      campaignId: campaign.id,
      adFormat: campaign.adFormat,
      country: COUNTRIES[i % COUNTRIES.length] as string,
      sspId: endpoint?.sspId ?? 0,
      sspEndpointId: endpoint?.id ?? 0,
      servedAt: now - 60 * (DEMO_CLICKS - i),
    };
    await recordClick(db, signer, clickContextOf(context), randomBytes(16).toString('base64url'));
  }
}
