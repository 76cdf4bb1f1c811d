import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './api.ts';
import { countrySchema } from './countries.ts';
import { referenceItem } from './fields.ts';
import { isMessageKey, loginErrorMessage, messagesEn, translateMessage } from './messages.ts';

describe('loginErrorMessage (spec section 8)', () => {
  it.each([
    { message: 'error #500', key: 'login.oops', english: 'Oops, something went wrong.' },
    { message: 'error #network', key: 'login.oops', english: 'Oops, something went wrong.' },
    { message: 'error #401', key: 'login.oops', english: 'Oops, something went wrong.' },
    { message: '401: whatever', key: 'errors.invalidCredentials', english: 'Invalid email or password.' },
    {
      message: 'Request failed with status code 401',
      key: 'errors.invalidCredentials',
      english: 'Invalid email or password.',
    },
  ])('"$message" -> $key', ({ message, key, english }) => {
    const result = loginErrorMessage(message);
    expect(result).toEqual({ key });
    expect(translateMessage(key)).toBe(english);
  });

  it.each([
    'Too many sign-in attempts. Please wait 5 minutes and try again.',
    'Network Error',
    'Please complete the captcha.',
  ])('"%s" is shown as received', (message) => {
    expect(loginErrorMessage(message)).toEqual({ text: message });
  });
});

describe('translateMessage', () => {
  it.each([
    { key: 'validation.maxLength', params: { max: 20 }, english: 'Must be at most 20 characters' },
    { key: 'validation.maxLength', params: { max: 100 }, english: 'Must be at most 100 characters' },
    {
      key: 'errors.rateLimited',
      params: { minutes: 15 },
      english: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    },
    { key: 'validation.required', params: {}, english: 'This field is required' },
    { key: 'validation.idRequired', params: {}, english: 'Id is required' },
    {
      key: 'validation.password',
      params: {},
      english:
        'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
    },
  ])('$key with $params', ({ key, params, english }) => {
    expect(translateMessage(key, params)).toBe(english);
  });

  it.each(['some.unknown.key', 'Server said no', ''])('unknown key "%s" is returned as is', (key) => {
    expect(isMessageKey(key)).toBe(false);
    expect(translateMessage(key)).toBe(key);
  });

  it('every English message is a non-empty string', () => {
    for (const [key, text] of Object.entries(messagesEn)) {
      expect(isMessageKey(key)).toBe(true);
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('reference lists: every item needs an id (spec section 5)', () => {
  const item = referenceItem({ name: z.string() });
  const fieldsOf = (input: unknown) => {
    const r = item.safeParse(input);
    return r.success ? {} : issuesToFields(r.error.issues, translateMessage);
  };

  it.each([
    { why: 'no id', input: { name: 'Chrome' } },
    { why: 'null id', input: { id: null, name: 'Chrome' } },
    { why: 'empty id', input: { id: '', name: 'Chrome' } },
    { why: 'boolean id', input: { id: true, name: 'Chrome' } },
  ])('$why -> Id is required', ({ input }) => {
    expect(fieldsOf(input)).toEqual({ id: 'Id is required' });
  });

  it.each([0, 7, 'abc'])('id %j is accepted', (id) => {
    expect(fieldsOf({ id, name: 'Chrome' })).toEqual({});
  });

  it('a list item without id is reported with its index', () => {
    const r = z.array(item).safeParse([{ id: 1, name: 'a' }, { name: 'b' }]);
    expect(r.success ? {} : issuesToFields(r.error.issues, translateMessage)).toEqual({
      '1.id': 'Id is required',
    });
  });
});

describe('countrySchema', () => {
  const germany = {
    id: 276,
    label: 'Germany',
    value: 'DE',
    alpha2: 'DE',
    alpha3: 'DEU',
    dial_code: '+49',
    tier: 1,
    flag: 'de',
  };

  it('accepts a full country item', () => {
    expect(countrySchema.parse(germany)).toEqual(germany);
  });
  it.each([1, 2, 3])('accepts tier %i', (tier) => {
    expect(countrySchema.safeParse({ ...germany, tier }).success).toBe(true);
  });
  it.each([0, 4, '1'])('refuses tier %j', (tier) => {
    expect(countrySchema.safeParse({ ...germany, tier }).success).toBe(false);
  });
  it('a country without id -> Id is required', () => {
    const { id: _, ...withoutId } = germany;
    const r = countrySchema.safeParse(withoutId);
    expect(r.success ? {} : issuesToFields(r.error.issues, translateMessage)).toEqual({
      id: 'Id is required',
    });
  });
});
