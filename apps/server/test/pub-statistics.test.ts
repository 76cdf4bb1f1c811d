import { describe, expect, it } from 'vitest';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

type Report = { rows: { keys: Record<string, string | number>; labels: Record<string, string> }[] };

describe.each(DRIVERS)('publisher statistics labels on %s', (driver) => {
  const ctx = useApp(driver);

  it('names the publisher’s sites and zones in its rows, archived ones too, and never another’s', async () => {
    const owner = await signInAs(ctx, 'publisher');
    const other = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, owner.token);
    const site = await api.site({ name: 'Daily news' });
    const zone = await api.zone(site.id, { name: 'Front pop' });
    const gone = await api.zone(site.id, { name: 'Old banner', ad_format: '300x250' });
    await api.status('zones', gone.id, 'archive');
    const day = '2026-03-11';
    const at = Date.parse(`${day}T12:00:00Z`);
    const ownerId = Number(owner.user.id);
    const base = { kind: 'impression' as const, at, count: 3, country: 'US', siteId: String(site.id) };
    await ingestEvents(ctx.database.db, [
      { ...base, publisherId: ownerId, zoneId: String(zone.id) },
      { ...base, publisherId: ownerId, zoneId: String(gone.id) },
      // Another publisher's traffic reported under the same ids must not learn their names.
      { ...base, publisherId: Number(other.user.id), zoneId: String(zone.id) },
    ]);
    const report = async (token: string, groupBy: string) =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/statistics/publisher?from=${day}&to=${day}&tz=UTC&group_by=${groupBy}`,
          token,
        })
      ).body.ext as Report;
    const mine = await report(owner.token, 'site,zone');
    expect(mine.rows.map((r) => [r.labels.site, r.labels.zone]).sort()).toEqual([
      ['Daily news', 'Front pop'],
      ['Daily news', 'Old banner'],
    ]);
    const theirs = await report(other.token, 'site,zone');
    expect(theirs.rows).toEqual([expect.objectContaining({ labels: {} })]);
  });
});
