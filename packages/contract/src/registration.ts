import { z } from 'zod';
import { MAX_LENGTH } from './constants.ts';
import {
  countryField,
  dialCodeField,
  emailField,
  optionalText,
  passwordField,
  phoneNumberField,
  requiredText,
  websiteField,
} from './fields.ts';
import { isPhoneValidForCode } from './phone.ts';
import { plainString } from './plain-text.ts';
import {
  ACCOUNT_TYPES,
  isAccountTypeAllowed,
  LEGAL_TYPES,
  type LegalType,
  type RegistrationMode,
} from './roles.ts';

/** Step 1 of the wizard. */
export const registrationStep1Schema = (mode: RegistrationMode) =>
  z.object({
    account_type: z
      .enum(ACCOUNT_TYPES, { error: 'validation.accountType' })
      .refine((v) => isAccountTypeAllowed(mode, v), 'validation.accountTypeNotAllowed'),
  });

/** Spec section 7: /register_guest fixes account_type to guest-ssp, whatever step 1 showed. */
export const GUEST_ACCOUNT_TYPE = 'guest-ssp';
const guestAccountType = {
  account_type: z
    .literal(GUEST_ACCOUNT_TYPE, { error: 'validation.accountTypeNotAllowed' })
    .default(GUEST_ACCOUNT_TYPE),
};

const personal = {
  country: countryField(),
  firstname: requiredText(MAX_LENGTH.firstName),
  lastname: requiredText(MAX_LENGTH.lastName),
  email: emailField(MAX_LENGTH.email),
  password: passwordField(),
  phone_number_code: dialCodeField(),
  phone_number: phoneNumberField(),
  teams: optionalText(MAX_LENGTH.teams),
  telegram: requiredText(MAX_LENGTH.telegram),
  terms: z.literal(true, { error: 'validation.acceptTerms' }),
};

const company = {
  trading_name: requiredText(MAX_LENGTH.tradingName),
  legal_company_name: requiredText(MAX_LENGTH.legalCompanyName),
  website_url: websiteField(MAX_LENGTH.website),
};

const address = {
  city: requiredText(MAX_LENGTH.city),
  address: requiredText(MAX_LENGTH.address),
  zip_code: requiredText(MAX_LENGTH.zipCode),
  billing_email: emailField(MAX_LENGTH.billingEmail),
};

/**
 * Which fields a (mode, legal type) pair shows. Spec section 2: guest mode keeps only
 * the country, the company names and the website of the company set; individuals give
 * a Tax ID instead of a registration number. Non-applicable fields are not part of the
 * schema at all, so they are dropped, never validated.
 */
function shapeFor(mode: RegistrationMode, legalType: LegalType) {
  const accountType = {
    /** The solved captcha of production builds, as on sign-in; not a field the form shows. */
    altcha: plainString().max(20_000).optional(),
    ...(mode === 'guest' ? guestAccountType : registrationStep1Schema(mode).shape),
    legal_type: z.literal(legalType, { error: 'validation.invalid' }),
  };
  if (mode === 'guest') {
    return legalType === 'company'
      ? { ...accountType, ...personal, ...company }
      : { ...accountType, ...personal };
  }
  if (legalType === 'company') {
    return {
      ...accountType,
      ...personal,
      ...company,
      ...address,
      company_registration_number: requiredText(MAX_LENGTH.registrationNumber),
    };
  }
  return { ...accountType, ...personal, ...address, vat_number: requiredText(MAX_LENGTH.vatNumber) };
}

const withPhoneCheck = <T extends z.ZodType<{ phone_number_code: string; phone_number: string }>>(
  schema: T,
) =>
  schema.superRefine((v, ctx) => {
    // Only once both phone fields passed their own rules: a missing code is reported on the code alone.
    if (ctx.issues.some((i) => i.path?.[0] === 'phone_number_code' || i.path?.[0] === 'phone_number')) return;
    if (!isPhoneValidForCode(v.phone_number_code, v.phone_number)) {
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: 'validation.phoneInvalid' });
    }
  });

export const registrationSchema = (mode: RegistrationMode, legalType: LegalType) =>
  withPhoneCheck(z.object(shapeFor(mode, legalType)));

/** The field names a (mode, legal type) pair shows, in form order. */
export function registrationFields(mode: RegistrationMode, legalType: LegalType): string[] {
  return Object.keys(shapeFor(mode, legalType)).filter(
    (k) => k !== 'account_type' && k !== 'legal_type' && k !== 'altcha',
  );
}

/** The body of POST /register or /register_guest: `legal_type` picks the field set. */
export const registrationBodySchema = (mode: RegistrationMode) =>
  z.discriminatedUnion(
    'legal_type',
    LEGAL_TYPES.map((legalType) => registrationSchema(mode, legalType)) as [
      ReturnType<typeof registrationSchema>,
      ReturnType<typeof registrationSchema>,
    ],
    { error: 'validation.legalType' },
  );

export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;

export const registrationResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
});
