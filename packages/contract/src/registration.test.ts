import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesToFields } from './api.ts';
import { BLOCKED_COUNTRIES, DEFAULT_WEBSITE, MAX_LENGTH } from './constants.ts';
import { translateMessage } from './messages.ts';
import { registrationBodySchema, registrationFields, registrationSchema } from './registration.ts';
import { LEGAL_TYPES, type LegalType, REGISTRATION_MODES, type RegistrationMode } from './roles.ts';

const REQUIRED = 'This field is required';
const NOT_ALLOWED = 'This account type cannot be chosen here';
const EMAIL = 'Enter a valid e-mail address';
const maxMessage = (n: number) => `Must be at most ${n} characters`;

type Combo = { mode: RegistrationMode; legalType: LegalType };
const COMBOS: Combo[] = REGISTRATION_MODES.flatMap((mode) =>
  LEGAL_TYPES.map((legalType) => ({ mode, legalType })),
);
const all = () => true;
const company = (c: Combo) => c.legalType === 'company';
const client = (c: Combo) => c.mode === 'client';

const text = (n: number) => 'a'.repeat(n);
const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
const website = (n: number) => `https://${'a'.repeat(n - 'https://.com'.length)}.com`;
/** A German mobile number (+49) padded with dashes to n characters. */
const phone = (n: number) => `1512${'-'.repeat(n - 11)}3456789`;

type Rule = { field: string; max: number; applies: (c: Combo) => boolean; value: string; make: typeof text };
const rule = (field: string, max: number, applies: Rule['applies'], value: string, make = text): Rule => ({
  field,
  max,
  applies,
  value,
  make,
});

/** Spec section 5, step-2 table: the length-limited fields, where each applies (sections 2, 3) and a valid value. */
const TEXT_RULES: Rule[] = [
  rule('city', MAX_LENGTH.city, client, 'Berlin'),
  rule('address', MAX_LENGTH.address, client, 'Unter den Linden 1'),
  rule('zip_code', MAX_LENGTH.zipCode, client, '10117'),
  rule('trading_name', MAX_LENGTH.tradingName, company, 'Acme'),
  rule('legal_company_name', MAX_LENGTH.legalCompanyName, company, 'Acme GmbH'),
  rule('website_url', MAX_LENGTH.website, company, 'https://acme.example.com', website),
  rule('company_registration_number', MAX_LENGTH.registrationNumber, (c) => client(c) && company(c), 'HRB 1'),
  rule('firstname', MAX_LENGTH.firstName, all, 'Anna'),
  rule('lastname', MAX_LENGTH.lastName, all, 'Berg'),
  rule('email', MAX_LENGTH.email, all, 'anna@example.com', email),
  rule('vat_number', MAX_LENGTH.vatNumber, (c) => client(c) && !company(c), 'DE123456789'),
  rule('billing_email', MAX_LENGTH.billingEmail, client, 'billing@example.com', email),
  rule('phone_number', MAX_LENGTH.phoneNumber, all, '1512 3456789', phone),
  rule('teams', MAX_LENGTH.teams, all, 'anna.berg'),
  rule('telegram', MAX_LENGTH.telegram, all, '@annaberg'),
];
const OTHER_VALUES = { country: 'DE', password: 'Secret1!', phone_number_code: '+49', terms: true };
const VALUES: Record<string, unknown> = {
  ...Object.fromEntries(TEXT_RULES.map((r) => [r.field, r.value])),
  ...OTHER_VALUES,
};

const fieldsOf = (c: Combo) => [
  ...TEXT_RULES.filter((r) => r.applies(c)).map((r) => r.field),
  ...Object.keys(OTHER_VALUES),
];
const validPayload = (c: Combo): Record<string, unknown> => ({
  ...(c.mode === 'client' ? { account_type: 'advertiser' } : {}),
  legal_type: c.legalType,
  ...Object.fromEntries(fieldsOf(c).map((f) => [f, VALUES[f]])),
});

function check(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success
    ? { errors: {}, data: r.data as Record<string, unknown> }
    : { errors: issuesToFields(r.error.issues, translateMessage), data: undefined };
}
const step2 = (c: Combo, patch: Record<string, unknown> = {}) =>
  check(registrationSchema(c.mode, c.legalType), { ...validPayload(c), ...patch });
const step2Without = (c: Combo, field: string) => {
  const { [field]: _, ...rest } = validPayload(c);
  return check(registrationSchema(c.mode, c.legalType), rest);
};

const name = (c: Combo) => `${c.mode}/${c.legalType}`;
const combos = COMBOS.map((c) => ({ c, combo: name(c) }));
const rules = COMBOS.flatMap((c) =>
  TEXT_RULES.filter((r) => r.applies(c)).map((r) => ({ ...r, c, combo: name(c) })),
);
const perCombo = <T>(values: T[]) =>
  COMBOS.flatMap((c) => values.map((value) => ({ c, combo: name(c), value })));

const step2Body = (c: Combo, patch: Record<string, unknown>) =>
  check(registrationBodySchema(c.mode), { ...validPayload(c), ...patch });

type Case = { field: string; values: unknown[]; message?: string; applies?: (c: Combo) => boolean };
const expand = (cases: Case[]) =>
  cases.flatMap(({ values, applies = all, ...rest }) =>
    perCombo(values)
      .filter(({ c }) => applies(c))
      .map((x) => ({ ...rest, ...x })),
  );

/** Values each field refuses, with the exact message. */
const REJECTED: Case[] = [
  { field: 'email', values: ['not-an-email', 'anna@', 'anna example.com'], message: EMAIL },
  { field: 'billing_email', values: ['not-an-email', 'b@'], message: EMAIL, applies: client },
  {
    field: 'website_url',
    values: ['acme.example.com', DEFAULT_WEBSITE, 'ftp://acme.example.com', 'https://localhost'],
    message: 'Enter a valid address starting with http:// or https://',
    applies: company,
  },
  {
    field: 'password',
    // 7 and 17 characters; then no digit, no uppercase, no lowercase, no special character.
    values: ['Secre1!', 'Secret1!Secret1!x', 'Secrets!', 'secret1!', 'SECRET1!', 'Secret12'],
    message:
      'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
  },
  {
    field: 'phone_number',
    values: ['1512abc456', '+49 1512 3456789'],
    message: 'Enter a phone number of digits, spaces, dashes or brackets',
  },
  { field: 'phone_number', values: ['123'], message: 'This phone number is not valid for the chosen code' },
  { field: 'phone_number_code', values: ['abc', '+12345'], message: 'Choose a phone code' },
  { field: 'terms', values: [false, 'true', undefined], message: 'You must accept the terms and conditions' },
  { field: 'country', values: ['Germany', 'D1'], message: 'Choose a country from the list' },
  {
    field: 'country',
    values: [...BLOCKED_COUNTRIES, 'ru'],
    message: 'We cannot accept accounts from this country',
  },
];

/** Edge values each field accepts. */
const ACCEPTED: Case[] = [
  { field: 'password', values: ['Secret1!', 'Secret1!Secret1!'] }, // 8 and 16 characters
  { field: 'teams', values: ['', undefined] },
  { field: 'website_url', values: ['http://acme.example.com/about?x=1'], applies: company },
  { field: 'phone_number', values: ['1512 (345) 67-89'] },
];

describe('registration step 2: valid payloads', () => {
  it.each(combos)('$combo: the base payload is valid', ({ c }) => {
    expect(step2(c).errors).toEqual({});
  });
  it.each(expand(ACCEPTED))('$combo: $field $value is valid', ({ c, field, value }) => {
    expect(step2(c, { [field]: value }).errors).toEqual({});
  });
});

describe('registration step 2: required fields', () => {
  const required = [
    ...rules.filter((r) => r.field !== 'teams'),
    ...perCombo(['country', 'password', 'phone_number_code']).map((x) => ({ ...x, field: x.value })),
  ];
  it.each(required)('$combo: $field missing -> required', ({ c, field }) => {
    expect(step2Without(c, field).errors).toEqual({ [field]: REQUIRED });
  });
  it.each(required)('$combo: $field empty -> required', ({ c, field }) => {
    expect(step2(c, { [field]: '' }).errors).toEqual({ [field]: REQUIRED });
  });
  it.each(combos)('$combo: teams is optional', ({ c }) => {
    expect(step2Without(c, 'teams').errors).toEqual({});
  });
});

describe('registration step 2: maximum lengths', () => {
  it.each(rules)('$combo: $field over $max -> max message', ({ c, field, max, make }) => {
    expect(step2(c, { [field]: make(max + 1) }).errors).toEqual({ [field]: maxMessage(max) });
  });
  it.each(rules)('$combo: $field at exactly $max -> valid', ({ c, field, max, make }) => {
    expect(make(max)).toHaveLength(max);
    expect(step2(c, { [field]: make(max) }).errors).toEqual({});
  });
});

describe('registration step 2: formats', () => {
  it.each(expand(REJECTED))('$combo: $field $value -> $message', ({ c, field, value, message }) => {
    expect(step2(c, { [field]: value }).errors).toEqual({ [field]: message });
  });
});

describe('registration step 2: normalisation', () => {
  it.each(combos)('$combo: phone code spaces removed, country upper-cased', ({ c }) => {
    const { data } = step2(c, { phone_number_code: '+4 4', phone_number: '7911 123456', country: 'de' });
    expect(data).toMatchObject({ phone_number_code: '+44', country: 'DE' });
  });
});

describe('registration step 2: field sets', () => {
  const sets = combos.map((x) => ({ ...x, expected: fieldsOf(x.c) }));
  it.each(sets)('$combo: registrationFields lists exactly the applicable fields', ({ c, expected }) => {
    expect([...registrationFields(c.mode, c.legalType)].sort()).toEqual([...expected].sort());
  });

  it.each(sets)('$combo: keys of other sets are dropped from the output', ({ c, expected }) => {
    const { data, errors } = step2(c, VALUES);
    expect(errors).toEqual({});
    expect(Object.keys(data ?? {}).sort()).toEqual(['account_type', 'legal_type', ...expected].sort());
  });

  it.each(['city', 'address', 'zip_code', 'company_registration_number', 'billing_email', 'vat_number'])(
    'guest mode has no %s',
    (field) => {
      for (const t of LEGAL_TYPES) expect(registrationFields('guest', t)).not.toContain(field);
    },
  );
  it('individuals give a VAT number, client companies a registration number', () => {
    expect(registrationFields('client', 'individual')).toContain('vat_number');
    expect(registrationFields('client', 'individual')).not.toContain('company_registration_number');
    expect(registrationFields('client', 'company')).toContain('company_registration_number');
    expect(registrationFields('client', 'company')).not.toContain('vat_number');
  });
});

describe('registrationBodySchema', () => {
  it.each(combos)('$combo: legal_type picks the field set', ({ c }) => {
    const keys = Object.keys(step2Body(c, {}).data ?? {});
    expect(keys.sort()).toEqual(['account_type', 'legal_type', ...fieldsOf(c)].sort());
    const other = COMBOS.find((o) => o.mode === c.mode && o.legalType !== c.legalType) as Combo;
    const missing = fieldsOf(other).filter((f) => !fieldsOf(c).includes(f));
    const expected = Object.fromEntries(missing.map((f) => [f, REQUIRED]));
    expect(step2Body(c, { legal_type: other.legalType }).errors).toEqual(expected);
  });

  it.each(perCombo(['partnership', '', undefined]))('$combo: legal_type $value fails', ({ c, value }) => {
    expect(step2Body(c, { legal_type: value }).errors).toEqual({
      legal_type: 'Choose company or individual',
    });
  });

  it.each(combos.filter((x) => x.c.mode === 'guest'))(
    '$combo: account_type defaults to guest-ssp',
    ({ c }) => {
      expect(step2Body(c, {}).data?.account_type).toBe('guest-ssp');
      expect(step2Body(c, { account_type: 'guest-ssp' }).data?.account_type).toBe('guest-ssp');
      expect(step2(c).data?.account_type).toBe('guest-ssp');
    },
  );

  it.each(perCombo(['publisher', 'advertiser', 'ad-network', 'guest']).filter((x) => x.c.mode === 'guest'))(
    '$combo: account_type $value is refused',
    ({ c, value }) => {
      expect(step2Body(c, { account_type: value }).errors).toEqual({ account_type: NOT_ALLOWED });
    },
  );

  it.each(perCombo(['publisher', 'ad-network']).filter((x) => x.c.mode === 'client'))(
    '$combo: account_type $value is refused',
    ({ c, value }) => {
      expect(step2Body(c, { account_type: value }).errors).toEqual({ account_type: NOT_ALLOWED });
    },
  );
});
