import { describe, expect, it } from 'vitest';
import { issuesToFields } from './api.ts';
import { translateMessage } from './messages.ts';
import { registrationStep1Schema } from './registration.ts';
import {
  type AccountType,
  accountTypeOptions,
  defaultAccountType,
  isAccountTypeAllowed,
  type RegistrationMode,
  registrationModeFrom,
  roleForRegistration,
} from './roles.ts';

const NOT_ALLOWED = 'This account type cannot be chosen here';
const CHOOSE = 'Choose an account type';

/** Spec sections 3, 4 and 6: advertiser is client mode only, publisher guest mode only, ad-network never. */
const ALLOWED: { mode: RegistrationMode; accountType: AccountType; allowed: boolean }[] = [
  { mode: 'client', accountType: 'advertiser', allowed: true },
  { mode: 'client', accountType: 'publisher', allowed: false },
  { mode: 'client', accountType: 'ad-network', allowed: false },
  { mode: 'guest', accountType: 'advertiser', allowed: false },
  { mode: 'guest', accountType: 'publisher', allowed: true },
  { mode: 'guest', accountType: 'ad-network', allowed: false },
];

function step1Errors(mode: RegistrationMode, input: unknown) {
  const r = registrationStep1Schema(mode).safeParse(input);
  return r.success ? {} : issuesToFields(r.error.issues, translateMessage);
}

describe('registrationModeFrom (?as=)', () => {
  it.each([
    ['guest', 'guest'],
    [null, 'client'],
    [undefined, 'client'],
    ['', 'client'],
    ['client', 'client'],
    ['GUEST', 'client'],
    ['x', 'client'],
  ])('%j -> %s', (value, mode) => {
    expect(registrationModeFrom(value)).toBe(mode);
  });
});

describe('defaultAccountType', () => {
  it.each([
    ['client', 'advertiser'],
    ['guest', 'publisher'],
  ] as const)('%s mode defaults to %s, which is allowed there', (mode, accountType) => {
    expect(defaultAccountType(mode)).toBe(accountType);
    expect(isAccountTypeAllowed(mode, defaultAccountType(mode))).toBe(true);
    expect(step1Errors(mode, { account_type: defaultAccountType(mode) })).toEqual({});
  });
});

describe('accountTypeOptions', () => {
  it('client mode: advertiser enabled, publisher and ad-network shown disabled', () => {
    expect(accountTypeOptions('client')).toEqual([
      { value: 'advertiser', enabled: true },
      { value: 'publisher', enabled: false },
      { value: 'ad-network', enabled: false },
    ]);
  });
  it('guest mode: advertiser disabled, publisher enabled, no ad-network', () => {
    expect(accountTypeOptions('guest')).toEqual([
      { value: 'advertiser', enabled: false },
      { value: 'publisher', enabled: true },
    ]);
  });
  it.each(['client', 'guest'] as const)('%s mode: ad-network is never enabled', (mode) => {
    expect(accountTypeOptions(mode).filter((o) => o.value === 'ad-network' && o.enabled)).toEqual([]);
  });
});

describe('isAccountTypeAllowed', () => {
  it.each(ALLOWED)('$mode + $accountType -> $allowed', ({ mode, accountType, allowed }) => {
    expect(isAccountTypeAllowed(mode, accountType)).toBe(allowed);
  });
  it.each(['client', 'guest'] as const)('%s mode: no account type is not allowed', (mode) => {
    expect(isAccountTypeAllowed(mode, null)).toBe(false);
    expect(isAccountTypeAllowed(mode, undefined)).toBe(false);
  });
});

describe('registrationStep1Schema', () => {
  it.each(ALLOWED)('$mode + $accountType -> valid: $allowed', ({ mode, accountType, allowed }) => {
    expect(step1Errors(mode, { account_type: accountType })).toEqual(
      allowed ? {} : { account_type: NOT_ALLOWED },
    );
  });
  it.each([
    { mode: 'client', value: undefined },
    { mode: 'client', value: '' },
    { mode: 'guest', value: undefined },
    { mode: 'guest', value: 'guest-ssp' },
  ] as const)('$mode + $value -> account type required', ({ mode, value }) => {
    expect(step1Errors(mode, { account_type: value })).toEqual({ account_type: CHOOSE });
  });
});

describe('roleForRegistration', () => {
  it.each([
    ['client', 'advertiser'],
    ['guest', 'guest-ssp'],
  ] as const)('%s sign-up creates a %s account', (mode, role) => {
    expect(roleForRegistration(mode)).toBe(role);
  });
});
