import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { refreshQueries } from './query-client.ts';

describe('refreshQueries', () => {
  it('reads again a query whose first read was under way when the data changed', async () => {
    const client = testQueryClient();
    const reads: ((page: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['campaigns', 'list', { search: 'spring' }],
      queryFn: () => new Promise<string>((resolve) => reads.push(resolve)),
    });
    const stop = observer.subscribe(() => {});
    expect(reads).toHaveLength(1);

    // The change lands while the first read is out; that read answers with the page before it.
    const refreshed = refreshQueries(client, ['campaigns']);
    reads[0]?.('before the change');
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]?.('after the change');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the change');
    stop();
  });
});
