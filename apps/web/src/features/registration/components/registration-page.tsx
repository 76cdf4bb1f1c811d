import { Anchor, Paper, Text } from '@mantine/core';
import { PATHS, type RegistrationMode, registrationModeFrom } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RegistrationWizard } from './registration-wizard.tsx';

/** /registration?as=client|guest. The mode lives in the address, so a link can open either wizard. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = registrationModeFrom(searchParams.get('as'));

  const changeMode = (next: RegistrationMode) => {
    setSearchParams(
      (params) => {
        params.set('as', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={760}>
      {/* A new mode starts a new wizard: its account types and field set differ. */}
      <RegistrationWizard key={mode} mode={mode} onModeChange={changeMode} />
      <Text size="sm" ta="center" mt="lg">
        {t('registration.haveAccount')}{' '}
        <Anchor component={Link} to={PATHS.login}>
          {t('registration.signIn')}
        </Anchor>
      </Text>
    </Paper>
  );
}
