import { existsSync } from 'node:fs';
import path from 'node:path';
import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { stripedPng } from '../src/demo/demo-png.ts';
import { createCampaign, popunder, upload, uploadPng } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

/** The smallest GIF, JPEG and WebP headers image-size reads: 1x1, 2x3 and 4x5. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8,
  0, 3, 0, 2, 1, 1, 0x11, 0, 0xff, 0xd9,
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([30, 0, 0, 0]),
  Buffer.from('WEBPVP8X'),
  Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([3, 0, 0, 4, 0, 0]),
]);

describe.each(DRIVERS)('creative images on %s', (driver) => {
  const ctx = useApp(driver);

  it('stores a PNG by its content hash and serves it back with its type', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const png = stripedPng(300, 250);
    const res = await upload(ctx.app, token, png);
    expect(res.status).toBe(201);
    const ext = res.body.ext as { id: string; url: string };
    expect(ext).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      url: `/uploads/${ext.id}.png`,
      width: 300,
      height: 250,
      mime: 'image/png',
      bytes: png.length,
    });
    expect(existsSync(path.join(ctx.config.uploadsDir, `${ext.id}.png`))).toBe(true);
    const served = await ctx.app.inject({ method: 'GET', url: ext.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await upload(ctx.app, token, png)).body.ext).toEqual(ext);
  });

  it.each([
    ['GIF', GIF, 'image/gif', 'gif', 1, 1],
    ['JPEG', JPEG, 'image/jpeg', 'jpg', 2, 3],
    ['WebP', WEBP, 'image/webp', 'webp', 4, 5],
  ])(
    'reads a %s by its first bytes, whatever the header says',
    async (_, content, mime, ext, width, height) => {
      const { token } = await signUpAndIn(ctx.app);
      const res = await upload(ctx.app, token, content, 'application/octet-stream');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.ext).toMatchObject({
        mime,
        width,
        height,
        url: expect.stringMatching(new RegExp(`\\.${ext}$`)),
      });
      const served = await ctx.app.inject({ method: 'GET', url: (res.body.ext as { url: string }).url });
      expect(served.headers['content-type']).toBe(mime);
    },
  );

  it('refuses a text file sent as image/png (checked by content, not by name)', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await upload(
      ctx.app,
      token,
      Buffer.from('<svg onload="alert(1)"></svg> not really a picture.png'),
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messagesEn['errors.imageType'],
    });
  });

  it('refuses a PNG signature on a broken file', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await upload(ctx.app, token, stripedPng(10, 10).subarray(0, 12));
    expect(res.status).toBe(415);
  });

  it('refuses a file over 2 MB with a 413', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const big = Buffer.concat([stripedPng(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(ctx.app, token, big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an image larger than 4000 pixels on a side', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await upload(ctx.app, token, stripedPng(4001, 1));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file: 'The image is larger than 4000 pixels on a side.' });
  });

  it('refuses other content types and empty bodies', async () => {
    const { token } = await signUpAndIn(ctx.app);
    expect((await upload(ctx.app, token, Buffer.from('x'), 'text/plain')).status).toBe(415);
    expect((await upload(ctx.app, token, Buffer.alloc(0))).status).toBeGreaterThanOrEqual(400);
    expect((await upload(ctx.app, token, Buffer.alloc(0))).status).toBeLessThan(500);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', 'x.png', `${'a'.repeat(64)}.svg`, `${'A'.repeat(64)}.png`])(
    'serves nothing for "%s"',
    async (name) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(400);
    },
  );

  it('answers 404 for a well-formed name never uploaded', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(64)}.png` });
    expect(res.statusCode).toBe(404);
  });

  it('a banner must be the size of its format', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const right = await uploadPng(ctx.app, token, 300, 250);
    const wrong = await uploadPng(ctx.app, token, 728, 90);
    const banner = (image_url: string) =>
      popunder({ ad_format: '300x250', creatives: [{ type: 'image', name: 'b', image_url }] });
    const ok = await createCampaign(ctx.app, token, banner(right));
    expect(ok.creatives[0]).toMatchObject({ type: 'image', image_url: right });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: banner(wrong),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'creatives.0.image_url': 'The image must be 300x250 pixels for this format',
    });
  });

  it('push and native icons are square and large enough, images large enough', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const icon = await uploadPng(ctx.app, token, 192, 192);
    const small = await uploadPng(ctx.app, token, 100, 100);
    const wide = await uploadPng(ctx.app, token, 492, 328);
    const tiny = await uploadPng(ctx.app, token, 300, 200);
    const push = (icon_url: string, image_url: string | null) =>
      popunder({
        ad_format: 'classic push',
        pricing_model: 'cpc',
        creatives: [{ type: 'push', name: 'p', title: 'T', text: 'X', icon_url, image_url }],
      });
    expect((await createCampaign(ctx.app, token, push(icon, wide))).creatives[0]).toMatchObject({
      icon_url: icon,
      image_url: wide,
    });
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: push(small, tiny),
    });
    expect(bad.body.fields).toEqual({
      'creatives.0.icon_url': 'The icon must be square and at least 192x192 pixels',
      'creatives.0.image_url': 'The image must be at least 492x328 pixels',
    });
    const native = popunder({
      ad_format: 'native',
      creatives: [
        { type: 'native', name: 'n', title: 'T', description: 'D', icon_url: wide, image_url: wide },
      ],
    });
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/campaigns', token, payload: native });
    expect(res.body.fields).toEqual({
      'creatives.0.icon_url': 'The icon must be square and at least 192x192 pixels',
    });
  });
});
