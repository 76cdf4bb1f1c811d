import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestSspTokens } from '../src/db/supply-schema.ts';
import { hashToken } from '../src/lib/secrets.ts';
import { advertiserWithCode, guest, makeToken, tokensUrl } from './guest-tokens-fixtures.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';

describe.each(DRIVERS)('guest SSP tokens: create, read, change, revoke on %s', (driver) => {
  const ctx = useApp(driver);
  const row = async (id: number) =>
    (await ctx.database.db.select().from(guestSspTokens).where(eq(guestSspTokens.id, id)))[0];

  it('makes a token with a partner code typed in any case, and shows its secret this once', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const res = await call(ctx.app, {
      method: 'POST',
      url: tokensUrl,
      token: g.token,
      payload: { partner_code: `  ${adv.code.toLowerCase()} `, name: '  Main feed ' },
    });
    expect(res.status).toBe(201);
    const made = res.body.ext as Record<string, unknown> & { id: number; token: string; prefix: string };
    expect(made).toMatchObject({
      name: 'Main feed',
      status: 'active',
      paused: false,
      advertiser: { name: adv.name },
      last_used_at: null,
      requests_today: 0,
    });
    expect(made.token).toMatch(/^gst_[A-Za-z0-9_-]{40,}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    expect(made.prefix).toMatch(/^gst_.{6}$/);

    const stored = await row(made.id);
    expect(stored?.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(stored)).not.toContain(made.token);
    expect(stored).toMatchObject({ guestId: g.id, advertiserId: adv.id, status: 'active' });

    const one = await call(ctx.app, { method: 'GET', url: `${tokensUrl}/${made.id}`, token: g.token });
    const list = await call(ctx.app, { method: 'GET', url: tokensUrl, token: g.token });
    for (const answer of [one, list]) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(made.token);
      expect(text).not.toContain('"token"');
      // Nothing of the advertiser but its public name: no id, no e-mail.
      expect(text).not.toContain(adv.email);
      expect(text).not.toContain('advertiser_id');
    }
    expect((one.body.ext as { advertiser: object }).advertiser).toEqual({ name: adv.name });
  });

  it('names partner_code when the code is malformed or belongs to no advertiser', async () => {
    const g = await guest(ctx);
    const guestAsAdvertiser = await advertiserWithCode(ctx);
    for (const partner_code of ['nope', '7K3M-Q9XD-2HP', 'IIII-LLLL-OOOO', '', 'A'.repeat(5000), 42, null]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: tokensUrl,
        token: g.token,
        payload: { partner_code, name: 'x' },
      });
      expect(res.status, String(partner_code)).toBe(400);
      expect(Object.keys(res.body.fields as object)).toEqual(['partner_code']);
    }
    const unknown = guestAsAdvertiser.code === '0000-0000-0000' ? '0000-0000-0001' : '0000-0000-0000';
    const res = await call(ctx.app, {
      method: 'POST',
      url: tokensUrl,
      token: g.token,
      payload: { partner_code: unknown, name: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      partner_code: expect.stringMatching(/No advertiser has this partner code/),
    });
    const bad = await call(ctx.app, {
      method: 'POST',
      url: tokensUrl,
      token: g.token,
      payload: { partner_code: guestAsAdvertiser.code, name: ' ', extra: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: expect.any(String), extra: expect.any(String) });
  });

  it('answers both spellings of the collection the same, for POST and GET', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/guest_ssp/token',
      token: g.token,
      payload: { partner_code: adv.code, name: 'Second spelling' },
    });
    expect(res.status).toBe(201);
    const a = await call(ctx.app, { method: 'GET', url: tokensUrl, token: g.token });
    const b = await call(ctx.app, { method: 'GET', url: '/api/v1/guest_ssp/token', token: g.token });
    expect(b.body).toEqual(a.body);
    expect(a.body.ext).toMatchObject({ total: 1, items: [{ name: 'Second spelling' }] });
  });

  it('renames, pauses and resumes; a field left out stays', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const made = await makeToken(ctx, g.token, adv.code, 'Before');
    const put = (payload: object) =>
      call(ctx.app, { method: 'PUT', url: `${tokensUrl}/${made.id}`, token: g.token, payload });
    expect((await put({ name: 'After' })).body.ext).toMatchObject({ name: 'After', status: 'active' });
    expect((await put({ status: 'paused' })).body.ext).toMatchObject({
      name: 'After',
      status: 'paused',
      paused: true,
    });
    expect((await put({ status: 'active', name: 'Again' })).body.ext).toMatchObject({
      name: 'Again',
      status: 'active',
      paused: false,
    });
    const wrong = await put({ status: 'revoked', name: '' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields as object).sort()).toEqual(['name', 'status']);
    expect((await row(made.id))?.tokenHash).toBe(hashToken(made.token));
  });

  it('revokes: the digest goes, the row stays, and the token is gone for the guest', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const made = await makeToken(ctx, g.token, adv.code);
    const kept = await makeToken(ctx, g.token, adv.code);
    const del = await call(ctx.app, { method: 'DELETE', url: `${tokensUrl}/${made.id}`, token: g.token });
    expect(del.status).toBe(200);
    expect(del.body.ext).toEqual({ id: made.id, revoked: true });
    expect(await row(made.id)).toMatchObject({ status: 'revoked', tokenHash: null, name: made.name });
    expect((await row(made.id))?.revokedAt).toBeInstanceOf(Date);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(ctx.app, {
        method,
        url: `${tokensUrl}/${made.id}`,
        token: g.token,
        ...(method === 'PUT' ? { payload: { status: 'active' } } : {}),
      });
      expect(res.status, method).toBe(404);
    }
    expect((await row(made.id))?.status).toBe('revoked');
    const list = await call(ctx.app, { method: 'GET', url: tokensUrl, token: g.token });
    expect(list.body.ext).toMatchObject({ total: 1, items: [{ id: kept.id }] });
  });

  it('keeps another guest’s token out of reach (404) and unchanged', async () => {
    const adv = await advertiserWithCode(ctx);
    const owner = await guest(ctx);
    const other = await guest(ctx);
    const made = await makeToken(ctx, owner.token, adv.code, 'Owned');
    const before = await row(made.id);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Stolen', status: 'paused' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx.app, {
        method,
        url: `${tokensUrl}/${made.id}`,
        token: other.token,
        payload,
      });
      expect(res.status, method).toBe(404);
    }
    expect(await row(made.id)).toEqual(before);
    const list = await call(ctx.app, { method: 'GET', url: tokensUrl, token: other.token });
    expect(list.body.ext).toMatchObject({ items: [], total: 0 });
  });

  it('is for guest SSPs only: 403 for the other roles, 401 without a session', async () => {
    const adv = await advertiserWithCode(ctx);
    const publisher = await signInAs(ctx, 'publisher');
    for (const token of [adv.token, publisher.token]) {
      for (const [method, url, payload] of [
        ['GET', tokensUrl, undefined],
        ['GET', '/api/v1/guest_ssp/token', undefined],
        ['POST', tokensUrl, { partner_code: adv.code, name: 'x' }],
        ['GET', `${tokensUrl}/1`, undefined],
        ['PUT', `${tokensUrl}/1`, { name: 'x' }],
        ['DELETE', `${tokensUrl}/1`, undefined],
      ] as const) {
        expect((await call(ctx.app, { method, url, token, payload })).status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(ctx.app, { method: 'GET', url: tokensUrl })).status).toBe(401);
  });

  it('answers a bad id with 400 naming token_id', async () => {
    const g = await guest(ctx);
    for (const id of ['0', 'abc', '99999999999', '-1']) {
      const res = await call(ctx.app, { method: 'GET', url: `${tokensUrl}/${id}`, token: g.token });
      expect(res.status, id).toBe(400);
      expect(Object.keys(res.body.fields as object)).toEqual(['token_id']);
    }
  });
});
