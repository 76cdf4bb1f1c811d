import { describe, expect, it } from 'vitest';
import { AD_FORMATS } from '../resources/ad-formats.ts';
import { zoneTag } from './zone-tag.ts';

const HOST = 'https://ads.example.com';
const zone = (ad_format: string, width: number | null = null, height: number | null = null) => ({
  id: 42,
  ad_format,
  width,
  height,
});

describe('zoneTag', () => {
  it('gives a popunder zone one script tag on the serving host', () => {
    const tag = zoneTag(zone('popunder'), HOST);
    expect(tag).toEqual({
      placement: 'head',
      tag: '<script async data-zone="42" src="https://ads.example.com/serve/zone/42.js"></script>',
      serviceWorker: null,
    });
  });

  it('gives classic push a service-worker registration, the script and the /sw.js content', () => {
    const tag = zoneTag(zone('classic push'), `${HOST}/`);
    expect(tag.placement).toBe('head');
    expect(tag.tag).toContain("navigator.serviceWorker.register('/sw.js')");
    expect(tag.tag).toContain('src="https://ads.example.com/serve/zone/42.js"');
    expect(tag.serviceWorker).toBe('importScripts("https://ads.example.com/serve/push/sw.js?zone=42");\n');
  });

  it('gives in-page push a script without a service worker', () => {
    const tag = zoneTag(zone('in-page push'), HOST);
    expect(tag.tag).toMatch(/^<script async data-zone="42" src="[^"]+\/serve\/zone\/42\.js"><\/script>$/);
    expect(tag.serviceWorker).toBeNull();
  });

  it('gives native a container and its script', () => {
    const tag = zoneTag(zone('native'), HOST);
    expect(tag.placement).toBe('inline');
    expect(tag.tag).toContain('<div id="ad-zone-42" data-zone="42"></div>');
    expect(tag.tag).toContain('/serve/zone/42.js');
  });

  it('sizes a banner or HTML tag frame to the zone', () => {
    expect(zoneTag(zone('300x250', 300, 250), HOST).tag).toContain(
      'src="https://ads.example.com/serve/zone/42.html" width="300" height="250"',
    );
    expect(zoneTag(zone('html tag', 640, 90), HOST).tag).toContain('width="640" height="90"');
  });

  it('gives VAST and video zones the VAST URL, and a direct link zone a URL', () => {
    expect(zoneTag(zone('vast'), HOST)).toMatchObject({
      placement: 'vast',
      tag: 'https://ads.example.com/serve/vast/42.xml',
    });
    expect(zoneTag(zone('video'), HOST).tag).toBe('https://ads.example.com/serve/vast/42.xml');
    expect(zoneTag(zone('direct link'), HOST)).toMatchObject({
      placement: 'link',
      tag: 'https://ads.example.com/serve/link/42',
    });
  });

  it('escapes the host inside attributes, so configuration cannot break out of the markup', () => {
    const tag = zoneTag(zone('popunder'), 'https://a.example"><script>x</script>');
    expect(tag.tag).not.toContain('"><script>x');
    expect(tag.tag).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('has a tag for every ad format of the reference list', () => {
    for (const format of AD_FORMATS) {
      const tag = zoneTag(zone(format.code, 300, 250), HOST);
      expect(tag.tag, format.code).toContain('/serve/');
    }
  });
});
