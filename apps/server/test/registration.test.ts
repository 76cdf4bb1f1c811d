import { MAX_LENGTH, messagesEn } from '@panel/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { verifyPassword } from '../src/lib/secrets.ts';
import { call, clientCompany, DRIVERS, guestCompany, PASSWORD, uniqueEmail, useApp } from './helpers.ts';

const over = (n: number) => 'x'.repeat(n + 1);
const required = 'This field is required';
const tooLong = (n: number) => `Must be at most ${n} characters`;

/** Spec section 5, step 2, for the client company field set: [field, bad value, message]. */
const CLIENT_COMPANY_RULES: [string, unknown, string][] = [
  ['country', '', required],
  ['city', '', required],
  ['city', over(MAX_LENGTH.city), tooLong(MAX_LENGTH.city)],
  ['address', '', required],
  ['address', over(MAX_LENGTH.address), tooLong(MAX_LENGTH.address)],
  ['zip_code', '', required],
  ['zip_code', over(MAX_LENGTH.zipCode), tooLong(MAX_LENGTH.zipCode)],
  ['trading_name', '', required],
  ['trading_name', over(MAX_LENGTH.tradingName), tooLong(MAX_LENGTH.tradingName)],
  ['legal_company_name', '', required],
  ['legal_company_name', over(MAX_LENGTH.legalCompanyName), tooLong(MAX_LENGTH.legalCompanyName)],
  ['website_url', '', required],
  ['website_url', `https://${'a'.repeat(40)}.example.com`, tooLong(MAX_LENGTH.website)],
  ['website_url', 'not a url', messagesEn['validation.url']],
  ['website_url', 'https://', messagesEn['validation.url']],
  ['company_registration_number', '', required],
  [
    'company_registration_number',
    over(MAX_LENGTH.registrationNumber),
    tooLong(MAX_LENGTH.registrationNumber),
  ],
  ['firstname', '', required],
  ['firstname', over(MAX_LENGTH.firstName), tooLong(MAX_LENGTH.firstName)],
  ['lastname', '', required],
  ['lastname', over(MAX_LENGTH.lastName), tooLong(MAX_LENGTH.lastName)],
  ['email', '', required],
  ['email', 'not-an-email', messagesEn['validation.email']],
  ['email', `${'a'.repeat(30)}@example.com`, tooLong(MAX_LENGTH.email)],
  ['password', 'short1!A', undefined as never],
  ['password', 'alllowercase1!', messagesEn['validation.password']],
  ['password', 'NoDigits!!', messagesEn['validation.password']],
  ['password', 'NoSpecial11', messagesEn['validation.password']],
  ['password', 'Way2Long!Password', messagesEn['validation.password']],
  ['billing_email', '', required],
  ['billing_email', 'nope', messagesEn['validation.email']],
  ['billing_email', `${'b'.repeat(30)}@example.com`, tooLong(MAX_LENGTH.billingEmail)],
  ['phone_number_code', '', required],
  ['phone_number_code', '44', messagesEn['validation.dialCode']],
  ['phone_number', '', required],
  ['phone_number', '12ab34', messagesEn['validation.phone']],
  ['phone_number', over(MAX_LENGTH.phoneNumber), tooLong(MAX_LENGTH.phoneNumber)],
  ['phone_number', '12', messagesEn['validation.phoneInvalid']],
  ['teams', over(MAX_LENGTH.teams), tooLong(MAX_LENGTH.teams)],
  ['telegram', '', required],
  ['telegram', over(MAX_LENGTH.telegram), tooLong(MAX_LENGTH.telegram)],
  ['terms', false, messagesEn['validation.acceptTerms']],
  ['country', 'IR', messagesEn['validation.countryBlocked']],
  ['account_type', 'publisher', messagesEn['validation.accountTypeNotAllowed']],
  ['account_type', 'ad-network', messagesEn['validation.accountTypeNotAllowed']],
].filter(([, , message]) => message !== undefined) as [string, unknown, string][];

describe.each(DRIVERS)('registration on %s', (driver) => {
  const ctx = useApp(driver);
  const register = (payload: Record<string, unknown>, url = '/register') =>
    call(ctx.app, { method: 'POST', url, payload });

  it('creates an advertiser from a client company sign-up, with an argon2id password hash', async () => {
    const payload = clientCompany({ phone_number_code: '+4 4' });
    const res = await register(payload);
    expect(res.status).toBe(201);
    expect(res.body.ext).toMatchObject({ email: payload.email, role: 'advertiser' });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(row).toMatchObject({
      accountType: 'advertiser',
      legalType: 'company',
      phoneNumberCode: '+44',
      vatNumber: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
  });

  it('creates an individual advertiser with a Tax ID and no company fields', async () => {
    const payload = clientCompany({
      legal_type: 'individual',
      vat_number: 'DE123456789',
      trading_name: 'ignored',
      company_registration_number: 'ignored',
    });
    const res = await register(payload);
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(row).toMatchObject({
      legalType: 'individual',
      vatNumber: 'DE123456789',
      tradingName: null,
      companyRegistrationNumber: null,
    });
  });

  it('asks an individual for the Tax ID', async () => {
    const res = await register(clientCompany({ legal_type: 'individual' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ vat_number: required });
  });

  it('creates a guest-ssp account from the guest form and drops the fields guests do not have', async () => {
    const payload = guestCompany({ city: 'Paris', billing_email: 'b@example.com', vat_number: 'X1' });
    const res = await register(payload, '/register_guest');
    expect(res.status).toBe(201);
    expect(res.body.ext).toMatchObject({ role: 'guest-ssp' });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(row).toMatchObject({ accountType: 'guest-ssp', city: null, billingEmail: null, vatNumber: null });
  });

  it('does not ask guests for a city, address, zip, registration number, billing e-mail or VAT', async () => {
    const { city, address, zip_code, company_registration_number, billing_email, ...rest } = clientCompany();
    const res = await register({ ...rest, account_type: 'guest-ssp' }, '/register_guest');
    expect(res.status).toBe(201);
  });

  it('refuses a guest sign-up that claims another account type', async () => {
    const res = await register(guestCompany({ account_type: 'advertiser' }), '/register_guest');
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ account_type: messagesEn['validation.accountTypeNotAllowed'] });
  });

  it.each(CLIENT_COMPANY_RULES)('refuses %s = %j with its message', async (field, value, message) => {
    const payload = clientCompany({ [field]: value });
    const res = await register(payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${String(payload.email).toLowerCase()}`);
    expect(rows).toHaveLength(0);
  });

  it.each(['city', 'firstname', 'telegram', 'terms', 'country'])(
    'refuses a payload without %s',
    async (field) => {
      const payload: Record<string, unknown> = clientCompany();
      delete payload[field];
      const res = await register(payload);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields as object)).toContain(field);
    },
  );

  it('refuses an unknown country and an unknown legal type', async () => {
    expect((await register(clientCompany({ country: 'ZZ' }))).body.fields).toEqual({
      country: messagesEn['validation.country'],
    });
    expect((await register(clientCompany({ country: 'XX' }))).status).toBe(400);
    const legal = await register(clientCompany({ legal_type: 'charity' }));
    expect(legal.status).toBe(400);
    expect(Object.keys(legal.body.fields as object)).toEqual(['legal_type']);
  });

  it('answers a taken e-mail, in any case, with a 409 that says what to do', async () => {
    const first = clientCompany();
    expect((await register(first)).status).toBe(201);
    const again = await register(clientCompany({ email: String(first.email).toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_TAKEN', message: messagesEn['errors.emailTaken'] });
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${String(first.email)}`);
    expect(rows).toHaveLength(1);
  });

  it('accepts fields at their exact maximum', async () => {
    const suffix = `${uniqueEmail().slice(5, 17)}@t.example`;
    const email = `${'e'.repeat(MAX_LENGTH.email - suffix.length)}${suffix}`;
    expect(email).toHaveLength(MAX_LENGTH.email);
    const res = await register(
      clientCompany({ city: 'c'.repeat(MAX_LENGTH.city), telegram: 't'.repeat(MAX_LENGTH.telegram), email }),
    );
    expect(res.status).toBe(201);
  });
});
