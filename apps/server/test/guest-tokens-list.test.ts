import { GUEST_TOKENS_MAX } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestSspTokens } from '../src/db/supply-schema.ts';
import { advertiserWithCode, guest, makeToken, tokensUrl } from './guest-tokens-fixtures.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Page = { items: { id: number; name: string; advertiser: { name: string } }[]; total: number };

describe.each(DRIVERS)('guest SSP token list and limits on %s', (driver) => {
  const ctx = useApp(driver);
  const list = async (token: string, query: string) => {
    const res = await call(ctx.app, { method: 'GET', url: `${tokensUrl}?${query}`, token });
    return { status: res.status, body: res.body, page: res.body.ext as Page };
  };

  it('pages, sorts, searches and filters by status', async () => {
    const a = await advertiserWithCode(ctx);
    const b = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const made = [];
    for (const [code, name] of [
      [a.code, 'Charlie'],
      [a.code, 'alpha'],
      [b.code, 'Bravo_1'],
      [b.code, 'Delta%'],
    ] as const)
      made.push(await makeToken(ctx, g.token, code, name));
    await call(ctx.app, {
      method: 'PUT',
      url: `${tokensUrl}/${made[0]?.id}`,
      token: g.token,
      payload: { status: 'paused' },
    });

    const newest = await list(g.token, 'per_page=3');
    expect(newest.page.total).toBe(4);
    expect(newest.page.items.map((i) => i.name)).toEqual(['Delta%', 'Bravo_1', 'alpha']);
    expect((await list(g.token, 'per_page=3&page=2')).page.items.map((i) => i.name)).toEqual(['Charlie']);
    expect((await list(g.token, 'page=9')).page).toMatchObject({ items: [], total: 4 });
    expect((await list(g.token, 'sort=name')).page.items.map((i) => i.name)).toEqual([
      'alpha',
      'Bravo_1',
      'Charlie',
      'Delta%',
    ]);
    const byAdvertiser = (await list(g.token, 'sort=-advertiser')).page.items.map((i) => i.advertiser.name);
    expect(byAdvertiser).toEqual([...byAdvertiser].sort().reverse());
    expect((await list(g.token, 'search=%25')).page.items.map((i) => i.name)).toEqual(['Delta%']);
    expect((await list(g.token, 'search=o_')).page.items.map((i) => i.name)).toEqual(['Bravo_1']);
    expect((await list(g.token, `search=${encodeURIComponent(a.name)}`)).page.total).toBe(2);
    expect((await list(g.token, 'status=paused')).page.items.map((i) => i.name)).toEqual(['Charlie']);
    expect((await list(g.token, 'status=active')).page.total).toBe(3);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=x', 'page'],
    ['sort=token_hash', 'sort'],
    ['status=revoked', 'status'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const g = await guest(ctx);
    const res = await list(g.token, query);
    expect(res.status).toBe(400);
    // A list value is named with its place in the list (status.0), as in the other lists.
    expect(Object.keys(res.body.fields as object)).toEqual([
      expect.stringMatching(new RegExp(`^${field}(\\.|$)`)),
    ]);
  });

  it(`holds a guest to ${GUEST_TOKENS_MAX} live tokens, made in parallel or not`, async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const post = (name: string) =>
      call(ctx.app, {
        method: 'POST',
        url: tokensUrl,
        token: g.token,
        payload: { partner_code: adv.code, name },
      });
    const answers = await Promise.all(
      Array.from({ length: GUEST_TOKENS_MAX + 3 }, (_, i) => post(`Feed ${i}`)),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(GUEST_TOKENS_MAX);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(3).fill([409, 'CONFLICT']));
    expect(String(refused[0]?.body.message)).toMatch(/revoke one/);
    const rows = await ctx.database.db.select().from(guestSspTokens).where(eq(guestSspTokens.guestId, g.id));
    expect(rows).toHaveLength(GUEST_TOKENS_MAX);
    // Revoking frees a live place, but not a place among the tokens made today.
    const first = rows[0]?.id;
    await call(ctx.app, { method: 'DELETE', url: `${tokensUrl}/${first}`, token: g.token });
    const again = await post('After revoking');
    expect(again.status).toBe(409);
    expect(String(again.body.message)).toMatch(/24 hours/);
  });

  it('leaves a consistent row when pauses, renames and a revocation race', async () => {
    const adv = await advertiserWithCode(ctx);
    const g = await guest(ctx);
    const made = await makeToken(ctx, g.token, adv.code, 'Raced');
    const url = `${tokensUrl}/${made.id}`;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        call(ctx.app, {
          method: 'PUT',
          url,
          token: g.token,
          payload: { status: i % 2 ? 'paused' : 'active', name: `Name ${i}` },
        }),
      ),
      call(ctx.app, { method: 'DELETE', url, token: g.token }),
      call(ctx.app, { method: 'DELETE', url, token: g.token }),
    ]);
    expect(answers.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(
      answers
        .slice(6)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 404]);
    const [row] = await ctx.database.db.select().from(guestSspTokens).where(eq(guestSspTokens.id, made.id));
    expect(row).toMatchObject({ status: 'revoked', tokenHash: null });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await call(ctx.app, { method: 'GET', url, token: g.token })).status).toBe(404);
  });
});
