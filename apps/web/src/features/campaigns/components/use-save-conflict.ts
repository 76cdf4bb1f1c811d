import type { Campaign } from '@panel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { campaignKey } from '../api/campaign-keys.ts';
import { getCampaign } from '../api/get-campaign.ts';

export interface SaveConflict {
  /** The version the refused save started from: what the user had in front of them. */
  seen: Campaign;
  /** The campaign as saved now; null while it loads or when it could not be loaded. */
  current: Campaign | null;
  failed: boolean;
}

/**
 * A save refused with 412: loads the campaign as it is now, so the editor can show what changed
 * since the version it started from and let the user reload it or overwrite it knowingly.
 */
export function useSaveConflict() {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  const open = useCallback(async (seen: Campaign) => {
    setConflict({ seen, current: null, failed: false });
    // A later conflict (or a closed dialog) wins over the answer of an earlier load.
    const settle = (next: SaveConflict) => setConflict((now) => (now?.seen === seen ? next : now));
    try {
      settle({ seen, current: await getCampaign(seen.id), failed: false });
    } catch {
      settle({ seen, current: null, failed: true });
    }
  }, []);

  const close = useCallback(() => setConflict(null), []);

  /** The user chose the campaign as it is now: the rest of the page (header, status) shows it too. */
  const accept = useCallback(
    (current: Campaign) => {
      queryClient.setQueryData(campaignKey(current.id), current);
      setConflict(null);
    },
    [queryClient],
  );

  return { conflict, open, close, accept };
}
