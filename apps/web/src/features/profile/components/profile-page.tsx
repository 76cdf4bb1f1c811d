import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '@/lib/resources/get-countries';
import { useProfile } from '../api/get-profile.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const countries = useCountries();

  if (profile.isPending || countries.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (profile.isError || countries.isError) {
    return (
      <Alert color="red" role="alert" title={t('profile.loadFailed')}>
        <Button
          mt="sm"
          size="xs"
          variant="light"
          onClick={() => void Promise.all([profile.refetch(), countries.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        {t('crumbs.profile')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Text size="sm" c="dimmed" mb="md">
          {t('profile.readOnly')}
        </Text>
        <ProfileForm profile={profile.data} countries={countries.data} />
      </Paper>
    </Stack>
  );
}
