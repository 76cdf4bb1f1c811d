import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Covers the screen while the app does not yet know who is signed in. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
