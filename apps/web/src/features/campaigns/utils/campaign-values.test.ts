import { type Campaign, type Creative, campaignCreateSchema, campaignUpdateSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import {
  type CampaignFormValues,
  campaignFormSchema,
  campaignPayload,
  campaignToValues,
  emptyCampaignValues,
  errorField,
  placeErrors,
  withAdFormat,
} from './campaign-values.ts';
import { blankCreative, creativePayload, creativeToValues } from './creative-values.ts';
import { SCHEDULE_PRESETS } from './schedule-grid.ts';
import { sectionVersions } from './section-versions.ts';

const IMAGE = '/uploads/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90.png';

function filled(adFormat = 'classic push'): CampaignFormValues {
  const values = withAdFormat(emptyCampaignValues('Europe/Berlin'), adFormat);
  const [creative] = values.creatives;
  if (!creative) throw new Error('no creative');
  return {
    ...values,
    name: 'Push DE',
    bid: 0.05,
    destination_url: 'https://offer.example.com/?c={click_id}',
    creatives: [{ ...creative, title: 'Hello', text: 'World', icon_url: IMAGE }],
  };
}

const creative = (extra: Partial<Creative>): Creative => ({
  id: 7,
  campaign_id: 3,
  type: 'push',
  name: 'Ad',
  status: 'active',
  reject_reason: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('the editor values and the API body', () => {
  it('turns a filled form into a body the contract accepts, on create and on update', () => {
    const body = campaignPayload(filled());
    expect(campaignCreateSchema.safeParse(body).success).toBe(true);
    expect(campaignUpdateSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      group_id: null,
      time_zone: 'Europe/Berlin',
      budget: { daily: null, total: null, pacing: 'asap' },
      frequency_cap: null,
      schedule: null,
      start_date: null,
      end_date: null,
    });
    expect(body.creatives).toEqual([
      {
        name: 'Ad 1',
        type: 'push',
        title: 'Hello',
        text: 'World',
        icon_url: IMAGE,
        image_url: null,
        click_url: null,
      },
    ]);
    expect(body).toMatchObject({ bid_by_country: [], bid_by_site: [], bid_by_zone: [] });
  });

  it('sends the frequency cap and the schedule only while they are switched on', () => {
    const on = campaignPayload({
      ...filled(),
      frequency_cap_on: true,
      frequency_cap: { impressions: 2, period_hours: 12 },
      schedule_on: true,
      schedule: SCHEDULE_PRESETS.weekdays(),
    });
    expect(on.frequency_cap).toEqual({ impressions: 2, period_hours: 12 });
    expect(on.schedule?.sat).toEqual([]);
    expect(on.schedule?.mon).toHaveLength(24);
  });

  it('keeps subscription age for push formats only', () => {
    const periods = { mode: 'include' as const, values: [1, 2] };
    const push = filled();
    expect(
      campaignPayload({ ...push, targeting: { ...push.targeting, subscription_periods: periods } }).targeting
        ?.subscription_periods,
    ).toEqual(periods);
    const pop = withAdFormat(push, 'popunder');
    expect(
      campaignPayload({ ...pop, targeting: { ...pop.targeting, subscription_periods: periods } }).targeting
        ?.subscription_periods?.values,
    ).toEqual([]);
  });

  it('reports empty required fields with their own messages, on the fields the form shows', () => {
    const result = campaignFormSchema.safeParse({
      ...filled(),
      name: '',
      bid: '',
      budget: { daily: 5, total: '', pacing: 'even' },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name: validation.required',
        'bid: validation.bid',
        'budget.daily: validation.budget',
      ]),
    );
  });

  it('reads a saved campaign back into the same values it was saved from', () => {
    const values = filled();
    const body = campaignCreateSchema.parse(campaignPayload(values));
    const saved = {
      ...body,
      id: 3,
      status: 'draft',
      group_name: null,
      ad_format_family: 'push',
      created_at: '',
      updated_at: '',
      targeting: body.targeting,
      creatives: body.creatives.map((c, i) => creative({ ...c, id: i + 1 })),
      traffic_optimizer: { protected_zones: [], reset_at: null },
      version: 1,
    } as unknown as Campaign;
    const back = campaignToValues(saved);
    expect({ ...back, creatives: [] }).toEqual({ ...values, creatives: [] });
    expect(campaignPayload(back).creatives).toEqual([{ id: 1, ...body.creatives[0] }]);
  });
});

describe('creatives', () => {
  it('sends only the fields of its family, with the id of a saved one', () => {
    const vast = {
      ...blankCreative('vast'),
      id: 4,
      vast_source: 'xml' as const,
      vast_url: 'https://old.example.com',
      vast_xml: '<VAST version="4.0"></VAST>',
    };
    expect(creativePayload(vast)).toEqual({
      id: 4,
      name: 'Ad 1',
      type: 'vast',
      vast_url: null,
      vast_xml: vast.vast_xml,
    });
    expect(creativePayload({ ...blankCreative('url'), click_url: ' ' })).toEqual({
      name: 'Ad 1',
      type: 'url',
      click_url: null,
    });
  });

  it('reads a saved creative with its moderation state, and a VAST document as pasted XML', () => {
    const values = creativeToValues(
      creative({
        type: 'vast',
        vast_url: null,
        vast_xml: '<VAST/>',
        status: 'rejected',
        reject_reason: 'Broken',
      }),
    );
    expect(values).toMatchObject({
      id: 7,
      vast_source: 'xml',
      vast_xml: '<VAST/>',
      status: 'rejected',
      reject_reason: 'Broken',
    });
  });
});

describe('choosing an ad format', () => {
  it('starts the ads of a new family and keeps a pricing model it sells', () => {
    const push = filled();
    const pop = withAdFormat({ ...push, pricing_model: 'cpc' }, 'popunder');
    expect(pop.creatives.map((c) => c.type)).toEqual(['popunder']);
    expect(pop.pricing_model).toBe('cpm');
    const inPage = withAdFormat(push, 'in-page push');
    expect(inPage.creatives).toEqual(push.creatives);
  });

  it('clears banners made for another size', () => {
    const banner = withAdFormat(emptyCampaignValues(), '300x250');
    const withImage = { ...banner, creatives: banner.creatives.map((c) => ({ ...c, image_url: IMAGE })) };
    expect(withAdFormat(withImage, '728x90').creatives[0]?.image_url).toBe('');
  });
});

describe('placing errors', () => {
  it('puts a bad list item on its list and a bad day on the grid', () => {
    expect(errorField('targeting.ip_ranges.values.2')).toBe('targeting.ip_ranges.values');
    expect(errorField('targeting.os.values.0.version_ids.1')).toBe('targeting.os.values');
    expect(errorField('targeting.retargeting.include.3')).toBe('targeting.retargeting.include');
    expect(errorField('targeting.retargeting.exclude')).toBe('targeting.retargeting.exclude');
    expect(errorField('schedule.mon.3')).toBe('schedule');
    expect(errorField('creatives.0.image_url')).toBe('creatives.0.image_url');
    expect(placeErrors({ 'targeting.countries.values.0': 'A', 'targeting.countries.values.1': 'B' })).toEqual(
      {
        'targeting.countries.values': 'A',
      },
    );
  });
});

describe('section versions', () => {
  it('change for the sections whose values or errors changed, and only for them', () => {
    const before = filled();
    const versions = sectionVersions(before, {});
    const renamed = sectionVersions({ ...before, name: 'Other' }, {});
    expect(renamed.general).not.toBe(versions.general);
    expect({ ...renamed, general: '' }).toEqual({ ...versions, general: '' });
    const withError = sectionVersions(before, { 'targeting.ip_ranges.values': 'Bad' });
    expect(withError.audience).not.toBe(versions.audience);
    expect(withError.budget).toBe(versions.budget);
  });
});
