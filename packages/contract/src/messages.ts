/**
 * User-facing messages that both sides produce. Schemas carry message *keys*; the web
 * translates them with i18next (this object is its English resource under `messages`),
 * the server with `translateMessage` below, so the two always say the same thing.
 */
export const messagesEn = {
  'validation.required': 'This field is required',
  'validation.maxLength': 'Must be at most {{max}} characters',
  'validation.email': 'Enter a valid e-mail address',
  'validation.url': 'Enter a valid address starting with http:// or https://',
  'validation.password':
    'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
  'validation.phone': 'Enter a phone number of digits, spaces, dashes or brackets',
  'validation.phoneInvalid': 'This phone number is not valid for the chosen code',
  'validation.dialCode': 'Choose a phone code',
  'validation.country': 'Choose a country from the list',
  'validation.countryBlocked': 'We cannot accept accounts from this country',
  'validation.acceptTerms': 'You must accept the terms and conditions',
  'validation.accountType': 'Choose an account type',
  'validation.legalType': 'Choose company or individual',
  'validation.accountTypeNotAllowed': 'This account type cannot be chosen here',
  'validation.idRequired': 'Id is required',
  'validation.unknownField': 'This field cannot be set here',
  'validation.invalid': 'This value is not valid',
  'errors.validation': 'Some fields need your attention.',
  'errors.unauthorized': 'Your session has ended. Please sign in again.',
  'errors.invalidCredentials': 'Invalid email or password.',
  'errors.forbidden': 'Your account cannot open this.',
  'errors.notFound': 'Not found.',
  'errors.routeNotFound': 'There is no such address on this server.',
  'errors.emailTaken': 'An account with this e-mail already exists. Sign in or use another e-mail.',
  'errors.rateLimited': 'Too many sign-in attempts. Please wait {{minutes}} minutes and try again.',
  'errors.captchaRequired': 'Please complete the captcha.',
  'errors.captchaFailed': 'The captcha could not be verified. Please solve it again.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.badRequest': 'The request could not be read.',
  'errors.timeout': 'The request took too long. Please try again.',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.actCodeInvalid': 'This sign-in link is invalid, expired or already used.',
  'errors.tooManyRequests': 'Too many requests. Please slow down.',
  'login.oops': 'Oops, something went wrong.',
} as const;

export type MessageKey = keyof typeof messagesEn;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messagesEn, value);
}

/** English rendering of a key with `{{name}}` parameters, for the server and for tests. */
export function translateMessage(key: string, params: Record<string, unknown> = {}): string {
  const template: string = isMessageKey(key) ? messagesEn[key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * Spec section 8, login failure: a message starting with 'error #' shows the generic
 * message, one containing 401 shows the credentials message, anything else as received.
 */
export type LoginErrorText = { key: MessageKey } | { text: string };

export function loginErrorMessage(message: string): LoginErrorText {
  if (message.startsWith('error #')) return { key: 'login.oops' };
  if (message.includes('401')) return { key: 'errors.invalidCredentials' };
  return { text: message };
}
