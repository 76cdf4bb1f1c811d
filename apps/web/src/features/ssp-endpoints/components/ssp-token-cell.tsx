import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Ssp, SspTokenCreated } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { errorText } from '@/lib/error-text';
import { useCreateSspToken } from '../api/create-ssp-token.ts';
import { useRevokeSspToken } from '../api/revoke-ssp-token.ts';
import { CopyValue } from './copy-value.tsx';

/**
 * An SSP's API token: its prefix and last use, a new one (confirmed, as it stops the old one),
 * the secret shown once with a copy button, and revoking (confirmed).
 */
export function SspTokenCell({ ssp }: { ssp: Ssp }) {
  const { t, i18n } = useTranslation();
  const create = useCreateSspToken();
  const revoke = useRevokeSspToken();
  const [confirm, setConfirm] = useState<'create' | 'revoke' | null>(null);
  const [secret, setSecret] = useState<SspTokenCreated | null>(null);

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('sspEndpoints.actionFailed'), message: errorText(error, t) });

  const confirmed = async () => {
    try {
      if (confirm === 'create') setSecret(await create.mutateAsync(ssp.id));
      else {
        await revoke.mutateAsync(ssp.id);
        notifications.show({ color: 'green', message: t('ssps.token.revoked', { name: ssp.name }) });
      }
    } catch (error) {
      failed(error);
    }
    setConfirm(null);
  };

  return (
    <Stack gap={4}>
      {ssp.token ? (
        <Text size="xs">
          <Code>{ssp.token.prefix}…</Code>{' '}
          {ssp.token.last_used_at
            ? t('ssps.token.lastUsed', { when: formatDateTime(ssp.token.last_used_at, i18n.language) })
            : t('ssps.token.neverUsed')}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('ssps.token.none')}
        </Text>
      )}
      <Group gap={4}>
        <Button size="compact-xs" variant="light" onClick={() => setConfirm('create')}>
          {ssp.token ? t('ssps.token.replace') : t('ssps.token.generate')}
        </Button>
        {ssp.token && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirm('revoke')}>
            {t('ssps.token.revoke')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'revoke' ? t('ssps.token.revokeTitle') : t('ssps.token.generateTitle')}
        text={
          confirm === 'revoke'
            ? t('ssps.token.revokeText', { name: ssp.name })
            : ssp.token
              ? t('ssps.token.replaceText', { name: ssp.name })
              : t('ssps.token.generateText', { name: ssp.name })
        }
        confirmLabel={confirm === 'revoke' ? t('ssps.token.revoke') : t('ssps.token.generate')}
        loading={create.isPending || revoke.isPending}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirm(null)}
      />
      <Modal
        opened={secret !== null}
        onClose={() => {
          setSecret(null);
          // The secret is shown once: it leaves the mutation's cache with the dialog.
          create.reset();
        }}
        title={t('ssps.token.secretTitle')}
        centered
        size="lg"
      >
        <Stack gap="sm">
          <Text size="sm">{t('ssps.token.secretText', { name: ssp.name })}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label={t('ssps.token.secretLabel')}>
              {secret?.token}
            </Code>
            <CopyValue value={secret?.token ?? ''} label={t('ssps.token.copy')} />
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setSecret(null)}>{t('ssps.token.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
