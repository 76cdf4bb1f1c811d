import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, encodeBidResponse } from '../../src/modules/bidder/bid-encoding.ts';
import { useApp } from '../helpers.ts';
import { bannerRequest, bidderWorld } from './bidder-world.ts';

describe('acceptsGzip', () => {
  it('reads gzip and * entries and their q', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, gzip;q=0.5, br')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('x-gzip-like')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(`${'a,'.repeat(300)}gzip`)).toBe(false);
  });

  it('leaves small answers as they are', () => {
    expect(encodeBidResponse('{"id":"1"}', 'gzip')).toEqual({ body: '{"id":"1"}', gzip: false });
  });
});

describe('a bid response on the wire', () => {
  const ctx = useApp('pglite');

  it('is gzipped when the SSP accepts gzip, plain otherwise, and says it varies by Accept-Encoding', async () => {
    const world = await bidderWorld(ctx);
    const send = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/rtb/openrtb/2.6/${world.endpoint.id}`,
        headers: {
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        payload: JSON.stringify(bannerRequest()),
      });

    const plain = await send();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const answer = plain.json() as { seatbid: { bid: { price: number }[] }[] };
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await send('gzip, deflate, br');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unpacked = JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')) as typeof answer;
    expect(unpacked.seatbid[0]?.bid[0]?.price).toBe(answer.seatbid[0]?.bid[0]?.price);

    // Brotli alone is not OpenRTB's compression: the answer goes plain.
    const brotliOnly = await send('br');
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.json()).toHaveProperty('seatbid');
  });
});
