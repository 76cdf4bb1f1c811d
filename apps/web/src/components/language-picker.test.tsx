import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { browserLanguage, changeLanguage, OFFERED_LANGUAGES } from '@/lib/i18n/languages';
import { renderPage } from '@/testing/render';
import { LanguagePicker } from './language-picker.tsx';

afterEach(async () => {
  localStorage.clear();
  await changeLanguage('en');
});

describe('LanguagePicker', () => {
  it('names each language in itself and switches the panel, its page language and direction', async () => {
    const chosen = vi.fn();
    renderPage(<LanguagePicker onChosen={chosen} />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveDisplayValue('English');
    expect(screen.getByRole('option', { name: '日本語' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'العربية');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(chosen).toHaveBeenCalledWith('ar');
    expect(i18n.t('login.submit')).not.toBe('Log in');
    expect(localStorage.getItem('panel.language')).toBe('ar');
    // The contract's messages come with the web's strings.
    expect(i18n.t('validation.required')).not.toBe('This field is required');
  });

  it('offers the languages whose catalogs exist, English first', () => {
    expect(OFFERED_LANGUAGES[0]).toBe('en');
    expect(OFFERED_LANGUAGES).toEqual(expect.arrayContaining(['de', 'ar', 'ja']));
  });
});

describe('browserLanguage', () => {
  const languages = vi.spyOn(navigator, 'languages', 'get');
  afterEach(() => languages.mockReset());

  it('takes the language picked on this browser first, then the browser’s, then English', () => {
    languages.mockReturnValue(['de-CH', 'en']);
    expect(browserLanguage()).toBe('de');
    localStorage.setItem('panel.language', 'ja');
    expect(browserLanguage()).toBe('ja');
    localStorage.clear();
    languages.mockReturnValue(['xx-YY']);
    expect(browserLanguage()).toBe('en');
  });

  it('turns back to English, left to right, for a tag it does not know', async () => {
    await changeLanguage('ar');
    await changeLanguage('klingon');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
