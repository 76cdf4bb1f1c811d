import type { UseFormReturnType } from '@mantine/form';
import {
  type AdFormatFamily,
  type Campaign,
  type CampaignCreate,
  campaignCreateSchema,
  defaultTargeting,
  familyOf,
  type Pacing,
  pricingModelsFor,
  type Schedule,
  type Targeting,
} from '@panel/contract';
import { z } from 'zod';
import { type BidValues, bidsPayload, bidsToValues, emptyBidValues } from './bid-values.ts';
import {
  blankCreative,
  type CreativeValues,
  creativePayload,
  creativeToValues,
  type NumberValue,
} from './creative-values.ts';
import { SCHEDULE_PRESETS } from './schedule-grid.ts';

/**
 * The editor's values: the create body's shape, so the contract's error paths ('budget.daily',
 * 'creatives.0.title') name the editor's fields, with inputs kept as the inputs give them
 * (numbers may be '') and the optional parts kept while switched off.
 */
export interface CampaignFormValues extends BidValues {
  name: string;
  group_id: number | null;
  ad_format: string;
  pricing_model: string;
  bid: NumberValue;
  destination_url: string;
  creatives: CreativeValues[];
  targeting: Targeting;
  budget: { daily: NumberValue; total: NumberValue; pacing: Pacing };
  frequency_cap_on: boolean;
  frequency_cap: { impressions: NumberValue; period_hours: NumberValue };
  time_zone: string;
  start_date: string;
  end_date: string;
  schedule_on: boolean;
  schedule: Schedule;
}

export const DEFAULT_FREQUENCY_CAP = { impressions: 3, period_hours: 24 };

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A new campaign: nothing chosen yet, buying all traffic at any time, in the user's own time zone. */
export function emptyCampaignValues(timeZone = browserTimeZone()): CampaignFormValues {
  return {
    name: '',
    group_id: null,
    ad_format: '',
    pricing_model: 'cpm',
    bid: '',
    destination_url: '',
    creatives: [],
    targeting: defaultTargeting(),
    budget: { daily: '', total: '', pacing: 'asap' },
    frequency_cap_on: false,
    frequency_cap: { ...DEFAULT_FREQUENCY_CAP },
    time_zone: timeZone,
    start_date: '',
    end_date: '',
    schedule_on: false,
    schedule: SCHEDULE_PRESETS.all(),
    ...emptyBidValues(),
  };
}

const orBlank = (value: number | null): NumberValue => value ?? '';

export function campaignToValues(campaign: Campaign): CampaignFormValues {
  return {
    name: campaign.name,
    group_id: campaign.group_id,
    ad_format: campaign.ad_format,
    pricing_model: campaign.pricing_model,
    bid: campaign.bid,
    destination_url: campaign.destination_url,
    creatives: campaign.creatives.map(creativeToValues),
    targeting: { ...defaultTargeting(), ...campaign.targeting },
    budget: {
      daily: orBlank(campaign.budget.daily),
      total: orBlank(campaign.budget.total),
      pacing: campaign.budget.pacing,
    },
    frequency_cap_on: campaign.frequency_cap !== null,
    frequency_cap: campaign.frequency_cap ?? { ...DEFAULT_FREQUENCY_CAP },
    time_zone: campaign.time_zone,
    start_date: campaign.start_date ?? '',
    end_date: campaign.end_date ?? '',
    schedule_on: campaign.schedule !== null,
    schedule: (campaign.schedule as Schedule | null) ?? SCHEDULE_PRESETS.all(),
    ...bidsToValues(campaign),
  };
}

/** NaN stands for an empty required number: the schema refuses it with the field's own message. */
const num = (value: NumberValue) => (value === '' ? Number.NaN : value);
const numOrNull = (value: NumberValue) => (value === '' ? null : value);

/**
 * The body of POST /api/v1/campaigns and PUT /api/v1/campaigns/{id}. It carries the country, site
 * and zone bids whole, so a save replaces them with what the editor shows (the bid endpoints are
 * for re-pricing rows from a report without opening the editor).
 */
export function campaignPayload(values: CampaignFormValues): CampaignCreate {
  const family = familyOf(values.ad_format);
  const noPeriods = { mode: 'include' as const, values: [] };
  return {
    name: values.name,
    group_id: values.group_id,
    ad_format: values.ad_format,
    pricing_model: values.pricing_model,
    bid: num(values.bid),
    destination_url: values.destination_url,
    time_zone: values.time_zone,
    budget: {
      daily: numOrNull(values.budget.daily),
      total: numOrNull(values.budget.total),
      pacing: values.budget.pacing,
    },
    frequency_cap: values.frequency_cap_on
      ? {
          impressions: num(values.frequency_cap.impressions),
          period_hours: num(values.frequency_cap.period_hours),
        }
      : null,
    schedule: values.schedule_on ? values.schedule : null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    // Subscription age exists for push traffic only; another format must not carry it.
    targeting:
      family === 'push' ? values.targeting : { ...values.targeting, subscription_periods: noPeriods },
    ...bidsPayload(values),
    creatives: values.creatives.map(creativePayload),
  };
}

/** The contract's create schema, read through the payload: the editor checks what the server will. */
export const campaignFormSchema = z.preprocess(
  (values) => campaignPayload(values as CampaignFormValues),
  campaignCreateSchema,
);

/**
 * Puts an error where the editor shows it: a bad item of a targeting list on the list's field
 * (a retargeting list's too), a bad day of the schedule on the grid.
 */
export function errorField(path: string): string {
  const targeting = /^targeting\.(\w+\.values|retargeting\.(?:include|exclude))\b/.exec(path);
  if (targeting) return `targeting.${targeting[1]}`;
  if (path.startsWith('schedule.')) return 'schedule';
  return path;
}

export function placeErrors(errors: Record<string, unknown>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) placed[errorField(path)] ??= String(message);
  return placed;
}

/**
 * Choosing another ad format: creatives of another family cannot stay (the server would refuse
 * them), so they are replaced by one blank creative of the new family; a pricing model the new
 * family does not sell falls back to the first it does.
 */
export function withAdFormat(values: CampaignFormValues, adFormat: string): CampaignFormValues {
  const family: AdFormatFamily | undefined = familyOf(adFormat);
  if (!family) return { ...values, ad_format: adFormat };
  const allowed = pricingModelsFor(family);
  const keep = values.creatives.length > 0 && values.creatives.every((c) => c.type === family);
  return {
    ...values,
    ad_format: adFormat,
    pricing_model: allowed.includes(values.pricing_model) ? values.pricing_model : (allowed[0] ?? 'cpm'),
    creatives: !keep
      ? [blankCreative(family)]
      : family === 'image' && adFormat !== values.ad_format
        ? // A banner of another size needs another image.
          values.creatives.map((c) => ({ ...c, image_url: '' }))
        : values.creatives,
  };
}

/** The editor's form, as every section receives it. */
export type CampaignForm = UseFormReturnType<CampaignFormValues>;
