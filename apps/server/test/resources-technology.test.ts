import {
  browserSchema,
  browserVersionSchema,
  connectionTypeSchema,
  deviceTypeSchema,
  osSchema,
  osVersionSchema,
} from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, useApp } from './helpers.ts';

type Named = { id: number; name: string };
type Version = Named & { version: string; position: number; os_id?: number; browser_id?: number };

describe.each(DRIVERS)('device and software reference data on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (url: string) => call(ctx.app, { method: 'GET', url });
  const list = async <T>(url: string) => (await get(url)).body.ext as T[];

  it('lists OpenRTB 2.6 device types by their codes, with Other', async () => {
    const types = await list<Named>('/resources/device_types');
    for (const t of types) expect(deviceTypeSchema.safeParse(t).success).toBe(true);
    expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(types.find((t) => t.id === 4)?.name).toBe('Phone');
    expect((await list<Named>('/resources/device_types?hide_other=true')).map((t) => t.id)).not.toContain(0);
  });

  it('makes connection type 2 the cellular one, with carriers', async () => {
    const types = await list<Named & { carriers: boolean; openrtb_codes: number[] }>(
      '/resources/connection_types',
    );
    for (const t of types) expect(connectionTypeSchema.safeParse(t).success).toBe(true);
    expect(types.find((t) => t.id === 2)).toMatchObject({
      name: 'Cellular network',
      carriers: true,
      openrtb_codes: [3, 4, 5, 6, 7],
    });
    expect(types.filter((t) => t.carriers).map((t) => t.id)).toEqual([2]);
    expect(types.flatMap((t) => t.openrtb_codes).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists OS families by AdCOM code and browsers, each with an Other entry', async () => {
    const os = await list<Named>('/resources/os');
    for (const o of os) expect(osSchema.safeParse(o).success).toBe(true);
    expect(os.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Windows', 'macOS', 'Linux', 'Chrome OS', 'Android', 'iOS', 'Other']),
    );
    expect(os.find((o) => o.name === 'iOS')?.id).toBe(13);
    const browsers = await list<Named>('/resources/browsers');
    for (const b of browsers) expect(browserSchema.safeParse(b).success).toBe(true);
    expect(browsers.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'Chrome',
        'Firefox',
        'Safari',
        'Edge',
        'Opera',
        'Samsung Internet',
        'UC Browser',
      ]),
    );
    for (const url of ['/resources/os?hide_other=true', '/resources/browsers?hide_other=true']) {
      expect((await list<Named>(url)).some((i) => i.id === 0)).toBe(false);
    }
  });

  it('lists the versions of an OS sorted by position, Android 8 to 15 among them', async () => {
    const android = (await list<Named>('/resources/os')).find((o) => o.name === 'Android') as Named;
    const versions = await list<Version>(`/resources/os_versions?os_id=${android.id}`);
    for (const v of versions) expect(osVersionSchema.safeParse(v).success).toBe(true);
    expect(versions.every((v) => v.os_id === android.id)).toBe(true);
    expect(versions.map((v) => v.position)).toEqual(versions.map((_, i) => i + 1));
    expect(versions.map((v) => v.version)).toEqual(
      expect.arrayContaining(['8', '9', '10', '11', '12', '13', '14', '15']),
    );
    const windows = await list<Version>('/resources/os_versions?os_id=28');
    expect(windows.map((v) => v.name)).toEqual([
      'Windows 7',
      'Windows 8',
      'Windows 8.1',
      'Windows 10',
      'Windows 11',
    ]);
    const ios = await list<Version>('/resources/os_versions?os_id=13');
    expect(ios.map((v) => v.version)).toEqual(expect.arrayContaining(['12', '15', '18']));
  });

  it('lists every OS version with unique ids when no OS is named', async () => {
    const all = await list<Version>('/resources/os_versions');
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    expect(new Set(all.map((v) => v.os_id)).size).toBe(4);
  });

  it('lists browser major versions sorted by position', async () => {
    const chrome = await list<Version>('/resources/browser_versions?browser_id=1');
    for (const v of chrome) expect(browserVersionSchema.safeParse(v).success).toBe(true);
    expect(chrome.length).toBeGreaterThan(40);
    expect(chrome.map((v) => v.position)).toEqual(chrome.map((_, i) => i + 1));
    const majors = chrome.map((v) => Number(v.version));
    expect(majors).toEqual([...majors].sort((a, b) => a - b));
    expect(chrome.find((v) => v.version === '120')).toMatchObject({ id: 1120, name: 'Chrome 120' });
    const all = await list<Version>('/resources/browser_versions');
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
  });

  it('refuses an unknown or non-numeric parent id with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['/resources/os_versions?os_id=999', 'os_id'],
      ['/resources/os_versions?os_id=android', 'os_id'],
      ['/resources/browser_versions?browser_id=77', 'browser_id'],
      ['/resources/browser_versions?browser_id=-1', 'browser_id'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.fields as object), url).toEqual([field]);
    }
  });
});
