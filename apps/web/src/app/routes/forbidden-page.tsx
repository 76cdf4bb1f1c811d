import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/status-page';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('forbidden.title')}
      text={t('forbidden.text')}
      action={
        <Button component={Link} to="/">
          {t('forbidden.home')}
        </Button>
      }
    />
  );
}
