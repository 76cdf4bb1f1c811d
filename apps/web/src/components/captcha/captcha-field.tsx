import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCaptchaLanguage } from './captcha-language.ts';
import { loadCaptcha } from './load-captcha.ts';

interface CaptchaFieldProps {
  /** The payload to send as `altcha` once solved; null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
  /**
   * Whether to load the widget's code (~80 kB with its workers) and start solving: once the user
   * has begun to fill the form, so the fields come first (issue 14). True unless said.
   */
  load?: boolean;
}

function payloadOf(event: Event): string | null {
  if (!(event instanceof CustomEvent)) return null;
  const { state, payload } = (event.detail ?? {}) as { state?: unknown; payload?: unknown };
  return state === 'verified' && typeof payload === 'string' && payload !== '' ? payload : null;
}

/**
 * The sign-in and sign-up captcha: a self-hosted ALTCHA proof of work that starts solving as soon
 * as its code has loaded (the element is inert until then).
 */
export function CaptchaField({ onChange, load = true }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement>(null);
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<string>('en');

  useEffect(() => {
    if (load) loadCaptcha();
  }, [load]);

  useEffect(() => {
    let current = true;
    loadCaptchaLanguage(i18n.language)
      .then((code) => current && setLanguage(code ?? 'en'))
      .catch(() => current && setLanguage('en'));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    // Every state but 'verified' (verifying, expired, error) leaves the form unsolved again.
    const listener = (event: Event) => onChange(payloadOf(event));
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [onChange]);

  return (
    <altcha-widget ref={ref} challenge="/auth/captcha" auto="onload" name="altcha" language={language} />
  );
}
