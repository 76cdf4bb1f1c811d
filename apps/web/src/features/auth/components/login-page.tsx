import { Anchor, Center, Loader, Paper, Text, Title } from '@mantine/core';
import { PATHS } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { useAuthConfig } from '@/lib/auth/get-auth-config';
import { LoginForm } from './login-form.tsx';

/** Spec section 2: the captcha exists on production builds only, and only when the server asks for it. */
export function LoginPage() {
  const { t } = useTranslation();
  const config = useAuthConfig({ enabled: env.PROD });

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
      <Title order={1} size="h3" ta="center" mb="lg">
        {t('login.title')}
      </Title>
      {env.PROD && config.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : (
        <LoginForm captcha={env.PROD && config.data?.captcha === true} />
      )}
      <Text size="sm" ta="center" mt="lg">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={PATHS.registration} underline="always">
          {t('login.signUp')}
        </Anchor>
      </Text>
    </Paper>
  );
}
