import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusPage } from '@/components/status-page';

/** A page that failed to render or load (often a stale chunk after a deploy): reloading fixes most. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('A page failed', error), [error]);
  return (
    <StatusPage
      title={t('routeError.title')}
      text={t('routeError.text')}
      action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
