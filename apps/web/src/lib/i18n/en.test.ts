import { MENU, messagesEn, ROUTES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { i18n, resources } from './i18n.ts';

const keys = Object.keys(resources.en.translation);

describe('the English resource', () => {
  it('has every crumb and menu key of the route table', () => {
    for (const route of ROUTES) expect(keys).toContain(route.crumb);
    for (const entry of MENU) expect(keys).toContain(entry.label);
  });

  it("carries the contract's messages, with parameters", () => {
    for (const key of Object.keys(messagesEn)) expect(keys).toContain(key);
    expect(i18n.t('validation.maxLength', { max: 40 })).toBe('Must be at most 40 characters');
  });
});
