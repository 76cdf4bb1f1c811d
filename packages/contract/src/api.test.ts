import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { issuesToFields } from './api.ts';
import { requiredText } from './fields.ts';
import { translateMessage } from './messages.ts';
import { profileUpdateSchema } from './profile.ts';

const UNKNOWN = 'This field cannot be set here';

function fieldsOf(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? {} : issuesToFields(r.error.issues, translateMessage);
}

describe('issuesToFields: unrecognized keys', () => {
  it.each([
    { input: { email: 'new@example.com' }, expected: { email: UNKNOWN } },
    {
      input: { firstname: 'Anna', email: 'a@b.co', role: 'advertiser' },
      expected: { email: UNKNOWN, role: UNKNOWN },
    },
    {
      input: { account_type: 'publisher', legal_type: 'company' },
      expected: { account_type: UNKNOWN, legal_type: UNKNOWN },
    },
  ])('profileUpdateSchema with $input', ({ input, expected }) => {
    expect(fieldsOf(profileUpdateSchema, input)).toEqual(expected);
  });

  it.each(['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'])(
    'names an unknown key %s, though Object.prototype has one of that name',
    (key) => {
      const fields = fieldsOf(profileUpdateSchema, JSON.parse(`{"${key}": 1, "teams": "a"}`));
      expect(Object.entries(fields)).toEqual([[key, UNKNOWN]]);
      expect(JSON.parse(JSON.stringify(fields))).toHaveProperty([key], UNKNOWN);
      expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    },
  );

  it('a known field with a bad value and an unknown field are both reported', () => {
    expect(fieldsOf(profileUpdateSchema, { firstname: '', email: 'a@b.co' })).toEqual({
      firstname: 'This field is required',
      email: UNKNOWN,
    });
  });

  it('nested unknown keys are dotted', () => {
    expect(fieldsOf(z.object({ profile: profileUpdateSchema }), { profile: { email: 'a@b.co' } })).toEqual({
      'profile.email': UNKNOWN,
    });
  });
});

describe('issuesToFields: one message per field', () => {
  it.each([
    {
      order: 'min before max',
      schema: z.object({ name: z.string().min(3, 'validation.required').max(1, 'validation.maxLength') }),
      expected: { name: 'This field is required' },
    },
    {
      order: 'max before min',
      schema: z.object({ name: z.string().max(1, 'validation.maxLength').min(3, 'validation.required') }),
      expected: { name: 'Must be at most 1 characters' },
    },
  ])('the first issue wins ($order)', ({ schema, expected }) => {
    expect(fieldsOf(schema, { name: 'ab' })).toEqual(expected);
  });

  it('passes the issue maximum as {{max}}', () => {
    const t = vi.fn(translateMessage);
    const r = z.object({ city: requiredText(5) }).safeParse({ city: 'Berlin' });
    expect(r.success).toBe(false);
    expect(issuesToFields(r.error?.issues ?? [], t)).toEqual({ city: 'Must be at most 5 characters' });
    expect(t).toHaveBeenCalledWith('validation.maxLength', { max: 5 });
  });

  it('a message that is not a validation key becomes the generic one', () => {
    expect(fieldsOf(z.object({ age: z.number() }), { age: 'x' })).toEqual({ age: 'This value is not valid' });
  });
});

describe('issuesToFields: paths', () => {
  const nested = z.object({
    billing: z.object({ address: z.object({ city: requiredText(100) }) }),
    items: z.array(z.object({ name: requiredText(3) })),
  });

  it.each([
    {
      input: { billing: { address: { city: '' } }, items: [] },
      expected: { 'billing.address.city': 'This field is required' },
    },
    {
      input: { billing: { address: { city: 'Berlin' } }, items: [{ name: 'ok' }, { name: 'long' }] },
      expected: { 'items.1.name': 'Must be at most 3 characters' },
    },
  ])('nested paths are dotted: $expected', ({ input, expected }) => {
    expect(fieldsOf(nested, input)).toEqual(expected);
  });

  it('an issue on the whole value goes to "_"', () => {
    expect(fieldsOf(requiredText(5), '')).toEqual({ _: 'This field is required' });
  });
});
