import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import * as named from '../src/db/named-statement.ts';
import * as kept from '../src/lib/kept-answer.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

// Counts the answers written out, calling the real writer.
vi.mock('../src/lib/kept-answer.ts', async (original) => {
  const real = await original<typeof import('../src/lib/kept-answer.ts')>();
  return { ...real, keptAnswer: vi.fn(real.keptAnswer) };
});
const written = vi.mocked(kept.keptAnswer);
// Counts the statements a report sends (its version, its rows), calling the real one.
vi.mock('../src/db/named-statement.ts', async (original) => {
  const real = await original<typeof import('../src/db/named-statement.ts')>();
  return { ...real, executeNamed: vi.fn(real.executeNamed) };
});
const statements = vi.mocked(named.executeNamed);

/**
 * Issue 12 and 16: a report page is written out (JSON, ETag, compressed copy) once while its
 * statistics and the names in it stay the same, and again as soon as either changes.
 */
const DAY = '2026-05-04';
const AT = Date.parse(`${DAY}T12:00:00Z`);
const REPORT = `/api/v1/statistics/advertiser?from=${DAY}&to=${DAY}&group_by=campaign`;
/** 90 days by date: large enough (over a kilobyte) to go compressed. */
const BY_DATE = `/api/v1/statistics/advertiser?from=2026-02-04&to=${DAY}&group_by=date`;

describe.each(DRIVERS)('report answers written once per page and names (%s)', (driver) => {
  const ctx = useApp(driver);

  it('sends the same bytes again, compressed and revalidated, and writes anew for a new name or new figures', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
    const advertiserId = (me.body.ext as { id: number }).id;
    const { id: campaignId } = await createCampaign(ctx.app, token, popunder({ name: 'Written once' }));
    await ingestEvents(ctx.database.db, [
      { kind: 'impression', at: AT, advertiserId, campaignId, count: 7 },
      // The days before: rows enough for the report by date to go compressed.
      ...Array.from({ length: 30 }, (_, i) => ({
        kind: 'impression' as const,
        at: AT - (i + 1) * 86_400_000,
        advertiserId,
        campaignId,
      })),
    ]);

    const get = (headers: Record<string, string> = {}, url = REPORT) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const rowOf = (body: string) =>
      (
        JSON.parse(body) as {
          ext: { rows: { labels: { campaign: string }; metrics: { impressions: number } }[] };
        }
      ).ext.rows[0];

    written.mockClear();
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(rowOf(first.body)).toMatchObject({
      labels: { campaign: 'Written once' },
      metrics: { impressions: 7 },
    });
    const again = await get();
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await get({ 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // Three answers, one writing.
    expect(written).toHaveBeenCalledTimes(1);

    const plain = await get({}, BY_DATE);
    expect(plain.body.length, plain.body).toBeGreaterThan(1024);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' }, BY_DATE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(written).toHaveBeenCalledTimes(2);
    written.mockClear();

    // A new name, the same statistics: written anew, with the name.
    const renamed = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaignId}`,
      token,
      payload: { name: 'Renamed since' },
    });
    expect(renamed.status).toBe(200);
    const named = await get();
    expect(rowOf(named.body)?.labels.campaign).toBe('Renamed since');
    expect(named.headers.etag).not.toBe(first.headers.etag);
    expect(written).toHaveBeenCalledTimes(1);

    // New figures: written anew, with them.
    await ingestEvents(ctx.database.db, [{ kind: 'impression', at: AT, advertiserId, campaignId, count: 3 }]);
    const more = await get({ 'if-none-match': String(named.headers.etag) });
    expect(more.statusCode).toBe(200);
    expect(rowOf(more.body)?.metrics.impressions).toBe(10);
    expect(written).toHaveBeenCalledTimes(2);
  });

  it('on PGlite, serves a kept page without asking for its version while nothing is written', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
    const advertiserId = (me.body.ext as { id: number }).id;
    await ingestEvents(ctx.database.db, [{ kind: 'impression', at: AT, advertiserId, count: 5 }]);
    const ask = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: BY_DATE,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return JSON.parse(res.body).ext.totals.impressions as number;
    };
    expect(await ask()).toBe(5);
    statements.mockClear();
    expect(await ask()).toBe(5);
    expect(await ask()).toBe(5);
    // PostgreSQL reads the version each time (other processes write too); PGlite counts its writes.
    expect(statements).toHaveBeenCalledTimes(driver === 'pglite' ? 0 : 2);
    // A write, whatever it is, sends the next report to the version again: new figures show.
    await ingestEvents(ctx.database.db, [{ kind: 'impression', at: AT, advertiserId, count: 2 }]);
    expect(await ask()).toBe(7);
  });
});
