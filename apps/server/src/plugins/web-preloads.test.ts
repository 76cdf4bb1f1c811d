import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloadHeaders } from './web-preloads.ts';

function distWith(preloads: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'panel-preloads-'));
  writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

describe('routePreloadHeaders', () => {
  const preloadsFor = routePreloadHeaders(
    distWith({
      '/adv/dashboard/': { scripts: ['/assets/dashboard-page-A1.js', '/assets/mantine-B2.js'], styles: [] },
      '/adv/campaigns/edit/:id/': { scripts: ['/assets/editor-C3.js'], styles: ['/assets/editor-D4.css'] },
      '/pub/redirect/': { scripts: [], styles: [] },
    }),
  );

  it('names a page’s scripts as module preloads, at low priority so the entry’s come first', () => {
    expect(preloadsFor('/adv/dashboard/')).toBe(
      '</assets/dashboard-page-A1.js>; rel=modulepreload; crossorigin; fetchpriority=low, ' +
        '</assets/mantine-B2.js>; rel=modulepreload; crossorigin; fetchpriority=low',
    );
  });

  it('matches a route with a parameter, and the editor’s own sub-addresses', () => {
    const editor =
      '</assets/editor-C3.js>; rel=modulepreload; crossorigin; fetchpriority=low, ' +
      '</assets/editor-D4.css>; rel=preload; as=style; crossorigin';
    expect(preloadsFor('/adv/campaigns/edit/12/')).toBe(editor);
    expect(preloadsFor('/adv/campaigns/edit/12/creatives')).toBe(editor);
    expect(preloadsFor('/adv/campaigns/edit/')).toBeNull();
    expect(preloadsFor('/adv/campaigns/edit//')).toBeNull();
  });

  it('sends nothing for another address, a page with nothing to load, or a build without the list', () => {
    expect(preloadsFor('/adv/dashboard')).toBeNull();
    expect(preloadsFor('/nowhere/')).toBeNull();
    expect(preloadsFor('/pub/redirect/')).toBeNull();
    expect(
      routePreloadHeaders(mkdtempSync(path.join(tmpdir(), 'panel-bare-')))('/adv/dashboard/'),
    ).toBeNull();
  });

  it('refuses a list with anything but the build’s asset paths, which would break the header', () => {
    for (const file of [
      '/assets/a.js>; rel=preload',
      '/assets/a.js, </evil.js',
      'https://cdn.test/a.js',
      '/assets/a.svg',
    ])
      expect(() =>
        routePreloadHeaders(distWith({ '/adv/dashboard/': { scripts: [file], styles: [] } })),
      ).toThrow(/not the web build's list/);
  });
});
