import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKET_DAYS, useMarketFloors } from '../api/get-market-floors.ts';
import { formatMoney } from '../utils/format.ts';
import { farAboveMarket } from '../utils/market-bid.ts';

const PER_THOUSAND = new Set(['cpm', 'smart_cpm']);

/**
 * Under a CPM bid: a warning when it is far above the floors SSPs asked for the format this week
 * (issue 18: safety before spend). Quiet otherwise, and for bids per click or conversion.
 */
export function MarketBidHint({
  adFormat,
  pricingModel,
  bid,
}: {
  adFormat: string;
  pricingModel: string;
  bid: unknown;
}) {
  const { t, i18n } = useTranslation();
  const perThousand = PER_THOUSAND.has(pricingModel);
  const floors = useMarketFloors(adFormat, perThousand);
  const value = typeof bid === 'number' ? bid : Number(bid);
  const far = perThousand && floors.data ? farAboveMarket(value, floors.data.rows) : null;
  if (!far) return null;
  return (
    <Text size="xs" c="orange" role="status" style={{ gridColumn: '1 / -1' }}>
      {t('campaigns.marketBid.far', {
        bid: formatMoney(value, i18n.language),
        times: far.times.toFixed(1),
        p90: formatMoney(far.p90, i18n.language),
        days: MARKET_DAYS,
      })}
    </Text>
  );
}
