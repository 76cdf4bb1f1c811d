import { guestSspIdOf } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { advertiserWithCode, guest, makeToken, tokensUrl } from './guest-tokens-fixtures.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

const HOUR = 3_600_000;
type Item = { id: number; name: string; status: string; paused: boolean; requests_today: number };
type Report = { rows: { keys: Record<string, unknown>; labels: Record<string, string> }[] };

describe.each(DRIVERS)('guest SSP tokens and their traffic on %s', (driver) => {
  const ctx = useApp(driver);
  const list = async (token: string, query = '') =>
    (await call(ctx.app, { method: 'GET', url: `${tokensUrl}${query}`, token })).body.ext as {
      items: Item[];
      total: number;
    };

  it('counts each token’s requests since 00:00 UTC, and only its own guest’s', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const other = await guest(ctx);
    const busy = await makeToken(ctx, g.token, adv.code, 'Busy');
    const idle = await makeToken(ctx, g.token, adv.code, 'Idle');
    const now = Date.now();
    const midnight = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
    const sent = { advertiserId: adv.id, guestSspId: g.id, sspEndpointId: busy.id };
    await ingestEvents(ctx.database.db, [
      { kind: 'request', at: now, count: 120, ...sent },
      { kind: 'request', at: midnight, count: 3, ...sent },
      { kind: 'bid', at: now, count: 50, ...sent },
      // Yesterday's requests and another guest's with the same id are not today's traffic.
      { kind: 'request', at: midnight - 1, count: 1000, ...sent },
      { kind: 'request', at: now, count: 7, ...sent, guestSspId: other.id },
    ]);
    const items = (await list(g.token)).items;
    expect(items.find((i) => i.id === busy.id)?.requests_today).toBe(123);
    expect(items.find((i) => i.id === idle.id)?.requests_today).toBe(0);
    const one = await call(ctx.app, { method: 'GET', url: `${tokensUrl}/${busy.id}`, token: g.token });
    expect((one.body.ext as Item).requests_today).toBe(123);
  });

  it('labels the guest’s statistics rows with its token names, revoked tokens included', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const other = await guest(ctx);
    const kept = await makeToken(ctx, g.token, adv.code, 'Kept feed');
    const gone = await makeToken(ctx, g.token, adv.code, 'Revoked feed');
    const day = '2026-03-10';
    const at = Date.parse(`${day}T12:00:00Z`);
    await ingestEvents(ctx.database.db, [
      { kind: 'request', at, count: 5, advertiserId: adv.id, guestSspId: g.id, sspEndpointId: kept.id },
      { kind: 'request', at, count: 2, advertiserId: adv.id, guestSspId: g.id, sspEndpointId: gone.id },
      // Another guest's traffic under this guest's token id must not learn its name.
      { kind: 'request', at, count: 9, advertiserId: adv.id, guestSspId: other.id, sspEndpointId: kept.id },
    ]);
    await call(ctx.app, { method: 'DELETE', url: `${tokensUrl}/${gone.id}`, token: g.token });
    const url = `/api/v1/guest_ssp/statistics/advertiser?from=${day}&to=${day}&tz=UTC&group_by=token`;
    const mine = (await call(ctx.app, { method: 'GET', url, token: g.token })).body.ext as Report;
    expect(mine.rows.map((r) => [r.keys.token, r.labels.token]).sort()).toEqual(
      [
        [kept.id, 'Kept feed'],
        [gone.id, 'Revoked feed'],
      ].sort(),
    );
    const theirs = (await call(ctx.app, { method: 'GET', url, token: other.token })).body.ext as Report;
    expect(theirs.rows).toEqual([expect.objectContaining({ keys: { token: kept.id }, labels: {} })]);
  });

  it('shows disabled while the advertiser has switched the guest off, whatever the guest’s switch', async () => {
    const adv = await advertiserWithCode(ctx);
    const elsewhere = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const off = await makeToken(ctx, g.token, adv.code, 'Off');
    const on = await makeToken(ctx, g.token, elsewhere.code, 'On');
    // The advertiser switches the guest off on its SSP page.
    const switchedOff = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/ssp/${guestSspIdOf(g.id)}`,
      token: adv.token,
      payload: { enabled: false },
    });
    expect(switchedOff.status).toBe(200);
    const byId = async () => new Map((await list(g.token)).items.map((i) => [i.id, i]));
    expect((await byId()).get(off.id)).toMatchObject({ status: 'disabled', paused: false });
    expect((await byId()).get(on.id)).toMatchObject({ status: 'active' });

    const pause = await call(ctx.app, {
      method: 'PUT',
      url: `${tokensUrl}/${off.id}`,
      token: g.token,
      payload: { status: 'paused' },
    });
    expect(pause.body.ext).toMatchObject({ status: 'disabled', paused: true });
    expect((await list(g.token, '?status=disabled')).items.map((i) => i.id)).toEqual([off.id]);
    expect((await list(g.token, '?status=active,paused')).items.map((i) => i.id)).toEqual([on.id]);
  });
});
