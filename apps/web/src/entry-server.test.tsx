import { describe, expect, it } from 'vitest';
import { drawnPageCalls, drawSignedInPage, warmUp } from './entry-server.tsx';
import { presetRange } from './lib/dates/report-range.ts';
import { userOf } from './testing/users.ts';

const user = userOf('advertiser', { id: 7, email: 'ann@demo.test' });

const TZ = 'Europe/Berlin';
const { from, to } = presetRange('yesterday', TZ);
const kpi = (id: string, value: number, previous: number) => ({
  id,
  value,
  previous,
  change: value / previous - 1,
});
const dashboard = {
  from,
  to,
  tz: TZ,
  previous: { from, to, basis: 'same_length', until: null },
  kpis: [kpi('spend', 1234.5, 1000), kpi('impressions', 80_000, 100_000), kpi('clicks', 400, 400)],
  granularity: 'hour',
  series: [{ key: `${from}T10:00`, metrics: { spend: 10, impressions: 900, clicks: 4 } }],
  top_campaigns: [{ id: 3, name: 'Spring <push>', metrics: { spend: 100, impressions: 9000, clicks: 40 } }],
  qps: { current: 3, peak: 5, series: [] },
};
const address = '/adv/dashboard/?range=yesterday';

describe('the web app’s server module', () => {
  it('names the calls the dashboard is drawn from, in the visitor’s zone, and none for other pages', () => {
    expect(drawnPageCalls(address, TZ)).toEqual([{ path: '/api/v1/dashboard', query: { from, to, tz: TZ } }]);
    expect(drawnPageCalls('/adv/campaigns/list/', TZ)).toBeNull();
    expect(drawnPageCalls('/login', TZ)).toBeNull();
  });

  it('draws the dashboard with the figures it was given, and the state the app takes it over with', async () => {
    const drawn = await drawSignedInPage({ address, tz: TZ, user, answers: [dashboard], at: 5 });
    expect(drawn).not.toBeNull();
    const markup = drawn?.markup ?? '';
    expect(markup).toContain('$1,234.50');
    expect(markup).toContain('80,000');
    expect(markup).toContain('Spring &lt;push&gt;');
    expect(markup).toContain('Ann Lee');
    // The period picked in the address, checked.
    expect(markup).toMatch(/<input[^>]*checked=""[^>]*value="yesterday"/);
    expect(drawn?.state).toEqual({
      address,
      tz: TZ,
      at: 5,
      user,
      queries: [[['statistics', 'dashboard', { from, to, tz: TZ }], dashboard]],
    });
  });

  it('draws nothing for a user the page is not for, or from an answer the page cannot read', async () => {
    const publisher = { ...user, role: 'publisher' };
    expect(
      await drawSignedInPage({ address, tz: TZ, user: publisher, answers: [dashboard], at: 0 }),
    ).toBeNull();
    expect(await drawSignedInPage({ address, tz: TZ, user, answers: [{ kpis: 'none' }], at: 0 })).toBeNull();
    expect(await drawSignedInPage({ address, tz: TZ, user, answers: [], at: 0 })).toBeNull();
    expect(
      await drawSignedInPage({ address, tz: TZ, user: { id: 'x' }, answers: [dashboard], at: 0 }),
    ).toBeNull();
    expect(await drawSignedInPage({ address: '/profile/', tz: TZ, user, answers: [], at: 0 })).toBeNull();
  });

  it('warms up with made-up answers that still fit the schemas', async () => {
    await expect(warmUp()).resolves.toBeUndefined();
  });
});
