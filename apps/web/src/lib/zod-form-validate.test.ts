import { registrationSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n.ts';
import { zodFormValidate } from './zod-form-validate.ts';

describe('zodFormValidate', () => {
  const validate = zodFormValidate<Record<string, unknown>>(
    registrationSchema('guest', 'individual'),
    i18n.t,
  );

  it('keys translated messages by field', () => {
    const errors = validate({ legal_type: 'individual', password: 'abc', firstname: 'x'.repeat(51) });
    expect(errors.password).toBe(
      'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
    );
    expect(errors.firstname).toBe('Must be at most 50 characters');
    expect(errors.country).toBe('This field is required');
  });
});
