import { TARGET_LIST_MAX } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { excludeItem, restoreItem } from './list-edit.ts';

describe('excluding an item from a campaign’s targeting, and undoing it', () => {
  it('adds it to an exclude list, or turns a buy-everything include list into an exclude list of it', () => {
    expect(excludeItem({ zones: { mode: 'exclude', values: ['a'] } }, 'zone', 'b')).toMatchObject({
      targeting: { zones: { mode: 'exclude', values: ['a', 'b'] } },
      listMode: 'exclude',
    });
    expect(excludeItem({}, 'zone', 'b')).toMatchObject({
      targeting: { zones: { mode: 'exclude', values: ['b'] } },
      listMode: 'exclude',
    });
    const done = excludeItem({ zones: { mode: 'exclude', values: ['a'] } }, 'zone', 'b');
    if ('skip' in done) throw new Error('skipped');
    expect(restoreItem(done.targeting, 'zone', 'b', 'exclude', null)).toEqual({
      zones: { mode: 'exclude', values: ['a'] },
    });
  });

  it('takes it out of a non-empty include list, never the last item, and undo puts it back', () => {
    const targeting = { sites: { mode: 'include', values: ['a', 'b'] } };
    const done = excludeItem(targeting, 'site', 'a');
    expect(done).toMatchObject({
      targeting: { sites: { mode: 'include', values: ['b'] } },
      listMode: 'include',
    });
    if ('skip' in done) throw new Error('skipped');
    expect(restoreItem(done.targeting, 'site', 'a', 'include', done.previous)).toEqual({
      sites: { mode: 'include', values: ['b', 'a'] },
    });
    expect(excludeItem({ sites: { mode: 'include', values: ['a'] } }, 'site', 'a')).toEqual({
      skip: 'last_included',
    });
    expect(excludeItem(targeting, 'site', 'z')).toEqual({ skip: 'excluded' });
  });

  it('leaves an item already excluded, and a full list, alone', () => {
    expect(excludeItem({ zones: { mode: 'exclude', values: ['a'] } }, 'zone', 'a')).toEqual({
      skip: 'excluded',
    });
    const full = Array.from({ length: TARGET_LIST_MAX.small }, (_, i) => `C${i}`);
    expect(excludeItem({ countries: { mode: 'exclude', values: full } }, 'country', 'US')).toEqual({
      skip: 'full',
    });
  });

  it('widens an OS excluded for some versions to all of them, and undo restores the versions', () => {
    const targeting = { os: { mode: 'exclude', values: [{ id: 3, version_ids: [7, 8] }] } };
    const done = excludeItem(targeting, 'os', '3');
    expect(done).toMatchObject({
      targeting: { os: { mode: 'exclude', values: [{ id: 3, version_ids: [] }] } },
    });
    if ('skip' in done) throw new Error('skipped');
    expect(restoreItem(done.targeting, 'os', '3', 'exclude', done.previous)).toEqual(targeting);
  });

  it('leaves alone what the advertiser changed since: a list whose mode changed, an item put back', () => {
    const changed = { zones: { mode: 'include', values: ['x'] } };
    expect(restoreItem(changed, 'zone', 'b', 'exclude', null)).toBe(changed);
    const putBack = { sites: { mode: 'include', values: ['a', 'b'] } };
    expect(restoreItem(putBack, 'site', 'a', 'include', 'a')).toBe(putBack);
    // An include list emptied since buys everything: adding the item back would narrow it.
    const emptied = { sites: { mode: 'include', values: [] } };
    expect(restoreItem(emptied, 'site', 'a', 'include', 'a')).toBe(emptied);
  });
});
