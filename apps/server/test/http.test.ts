import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestSerializer } from '../src/lib/log.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'panel-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
// The build's login page drawn in English (apps/web/vite-prerender.ts).
writeFileSync(
  path.join(webDist, 'login.html'),
  '<!doctype html><title>Panel</title><div id="root"><h1>Sign in</h1></div>',
);
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-B1x2y3z4.js'), 'console.log("app");');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// What each route loads on demand (apps/web/vite-route-preloads.ts).
writeFileSync(
  path.join(webDist, 'route-preloads.json'),
  JSON.stringify({ '/adv/dashboard/': { scripts: ['/assets/dashboard-page-A1b2.js'], styles: [] } }),
);

describe.each(DRIVERS)('HTTP behaviour on %s', (driver) => {
  const ctx = useApp(driver, { webDist, bodyLimit: 2048 });

  it('serves the web app for client routes, with a strict CSP and security headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/adv/dashboard/?at=abc',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page's own modules, named so the browser fetches them beside the entry's.
    expect(res.headers.link).toBe(
      '</assets/dashboard-page-A1b2.js>; rel=modulepreload; crossorigin; fetchpriority=low',
    );
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/adv/campaigns/list/',
      headers: { accept: 'text/html' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.link).toBeUndefined();
  });

  it('lets browsers keep fingerprinted assets for a year, and revalidate everything else', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-B1x2y3z4.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps document-only headers off scripts and style sheets, but not off workers or unnamed fetches', async () => {
    const get = (dest?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/index-B1x2y3z4.js',
        headers: dest ? { 'sec-fetch-dest': dest } : {},
      });
    const script = await get('script');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['cross-origin-opener-policy']).toBeUndefined();
    // What a script's answer does use stays.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const dest of ['worker', undefined]) {
      const full = await get(dest);
      expect(String(full.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(full.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // A page asked for as a script is still a page: the document keeps its policy.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'sec-fetch-dest': 'script' },
    });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves /registration as a page although /register is a call', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/registration?as=guest',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await ctx.app.inject({ method: 'GET', url: '/register', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });

  it('sends the login page drawn at build time to visitors the app shows English, and no one else', async () => {
    const page = async (url: string, acceptLanguage?: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
      expect(res.statusCode).toBe(200);
      // Both answers of /login depend on the language asked for: a cache must keep them apart.
      expect(String(res.headers.vary)).toContain('accept-language');
      expect(res.headers['content-security-policy']).toBeDefined();
      return res.body.includes('<h1>Sign in</h1>') ? 'drawn' : 'empty';
    };
    expect(await page('/login')).toBe('drawn');
    expect(await page('/login?next=%2Fadv%2Fcampaigns%2Flist%2F', 'en-GB,en;q=0.9,de;q=0.5')).toBe('drawn');
    // A language the panel speaks comes first: the app draws the page in it instead.
    expect(await page('/login', 'de-DE,de;q=0.9,en;q=0.5')).toBe('empty');
    expect(await page('/login', 'de;q=0.4,en-US;q=0.8')).toBe('drawn');
    // A language the panel does not speak: the app falls back to English.
    expect(await page('/login', 'xx-YY')).toBe('drawn');
    // An `at` link signs in and leaves at once (spec section 4); other pages are not drawn.
    expect(await page('/login?at=abc')).toBe('empty');
    expect(await page('/login/extra')).toBe('empty');
    expect(await page('/registration')).toBe('empty');
  });

  it('answers unknown API paths with the JSON error shape, not the web app', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: true,
      code: 'NOT_FOUND',
      message: 'There is no such address on this server.',
    });
  });

  it('does not allow other origins to read the API', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: { origin: 'https://evil.example' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['broken JSON', '{"email":', 'application/json', 400, 'BAD_REQUEST'],
    [
      'a body over the limit',
      // Past the largest valid sign-in body, which sets this route's limit (lib/body-limit.ts).
      JSON.stringify({ email: 'x'.repeat(100_000), password: 'x' }),
      'application/json',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['an unsupported content type', 'email=a', 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a JSON array', '[1,2]', 'application/json', 400, 'VALIDATION_ERROR'],
    ['JSON null', 'null', 'application/json', 400, 'VALIDATION_ERROR'],
  ])('answers %s with a clear error, never a 500', async (_, payload, type, status, code) => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload,
      headers: { 'content-type': type },
    });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: true, code });
    expect(typeof res.body.message).toBe('string');
  });

  it('answers wrongly typed fields with a field error', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 42, password: ['x'] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['email', 'password']);
  });

  it('reports health with the database kind', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/healthz' })).body).toEqual({
      ok: true,
      database: driver,
    });
  });
});

describe('request logging', () => {
  it('never writes the one-time code of an at link', () => {
    const line = requestSerializer({ method: 'GET', url: '/?x=1&at=SECRET&y=2', ip: '1.2.3.4' } as never);
    expect(line.url).toBe('/?x=1&at=[redacted]&y=2');
    expect(JSON.stringify(line)).not.toContain('SECRET');
  });
});
