import { CAMPAIGN_SORT_KEYS, type CampaignListQuery } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { shapeOf, valuesOf } from './campaign-list-statement.ts';

const base: CampaignListQuery = {
  page: 1,
  per_page: 20,
  sort: { key: 'created_at', descending: true },
  search: undefined,
} as unknown as CampaignListQuery;

function* queries(): Generator<CampaignListQuery> {
  for (const status of [undefined, ['active']])
    for (const group_id of [undefined, 0, 5])
      for (const ad_format of [undefined, ['popunder']])
        for (const pricing_model of [undefined, ['cpm']])
          for (const search of [undefined, 'pops', '42'])
            for (const with_stats of [undefined, true])
              for (const key of CAMPAIGN_SORT_KEYS)
                for (const descending of [false, true])
                  yield {
                    ...base,
                    status,
                    group_id,
                    ad_format,
                    pricing_model,
                    search,
                    with_stats,
                    sort: { key, descending },
                  } as CampaignListQuery;
}

describe('the campaign list statements', () => {
  it('names each shape apart, within PostgreSQL’s 63 characters', () => {
    const names = new Set<string>();
    for (const q of queries()) {
      const name = shapeOf(q);
      expect(name.length).toBeLessThanOrEqual(63);
      names.add(name);
    }
    // Sorting by a figure implies the figures: those orders with and without `with_stats` meet.
    expect(names.size).toBe(72 * (6 * 2 * 2 + 7 * 2));
  });

  it('gives the same shape to lists that differ only in their values', () => {
    const a = { ...base, status: ['active'], search: 'pops', group_id: 3 } as CampaignListQuery;
    const b = { ...base, status: ['paused', 'draft'], search: 'other', group_id: 9 } as CampaignListQuery;
    expect(shapeOf(a)).toBe(shapeOf(b));
    expect(valuesOf(1, a)).toMatchObject({ statuses: ['active'], pattern: '%pops%', groupId: 3 });
    expect(valuesOf(2, { ...b, page: 3 })).toMatchObject({ advertiserId: 2, offset: 40, limit: 20 });
  });

  it('escapes LIKE’s wildcards in the search and matches a number as an id too', () => {
    const q = { ...base, search: '100%_' } as CampaignListQuery;
    expect(valuesOf(1, q)).toMatchObject({ pattern: '%100\\%\\_%', searchId: undefined });
    expect(shapeOf({ ...base, search: '42' } as CampaignListQuery)).not.toBe(shapeOf(q));
    expect(valuesOf(1, { ...base, search: '42' } as CampaignListQuery)).toMatchObject({ searchId: 42 });
  });
});
