import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesToFields } from './api.ts';
import { BLOCKED_COUNTRIES, DEFAULT_WEBSITE, MAX_LENGTH } from './constants.ts';
import { translateMessage } from './messages.ts';
import { registrationBodySchema, registrationFields, registrationSchema } from './registration.ts';
import { LEGAL_TYPES, type LegalType, REGISTRATION_MODES, type RegistrationMode } from './roles.ts';

const MSG = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid address starting with http:// or https://',
  password:
    'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
  terms: 'You must accept the terms and conditions',
  phone: 'Enter a phone number of digits, spaces, dashes or brackets',
  phoneInvalid: 'This phone number is not valid for the chosen code',
  blocked: 'We cannot accept accounts from this country',
  legalType: 'Choose company or individual',
  accountTypeNotAllowed: 'This account type cannot be chosen here',
};
const maxMessage = (n: number) => `Must be at most ${n} characters`;

type Combo = { mode: RegistrationMode; legalType: LegalType };
const COMBOS: Combo[] = REGISTRATION_MODES.flatMap((mode) => LEGAL_TYPES.map((legalType) => ({ mode, legalType })));
const all = () => true;
const company = (c: Combo) => c.legalType === 'company';
const client = (c: Combo) => c.mode === 'client';

const text = (n: number) => 'a'.repeat(n);
const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
const website = (n: number) => `https://${'a'.repeat(n - 'https://.com'.length)}.com`;
/** A German mobile number (+49) padded with dashes to n characters. */
const phone = (n: number) => `1512${'-'.repeat(n - 11)}3456789`;

/** Spec section 5, step-2 table: the length-limited fields and where each applies (sections 2 and 3). */
const TEXT_RULES = [
  { field: 'city', max: MAX_LENGTH.city, applies: client, make: text },
  { field: 'address', max: MAX_LENGTH.address, applies: client, make: text },
  { field: 'zip_code', max: MAX_LENGTH.zipCode, applies: client, make: text },
  { field: 'trading_name', max: MAX_LENGTH.tradingName, applies: company, make: text },
  { field: 'legal_company_name', max: MAX_LENGTH.legalCompanyName, applies: company, make: text },
  { field: 'website_url', max: MAX_LENGTH.website, applies: company, make: website },
  {
    field: 'company_registration_number',
    max: MAX_LENGTH.registrationNumber,
    applies: (c: Combo) => client(c) && company(c),
    make: text,
  },
  { field: 'firstname', max: MAX_LENGTH.firstName, applies: all, make: text },
  { field: 'lastname', max: MAX_LENGTH.lastName, applies: all, make: text },
  { field: 'email', max: MAX_LENGTH.email, applies: all, make: email },
  {
    field: 'vat_number',
    max: MAX_LENGTH.vatNumber,
    applies: (c: Combo) => client(c) && !company(c),
    make: text,
  },
  { field: 'billing_email', max: MAX_LENGTH.billingEmail, applies: client, make: email },
  { field: 'phone_number', max: MAX_LENGTH.phoneNumber, applies: all, make: phone },
  { field: 'teams', max: MAX_LENGTH.teams, applies: all, make: text, optional: true },
  { field: 'telegram', max: MAX_LENGTH.telegram, applies: all, make: text },
];
const OTHER_FIELDS = ['country', 'password', 'phone_number_code', 'terms'];

const VALUES: Record<string, unknown> = {
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  zip_code: '10117',
  trading_name: 'Acme',
  legal_company_name: 'Acme GmbH',
  website_url: 'https://acme.example.com',
  company_registration_number: 'HRB 12345',
  firstname: 'Anna',
  lastname: 'Berg',
  email: 'anna@example.com',
  password: 'Secret1!',
  vat_number: 'DE123456789',
  billing_email: 'billing@example.com',
  phone_number_code: '+49',
  phone_number: '1512 3456789',
  teams: 'anna.berg',
  telegram: '@annaberg',
  terms: true,
};

const fieldsOf = (c: Combo) => [
  ...TEXT_RULES.filter((r) => r.applies(c)).map((r) => r.field),
  ...OTHER_FIELDS,
];
const accountTypeOf = (c: Combo) => (c.mode === 'client' ? { account_type: 'advertiser' } : {});
const validPayload = (c: Combo): Record<string, unknown> => ({
  ...accountTypeOf(c),
  legal_type: c.legalType,
  ...Object.fromEntries(fieldsOf(c).map((f) => [f, VALUES[f]])),
});
const without = (payload: Record<string, unknown>, field: string) => {
  const { [field]: _, ...rest } = payload;
  return rest;
};

function check(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success
    ? { errors: {}, data: r.data as Record<string, unknown> }
    : { errors: issuesToFields(r.error.issues, translateMessage), data: undefined };
}
const step2 = (c: Combo, patch: Record<string, unknown> = {}) =>
  check(registrationSchema(c.mode, c.legalType), { ...validPayload(c), ...patch });

const name = (c: Combo) => `${c.mode}/${c.legalType}`;
const rules = COMBOS.flatMap((c) => TEXT_RULES.filter((r) => r.applies(c)).map((r) => ({ ...r, c, combo: name(c) })));
const perCombo = <T>(values: T[]) => COMBOS.flatMap((c) => values.map((value) => ({ c, combo: name(c), value })));

describe('registration step 2: valid payloads', () => {
  it.each(COMBOS.map((c) => ({ c, combo: name(c) })))('$combo: the base payload is valid', ({ c }) => {
    expect(step2(c).errors).toEqual({});
  });
});

describe('registration step 2: required fields', () => {
  const required = [
    ...rules.filter((r) => !r.optional),
    ...perCombo(['country', 'password', 'phone_number_code']).map((x) => ({ ...x, field: x.value })),
  ];
  it.each(required)('$combo: $field missing -> required', ({ c, field }) => {
    expect(check(registrationSchema(c.mode, c.legalType), without(validPayload(c), field)).errors).toEqual({
      [field]: MSG.required,
    });
  });
  it.each(required)('$combo: $field empty -> required', ({ c, field }) => {
    expect(step2(c, { [field]: '' }).errors[field]).toBe(MSG.required);
  });
  it.each(COMBOS.map((c) => ({ c, combo: name(c) })))('$combo: teams is optional', ({ c }) => {
    expect(step2(c, { teams: '' }).errors).toEqual({});
    expect(check(registrationSchema(c.mode, c.legalType), without(validPayload(c), 'teams')).errors).toEqual({});
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
  const emailFields = rules.filter((r) => r.field === 'email' || r.field === 'billing_email');
  it.each(
    emailFields.flatMap((r) => ['not-an-email', 'anna@', 'anna example.com'].map((value) => ({ ...r, value }))),
  )('$combo: $field "$value" -> e-mail message', ({ c, field, value }) => {
    expect(step2(c, { [field]: value }).errors).toEqual({ [field]: MSG.email });
  });

  it.each(
    perCombo(['acme.example.com', DEFAULT_WEBSITE, 'ftp://acme.example.com', 'https://localhost']).filter(
      (x) => x.c.legalType === 'company',
    ),
  )('$combo: website_url "$value" -> URL message', ({ c, value }) => {
    expect(step2(c, { website_url: value }).errors).toEqual({ website_url: MSG.url });
  });

  it.each(perCombo(['1512abc456', '+49 1512 3456789']))('$combo: phone_number "$value" -> phone message', ({
    c,
    value,
  }) => {
    expect(step2(c, { phone_number: value }).errors).toEqual({ phone_number: MSG.phone });
  });

  it.each(perCombo(['123']))('$combo: phone_number too short for the code -> phone-invalid message', ({
    c,
    value,
  }) => {
    expect(step2(c, { phone_number: value }).errors).toEqual({ phone_number: MSG.phoneInvalid });
  });

  it.each(perCombo([false, 'true', undefined]))('$combo: terms $value -> accept-terms message', ({ c, value }) => {
    expect(step2(c, { terms: value }).errors).toEqual({ terms: MSG.terms });
  });

  it.each(perCombo([...BLOCKED_COUNTRIES, 'ru']))('$combo: blocked country $value -> blocked message', ({
    c,
    value,
  }) => {
    expect(step2(c, { country: value }).errors).toEqual({ country: MSG.blocked });
  });
});

describe('registration step 2: password', () => {
  const bad = [
    { why: '7 characters', value: 'Secre1!' },
    { why: '17 characters', value: 'Secret1!Secret1!x' },
    { why: 'no digit', value: 'Secrets!' },
    { why: 'no uppercase', value: 'secret1!' },
    { why: 'no lowercase', value: 'SECRET1!' },
    { why: 'no special character', value: 'Secret12' },
  ];
  it.each(bad.flatMap((b) => COMBOS.map((c) => ({ ...b, c, combo: name(c) }))))(
    '$combo: $why -> password message',
    ({ c, value }) => {
      expect(step2(c, { password: value }).errors).toEqual({ password: MSG.password });
    },
  );
  it.each(perCombo(['Secret1!', 'Secret1!Secret1!']))('$combo: "$value" is valid', ({ c, value }) => {
    expect(value.length === 8 || value.length === 16).toBe(true);
    expect(step2(c, { password: value }).errors).toEqual({});
  });
});

describe('registration step 2: normalisation', () => {
  it.each(COMBOS.map((c) => ({ c, combo: name(c) })))('$combo: phone code spaces removed, country upper-cased', ({
    c,
  }) => {
    const { data } = step2(c, { phone_number_code: '+4 9', country: 'de' });
    expect(data).toMatchObject({ phone_number_code: '+49', country: 'DE' });
  });
  it('removes spaces from a phone code such as "+4 4"', () => {
    const c: Combo = { mode: 'guest', legalType: 'individual' };
    expect(step2(c, { phone_number_code: '+4 4', phone_number: '7911 123456' }).data?.phone_number_code).toBe(
      '+44',
    );
  });
});

describe('registration step 2: field sets', () => {
  const sets = COMBOS.map((c) => ({ c, combo: name(c), expected: fieldsOf(c) }));
  it.each(sets)('$combo: registrationFields lists exactly the applicable fields', ({ c, expected }) => {
    expect([...registrationFields(c.mode, c.legalType)].sort()).toEqual([...expected].sort());
  });

  const foreign = Object.keys(VALUES);
  it.each(sets)('$combo: keys of other sets are dropped from the output', ({ c, expected }) => {
    const { data, errors } = step2(c, VALUES);
    expect(errors).toEqual({});
    const dropped = foreign.filter((f) => !expected.includes(f));
    for (const f of dropped) expect(data).not.toHaveProperty(f);
    expect(Object.keys(data ?? {}).sort()).toEqual(['account_type', 'legal_type', ...expected].sort());
  });

  it('guest mode has no city, address, zip, registration number, billing e-mail or VAT number', () => {
    const guestFields = LEGAL_TYPES.flatMap((t) => registrationFields('guest', t));
    for (const f of ['city', 'address', 'zip_code', 'company_registration_number', 'billing_email', 'vat_number'])
      expect(guestFields).not.toContain(f);
  });
  it('individuals give a VAT number, client companies a registration number', () => {
    expect(registrationFields('client', 'individual')).toContain('vat_number');
    expect(registrationFields('client', 'individual')).not.toContain('company_registration_number');
    expect(registrationFields('client', 'company')).toContain('company_registration_number');
    expect(registrationFields('client', 'company')).not.toContain('vat_number');
  });
});

describe('registrationBodySchema', () => {
  it.each(COMBOS.map((c) => ({ c, combo: name(c) })))('$combo: legal_type picks the field set', ({ c }) => {
    const body = registrationBodySchema(c.mode);
    expect(Object.keys(check(body, validPayload(c)).data ?? {}).sort()).toEqual(
      ['account_type', 'legal_type', ...fieldsOf(c)].sort(),
    );
    const other = COMBOS.find((o) => o.mode === c.mode && o.legalType !== c.legalType) as Combo;
    const missing = fieldsOf(other).filter((f) => !fieldsOf(c).includes(f));
    const expected = Object.fromEntries(missing.map((f) => [f, MSG.required]));
    expect(check(body, { ...validPayload(c), legal_type: other.legalType }).errors).toEqual(expected);
  });

  it.each(perCombo(['partnership', '', undefined]))('$combo: legal_type $value -> error on legal_type', ({
    c,
    value,
  }) => {
    expect(check(registrationBodySchema(c.mode), { ...validPayload(c), legal_type: value }).errors).toEqual({
      legal_type: MSG.legalType,
    });
  });

  it.each(LEGAL_TYPES)('guest/%s: account_type defaults to guest-ssp', (legalType) => {
    const c: Combo = { mode: 'guest', legalType };
    expect(check(registrationBodySchema('guest'), validPayload(c)).data?.account_type).toBe('guest-ssp');
    expect(check(registrationSchema('guest', legalType), validPayload(c)).data?.account_type).toBe('guest-ssp');
  });

  it.each(['publisher', 'advertiser', 'ad-network', 'guest'])('guest: account_type %s is refused', (value) => {
    const payload = { ...validPayload({ mode: 'guest', legalType: 'company' }), account_type: value };
    expect(check(registrationBodySchema('guest'), payload).errors).toEqual({ account_type: MSG.accountTypeNotAllowed });
  });

  it.each(['publisher', 'ad-network'])('client: account_type %s is refused', (value) => {
    const payload = { ...validPayload({ mode: 'client', legalType: 'company' }), account_type: value };
    expect(check(registrationBodySchema('client'), payload).errors).toEqual({
      account_type: MSG.accountTypeNotAllowed,
    });
  });
});
