import { z } from 'zod';
import { isBlockedCountry, MAX_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { plainString } from './plain-text.ts';

/**
 * Field builders shared by every schema. Messages are keys of `messagesEn`; a `{{max}}`
 * parameter comes from the issue's `maximum`.
 */
const trimmed = () => plainString({ error: 'validation.required' }).trim();

export const requiredText = (max: number) =>
  trimmed().min(1, 'validation.required').max(max, 'validation.maxLength');

export const optionalText = (max: number) => trimmed().max(max, 'validation.maxLength').optional();

export const emailField = (max: number = MAX_LENGTH.email) =>
  trimmed()
    .min(1, 'validation.required')
    .max(max, 'validation.maxLength')
    .pipe(z.email('validation.email'))
    .transform((v) => v.toLowerCase());

const SPECIAL = /[^A-Za-z0-9]/;

/** Spec section 5: 8 to 16 characters, a digit, an upper- and a lower-case letter and a special character. */
export const passwordField = () =>
  plainString({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(PASSWORD_MAX, 'validation.password')
    .refine(
      (v) =>
        v.length >= PASSWORD_MIN &&
        v.length <= PASSWORD_MAX &&
        /\d/.test(v) &&
        /[A-Z]/.test(v) &&
        /[a-z]/.test(v) &&
        SPECIAL.test(v),
      'validation.password',
    );

/** http(s) URL with a dotted host; `https://` alone (the form's default) is not a website yet. */
export const websiteField = (max: number = MAX_LENGTH.website) =>
  requiredText(max).refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
    } catch {
      return false;
    }
  }, 'validation.url');

export const countryField = () =>
  trimmed()
    .min(1, 'validation.required')
    .max(2, 'validation.country')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), 'validation.country')
    .refine((v) => !isBlockedCountry(v), 'validation.countryBlocked');

/** A dial code such as `+1` or `+44`; spaces are removed before it is sent (spec section 7). */
export const dialCodeField = () =>
  trimmed()
    .min(1, 'validation.required')
    .max(10, 'validation.dialCode')
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^\+\d{1,4}$/.test(v), 'validation.dialCode');

export const PHONE_FORMAT = /^[0-9(][0-9\s\-()]*$/;

export const phoneNumberField = () =>
  requiredText(MAX_LENGTH.phoneNumber).refine((v) => PHONE_FORMAT.test(v), 'validation.phone');

/** Reference list items (spec section 5): every item needs an id. */
export const referenceItem = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    id: z.union([z.number(), z.string().min(1, 'validation.idRequired')], { error: 'validation.idRequired' }),
    ...shape,
  });
