import { z } from 'zod';
import { userSchema } from './auth.ts';
import { MAX_LENGTH } from './constants.ts';
import {
  countryField,
  dialCodeField,
  emailField,
  optionalText,
  phoneNumberField,
  requiredText,
  websiteField,
} from './fields.ts';
import { UI_LANGUAGES } from './languages.ts';
import { isPhoneValidForCode } from './phone.ts';

const nullableText = z.string().nullable();

/** GET /api/v1/profile/info. Fields the account's type does not use are null. */
export const profileSchema = userSchema.omit({ acting: true }).extend({
  country: nullableText,
  city: nullableText,
  address: nullableText,
  zip_code: nullableText,
  trading_name: nullableText,
  legal_company_name: nullableText,
  website_url: nullableText,
  company_registration_number: nullableText,
  vat_number: nullableText,
  billing_email: nullableText,
  phone_number_code: z.string(),
  phone_number: z.string(),
  teams: nullableText,
  telegram: z.string(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalRequired = (max: number) => requiredText(max).optional();

/**
 * PUT /api/v1/profile/info: a partial update of the user's own details. E-mail, role,
 * account and legal type are not the user's to change here: sending them is a 400 that
 * names the field (strict object), so a client never believes it changed them.
 */
export const profileUpdateSchema = z
  .strictObject({
    firstname: optionalRequired(MAX_LENGTH.firstName),
    lastname: optionalRequired(MAX_LENGTH.lastName),
    country: countryField().optional(),
    city: optionalRequired(MAX_LENGTH.city),
    address: optionalRequired(MAX_LENGTH.address),
    zip_code: optionalRequired(MAX_LENGTH.zipCode),
    trading_name: optionalRequired(MAX_LENGTH.tradingName),
    legal_company_name: optionalRequired(MAX_LENGTH.legalCompanyName),
    website_url: websiteField(MAX_LENGTH.website).optional(),
    company_registration_number: optionalRequired(MAX_LENGTH.registrationNumber),
    vat_number: optionalRequired(MAX_LENGTH.vatNumber),
    billing_email: emailField(MAX_LENGTH.billingEmail).optional(),
    phone_number_code: dialCodeField().optional(),
    phone_number: phoneNumberField().optional(),
    teams: optionalText(MAX_LENGTH.teams),
    telegram: optionalRequired(MAX_LENGTH.telegram),
    /** One of UI_LANGUAGES, or null to let the browser's languages decide again. */
    language: z.enum(UI_LANGUAGES, { error: 'validation.invalid' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    // Only once both phone fields passed their own rules: a bad code is reported on the code alone.
    if (ctx.issues.some((i) => i.path?.[0] === 'phone_number_code' || i.path?.[0] === 'phone_number')) return;
    if (v.phone_number_code && v.phone_number && !isPhoneValidForCode(v.phone_number_code, v.phone_number)) {
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: 'validation.phoneInvalid' });
    }
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
