import { readFileSync } from 'node:fs';
import { messageCatalog, messagesEn, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

/** The German catalog as shipped: what the server must answer in, word for word. */
const german: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../packages/contract/locales/de.json', import.meta.url), 'utf8'),
);

describe.each(DRIVERS)('the language of answers on %s', (driver) => {
  const ctx = useApp(driver);

  it('writes an error and its fields in the language of Accept-Language, and in English without one', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const bad = { firstname: '', country: 'ZZ' };
    const de = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token,
      payload: bad,
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(de.status).toBe(400);
    expect(de.body.message).toBe(german['errors.validation']);
    expect(fieldsOf(de).firstname).toBe(german['validation.required']);
    expect(german['validation.required']).not.toBe(messagesEn['validation.required']);

    const plain = await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/info', token, payload: bad });
    expect(plain.body.message).toBe(messagesEn['errors.validation']);
    expect(fieldsOf(plain).firstname).toBe(messagesEn['validation.required']);
  });

  it('keeps the language a user picks, answers them in it, and lets Accept-Language say otherwise', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token,
      payload: { language: 'de' },
    });
    expect(saved.status).toBe(200);
    expect(extOf(saved).language).toBe('de');
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
    expect(me.body.ext).toMatchObject({ email, language: 'de' });

    const missing = await call(ctx.app, { method: 'GET', url: '/api/v1/campaigns/999999999', token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(german['errors.notFound']);
    const english = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campaigns/999999999',
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe(messagesEn['errors.notFound']);

    const cleared = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token,
      payload: { language: null },
    });
    expect(extOf(cleared).language).toBeNull();
  });

  it('refuses a language the panel does not have, naming the field, and keeps the one saved', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/info', token, payload: { language: 'de' } });
    for (const language of ['xx', 'EN', 42, '']) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/profile/info',
        token,
        payload: { language },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(fieldsOf(res))).toEqual(['language']);
    }
    const [row] = await ctx.database.db.select().from(users).where(eqEmail(email));
    expect(row?.language).toBe('de');
  });

  it('names countries in the language asked for, sorted in it, one cached answer per language', async () => {
    const en = await call(ctx.app, { method: 'GET', url: '/resources/countries' });
    const de = await call(ctx.app, {
      method: 'GET',
      url: '/resources/countries',
      headers: { 'accept-language': 'de' },
    });
    expect(de.headers.vary).toBe('Accept-Language, Accept-Encoding');
    expect(de.headers.etag).not.toBe(en.headers.etag);
    const deList = de.body.ext as Country[];
    const enList = en.body.ext as Country[];
    const byCode = (list: Country[]) => new Map(list.map((c) => [c.alpha2, c.label]));
    expect(byCode(deList).get('DE')).toBe('Deutschland');
    expect(byCode(enList).get('DE')).toBe('Germany');
    expect(byCode(deList).get('XX')).toBe(translateMessage('resources.other', {}, catalogDe()));
    const labels = deList.filter((c) => c.alpha2 !== 'XX').map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    expect(deList.map((c) => c.id).sort()).toEqual(enList.map((c) => c.id).sort());
    const again = await call(ctx.app, {
      method: 'GET',
      url: '/resources/countries',
      headers: { 'accept-language': 'de', 'if-none-match': de.headers.etag as string },
    });
    expect(again.status).toBe(304);
  });

  it('names languages in the language asked for, keeping each one’s own name', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/resources/languages',
      headers: { 'accept-language': 'de' },
    });
    const list = res.body.ext as { code: string; name: string; native_name: string }[];
    const english = list.find((l) => l.code === 'en');
    expect(english).toMatchObject({ name: 'Englisch', native_name: 'English' });
    expect(list.at(-1)).toMatchObject({
      code: 'und',
      name: translateMessage('resources.other', {}, catalogDe()),
    });
  });
});

type Country = { id: number; alpha2: string; label: string };
const fieldsOf = (res: { body: unknown }) => (res.body as { fields: Record<string, string> }).fields;
const extOf = (res: { body: unknown }) => (res.body as { ext: { language: string | null } }).ext;
const eqEmail = (email: string) => eq(users.email, email);
const catalogDe = () => messageCatalog('de', german);
