import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './api.ts';
import { loginBodySchema } from './auth.ts';
import { destinationUrlField } from './campaigns/destination-url.ts';
import { groupBodySchema } from './campaigns/groups.ts';
import { searchQuery } from './campaigns/list-query.ts';
import {
  countryField,
  emailField,
  optionalText,
  passwordField,
  phoneNumberField,
  requiredText,
  websiteField,
} from './fields.ts';
import { translateMessage } from './messages.ts';
import { hasControlCharacters } from './plain-text.ts';

const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  0x7f,
].map((c) => String.fromCharCode(c));
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', 'a\ud83d', '\ude00b', '\ude00\ud83d'];

describe('hasControlCharacters', () => {
  it.each(REFUSED.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'refuses U+%s anywhere in the text',
    (_, c) => {
      expect(hasControlCharacters(c)).toBe(true);
      expect(hasControlCharacters(`name${c}`)).toBe(true);
      expect(hasControlCharacters(`${c} name`)).toBe(true);
    },
  );

  it.each(LONE_SURROGATES)('refuses the lone surrogate in %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('keeps tab, new lines, emoji (surrogate pairs) and other scripts', () => {
    for (const text of ['a\tb', 'line\nline\r\n', '😀 ok', 'Zürich – 東京 – مرحبا', '\u0080\u00a0\ufeff', ''])
      expect(hasControlCharacters(text)).toBe(false);
  });

  it('agrees with a definition by code points on any text', () => {
    const refused = (text: string) =>
      [...text].some((ch) => {
        const c = ch.codePointAt(0) ?? 0;
        return (c < 0x20 && ![9, 10, 13].includes(c)) || c === 0x7f || (c >= 0xd800 && c <= 0xdfff);
      });
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(hasControlCharacters(text)).toBe(refused(text));
      }),
    );
  });
});

describe('the field builders refuse control characters with a message a person understands', () => {
  const message = translateMessage('validation.controlCharacters');
  const fieldsOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : issuesToFields(result.error.issues, translateMessage);
  };
  const builders: [string, z.ZodType, string][] = [
    ['requiredText', requiredText(50), 'Summer\u0000'],
    ['optionalText', optionalText(50), '\u0007bell'],
    ['emailField', emailField(), 'a\u0000@example.com'],
    ['passwordField', passwordField(), 'Str0ng!pass\u0000'],
    ['websiteField', websiteField(), 'https://example.com/\u0000'],
    ['countryField', countryField(), 'D\u0000'],
    ['phoneNumberField', phoneNumberField(), '555\u001b1234'],
    ['destinationUrlField', destinationUrlField(), 'https://offer.example.com/\u0000?cid={click_id}'],
    ['searchQuery', searchQuery(), 'pops\u007f'],
    ['requiredText (lone surrogate)', requiredText(50), 'half \ud83d'],
  ];

  it.each(builders)('%s', (_, schema, value) => {
    expect(fieldsOf(z.object({ field: schema }), { field: value })).toEqual({ field: message });
  });

  it('names the nested field, as every other error does', () => {
    expect(fieldsOf(groupBodySchema, { name: '\u0000' })).toEqual({ name: message });
    expect(fieldsOf(loginBodySchema, { email: 'a@b.example', password: '\u0000' })).toEqual({
      password: message,
    });
  });

  it('leaves multi-line text and emoji alone', () => {
    expect(requiredText(50).parse(' Summer\tsale 😀\r\n ')).toBe('Summer\tsale 😀');
  });
});
