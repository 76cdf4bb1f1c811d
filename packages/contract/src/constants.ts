/** Business constants of spec section 9, one place for both sides. */
export const AUTOFILL_SYNC_MS = 500;
export const REDIRECT_DELAY_MS = 100;
export const TOKEN_BACKUP_TTL_MS = 3_600_000;
export const ADDRESS_WATCH_INTERVAL_MS = 1_000;
export const PHONE_PANEL_WIDTH = 320;
export const DEFAULT_WEBSITE = 'https://';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Sign-in takes any password up to this length: operators may set longer ones than the sign-up rule. */
export const LOGIN_PASSWORD_MAX = 256;
/** The longest e-mail address there can be (RFC 5321), for sign-in of accounts an operator created. */
export const LOGIN_EMAIL_MAX = 254;
export const COUNTRY_TIERS = [1, 2, 3] as const;

export const MAX_LENGTH = {
  city: 100,
  address: 100,
  zipCode: 10,
  tradingName: 100,
  legalCompanyName: 100,
  website: 50,
  registrationNumber: 20,
  firstName: 50,
  lastName: 50,
  email: 40,
  billingEmail: 40,
  vatNumber: 20,
  phoneNumber: 20,
  teams: 50,
  telegram: 25,
} as const;

/**
 * The spec names two country code lists (31 European codes and 11 other codes) without saying
 * what they are for. Our reading, recorded in docs/decisions.md:
 * - VAT_COUNTRIES: the 31 European states whose businesses carry a VAT number (EU-27 plus
 *   the United Kingdom, Norway, Switzerland and Iceland). The registration form labels
 *   the tax field "VAT Number" for them and "Tax ID" elsewhere.
 * - BLOCKED_COUNTRIES: 11 countries under comprehensive sanctions or embargoes that ad networks
 *   such as ExoClick and PropellerAds do not onboard. They are left out of the country and phone
 *   code choices and refused by the server.
 */
export const VAT_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'NO',
  'CH',
  'IS',
];

export const BLOCKED_COUNTRIES: readonly string[] = [
  'CU',
  'IR',
  'KP',
  'SY',
  'RU',
  'BY',
  'VE',
  'MM',
  'SD',
  'SS',
  'AF',
];

export function isVatCountry(alpha2: string | null | undefined): boolean {
  return !!alpha2 && VAT_COUNTRIES.includes(alpha2.toUpperCase());
}

export function isBlockedCountry(alpha2: string | null | undefined): boolean {
  return !!alpha2 && BLOCKED_COUNTRIES.includes(alpha2.toUpperCase());
}
