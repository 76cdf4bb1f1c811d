import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_WATCH_INTERVAL_MS,
  AUTOFILL_SYNC_MS,
  BLOCKED_COUNTRIES,
  COUNTRY_TIERS,
  DEFAULT_WEBSITE,
  isBlockedCountry,
  isVatCountry,
  MAX_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PANEL_WIDTH,
  REDIRECT_DELAY_MS,
  TOKEN_BACKUP_TTL_MS,
  VAT_COUNTRIES,
} from './constants.ts';

describe('business constants (spec section 9)', () => {
  it.each([
    ['AUTOFILL_SYNC_MS', AUTOFILL_SYNC_MS, 500],
    ['REDIRECT_DELAY_MS', REDIRECT_DELAY_MS, 100],
    ['TOKEN_BACKUP_TTL_MS', TOKEN_BACKUP_TTL_MS, 3_600_000],
    ['ADDRESS_WATCH_INTERVAL_MS', ADDRESS_WATCH_INTERVAL_MS, 1_000],
    ['PHONE_PANEL_WIDTH', PHONE_PANEL_WIDTH, 320],
    ['PASSWORD_MIN', PASSWORD_MIN, 8],
    ['PASSWORD_MAX', PASSWORD_MAX, 16],
  ])('%s is %i', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('country tiers are 1 to 3 and the website default is https://', () => {
    expect(COUNTRY_TIERS).toEqual([1, 2, 3]);
    expect(DEFAULT_WEBSITE).toBe('https://');
  });

  const SPEC_MAX_LENGTH = {
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
  };

  it.each(Object.entries(SPEC_MAX_LENGTH))('MAX_LENGTH.%s is %i', (field, max) => {
    expect(MAX_LENGTH[field as keyof typeof MAX_LENGTH]).toBe(max);
  });
  it('MAX_LENGTH has no other fields', () => {
    expect(Object.keys(MAX_LENGTH).sort()).toEqual(Object.keys(SPEC_MAX_LENGTH).sort());
  });
});

describe('country code lists', () => {
  it.each([
    ['VAT_COUNTRIES', VAT_COUNTRIES, 31],
    ['BLOCKED_COUNTRIES', BLOCKED_COUNTRIES, 11],
  ] as const)('%s has %i unique, upper-case ISO alpha-2 codes', (_, list, size) => {
    expect(list).toHaveLength(size);
    expect(new Set(list).size).toBe(size);
    for (const code of list) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(countries.isValid(code)).toBe(true);
    }
  });

  it('the two lists do not overlap', () => {
    expect(VAT_COUNTRIES.filter((code) => BLOCKED_COUNTRIES.includes(code))).toEqual([]);
  });

  it.each([
    ['DE', true],
    ['de', true],
    ['Gb', true],
    ['no', true],
    ['US', false],
    ['ru', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isVatCountry(%j) -> %s', (code, expected) => {
    expect(isVatCountry(code)).toBe(expected);
  });

  it.each([
    ['RU', true],
    ['kp', true],
    ['Cu', true],
    ['DE', false],
    ['', false],
    [null, false],
  ])('isBlockedCountry(%j) -> %s', (code, expected) => {
    expect(isBlockedCountry(code)).toBe(expected);
  });

  it.each(VAT_COUNTRIES)('%s is a VAT country in any case', (code) => {
    expect(isVatCountry(code.toLowerCase())).toBe(true);
    expect(isBlockedCountry(code)).toBe(false);
  });
});
