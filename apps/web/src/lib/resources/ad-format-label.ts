import type { AdFormat } from '@panel/contract';
import type { TFunction } from 'i18next';
import { enAdvertiser } from '@/lib/i18n/en-advertiser';

/**
 * A format's name in the panel's language. Formats named after their family ('Video', 'Direct
 * link', 'Calendar') take the family's translated name; banner sizes and the push formats
 * (Classic Push, In-Page Push: the market's own names) keep theirs.
 */
export function adFormatLabel(format: Pick<AdFormat, 'name' | 'family'>, t: TFunction): string {
  const key = `campaigns.family.${format.family}` as const;
  return key in enAdvertiser && enAdvertiser[key as keyof typeof enAdvertiser] === format.name
    ? t(key)
    : format.name;
}
