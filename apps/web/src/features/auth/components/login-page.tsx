import { Anchor, Paper, Text, Title } from '@mantine/core';
import { PATHS } from '@panel/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { useAuthConfig } from '@/lib/auth/get-auth-config';
import { LoginForm } from './login-form.tsx';

/**
 * Spec section 2: the captcha exists on production builds only, and only when the server asks for
 * it. The form shows at once; whether it needs a captcha is asked once the visitor starts filling
 * it in, so the first load is the form alone (issue 14).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  const onStart = useCallback(() => setStarted(true), []);
  const config = useAuthConfig({ enabled: env.PROD && started });
  // A setting that failed to load counts as none: the server still refuses a missing captcha.
  const captcha = !env.PROD ? false : config.isFetched ? config.data?.captcha === true : undefined;

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
      <Title order={1} size="h3" ta="center" mb="lg">
        {t('login.title')}
      </Title>
      <LoginForm captcha={captcha} onStart={onStart} />
      <Text size="sm" ta="center" mt="lg">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={PATHS.registration} underline="always">
          {t('login.signUp')}
        </Anchor>
      </Text>
    </Paper>
  );
}
