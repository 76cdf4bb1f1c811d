import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGroups } from './resources/get-groups.ts';

interface Group {
  id: number;
  name: string;
  campaigns_count: number;
  created_at: string | null;
  updated_at: string | null;
}

const group = (id: number): Group => ({
  id,
  name: `Group ${String(id).padStart(3, '0')}`,
  campaigns_count: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

/**
 * A groups call over `list`, paged as the server pages it; `before` may change the list between
 * pages, `claimedTotal` stands for a total counted apart from the page (and out of date).
 */
function serveGroups(list: Group[], before?: (page: number) => void, claimedTotal?: number) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    before?.(page);
    const items = list.slice((page - 1) * perPage, page * perPage);
    if (page === 1 && url.searchParams.get('with_no_group') === 'true')
      items.unshift({ id: 0, name: 'No group', campaigns_count: 3, created_at: null, updated_at: null });
    return Response.json({ ext: { items, total: claimedTotal ?? list.length } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('getAllPages, through the group picker', () => {
  it('reads every page, so an account with more than 100 groups can pick any of them', async () => {
    const calls = serveGroups(Array.from({ length: 250 }, (_, i) => group(i + 1)));
    const groups = await getGroups(true);
    expect(calls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(calls.every((u) => u.searchParams.get('per_page') === '100')).toBe(true);
    expect(groups).toHaveLength(251);
    expect(groups[0]?.id).toBe(0);
    expect(groups.at(-1)?.id).toBe(250);
  });

  it('stops at one call when the first page holds them all', async () => {
    const calls = serveGroups([group(1), group(2)]);
    expect((await getGroups(false)).map((g) => g.id)).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });

  it('keeps a group once when one created meanwhile pushes it onto the next page', async () => {
    const list = Array.from({ length: 150 }, (_, i) => group(i + 2));
    const calls = serveGroups(list, (page) => {
      if (page === 2) list.unshift(group(1));
    });
    const ids = (await getGroups(false)).map((g) => g.id);
    expect(calls).toHaveLength(2);
    expect(new Set(ids).size).toBe(ids.length);
    // Group 101 came last on page 1 and first on page 2; the new group 1 came after page 1 was read.
    expect(ids.filter((id) => id === 101)).toHaveLength(1);
    expect(ids).toHaveLength(150);
  });

  it('stops on an empty page when the total promised more, as one counted before deletions does', async () => {
    const calls = serveGroups(
      Array.from({ length: 150 }, (_, i) => group(i + 1)),
      undefined,
      1000,
    );
    const groups = await getGroups(false);
    expect(groups).toHaveLength(150);
    expect(calls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });
});
