import {
  type AccountType,
  DEFAULT_WEBSITE,
  GUEST_ACCOUNT_TYPE,
  type LegalType,
  type RegistrationMode,
  registrationFields,
} from '@panel/contract';

/** Step-2 form values, keyed by the snake_case names of the contract's registration schema. */
export type RegistrationValues = Record<string, string | boolean | undefined>;

/**
 * The sections of step 2 and the order of their fields: who the company is, where it is, who the
 * person is, how they are billed and reached. Which fields show is the contract's decision
 * (`registrationFields`); the terms checkbox closes the form outside any section.
 */
export const SECTIONS = [
  {
    title: 'registration.section.company',
    fields: ['trading_name', 'legal_company_name', 'website_url', 'company_registration_number'],
  },
  { title: 'registration.section.location', fields: ['country', 'city', 'address', 'zip_code'] },
  { title: 'registration.section.person', fields: ['firstname', 'lastname', 'email', 'password'] },
  { title: 'registration.section.billing', fields: ['vat_number', 'billing_email'] },
  {
    title: 'registration.section.contacts',
    fields: ['phone_number_code', 'phone_number', 'teams', 'telegram'],
  },
] as const;

export const FIELD_ORDER = [...SECTIONS.flatMap((section) => section.fields), 'terms'] as const;
export type RegistrationField = (typeof FIELD_ORDER)[number];

export function visibleFields(mode: RegistrationMode, legalType: LegalType): RegistrationField[] {
  const fields = new Set(registrationFields(mode, legalType));
  return FIELD_ORDER.filter((field) => fields.has(field));
}

function emptyValue(field: RegistrationField): string | boolean {
  if (field === 'terms') return false;
  if (field === 'website_url') return DEFAULT_WEBSITE;
  return '';
}

/** Guest sign-up always creates a guest SSP, whatever step 1 showed (spec section 7). */
export function accountTypeFor(mode: RegistrationMode, accountType: AccountType): string {
  return mode === 'guest' ? GUEST_ACCOUNT_TYPE : accountType;
}

/**
 * The values for a (mode, legal type) pair: what applies is kept from `previous`, new fields start
 * empty, and fields that no longer apply are removed (set undefined, so the merge drops them).
 */
export function buildValues(
  mode: RegistrationMode,
  accountType: AccountType,
  legalType: LegalType,
  previous: RegistrationValues = {},
): RegistrationValues {
  const next: RegistrationValues = { account_type: accountTypeFor(mode, accountType), legal_type: legalType };
  const visible = new Set<string>(visibleFields(mode, legalType));
  for (const field of FIELD_ORDER) {
    next[field] = visible.has(field) ? (previous[field] ?? emptyValue(field)) : undefined;
  }
  return next;
}
