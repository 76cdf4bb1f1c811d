import { readFileSync } from 'node:fs';
import { messageCatalog, OTHER_ID, REFERENCE_NAME_PREFIXES, referenceMessagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/modules/statistics/labels.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint } from './ssp-fixtures.ts';

/** The German catalog as shipped: what the server must answer in, word for word. */
const german: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../packages/contract/locales/de.json', import.meta.url), 'utf8'),
);

type Item = { id: number | string; code: string; name: string; description?: string };
const LISTS = Object.keys(REFERENCE_NAME_PREFIXES) as (keyof typeof REFERENCE_NAME_PREFIXES)[];

/** What a list's item is called in German: by its code, 'Other' by `resources.other`. */
function germanName(list: (typeof LISTS)[number], item: Item): string {
  if (item.id === OTHER_ID) return german['resources.other'] ?? '';
  const prefixes: { name?: string; description?: string } = REFERENCE_NAME_PREFIXES[list];
  return prefixes.name ? (german[`resources.${prefixes.name}.${item.code}`] ?? '') : item.name;
}

describe.each(DRIVERS)('reference lists in the language asked for on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (url: string, language?: string) =>
    call(ctx.app, { method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  it.each(LISTS)('/resources/%s names its items by code in German, keeping ids and codes', async (list) => {
    const [en, de] = await Promise.all([get(`/resources/${list}`), get(`/resources/${list}`, 'de')]);
    expect(de.status).toBe(200);
    expect(de.headers.vary).toMatch(/^Accept-Language(, Accept-Encoding)?$/);
    const enItems = en.body.ext as Item[];
    const deItems = de.body.ext as Item[];
    expect(deItems.map((i) => [i.id, i.code])).toEqual(enItems.map((i) => [i.id, i.code]));
    for (const item of deItems) expect(item.name, `${list} ${item.code}`).toBe(germanName(list, item));
    for (const item of enItems.filter((i) => i.id !== OTHER_ID)) {
      const prefixes: { name?: string; description?: string } = REFERENCE_NAME_PREFIXES[list];
      if (prefixes.name)
        expect(item.name).toBe(referenceMessagesEn[`resources.${prefixes.name}.${item.code}`]);
    }
  });

  it('has words in German where English has words, and shows the descriptions the editor shows', async () => {
    const devices = (await get('/resources/device_types', 'de')).body.ext as Item[];
    expect(devices.find((d) => d.code === 'mobile_tablet')?.name).not.toBe('Mobile or tablet');
    const models = (await get('/resources/pricing_models', 'de')).body.ext as Item[];
    const cpm = models.find((m) => m.code === 'cpm');
    expect(cpm).toMatchObject({ name: 'CPM', description: german['resources.pricingModelHint.cpm'] });
    expect(cpm?.description).not.toBe(referenceMessagesEn['resources.pricingModelHint.cpm']);
    const types = (await get('/resources/retargeting_types', 'de')).body.ext as Item[];
    expect(types.find((t) => t.code === 'pixel')?.description).toBe(
      german['resources.retargetingTypeHint.pixel'],
    );
  });

  it('answers /resources/all in the same words as each list on its own', async () => {
    const all = (await get('/resources/all?hide_other=true', 'de')).body.ext as Record<string, Item[]>;
    for (const list of LISTS) {
      const alone = await get(`/resources/${list}?hide_other=true`, 'de');
      expect(all[list], list).toEqual(alone.body.ext);
    }
  });

  it('names an SSP endpoint’s protocol in the language of the request', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const created = await createEndpoint(ctx, token, { parser_id: 3 });
    expect(created.parser_name).toBe('XML feed');
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/ssp_endpoints',
      token,
      headers: { 'accept-language': 'de' },
    });
    const row = (res.body.ext as { items: { id: number; parser_name: string }[] }).items.find(
      (e) => e.id === created.id,
    );
    expect(row?.parser_name).toBe(german['resources.sspParser.xml_feed']);
    expect(row?.parser_name).not.toBe('XML feed');
  });

  it('labels report rows by device, connection type and unknown carrier in the report’s language', async () => {
    const catalog = messageCatalog('de', german);
    const values = new Map<string, Set<string | number>>([
      ['device_type', new Set([2, OTHER_ID])],
      ['connection_type', new Set([2])],
      ['carrier', new Set([OTHER_ID])],
    ]);
    const label = await labelsFor(
      ctx.database.db,
      null,
      ['device_type', 'connection_type', 'carrier'],
      values,
      null,
      null,
      catalog,
    );
    expect(label('device_type', 2)).toBe(german['resources.deviceType.desktop']);
    expect(label('device_type', OTHER_ID)).toBe(german['resources.other']);
    expect(label('connection_type', 2)).toBe(german['resources.connectionType.cellular']);
    expect(label('carrier', OTHER_ID)).toBe(german['resources.other']);
    const english = await labelsFor(ctx.database.db, null, ['device_type'], values);
    expect(english('device_type', 2)).toBe('Desktop');
  });
});
