import type { CampaignCreate, CampaignStatusAction } from '@panel/contract';

/** The demo advertiser's campaigns: data only, played by demo-campaigns.ts. */
export type Palette = [number, number, number][];
export const BLUE: Palette = [
  [34, 139, 230],
  [250, 176, 5],
];
const GREEN: Palette = [
  [18, 184, 134],
  [255, 255, 255],
];
const RED: Palette = [
  [250, 82, 82],
  [33, 37, 41],
];

const office = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
const week = { mon: office, tue: office, wed: office, thu: office, fri: office, sat: [], sun: [] };
const landing = 'https://offer.example.com/lp?click_id={click_id}&zone={zone_id}&country={country}';

export interface DemoCampaign {
  group: number | null;
  body: (
    img: (w: number, h: number, p?: Palette) => Promise<string>,
  ) => Promise<Omit<CampaignCreate, 'group_id'>>;
  /** Status calls in order, from draft. */
  path: CampaignStatusAction[];
  /** One moderation verdict per creative, in order; none leaves it pending. */
  verdicts: ('approve' | 'reject-landing' | null)[];
}

/** Twelve campaigns across formats, states and three groups: what a new user of the demo sees. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    group: 0,
    path: ['start'],
    verdicts: ['approve', null],
    body: async (img) => ({
      name: 'Sweepstakes US — 300x250',
      ad_format: '300x250',
      pricing_model: 'cpm',
      bid: 1.2,
      destination_url: landing,
      time_zone: 'America/New_York',
      budget: { daily: 150, total: 4500, pacing: 'even' },
      schedule: week,
      targeting: {
        countries: { mode: 'include', values: ['US'] },
        device_types: { mode: 'include', values: [2, 4] },
      },
      bid_by_country: [{ country: 'US', bid: 1.5 }],
      creatives: [
        { type: 'image', name: 'Blue stripes', image_url: await img(300, 250) },
        { type: 'image', name: 'Green stripes', image_url: await img(300, 250, GREEN) },
      ],
    }),
  },
  {
    group: 0,
    path: ['start', 'stop'],
    verdicts: ['approve'],
    body: async (img) => ({
      name: 'Sweepstakes UK — 728x90',
      ad_format: '728x90',
      pricing_model: 'cpm',
      bid: 0.9,
      destination_url: landing,
      time_zone: 'Europe/London',
      targeting: { countries: { mode: 'include', values: ['GB'] } },
      creatives: [{ type: 'image', name: 'Leaderboard', image_url: await img(728, 90) }],
    }),
  },
  {
    group: 1,
    path: ['start'],
    verdicts: ['approve', 'approve'],
    body: async (img) => ({
      name: 'VPN push — tier 1',
      ad_format: 'classic push',
      pricing_model: 'cpc',
      bid: 0.05,
      destination_url: landing,
      budget: { daily: 80 },
      frequency_cap: { impressions: 3, period_hours: 24 },
      targeting: {
        countries: { mode: 'include', values: ['US', 'GB', 'CA', 'AU', 'DE'] },
        subscription_periods: { mode: 'include', values: [1, 2, 3] },
      },
      creatives: [
        {
          type: 'push',
          name: 'Shield',
          title: 'Your connection is exposed',
          text: 'Protect your browsing in one tap',
          icon_url: await img(192, 192, GREEN),
          image_url: await img(492, 328, GREEN),
        },
        {
          type: 'push',
          name: 'Lock',
          title: 'Browse privately',
          text: 'Fast VPN, free for 7 days',
          icon_url: await img(192, 192, RED),
        },
      ],
    }),
  },
  {
    group: 1,
    path: ['start'],
    verdicts: ['approve', 'reject-landing'],
    body: async (img) => ({
      name: 'VPN in-page push — LATAM',
      ad_format: 'in-page push',
      pricing_model: 'cpc',
      bid: 0.02,
      destination_url: landing,
      targeting: {
        countries: { mode: 'include', values: ['BR', 'MX', 'AR'] },
        languages: { mode: 'include', values: [410, 123] },
      },
      creatives: [
        {
          type: 'push',
          name: 'Escudo',
          title: 'Navegue com segurança',
          text: 'VPN rápida e grátis por 7 dias',
          icon_url: await img(192, 192),
        },
        {
          type: 'push',
          name: 'Alarm',
          title: 'Virus found!',
          text: 'Clean your phone now',
          icon_url: await img(192, 192, RED),
        },
      ],
    }),
  },
  {
    group: null,
    path: ['start'],
    verdicts: ['approve'],
    body: async () => ({
      name: 'Dating pops — mobile',
      ad_format: 'popunder',
      pricing_model: 'smart_cpm',
      bid: 2.5,
      destination_url: landing,
      budget: { daily: 200, total: 6000, pacing: 'even' },
      frequency_cap: { impressions: 1, period_hours: 12 },
      targeting: {
        device_types: { mode: 'include', values: [4] },
        zones: { mode: 'exclude', values: ['55001', '55002', 'ssp7:zone-19'] },
      },
      creatives: [{ type: 'popunder', name: 'Main landing' }],
    }),
  },
  {
    group: 0,
    path: ['start', 'stop'],
    verdicts: ['approve'],
    body: async () => ({
      name: 'Utilities direct link — CPA',
      ad_format: 'direct link',
      pricing_model: 'cpa',
      bid: 4,
      destination_url: landing,
      creatives: [{ type: 'url', name: 'Cleaner install' }],
    }),
  },
  {
    group: null,
    path: [],
    verdicts: [null],
    body: async (img) => ({
      name: 'Native finance — DE/AT',
      ad_format: 'native',
      pricing_model: 'cpc',
      bid: 0.12,
      destination_url: landing,
      time_zone: 'Europe/Berlin',
      targeting: { countries: { mode: 'include', values: ['DE', 'AT'] } },
      creatives: [
        {
          type: 'native',
          name: 'ETF story',
          title: 'Why savers in Germany switch to ETFs',
          description: 'A five-minute read on fees, taxes and what to pick first.',
          brand_name: 'Finanzblick',
          icon_url: await img(192, 192, BLUE),
          image_url: await img(600, 400, BLUE),
        },
      ],
    }),
  },
  {
    group: 2,
    path: ['start'],
    verdicts: ['approve'],
    body: async () => ({
      name: 'Brand video pre-roll',
      ad_format: 'video',
      pricing_model: 'cpm',
      bid: 5.5,
      destination_url: 'https://brand.example.com/?src={zone_id}',
      budget: { total: 10000 },
      creatives: [
        {
          type: 'video',
          name: 'Spring 15s',
          video_url: 'https://cdn.example.com/spring-15s.mp4',
          duration_seconds: 15,
        },
      ],
    }),
  },
  {
    group: 2,
    path: ['start', 'stop'],
    verdicts: ['approve'],
    body: async () => ({
      name: 'VAST mid-roll — CTV',
      ad_format: 'vast',
      pricing_model: 'cpm',
      bid: 8,
      destination_url: 'https://brand.example.com/',
      targeting: { device_types: { mode: 'include', values: [3, 7] } },
      creatives: [
        {
          type: 'vast',
          name: 'Wrapper',
          vast_xml:
            '<VAST version="4.1"><Ad id="1"><Wrapper><VASTAdTagURI><![CDATA[https://ads.example.com/vast.xml]]></VASTAdTagURI></Wrapper></Ad></VAST>',
        },
      ],
    }),
  },
  {
    group: null,
    path: ['start', 'archive'],
    verdicts: ['approve'],
    body: async () => ({
      name: 'HTML tag — remnant',
      ad_format: 'html tag',
      pricing_model: 'cpm',
      bid: 0.4,
      destination_url: landing,
      creatives: [
        {
          type: 'tag',
          name: 'Partner tag',
          markup: '<script src="https://ads.example.com/tag.js" async></script>',
        },
      ],
    }),
  },
  {
    group: 1,
    path: [],
    verdicts: [null],
    body: async () => ({
      name: 'Calendar — Black Friday',
      ad_format: 'calendar',
      pricing_model: 'cpc',
      bid: 0.08,
      destination_url: landing,
      start_date: '2026-11-20',
      end_date: '2026-11-30',
      creatives: [
        {
          type: 'calendar',
          name: 'Reminder',
          title: 'Black Friday deals start now',
          description: 'Up to 70% off: open the link to see today’s deals.',
          starts_after_minutes: 60,
          duration_minutes: 30,
        },
      ],
    }),
  },
  {
    group: 0,
    path: ['archive'],
    verdicts: ['approve'],
    body: async (img) => ({
      name: 'Old banner test 160x600',
      ad_format: '160x600',
      pricing_model: 'cpm',
      bid: 0.7,
      destination_url: landing,
      creatives: [{ type: 'image', name: 'Skyscraper', image_url: await img(160, 600, RED) }],
    }),
  },
];
