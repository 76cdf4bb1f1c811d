import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { AUTOFILL_SYNC_MS, HOME_BY_ROLE, loginErrorMessage } from '@panel/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { signInSchemas } from '@/lib/sign-in-schemas-on-demand';
import { useLogin } from '../api/login.ts';
import { filterEmailInput } from '../utils/email-key-filter.ts';

type LoginBodySchema = Awaited<ReturnType<typeof signInSchemas>>['loginBodySchema'];

interface LoginFormProps {
  /**
   * Whether the server asks for a captcha on this build (production builds only); undefined while
   * that is not known yet, which keeps the form from being sent.
   */
  captcha: boolean | undefined;
  /** Called once something is in the fields: the page then asks whether a captcha is needed. */
  onStart?: () => void;
}

export function LoginForm({ captcha, onStart }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  // After sign-up the registration hands the e-mail over in the history state (never the address).
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof handed === 'string' ? filterEmailInput(handed) : '');
  const [password, setPassword] = useState('');
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  // A payload is good for one attempt; a new key mounts a fresh widget that solves a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Typed into the page the server drew (login.html) before the app took it over: hydration
  // leaves the fields as they are, but the next render would set them to the (empty) state.
  useLayoutEffect(() => {
    const typedEmail = emailRef.current?.value ?? '';
    const typedPassword = passwordRef.current?.value ?? '';
    if (typedEmail) setEmail(filterEmailInput(typedEmail));
    if (typedPassword) setPassword(typedPassword);
  }, []);

  // Browsers fill saved credentials without change events; pick them up once they have landed.
  useEffect(() => {
    const timer = setTimeout(() => {
      const filledEmail = emailRef.current?.value ?? '';
      const filledPassword = passwordRef.current?.value ?? '';
      if (filledEmail) setEmail(filterEmailInput(filledEmail));
      if (filledPassword) setPassword(filledPassword);
    }, AUTOFILL_SYNC_MS);
    return () => clearTimeout(timer);
  }, []);

  // Typed, autofilled or handed over by sign-up: the captcha, its setting and the form's schema
  // (with zod) load from here on, not with the page (issue 14).
  const started = email !== '' || password !== '';
  const [schema, setSchema] = useState<LoginBodySchema | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each keystroke (email, password) retries a failed load
  useEffect(() => {
    if (!started) return;
    onStart?.();
    if (schema) return;
    let current = true;
    // A failed load (offline) is tried again at the next keystroke; the button waits for it.
    signInSchemas().then(
      (schemas) => current && setSchema(() => schemas.loginBodySchema),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [started, onStart, schema, email, password]);

  const onCaptchaChange = useCallback((payload: string | null) => setCaptchaPayload(payload), []);

  const body = { email, password, ...(captchaPayload ? { altcha: captchaPayload } : {}) };
  const canSubmit =
    schema?.safeParse(body).success === true &&
    captcha !== undefined &&
    (!captcha || captchaPayload !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || login.isPending) return;
    login.mutate(body, {
      onSuccess: (session) => navigate(HOME_BY_ROLE[session.user.role], { replace: true }),
      onError: () => {
        if (!captcha) return;
        setCaptchaPayload(null);
        setCaptchaRound((round) => round + 1);
      },
    });
  };

  const failure = login.error ? loginErrorMessage(login.error.message) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('login.failed')} role="alert">
            {'key' in failure ? t(failure.key) : failure.text}
          </Alert>
        )}
        <TextInput
          ref={emailRef}
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(filterEmailInput(event.currentTarget.value))}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword'), tabIndex: 0 }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {captcha && <CaptchaField key={captchaRound} onChange={onCaptchaChange} load={started} />}
        <Button type="submit" fullWidth disabled={!canSubmit} loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
