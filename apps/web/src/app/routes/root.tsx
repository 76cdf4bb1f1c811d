import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { StatusPage } from '@/components/status-page';
import { useUser } from '@/lib/session/get-user';

/** Nothing renders until the app knows who is signed in, so guards never decide on a guess. */
export function Root() {
  const { t } = useTranslation();
  const user = useUser();
  if (user.isPending) return <FullPageLoader />;
  if (user.isError) {
    return (
      <StatusPage
        title={t('routeError.title')}
        text={t('app.userLoadFailed')}
        action={<Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <Outlet />;
}
