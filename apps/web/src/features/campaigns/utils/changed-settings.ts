import type { Campaign, Creative } from '@panel/contract';

/** A setting of a campaign, named by the i18n key of its label in the editor. */
interface Setting {
  label: string;
  read: (campaign: Campaign) => unknown;
  /** False for what the campaign has but the editor's save does not send (status, protected zones). */
  edited?: false;
}

type TargetList = keyof Campaign['targeting'];
const target = (list: TargetList, label: string): Setting => ({
  label: `campaigns.target.${label}`,
  read: (c) => c.targeting[list],
});

// A moderator's decision changes an ad's status, and that is worth telling; its timestamps are not.
const adContent = ({ created_at, updated_at, ...ad }: Creative) => ad;

/** In the order the editor shows them, so the list reads like the form. */
const SETTINGS: Setting[] = [
  { label: 'campaigns.column.status', read: (c) => c.status, edited: false },
  { label: 'campaigns.field.name', read: (c) => c.name },
  { label: 'campaigns.field.group', read: (c) => c.group_id },
  { label: 'campaigns.field.adFormat', read: (c) => c.ad_format },
  { label: 'campaigns.field.pricingModel', read: (c) => c.pricing_model },
  { label: 'campaigns.field.bid', read: (c) => c.bid },
  { label: 'campaigns.field.destinationUrl', read: (c) => c.destination_url },
  { label: 'campaigns.conflict.ads', read: (c) => c.creatives.map(adContent) },
  target('countries', 'countries'),
  target('regions', 'regions'),
  target('cities', 'cities'),
  target('languages', 'languages'),
  target('device_types', 'deviceTypes'),
  target('os', 'os'),
  target('browsers', 'browsers'),
  target('connection_types', 'connectionTypes'),
  target('carriers', 'carriers'),
  target('subscription_periods', 'subscriptionPeriods'),
  target('traffic_categories', 'trafficCategories'),
  target('ssps', 'ssps'),
  target('ssp_endpoints', 'sspEndpoints'),
  target('sites', 'sites'),
  target('zones', 'zones'),
  target('ip_ranges', 'ipRanges'),
  { label: 'campaigns.retargeting.title', read: (c) => c.targeting.retargeting },
  { label: 'campaigns.field.dailyBudget', read: (c) => c.budget.daily },
  { label: 'campaigns.field.totalBudget', read: (c) => c.budget.total },
  { label: 'campaigns.field.pacing', read: (c) => c.budget.pacing },
  { label: 'campaigns.field.frequencyCap', read: (c) => c.frequency_cap },
  { label: 'campaigns.conflict.bidByCountry', read: (c) => c.bid_by_country },
  { label: 'campaigns.conflict.bidBySite', read: (c) => c.bid_by_site },
  { label: 'campaigns.conflict.bidByZone', read: (c) => c.bid_by_zone },
  { label: 'campaigns.field.timeZone', read: (c) => c.time_zone },
  { label: 'campaigns.field.startDate', read: (c) => c.start_date },
  { label: 'campaigns.field.endDate', read: (c) => c.end_date },
  { label: 'campaigns.schedule.grid', read: (c) => c.schedule },
  {
    label: 'campaigns.conflict.protectedZones',
    read: (c) => c.traffic_optimizer.protected_zones,
    edited: false,
  },
];

export interface ChangedSetting {
  label: string;
  edited: boolean;
}

/** The settings that differ between two saved versions of one campaign. */
export function changedSettings(before: Campaign, after: Campaign): ChangedSetting[] {
  return SETTINGS.filter(({ read }) => JSON.stringify(read(before)) !== JSON.stringify(read(after))).map(
    ({ label, edited }) => ({ label, edited: edited ?? true }),
  );
}
