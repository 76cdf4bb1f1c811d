import { defineStateMachine } from './state-machine.ts';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * `edit` is not a status call: it guards every change of a campaign's settings (PUT, include and
 * exclude, bids, group link, traffic optimizer), so an archived campaign stays as it was archived.
 */
export const CAMPAIGN_ACTIONS = ['start', 'stop', 'archive', 'dearchive', 'edit'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];
/** The actions of PUT /campaigns/{id}/status/{action} and of the bulk call. */
export const CAMPAIGN_STATUS_ACTIONS = ['start', 'stop', 'archive', 'dearchive'] as const;
export type CampaignStatusAction = (typeof CAMPAIGN_STATUS_ACTIONS)[number];

/**
 * A new or cloned campaign is a draft. Start sends it live; stop pauses it. Any campaign not
 * yet archived can be archived; dearchive brings it back paused, never live, so nothing
 * spends money the moment it leaves the archive.
 */
export const CAMPAIGN_MACHINE = defineStateMachine<CampaignStatus, CampaignAction>({
  start: { from: ['draft', 'paused'], to: 'active' },
  stop: { from: ['active'], to: 'paused' },
  archive: { from: ['draft', 'active', 'paused'], to: 'archived' },
  dearchive: { from: ['archived'], to: 'paused' },
  edit: { from: ['draft', 'active', 'paused'] },
});

export const CREATIVE_STATUSES = ['pending', 'active', 'paused', 'rejected'] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

/** The advertiser's calls: PUT /api/v1/creatives/{id}/status/{action}. */
export const CREATIVE_ACTIONS = ['start', 'stop', 'reject'] as const;
export type CreativeAction = (typeof CREATIVE_ACTIONS)[number];

/** The operator's moderation commands: `npm run admin -- creatives approve|reject`. */
export const CREATIVE_MODERATION_ACTIONS = ['approve', 'reject'] as const;
export type CreativeModerationAction = (typeof CREATIVE_MODERATION_ACTIONS)[number];

export type CreativeMachineAction = CreativeAction | CreativeModerationAction;

/**
 * A new creative, or one whose content changed, waits in moderation (pending) until the operator
 * approves it (active) or rejects it with a reason. Approval is the operator's alone: the
 * advertiser's start only resumes a creative it paused, and stop pauses an active one, so no
 * markup runs unreviewed. Reject is both sides': the operator's verdict, or the advertiser
 * retiring its own creative with a reason. A rejected creative comes back only by editing its
 * content, which sends it to moderation again.
 */
export const CREATIVE_MACHINE = defineStateMachine<CreativeStatus, CreativeMachineAction>({
  approve: { from: ['pending'], to: 'active' },
  start: { from: ['paused'], to: 'active' },
  stop: { from: ['active'], to: 'paused' },
  reject: { from: ['pending', 'active', 'paused'], to: 'rejected' },
});

/**
 * The creative states that let a campaign start. Paused creatives were approved, but a campaign
 * whose creatives are all paused would go live and show nothing, so only active ones count.
 */
export const CREATIVE_STATUSES_TO_START_CAMPAIGN: readonly CreativeStatus[] = ['active'];
