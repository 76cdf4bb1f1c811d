import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { approve, type Campaign, createCampaign, getCampaign } from './campaign-fixtures.ts';
import { campaignUrl as at, ROUNDS, race, read, type Step } from './concurrency-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

/** ETag and If-Match of a campaign: a version that every change moves, checked by PUT. */
describe.each(DRIVERS)('campaign versions on %s', (driver) => {
  const ctx = useApp(driver);
  const put = (token: string, id: number, payload: object, ifMatch?: string) =>
    call(ctx.app, {
      method: 'PUT',
      url: at(id),
      token,
      payload,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });

  it('GET sends the version as a strong ETag, and If-None-Match with it is a 304', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await getCampaign(ctx.app, token, c.id);
    expect(res.body.ext).toMatchObject({ version: 1 });
    expect(res.headers.etag).toBe('"1"');
    const unchanged = await call(ctx.app, {
      method: 'GET',
      url: at(c.id),
      token,
      headers: { 'if-none-match': '"1"' },
    });
    expect(unchanged.status).toBe(304);
    await put(token, c.id, { name: 'Changed' });
    const changed = await call(ctx.app, {
      method: 'GET',
      url: at(c.id),
      token,
      headers: { 'if-none-match': '"1"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
  });

  it('PUT with the current version in If-Match changes the campaign and answers the next version', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await put(token, c.id, { name: 'Matched' }, '"1"');
    expect(res.status).toBe(200);
    expect(res.body.ext).toMatchObject({ name: 'Matched', version: 2 });
    expect(res.headers.etag).toBe('"2"');
    for (const [tag, version] of [
      ['*', 3],
      ['"7", "3"', 4],
      [undefined, 5],
    ] as const)
      expect((await put(token, c.id, { bid: version }, tag)).body.ext).toMatchObject({ version });
  });

  it.each([
    ['a stale version', '"1"'],
    ['a weak tag of the current one', 'W/"2"'],
    ['a list without the current one', '"1", "3"'],
  ])('PUT with %s is a 412 with the current version and changes nothing', async (_name, tag) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    await put(token, c.id, { name: 'Seen by nobody else' });
    const before = await read(ctx.app, token, c.id);
    const res = await put(
      token,
      c.id,
      { name: 'Overwrite', targeting: { sites: { mode: 'include', values: ['x'] } } },
      tag,
    );
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: messagesEn['errors.versionConflict'],
    });
    expect(res.headers.etag).toBe('"2"');
    expect(await read(ctx.app, token, c.id)).toEqual(before);
  });

  it('two PUTs with the same If-Match at once: exactly one wins, the other is a 412', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    for (let r = 0; r < ROUNDS; r++) {
      const tag = `"${r + 1}"`;
      const step = (name: string): Step => ({
        method: 'PUT',
        url: at(c.id),
        payload: { name },
        headers: { 'if-match': tag },
      });
      const answers = await race(ctx.app, token, [step(`A${r}`), step(`B${r}`)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
      const winner = answers.find((a) => a.status === 200)?.body.ext as Campaign;
      expect(await read(ctx.app, token, c.id)).toMatchObject({ name: winner.name, version: r + 2 });
    }
  });

  it('every write of the campaign, its creatives, zones and group moves the version by one', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'Versions' },
    });
    const groupId = (group.body.ext as { id: number }).id;
    const c = await createCampaign(ctx.app, token);
    const creative = c.creatives[0]?.id;
    const writes: [string, () => Promise<unknown>][] = [
      ['moderation approves a creative', () => approve(ctx, c)],
      ...(
        [
          ['PUT', at(c.id), { name: 'v' }],
          ['PUT', at(c.id, '/countries/include'), { countries: ['US'] }],
          ['PUT', at(c.id, '/sites/exclude'), { sites: ['s1'] }],
          ['PUT', at(c.id, '/zones/include'), { zones: ['z1'] }],
          ['PUT', at(c.id, '/bid_by_country'), { bids: [{ country: 'US', bid: 2 }] }],
          ['PUT', at(c.id, '/bid_by_site'), { bids: [{ site_id: 's2', bid: 2 }] }],
          ['PUT', at(c.id, '/bid_by_zone'), { bids: [{ zone_id: 'z2', bid: 2 }] }],
          ['DELETE', at(c.id, '/bid_by_country')],
          ['DELETE', at(c.id, '/bid_by_site?sites=s2')],
          ['DELETE', at(c.id, '/bid_by_zone')],
          ['PUT', at(c.id, `/group/${groupId}/link`)],
          ['PUT', `/api/v1/groups/${groupId}`, { name: 'Renamed' }],
          ['PUT', at(c.id, '/ssp/1/zone/z9/traffic_optimizer/protect')],
          ['PUT', at(c.id, '/ssp/1/zone/z9/traffic_optimizer/unprotect')],
          ['PUT', at(c.id, '/traffic_optimizer/reset')],
          ['PUT', at(c.id, '/status/start')],
          ['PUT', `/api/v1/creatives/${creative}/status/stop`],
          ['PUT', `/api/v1/creatives/${creative}/status/start`],
          ['PUT', at(c.id, '/status/stop')],
          ['PUT', '/api/v1/campaigns/status', { ids: [c.id], action: 'start' }],
          ['PUT', at(c.id, '/status/archive')],
          ['PUT', at(c.id, '/status/dearchive')],
          ['DELETE', `/api/v1/groups/${groupId}`],
        ] as const
      ).map(([method, url, payload]): [string, () => Promise<unknown>] => [
        `${method} ${url}`,
        async () => {
          const res = await call(ctx.app, { method, url, token, payload });
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          if ((res.body.ext as Campaign).version !== undefined)
            expect(res.headers.etag).toBe(`"${(res.body.ext as Campaign).version}"`);
        },
      ]),
    ];
    let version = 1;
    for (const [name, write] of writes) {
      await write();
      version += 1;
      expect((await read(ctx.app, token, c.id)).version, name).toBe(version);
    }
  });
});
