import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import type { AccountType, RegistrationMode } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { useAuthConfig } from '@/lib/auth/get-auth-config';
import { useCountries } from '@/lib/resources/get-countries';
import { type RegistrationDraft, RegistrationForm } from './registration-form.tsx';

interface GeneralInfoStepProps {
  mode: RegistrationMode;
  accountType: AccountType;
  onBack: () => void;
  draft?: RegistrationDraft | undefined;
  onDraft?: ((draft: RegistrationDraft) => void) | undefined;
}

/**
 * Step 2 waits for the countries (the form's country and phone code choices start from them) and,
 * on production builds, for whether the server asks for a captcha.
 */
export function GeneralInfoStep({ mode, accountType, onBack, draft, onDraft }: GeneralInfoStepProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const config = useAuthConfig({ enabled: env.PROD });

  if (countries.isPending || (env.PROD && config.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (countries.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('registration.countriesFailed')}
        </Alert>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('registration.back')}
          </Button>
          <Button onClick={() => void countries.refetch()}>{t('common.retry')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <RegistrationForm
      mode={mode}
      accountType={accountType}
      countries={countries.data}
      captcha={env.PROD && config.data?.captcha === true}
      onBack={onBack}
      draft={draft}
      onDraft={onDraft}
    />
  );
}
