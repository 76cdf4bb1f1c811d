import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/status-page';
import { useUser } from '@/lib/session/get-user';
import { AppFrame } from '../layout/app-frame.tsx';
import { PublicFrame } from '../layout/public-frame.tsx';

/** An unknown address, shown inside the screen the person is in (signed in or not). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const page = (
    <StatusPage
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      }
    />
  );
  return user ? <AppFrame user={user}>{page}</AppFrame> : <PublicFrame>{page}</PublicFrame>;
}
