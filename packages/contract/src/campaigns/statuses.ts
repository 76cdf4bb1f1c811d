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

export const CREATIVE_ACTIONS = ['start', 'stop', 'reject'] as const;
export type CreativeAction = (typeof CREATIVE_ACTIONS)[number];

/**
 * A new creative, or one whose content changed, waits in moderation (pending). Start approves
 * a pending creative or resumes a paused one; stop pauses an active one; reject (with a
 * reason) ends it. A rejected creative comes back only by editing its content, which sends it
 * to moderation again.
 */
export const CREATIVE_MACHINE = defineStateMachine<CreativeStatus, CreativeAction>({
  start: { from: ['pending', 'paused'], to: 'active' },
  stop: { from: ['active'], to: 'paused' },
  reject: { from: ['pending', 'active', 'paused'], to: 'rejected' },
});
