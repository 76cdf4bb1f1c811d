import { MENU, messagesEn, ROUTES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enSignedIn } from './en-signed-in.ts';
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

  it('speaks of one request of the delivery advice in the singular, and of more in the plural', () => {
    const params = { dropped: '1', percent: '5%' };
    expect(i18n.t('delivery.advice.country', { ...params, count: 1 })).toBe(
      '1 request (5%) came from a country you do not target: add countries to buy such requests.',
    );
    expect(i18n.t('delivery.advice.country', { ...params, dropped: '2', count: 2 })).toMatch(
      /^2 requests \(5%\)/,
    );
  });

  it('comes in two halves with no key in both, so the order they are joined in changes nothing', () => {
    const firstScreen = new Set([...Object.keys(messagesEn), ...Object.keys(en)]);
    expect(Object.keys(enSignedIn).filter((key) => firstScreen.has(key))).toEqual([]);
  });
});
