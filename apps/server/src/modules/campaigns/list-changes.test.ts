import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { CampaignListCache } from './campaign-list-cache.ts';
import { OwnerNotices, watchListChanges } from './list-changes.ts';

/** A PostgreSQL Database as list-changes.ts sees it: its counts and its LISTEN, set by hand. */
function postgres() {
  const state = { local: 0, epoch: 1 as number | null, notify: (_payload: string) => {} };
  const database = {
    localWrites: () => state.local,
    listening: () => state.epoch,
    listen: async (_channel: string, callback: (payload: string) => void) => {
      state.notify = callback;
      return async () => {};
    },
  } as unknown as Database;
  return { database, state };
}

describe('watchListChanges on PostgreSQL', () => {
  it('moves an owner’s count with this process’s writes, notices naming the owner or all, and the connection’s returns', async () => {
    const { database, state } = postgres();
    const changes = await watchListChanges(database);
    if (!changes) throw new Error('expected a watch');
    const counts = new Set([changes.count(7)]);
    const moved = (owner: number) => {
      const now = changes.count(owner);
      const isNew = !counts.has(now);
      counts.add(now);
      return isNew;
    };

    expect(moved(7)).toBe(false);
    state.local++;
    expect(moved(7)).toBe(true);
    state.notify('3,7');
    expect(moved(7)).toBe(true);
    const eight = changes.count(8);
    state.notify('7');
    expect(changes.count(8)).toBe(eight);
    state.notify('*');
    expect(changes.count(8)).not.toBe(eight);
    expect(moved(7)).toBe(true);
    state.epoch = 2;
    expect(moved(7)).toBe(true);
    state.epoch = null;
    expect(changes.count(7)).toBeNull();
    expect(changes.maxAgeMs).toBe(10_000);
  });

  it('keeps nothing where the database can say neither', async () => {
    expect(await watchListChanges({} as Database)).toBeNull();
  });
});

describe('OwnerNotices', () => {
  it('never gives an owner a count it had before, when it forgets the owners past its bound', () => {
    const notices = new OwnerNotices();
    notices.note('1');
    notices.note('1');
    notices.note('1');
    const had = [0, 1, 2, 3];
    expect(notices.count(1)).toBe(3);
    for (let owner = 2; owner <= 100_002; owner++) notices.note(String(owner));
    notices.note('5');
    // Forgotten: owner 1's count is past every one it had.
    expect(had).not.toContain(notices.count(1));
    expect(notices.count(5)).toBe(notices.count(1) + 1);
  });
});

describe('CampaignListCache', () => {
  it('serves a kept answer while the count stands and it is young, and keeps nothing while the count is unknown', async () => {
    let count: number | null = 1;
    let clock = 0;
    let reads = 0;
    const cache = new CampaignListCache({ count: () => count, maxAgeMs: 1_000 }, () => clock);
    const read = () =>
      cache.answer(1, 'k', async () => {
        reads++;
        return `{"n":${reads}}`;
      });
    expect(String((await read()).body)).toBe('{"n":1}');
    expect(String((await read()).body)).toBe('{"n":1}');
    clock = 999;
    await read();
    expect(reads).toBe(1);
    clock = 1_000;
    expect(String((await read()).body)).toBe('{"n":2}');
    count = 2;
    expect(String((await read()).body)).toBe('{"n":3}');
    count = null;
    await read();
    await read();
    expect(reads).toBe(5);
    count = 2;
    // What was kept while the count was unknown was not kept.
    expect(String((await read()).body)).toBe('{"n":3}');
  });
});
