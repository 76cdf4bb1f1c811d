import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '@/lib/auth/get-auth-config';
import { handoff } from '../api/handoff.ts';
import { leaveTo } from '../utils/leave-to.ts';
import { publisherTarget } from '../utils/publisher-target.ts';

/**
 * The publisher's home page (spec section 2): it sends the browser on, by a full redirect, to
 * the publisher area. The area's address is the server's PUBLISHER_URL (a host of its own in
 * production and staging) or this host's own /pub/ area; on another host the session is carried
 * over with a one-time code, so nobody signs in twice.
 */
export function PublisherRedirectPage() {
  const { t } = useTranslation();
  const config = useAuthConfig({ enabled: true });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback(() => setFailed(true), []);
  const target = config.data ? publisherTarget(config.data.publisher_url, window.location.origin) : null;

  const retry = () => {
    setFailed(false);
    if (config.isError) void config.refetch();
    setAttempt((n) => n + 1);
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      {target && !failed ? <GoTo key={attempt} kind={target.kind} href={target.href} onFail={fail} /> : null}
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {t('crumbs.redirect')}
        </Title>
        {failed || config.isError ? (
          <Alert color="red" title={t('publisher.redirectFailed')} w="100%">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('publisher.redirectFailedText')}</Text>
              <Button size="xs" onClick={retry}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('publisher.redirecting')}</Text>
          </Group>
        )}
        {target?.kind === 'here' ? (
          <Anchor href={target.href} size="sm">
            {t('publisher.link')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Leaves the page once per mount (a retry mounts it again): a full redirect, with a handoff code for another host. */
function GoTo({ kind, href, onFail }: { kind: 'here' | 'elsewhere'; href: string; onFail: () => void }) {
  useEffect(() => {
    if (kind === 'here') {
      leaveTo(href);
      return;
    }
    let cancelled = false;
    handoff().then(
      ({ url }) => {
        if (!cancelled) leaveTo(url);
      },
      () => {
        if (!cancelled) onFail();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [kind, href, onFail]);
  return null;
}
