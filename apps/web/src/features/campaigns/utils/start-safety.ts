import type { CampaignListItem } from '@panel/contract';

type Budgeted = Pick<CampaignListItem, 'budget'>;

/** No daily and no total budget: once started it spends as long as it wins, without a limit. */
export const hasNoBudget = (c: Budgeted) => c.budget.daily === null && c.budget.total === null;

/** Active, yet no approved (active) ad: it cannot buy anything, whatever its status says. */
export const cannotRun = (c: Pick<CampaignListItem, 'status' | 'active_creatives_count'>) =>
  c.status === 'active' && c.active_creatives_count === 0;
