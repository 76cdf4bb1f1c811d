import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const m = messagesEn;

/** Every rule of a campaign body at least once: each refusal names its field with its message. */
describe.each(DRIVERS)('campaign validation on %s', (driver) => {
  const ctx = useApp(driver);

  it.each([
    ['name', { name: '' }, m['validation.required']],
    ['name', { name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    ['ad_format', { ad_format: '999x999' }, m['validation.adFormat']],
    ['pricing_model', { pricing_model: 'cpv' }, m['validation.pricingModel']],
    ['pricing_model', { pricing_model: 'cpc' }, m['validation.pricingForFormat']],
    ['bid', { bid: 0 }, m['validation.bid']],
    ['bid', { bid: 1001 }, m['validation.bid']],
    ['bid', { bid: '1.5' }, m['validation.bid']],
    ['bid', { bid: 1.0000001 }, m['validation.moneyPrecision']],
    ['destination_url', { destination_url: 'ftp://offer.example.com' }, m['validation.url']],
    [
      'destination_url',
      { destination_url: 'https://offer.example.com/?id={clickid}' },
      m['validation.macro'],
    ],
    ['time_zone', { time_zone: 'Mars/Olympus' }, m['validation.timeZone']],
    ['budget.daily', { budget: { daily: 5 } }, m['validation.budget']],
    ['budget.total', { budget: { daily: 50, total: 20 } }, m['validation.totalBelowDaily']],
    ['budget.pacing', { budget: { pacing: 'even' } }, m['validation.evenNeedsDaily']],
    ['budget.pacing', { budget: { pacing: 'fast' } }, m['validation.pacing']],
    [
      'frequency_cap.impressions',
      { frequency_cap: { impressions: 0, period_hours: 24 } },
      m['validation.frequencyImpressions'],
    ],
    [
      'frequency_cap.period_hours',
      { frequency_cap: { impressions: 3, period_hours: 169 } },
      m['validation.frequencyPeriod'],
    ],
    [
      'schedule',
      { schedule: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
      m['validation.scheduleEmpty'],
    ],
    [
      'schedule.mon.0',
      { schedule: { mon: [24], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
      m['validation.hour'],
    ],
    [
      'schedule.mon',
      { schedule: { mon: [1, 1], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
      m['validation.hoursRepeated'],
    ],
    ['schedule.tue', { schedule: { mon: [1] } }, m['validation.hours']],
    ['start_date', { start_date: '2026-02-30' }, m['validation.date']],
    ['end_date', { start_date: '2026-03-02', end_date: '2026-03-01' }, m['validation.endBeforeStart']],
    [
      'targeting.countries.mode',
      { targeting: { countries: { mode: 'only', values: [] } } },
      m['validation.targetMode'],
    ],
    [
      'targeting.countries.values.0',
      { targeting: { countries: { mode: 'include', values: ['USA'] } } },
      m['validation.country'],
    ],
    [
      'targeting.countries.values.0',
      { targeting: { countries: { mode: 'include', values: ['ZZ'] } } },
      m['validation.country'],
    ],
    [
      'targeting.regions.values.0',
      { targeting: { regions: { mode: 'include', values: ['California'] } } },
      m['validation.region'],
    ],
    [
      'targeting.ip_ranges.values.0',
      { targeting: { ip_ranges: { mode: 'exclude', values: ['10.0.0.0/33'] } } },
      m['validation.ipRange'],
    ],
    [
      'targeting.traffic_categories.values.0',
      { targeting: { traffic_categories: { mode: 'include', values: [999] } } },
      m['validation.unknownItem'],
    ],
    [
      'targeting.subscription_periods.values',
      { targeting: { subscription_periods: { mode: 'include', values: [1] } } },
      m['validation.pushOnly'],
    ],
    [
      'targeting.zones.values.0',
      { targeting: { zones: { mode: 'exclude', values: ['a b'] } } },
      m['validation.sourceId'],
    ],
    [
      'targeting.device_types.values.0',
      { targeting: { device_types: { mode: 'include', values: [-1] } } },
      m['validation.id'],
    ],
    [
      'targeting.zones.values',
      {
        targeting: { zones: { mode: 'exclude', values: Array.from({ length: 10_001 }, (_, i) => `z${i}`) } },
      },
      m['validation.listTooLong'],
    ],
    [
      'targeting.planets',
      { targeting: { planets: { mode: 'include', values: [] } } },
      m['validation.unknownField'],
    ],
    [
      'bid_by_country.1.country',
      {
        bid_by_country: [
          { country: 'US', bid: 1 },
          { country: 'us', bid: 2 },
        ],
      },
      m['validation.duplicate'],
    ],
    ['bid_by_zone.0.bid', { bid_by_zone: [{ zone_id: '1', bid: 5000 }] }, m['validation.bid']],
    ['group_id', { group_id: 2147483647 }, m['validation.groupNotFound']],
    ['group_id', { group_id: 'x' }, m['validation.id']],
    ['creatives', { creatives: [] }, m['validation.creativesRequired']],
    [
      'creatives',
      { creatives: Array.from({ length: 21 }, () => ({ type: 'popunder', name: 'x' })) },
      m['validation.creativesTooMany'],
    ],
    ['creatives.0.type', { creatives: [{ type: 'url', name: 'x' }] }, m['validation.creativeFormat']],
    ['creatives.0.type', { creatives: [{ type: 'banner', name: 'x' }] }, m['validation.creativeType']],
    [
      'creatives.0.id',
      { creatives: [{ type: 'popunder', name: 'x', id: 2147483647 }] },
      m['validation.creativeNotInCampaign'],
    ],
    ['status', { status: 'active' }, m['validation.unknownField']],
  ])('refuses a bad %s', async (field, change, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: popunder(change),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((res.body.fields as Record<string, string>)[field], JSON.stringify(res.body.fields)).toBe(message);
  });

  it.each([
    [
      'tag without an HTML element',
      { ad_format: 'html tag', creatives: [{ type: 'tag', name: 't', markup: 'just text' }] },
      'creatives.0.markup',
      m['validation.markup'],
    ],
    [
      'video that is not mp4/webm',
      {
        ad_format: 'video',
        creatives: [
          { type: 'video', name: 'v', video_url: 'https://cdn.example.com/a.avi', duration_seconds: 10 },
        ],
      },
      'creatives.0.video_url',
      m['validation.videoFile'],
    ],
    [
      'video over http',
      {
        ad_format: 'video',
        creatives: [
          { type: 'video', name: 'v', video_url: 'http://cdn.example.com/a.mp4', duration_seconds: 10 },
        ],
      },
      'creatives.0.video_url',
      m['validation.httpsUrl'],
    ],
    [
      'video too long',
      {
        ad_format: 'video',
        creatives: [
          { type: 'video', name: 'v', video_url: 'https://cdn.example.com/a.mp4', duration_seconds: 181 },
        ],
      },
      'creatives.0.duration_seconds',
      m['validation.videoDuration'],
    ],
    [
      'VAST with neither url nor xml',
      { ad_format: 'vast', creatives: [{ type: 'vast', name: 'v' }] },
      'creatives.0.vast_url',
      m['validation.vastOneOf'],
    ],
    [
      'VAST with both',
      {
        ad_format: 'vast',
        creatives: [
          {
            type: 'vast',
            name: 'v',
            vast_url: 'https://a.example.com/v.xml',
            vast_xml: '<VAST version="3.0"></VAST>',
          },
        ],
      },
      'creatives.0.vast_url',
      m['validation.vastOneOf'],
    ],
    [
      'VAST xml that is not VAST',
      { ad_format: 'vast', creatives: [{ type: 'vast', name: 'v', vast_xml: '<html></html>' }] },
      'creatives.0.vast_xml',
      m['validation.vastXml'],
    ],
    [
      'push title too long',
      {
        ad_format: 'classic push',
        pricing_model: 'cpc',
        creatives: [
          {
            type: 'push',
            name: 'p',
            title: 'x'.repeat(31),
            text: 't',
            icon_url: `/uploads/${'a'.repeat(64)}.png`,
          },
        ],
      },
      'creatives.0.title',
      'Must be at most 30 characters',
    ],
    [
      'push icon not uploaded here',
      {
        ad_format: 'classic push',
        pricing_model: 'cpc',
        creatives: [
          { type: 'push', name: 'p', title: 't', text: 't', icon_url: 'https://cdn.example.com/icon.png' },
        ],
      },
      'creatives.0.icon_url',
      m['validation.uploadUrl'],
    ],
    [
      'push icon never uploaded',
      {
        ad_format: 'classic push',
        pricing_model: 'cpc',
        creatives: [
          { type: 'push', name: 'p', title: 't', text: 't', icon_url: `/uploads/${'a'.repeat(64)}.png` },
        ],
      },
      'creatives.0.icon_url',
      m['validation.imageMissing'],
    ],
    [
      'native without description',
      {
        ad_format: 'native',
        creatives: [
          {
            type: 'native',
            name: 'n',
            title: 't',
            icon_url: `/uploads/${'a'.repeat(64)}.png`,
            image_url: `/uploads/${'b'.repeat(64)}.png`,
          },
        ],
      },
      'creatives.0.description',
      m['validation.required'],
    ],
    [
      'calendar event too short',
      {
        ad_format: 'calendar',
        creatives: [
          {
            type: 'calendar',
            name: 'c',
            title: 't',
            description: 'd',
            starts_after_minutes: 0,
            duration_minutes: 4,
          },
        ],
      },
      'creatives.0.duration_minutes',
      m['validation.eventDuration'],
    ],
    [
      'calendar starting after a week',
      {
        ad_format: 'calendar',
        creatives: [
          {
            type: 'calendar',
            name: 'c',
            title: 't',
            description: 'd',
            starts_after_minutes: 10_081,
            duration_minutes: 30,
          },
        ],
      },
      'creatives.0.starts_after_minutes',
      m['validation.startsAfter'],
    ],
    [
      'creative click url with unknown macro',
      { creatives: [{ type: 'popunder', name: 'p', click_url: 'https://a.example.com/{oops}' }] },
      'creatives.0.click_url',
      m['validation.macro'],
    ],
  ])('refuses a creative: %s', async (_, change, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: popunder(change),
    });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field], JSON.stringify(res.body.fields)).toBe(message);
  });

  it('refuses a body that is not JSON or not an object, never with a 500', async () => {
    const { token } = await signUpAndIn(ctx.app);
    for (const payload of ['null', '[]', '"x"', '{"name":']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])(
    'answers a bad id "%s" with a 400 naming campaign_id',
    async (id) => {
      const { token } = await signUpAndIn(ctx.app);
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${id}`, token });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ campaign_id: m['validation.id'] });
    },
  );
});
