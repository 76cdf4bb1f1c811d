import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRAWN_PAGE_COOKIES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { cookiesOf, DRAWN_PAGE_DEADLINE_MS, scriptJson } from '../src/plugins/web-drawn-pages.ts';
import { DRIVERS, signInAs, useApp } from './helpers.ts';

// A build with the web app's server module (apps/web/dist-ssr), which the server loads on a thread
// of its own. This one stands in for React: it draws what it was given, so the test reads what
// the server read for whom; the real module is the end-to-end suite's (e2e/drawn-page.spec.ts).
const build = mkdtempSync(path.join(tmpdir(), 'panel-drawn-'));
const webDist = path.join(build, 'dist');
mkdirSync(webDist);
mkdirSync(path.join(build, 'dist-ssr'));
// As apps/web/package.json says for the real one: its .js files are ES modules.
writeFileSync(path.join(build, 'package.json'), '{ "type": "module" }');
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Panel</title><div id="root">loading</div>',
);
writeFileSync(path.join(webDist, 'drawn.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
writeFileSync(
  path.join(build, 'dist-ssr', 'entry-server.js'),
  `export function drawnPageCalls(address, tz) {
  if (!address.startsWith('/adv/dashboard/')) return null;
  // A module that throws as it reads the address (the real one reads it with new URL).
  if (address.includes('throw')) throw new Error('unreadable address');
  return [{ path: '/api/v1/dashboard', query: { from: '2026-11-01', to: '2026-11-07', tz } }];
}
export async function warmUp() {}
export async function drawSignedInPage(input) {
  // A draw that never ends: the page must go as the app draws it.
  if (input.address.includes('stuck')) return new Promise(() => {});
  const escape = (text) => text.replace(/[<>&]/g, (c) => '&#' + c.charCodeAt(0) + ';');
  return {
    markup: '<main>' + escape(input.user.email) + ' ' + escape(JSON.stringify(input.answers[0].kpis.map((k) => k.id))) + '</main>',
    state: { address: input.address, tz: input.tz, user: input.user, note: '</script><b>' },
  };
}`,
);

const cookie = (token: string, tz = 'Europe/Berlin') =>
  `${DRAWN_PAGE_COOKIES.session}=${encodeURIComponent(token)}; ${DRAWN_PAGE_COOKIES.timeZone}=${encodeURIComponent(tz)}`;

describe('cookiesOf and scriptJson', () => {
  it('reads a cookie header and leaves out what is not percent-encoding', () => {
    const cookies = cookiesOf('a=1; panel_tz=Europe%2FBerlin;b=%E0%A4%A; =x; c');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('panel_tz')).toBe('Europe/Berlin');
    expect(cookies.has('b')).toBe(false);
    expect(cookiesOf(undefined).size).toBe(0);
  });

  it('writes JSON no value can close its script block with', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe.each(DRIVERS)('signed-in pages drawn by the server on %s', (driver) => {
  const ctx = useApp(driver, { webDist });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  /** The drawer's thread loads in the background: the first pages go as the app draws them. */
  const drawnPage = async (url: string, headers: Record<string, string>) => {
    await expect
      .poll(async () => (await page(url, headers)).body, { timeout: 15_000 })
      .toContain('data-drawn');
    return page(url, headers);
  };

  it('draws the dashboard with the data of the session in its cookie, for that session only', async () => {
    const ann = await signInAs(ctx, 'advertiser');
    const bob = await signInAs(ctx, 'advertiser');
    const res = await drawnPage('/adv/dashboard/?range=yesterday', { cookie: cookie(ann.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(res.body).toContain('<div id="root" data-drawn="page"><main>');
    expect(res.body).toContain(ann.email);
    expect(res.body).not.toContain(bob.email);
    // The dashboard's answer as the API gave it, in the visitor's zone from the cookie.
    expect(res.body).toContain('["spend","impressions"');
    expect(res.body).toContain('"tz":"Europe/Berlin"');
    // The state the app takes the page over with: no `<` that could end its block.
    expect(res.body).toContain('<script type="application/json" id="drawn-state">');
    expect(res.body).toContain('\\u003c/script>\\u003cb>');
    expect(res.body).not.toContain('</script><b>');
    const other = await page('/adv/dashboard/', { cookie: cookie(bob.token) });
    expect(other.body).toContain(bob.email);
    expect(other.body).not.toContain(ann.email);
  });

  it('sends the app as for anyone when it cannot draw the page as the visitor', async () => {
    const ann = await signInAs(ctx, 'advertiser');
    const publisher = await signInAs(ctx, 'publisher');
    await drawnPage('/adv/dashboard/', { cookie: cookie(ann.token) });
    const plain = async (url: string, headers: Record<string, string>) => {
      const res = await page(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">loading</div>');
      expect(res.body).not.toContain(ann.email);
      expect(res.headers['cache-control']).toBe('no-cache');
    };
    await plain('/adv/dashboard/', {});
    await plain('/adv/dashboard/', { cookie: cookie('not-a-session') });
    await plain('/adv/dashboard/', { cookie: `${DRAWN_PAGE_COOKIES.session}=${ann.token}` });
    await plain('/adv/dashboard/', { cookie: cookie(ann.token, 'Not/AZone') });
    // The dashboard's call refuses a publisher (403): the app shows them what it shows.
    await plain('/adv/dashboard/', { cookie: cookie(publisher.token) });
    // Another language is the app's to draw; an `at` link signs in first.
    await plain('/adv/dashboard/', { cookie: cookie(ann.token), 'accept-language': 'de' });
    await plain('/adv/dashboard/?at=some-code', { cookie: cookie(ann.token) });
    // A page the module does not draw.
    await plain('/adv/campaigns/list/', { cookie: cookie(ann.token) });
    // A draw that does not end in time.
    const started = Date.now();
    await plain('/adv/dashboard/?stuck=1', { cookie: cookie(ann.token) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAWN_PAGE_DEADLINE_MS);
    // An address the module cannot read as a path, and one that makes it throw: the drawer stays.
    await plain('//x:99999/adv/dashboard/', { cookie: cookie(ann.token) });
    await plain('/adv/dashboard/?throw=1', { cookie: cookie(ann.token) });
    expect((await page('/adv/dashboard/', { cookie: cookie(ann.token) })).body).toContain(ann.email);
  });
});
