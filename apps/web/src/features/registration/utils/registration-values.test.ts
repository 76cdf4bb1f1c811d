import { DEFAULT_WEBSITE, LEGAL_TYPES, REGISTRATION_MODES, registrationFields } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { buildValues, FIELD_ORDER, visibleFields } from './registration-values.ts';

const CLIENT_ONLY = [
  'city',
  'address',
  'zip_code',
  'company_registration_number',
  'billing_email',
  'vat_number',
];

describe('visibleFields', () => {
  it.each(REGISTRATION_MODES.flatMap((mode) => LEGAL_TYPES.map((legal) => [mode, legal] as const)))(
    'renders every field the contract lists for %s/%s',
    (mode, legal) => {
      expect([...visibleFields(mode, legal)].sort()).toEqual([...registrationFields(mode, legal)].sort());
      for (const field of registrationFields(mode, legal)) expect(FIELD_ORDER).toContain(field);
    },
  );

  it.each(LEGAL_TYPES)(
    'guest (%s) has no city, address, zip, registration number, billing email or VAT',
    (legal) => {
      const fields: readonly string[] = visibleFields('guest', legal);
      for (const field of CLIENT_ONLY) expect(fields).not.toContain(field);
    },
  );

  it('gives a guest company its names and website', () => {
    expect(visibleFields('guest', 'company')).toEqual(
      expect.arrayContaining(['country', 'trading_name', 'legal_company_name', 'website_url']),
    );
  });

  it('asks a client company for a registration number and a client individual for a tax id', () => {
    expect(visibleFields('client', 'company')).toContain('company_registration_number');
    expect(visibleFields('client', 'company')).not.toContain('vat_number');
    expect(visibleFields('client', 'individual')).toContain('vat_number');
    expect(visibleFields('client', 'individual')).not.toContain('company_registration_number');
    expect(visibleFields('client', 'individual')).not.toContain('trading_name');
  });
});

describe('buildValues', () => {
  it('starts the website at https:// and the terms unchecked', () => {
    const values = buildValues('client', 'advertiser', 'company');
    expect(values.website_url).toBe(DEFAULT_WEBSITE);
    expect(values.terms).toBe(false);
    expect(values.account_type).toBe('advertiser');
  });

  it('sends guest sign-ups as guest-ssp whatever step 1 showed', () => {
    expect(buildValues('guest', 'publisher', 'company').account_type).toBe('guest-ssp');
  });

  it('keeps what still applies and removes what no longer does when the legal type changes', () => {
    const company = {
      ...buildValues('client', 'advertiser', 'company'),
      firstname: 'Ann',
      trading_name: 'Acme',
    };
    const individual = buildValues('client', 'advertiser', 'individual', company);
    expect(individual.firstname).toBe('Ann');
    expect(individual.trading_name).toBeUndefined();
    expect(individual.vat_number).toBe('');
    expect(individual.legal_type).toBe('individual');
  });
});
