import type { Retargeting } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useRetargetingAudiences } from '../api/get-retargeting-audiences.ts';

/**
 * The caller's pixels and a name for any pixel id: its name once the list is loaded, else
 * "Pixel 12", so a saved choice always reads as something while the list loads or fails.
 */
export function useAudienceNames() {
  const { t } = useTranslation();
  const query = useRetargetingAudiences();
  const pixels: Retargeting[] = query.data?.items ?? [];
  const byId = new Map(pixels.map((p) => [p.id, p]));
  const nameOf = (id: number) => byId.get(id)?.name ?? t('campaigns.retargeting.pixelId', { id });
  return { query, pixels, nameOf };
}
