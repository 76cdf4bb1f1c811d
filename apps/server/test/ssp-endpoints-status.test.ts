import { messagesEn, type SspEndpoint } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint, endpointBody, getEndpoint } from './ssp-fixtures.ts';

const ACTIVE = 1;
const PAUSED = 2;
const ARCHIVED = 3;

describe.each(DRIVERS)('SSP endpoint status and clone on %s', (driver) => {
  const ctx = useApp(driver);
  const setStatus = (token: string, id: number, statusId: number) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/ssp_endpoints/${id}/status/${statusId}`, token });

  it('follows the contract’s transitions and refuses the others with a 409 naming the allowed states', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const e = await createEndpoint(ctx, token);
    const steps: [number, number, string][] = [
      [ACTIVE, 409, 'active'],
      [PAUSED, 200, 'paused'],
      [PAUSED, 409, 'paused'],
      [ACTIVE, 200, 'active'],
      [ARCHIVED, 200, 'archived'],
      [ACTIVE, 409, 'archived'],
      [ARCHIVED, 409, 'archived'],
      [PAUSED, 200, 'paused'],
    ];
    for (const [to, status, after] of steps) {
      const res = await setStatus(token, e.id, to);
      expect(res.status, `to ${to}`).toBe(status);
      expect(((await getEndpoint(ctx, token, e.id)).body.ext as unknown as SspEndpoint).status).toBe(after);
    }
    await setStatus(token, e.id, ACTIVE);
    const refused = await setStatus(token, e.id, ACTIVE);
    expect(refused.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: messagesEn['errors.sspEndpointActive'].replace('{{states}}', 'paused'),
    });
    const unknown = await setStatus(token, e.id, 4);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('status_id');
  });

  it('refuses to change an archived endpoint until it is paused again', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const e = await createEndpoint(ctx, token);
    await setStatus(token, e.id, ARCHIVED);
    const put = () =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/ssp_endpoints/${e.id}`,
        token,
        payload: endpointBody({ name: 'New' }),
      });
    const refused = await put();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_TRANSITION');
    expect(((await getEndpoint(ctx, token, e.id)).body.ext as unknown as SspEndpoint).name).toBe(e.name);
    await setStatus(token, e.id, PAUSED);
    expect((await put()).status).toBe(200);
  });

  it('clones as a paused copy with its own id and URL', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const e = await createEndpoint(ctx, token, {
      name: 'x'.repeat(100),
      countries: ['US', 'CA'],
      parser_id: 2,
      require_token: true,
    });
    const res = await call(ctx.app, { method: 'POST', url: `/api/v1/ssp_endpoints/${e.id}/clone`, token });
    expect(res.status).toBe(201);
    const copy = res.body.ext as unknown as SspEndpoint;
    expect(copy.id).not.toBe(e.id);
    expect(copy.name).toBe(`${'x'.repeat(93)} (copy)`);
    expect(copy).toMatchObject({
      status: 'paused',
      countries: ['US', 'CA'],
      ad_formats: e.ad_formats,
      bid_floor: e.bid_floor,
      require_token: true,
      ssp_id: e.ssp_id,
      url: e.url.replace(`/${e.id}`, `/${copy.id}`),
    });
    expect((await getEndpoint(ctx, token, e.id)).body.ext).toEqual(e);
  });

  it('archives once when archives and an edit race, and keeps the edit only if it came first', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    for (let round = 0; round < 6; round++) {
      const e = await createEndpoint(ctx, token);
      const edit = call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/ssp_endpoints/${e.id}`,
        token,
        payload: endpointBody({ name: `Edit ${round}` }),
      });
      const archives = await Promise.all([1, 2, 3].map(() => setStatus(token, e.id, ARCHIVED)));
      const edited = await edit;
      expect(archives.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect([200, 409]).toContain(edited.status);
      const final = (await getEndpoint(ctx, token, e.id)).body.ext as unknown as SspEndpoint;
      expect(final.status).toBe('archived');
      // An edit answered 200 came before the archive; a refused one changed nothing.
      expect(final.name).toBe(edited.status === 200 ? `Edit ${round}` : e.name);
    }
  });
});
