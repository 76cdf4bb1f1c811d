import { translateMessage } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign, getCampaign, popunder } from '../campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';

const REFUSED = translateMessage('validation.controlCharacters');
const refusal = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: true, code: 'VALIDATION_ERROR', message: translateMessage('errors.validation'), fields },
});
const pick = ({ status, body }: { status: number; body: unknown }) => ({ status, body });

describe.each(DRIVERS)('control characters in requests on %s', (driver) => {
  const ctx = useApp(driver);

  it('a NUL in a campaign name is a 400 naming the field on PUT and POST, and nothing changes', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token);
    const url = `/api/v1/campaigns/${campaign.id}`;
    expect(pick(await call(ctx.app, { method: 'PUT', url, token, payload: { name: '\u0000' } }))).toEqual(
      refusal({ name: REFUSED }),
    );
    expect((await getCampaign(ctx.app, token, campaign.id)).body.ext).toEqual(campaign);

    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: popunder({ name: 'Pops\u0000', creatives: [{ type: 'popunder', name: 'Land\u0001ing' }] }),
    });
    expect(pick(created)).toEqual(refusal({ name: REFUSED, 'creatives.0.name': REFUSED }));
    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/campaigns', token });
    expect((list.body.ext as { total: number }).total).toBe(1);
  });

  it('a NUL in a query string or a path is a 400 naming the parameter, even one no schema reads', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const get = (url: string) => call(ctx.app, { method: 'GET', url, token }).then(pick);
    expect(await get('/api/v1/campaigns?search=%00')).toEqual(refusal({ search: REFUSED }));
    expect(await get('/api/v1/groups?search=summer%1B')).toEqual(refusal({ search: REFUSED }));
    expect(await get('/api/v1/campaigns?utm=%00')).toEqual(refusal({ utm: REFUSED }));
    expect(await get('/api/v1/campaigns/1%00')).toEqual(refusal({ campaign_id: REFUSED }));
    expect(await get('/resources/countries?search=%7F')).toEqual(refusal({ search: REFUSED }));
    // Named as sent, on routes whose error answers are declared in their schema too (their
    // serializer once rebuilt `fields` by assignment, and `__proto__` vanished from it).
    for (const url of ['/api/v1/campaigns?__proto__=%00', '/track/conversion?__proto__=%00']) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      const fields = (body as { fields: object }).fields;
      expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toBe(REFUSED);
    }
  });

  it('a NUL or a lone surrogate in a group name is a 400 naming the field, and the group keeps its name', async () => {
    const { token } = await signUpAndIn(ctx.app);
    for (const name of ['Summer\u0000', 'Summer \ud83d']) {
      const created = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/groups',
        token,
        payload: { name },
      });
      expect(pick(created)).toEqual(refusal({ name: REFUSED }));
    }
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'Summer' },
    });
    const url = `/api/v1/groups/${(group.body.ext as { id: number }).id}`;
    const renamed = await call(ctx.app, { method: 'PUT', url, token, payload: { name: 'Autumn\u0000' } });
    expect(pick(renamed)).toEqual(refusal({ name: REFUSED }));
    expect((await call(ctx.app, { method: 'GET', url, token })).body.ext).toEqual(group.body.ext);
    const list = await call(ctx.app, { method: 'GET', url: '/api/v1/groups', token });
    expect((list.body.ext as { total: number }).total).toBe(1);
  });

  it('control characters in profile fields are a 400 naming each field, and the profile stays', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const url = '/api/v1/profile/info';
    const before = await call(ctx.app, { method: 'GET', url, token });
    const res = await call(ctx.app, {
      method: 'PUT',
      url,
      token,
      payload: { firstname: 'Grace\u0000', city: 'Paris', telegram: '@grace\u0008', teams: 'ok\tfine' },
    });
    expect(pick(res)).toEqual(refusal({ firstname: REFUSED, telegram: REFUSED }));
    expect((await call(ctx.app, { method: 'GET', url, token })).body).toEqual(before.body);
  });

  it('a control character in a JSON key is a 400 naming the key, shown escaped, at any depth', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token);
    const url = `/api/v1/campaigns/${campaign.id}`;
    const top = await call(ctx.app, { method: 'PUT', url, token, payload: { 'na\u0000me': 'x' } });
    expect(pick(top)).toEqual(refusal({ 'na\\u0000me': REFUSED }));
    const nested = await call(ctx.app, {
      method: 'PUT',
      url,
      token,
      payload: { name: 'ok', targeting: { countries: { '\ud800': 1 } } },
    });
    expect(pick(nested)).toEqual(refusal({ 'targeting.countries.\\ud800': REFUSED }));
    expect((await getCampaign(ctx.app, token, campaign.id)).body.ext).toEqual(campaign);
  });

  it('survives a body nested deeper than the call stack', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const depth = 20_000;
    const payload = `{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    // Named by its ancestor 16 levels down: the name stays short however deep the value sits.
    expect(pick(res)).toEqual(refusal({ [['name', ...Array(15).fill(0)].join('.')]: REFUSED }));
  });
});
