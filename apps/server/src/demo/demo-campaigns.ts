import { campaignCreateSchema } from '@panel/contract';
import type { Db } from '../db/client.ts';
import { changeCampaignStatus } from '../modules/campaigns/campaign-status.ts';
import { createCampaign } from '../modules/campaigns/campaign-writer.ts';
import { approveCreative, rejectCreative } from '../modules/creatives/creative-moderation.ts';
import { storeImage } from '../modules/creatives/image-store.ts';
import { insertGroup } from '../modules/groups/group-repository.ts';
import { BLUE, DEMO_CAMPAIGNS, type Palette } from './demo-campaign-list.ts';
import { stripedPng } from './demo-png.ts';

const GROUPS = ['Evergreen offers', 'Push tests', 'Brand video'];
/** The audit log's actor for the verdicts the demo comes with: no operator gave them. */
const DEMO_MODERATOR = 'demo-seed';

/**
 * Groups, campaigns and images for the demo advertiser, written through the same services as
 * the API, so the demo holds only what a user could have made; then each creative gets the
 * verdict an operator would have given (through the moderation service) and each campaign is
 * walked to its demo state through the state machine.
 */
export async function seedDemoCampaigns(db: Db, advertiserId: number, uploadsDir: string) {
  const groupIds: number[] = [];
  for (const name of GROUPS) {
    const group = await insertGroup(db, advertiserId, name);
    if (group) groupIds.push(group.id);
  }
  const img = async (w: number, h: number, palette: Palette = BLUE) =>
    (await storeImage(db, uploadsDir, stripedPng(w, h, palette), advertiserId)).url;
  for (const demo of DEMO_CAMPAIGNS) {
    const group_id = demo.group === null ? null : (groupIds[demo.group] ?? null);
    const values = campaignCreateSchema.parse({ ...(await demo.body(img)), group_id });
    const campaign = await createCampaign(db, advertiserId, values);
    for (const [i, verdict] of demo.verdicts.entries()) {
      const creative = campaign.creatives[i];
      if (!creative || !verdict) continue;
      if (verdict === 'approve') await approveCreative(db, creative.id, DEMO_MODERATOR);
      else
        await rejectCreative(
          db,
          creative.id,
          'Misleading claim: the ad says a virus was found.',
          DEMO_MODERATOR,
        );
    }
    for (const action of demo.path) await changeCampaignStatus(db, advertiserId, campaign.id, action);
  }
}
