import type { Dashboard } from '@panel/contract';

export const kpi = (id: string, value: number | null, previous: number | null, change: number | null) => ({
  id,
  value,
  previous,
  change,
});

/** A week's dashboard answer, valid for the contract's schema. */
export const dashboard = (extra: Partial<Dashboard> = {}): Dashboard => ({
  from: '2026-03-12',
  to: '2026-03-18',
  tz: 'UTC',
  previous: { from: '2026-03-05', to: '2026-03-11', basis: 'same_length', until: null },
  kpis: [
    kpi('spend', 1234.5, 1000, 0.2345),
    kpi('impressions', 80_000, 100_000, -0.2),
    kpi('clicks', 400, 400, 0),
    kpi('ctr', 0.005, 0.004, 0.25),
    kpi('conversions', 12, 0, null),
    kpi('ecpm', 15.43, 10, 0.543),
  ],
  granularity: 'date',
  series: [
    { key: '2026-03-12', metrics: { spend: 100, impressions: 9000, clicks: 40 } },
    { key: '2026-03-13', metrics: { spend: 200, impressions: 12000, clicks: 60 } },
  ],
  top_campaigns: [
    {
      id: 7,
      name: 'Spring push',
      metrics: { spend: 800, impressions: 50_000, clicks: 250, ctr: 0.005, conversions: 8 },
    },
  ],
  qps: {
    current: 12.5,
    peak: 40.25,
    series: Array.from({ length: 24 }, (_, h) => ({
      key: `2026-03-18T${String(h).padStart(2, '0')}:00`,
      qps: h,
    })),
  },
  ...extra,
});
