/**
 * Request examples published in the OpenAPI document; a test posts each one as a newly signed-up
 * advertiser. They name no group and no uploaded image, which a new account does not have.
 */
const workdays = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
/** Weekdays 08:00–23:00, the schedule the examples use. */
export const workdaySchedule = {
  mon: workdays,
  tue: workdays,
  wed: workdays,
  thu: workdays,
  fri: workdays,
  sat: [],
  sun: [],
};

export const campaignCreateExamples = [
  {
    name: 'Popunder US+CA, even pacing',
    ad_format: 'popunder',
    pricing_model: 'smart_cpm',
    bid: 2.5,
    destination_url: 'https://offer.example.com/landing?click_id={click_id}&zone={zone_id}&country={country}',
    time_zone: 'America/New_York',
    budget: { daily: 100, total: 3000, pacing: 'even' },
    frequency_cap: { impressions: 2, period_hours: 24 },
    schedule: workdaySchedule,
    start_date: '2026-01-05',
    end_date: '2026-12-31',
    targeting: {
      countries: { mode: 'include', values: ['US', 'CA'] },
      device_types: { mode: 'include', values: [2] },
      os: { mode: 'include', values: [{ id: 28, version_ids: [] }] },
      ip_ranges: { mode: 'exclude', values: ['203.0.113.0/24'] },
      zones: { mode: 'exclude', values: ['55001', 'ssp7:zone-19'] },
    },
    bid_by_country: [{ country: 'US', bid: 3 }],
    creatives: [{ type: 'popunder', name: 'Main landing' }],
  },
  {
    name: 'HTML tag 300x250 CPM',
    ad_format: 'html tag',
    pricing_model: 'cpm',
    bid: 0.8,
    destination_url: 'https://shop.example.com/?cid={click_id}',
    creatives: [
      {
        type: 'tag',
        name: 'Third-party tag',
        markup: '<script src="https://ads.example.com/tag.js?w=300&h=250" async></script>',
      },
    ],
  },
  {
    name: 'VAST pre-roll',
    ad_format: 'vast',
    pricing_model: 'cpm',
    bid: 6,
    destination_url: 'https://brand.example.com/',
    budget: { daily: 50 },
    creatives: [{ type: 'vast', name: 'Pre-roll 15s', vast_url: 'https://ads.example.com/vast.xml' }],
  },
  {
    name: 'Direct link CPA',
    ad_format: 'direct link',
    pricing_model: 'cpa',
    bid: 12,
    destination_url: 'https://offer.example.com/signup?click_id={click_id}',
    creatives: [{ type: 'url', name: 'Sign-up page' }],
  },
];

export const campaignUpdateExamples = [
  { bid: 1.8, budget: { daily: 150 }, targeting: { countries: { mode: 'exclude', values: ['CN'] } } },
];

export const bulkStatusExamples = [{ ids: [1, 2, 3], action: 'stop' }];

const sites = [{ sites: ['1001', '1002'] }];
const zones = [{ zones: ['55001', 'ssp7:zone-19'] }];

/**
 * By dimension and mode. Countries differ by mode: the create example bids on US and CA, and a
 * country list that would leave a bid outside is refused.
 */
export const targetListExamples = {
  countries: { include: [{ countries: ['US', 'CA', 'GB'] }], exclude: [{ countries: ['CN', 'RU'] }] },
  sites: { include: sites, exclude: sites },
  zones: { include: zones, exclude: zones },
};

export const bidExamples = {
  country: [
    {
      bids: [
        // Countries the campaign buys (the create example's US and CA): a bid elsewhere is refused.
        { country: 'US', bid: 3.2 },
        { country: 'CA', bid: 2.1 },
      ],
    },
  ],
  site: [{ bids: [{ site_id: '1001', bid: 1.4 }] }],
  zone: [{ bids: [{ zone_id: '55001', bid: 0.9 }] }],
};
