import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

interface CaptchaFieldProps {
  /** The payload to send as `altcha` once solved; null while unsolved, expired or failed. */
  onChange: (payload: string | null) => void;
}

function payloadOf(event: Event): string | null {
  if (!(event instanceof CustomEvent)) return null;
  const { state, payload } = (event.detail ?? {}) as { state?: unknown; payload?: unknown };
  return state === 'verified' && typeof payload === 'string' && payload !== '' ? payload : null;
}

/** The sign-in and sign-up captcha: a self-hosted ALTCHA proof of work that starts solving as soon as it shows. */
export function CaptchaField({ onChange }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    import('./altcha-setup.ts').catch((error: unknown) =>
      console.error('The captcha could not be loaded', error),
    );
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    // Every state but 'verified' (verifying, expired, error) leaves the form unsolved again.
    const listener = (event: Event) => onChange(payloadOf(event));
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [onChange]);

  return <altcha-widget ref={ref} challenge="/auth/captcha" auto="onload" name="altcha" />;
}
