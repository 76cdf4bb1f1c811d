import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GuestTokenCreated } from '@panel/contract';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SendTraffic } from './send-traffic.tsx';

/** The new token's secret, shown this once: the server keeps only its digest. */
export function SecretReveal({ created, onDone }: { created: GuestTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('guestTokens.secret.for', { name: created.name, advertiser: created.advertiser.name })}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('guestTokens.secret.label')}
          value={created.token}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
          style={{ flex: 1 }}
        />
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('guestTokens.secret.copied') : t('guestTokens.secret.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="status">
        {t('guestTokens.secret.warning')}
      </Alert>
      <SendTraffic bidUrls={created.bid_urls} token={created.token} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('guestTokens.secret.done')}
        </Button>
      </Group>
    </Stack>
  );
}
