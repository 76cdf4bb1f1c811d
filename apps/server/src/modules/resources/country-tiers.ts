/**
 * Country tiers (1 to 3) are the platform's own grouping of markets by ad value, as
 * ExoClick, PropellerAds and RichAds publish them: tier 1 the richest English-speaking and
 * Western European markets, tier 2 the rest of the developed world, tier 3 everything else.
 */
const TIER_1 = new Set([
  'US',
  'CA',
  'GB',
  'AU',
  'NZ',
  'IE',
  'DE',
  'FR',
  'NL',
  'BE',
  'AT',
  'CH',
  'LU',
  'SE',
  'NO',
  'DK',
  'FI',
  'IS',
  'JP',
]);

const TIER_2 = new Set([
  'ES',
  'IT',
  'PT',
  'GR',
  'CY',
  'MT',
  'PL',
  'CZ',
  'SK',
  'SI',
  'HU',
  'EE',
  'LV',
  'LT',
  'HR',
  'RO',
  'BG',
  'KR',
  'SG',
  'HK',
  'TW',
  'IL',
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'MO',
  'LI',
  'MC',
  'AD',
  'SM',
]);

export function tierOf(alpha2: string): 1 | 2 | 3 {
  if (TIER_1.has(alpha2)) return 1;
  if (TIER_2.has(alpha2)) return 2;
  return 3;
}
