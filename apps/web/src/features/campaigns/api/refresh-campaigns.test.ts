import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { campaignListKey } from './campaign-keys.ts';
import { refreshCampaigns } from './refresh-campaigns.ts';

describe('refreshCampaigns', () => {
  it('reads again a list whose first read was under way when the campaigns changed', async () => {
    const client = testQueryClient();
    const reads: ((page: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: campaignListKey({ search: 'spring' }),
      queryFn: () => new Promise<string>((resolve) => reads.push(resolve)),
    });
    const stop = observer.subscribe(() => {});
    expect(reads).toHaveLength(1);

    // The change lands while the first read is out; that read answers with the page before it.
    const refreshed = refreshCampaigns(client);
    reads[0]?.('before the change');
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]?.('after the change');
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the change');
    stop();
  });
});
