import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/lib/session/get-user';
import { AppFrame } from '../layout/app-frame.tsx';
import { PublicFrame } from '../layout/public-frame.tsx';

/**
 * /terms: the terms the registration form links to when the build names no page of the
 * operator's own (VITE_TERMS_URL), so the link never ends on "page not found" (issue 18). It says
 * what the operator agrees with its users and where the binding text is kept.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const page = (
    <Paper withBorder radius="md" p="xl" maw={720} w="100%">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('terms.title')}
        </Title>
        {(['use', 'money', 'content', 'data', 'end'] as const).map((part) => (
          <Text key={part} size="sm">
            {t(`terms.${part}`)}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('terms.operator')}
        </Text>
        <Anchor component={Link} to="/" size="sm">
          {t('terms.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
  return user ? <AppFrame user={user}>{page}</AppFrame> : <PublicFrame>{page}</PublicFrame>;
}
