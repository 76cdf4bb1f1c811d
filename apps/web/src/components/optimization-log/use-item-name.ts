import type { RuleDimension } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useBrowsers } from '@/lib/resources/get-browsers';
import { useCountries } from '@/lib/resources/get-countries';
import { useOperatingSystems } from '@/lib/resources/get-operating-systems';

/**
 * How an item a rule judged reads: countries, operating systems and browsers by name (the
 * session's reference lists), zones, sites, SSPs and endpoints by their id, as the statistics
 * name them ("Zone #1042").
 */
export function useItemName(): (dimension: RuleDimension, item: string) => string {
  const { t } = useTranslation();
  const countries = useCountries();
  const os = useOperatingSystems();
  const browsers = useBrowsers();
  return (dimension, item) => {
    const named =
      dimension === 'country'
        ? countries.data?.find((c) => c.alpha2 === item)?.label
        : dimension === 'os'
          ? os.data?.find((o) => String(o.id) === item)?.name
          : dimension === 'browser'
            ? browsers.data?.find((b) => String(b.id) === item)?.name
            : undefined;
    return t(`optimization.item.${dimension}`, { item: named ?? item });
  };
}
