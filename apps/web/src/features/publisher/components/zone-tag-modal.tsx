import { Button, Code, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { type Zone, zoneTag } from '@panel/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One snippet with its copy button; the button says when the copy is done. */
function Snippet({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Code block aria-label={label} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
            aria-label={t(copied ? 'pub.tag.copied' : 'pub.tag.copyLabel', { what: label })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(copied ? 'pub.tag.copied' : 'pub.tag.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/** The tag generator: the zone's snippet (or URL), where it goes, and for classic push the /sw.js file. */
export function ZoneTagModal({ zone, onClose }: { zone: Zone | null; onClose: () => void }) {
  const { t } = useTranslation();
  // Only the placement is read here; the tag itself is the server's, made on its public host.
  const placement = zone ? zoneTag(zone, '').placement : 'head';
  return (
    <Modal
      opened={zone !== null}
      onClose={onClose}
      title={t('pub.tag.title', { name: zone?.name ?? '' })}
      size="lg"
      centered
    >
      {zone && (
        <Stack gap="md">
          <Text size="sm">{t(`pub.tag.where.${placement}`)}</Text>
          <Snippet
            label={t(placement === 'vast' || placement === 'link' ? 'pub.tag.url' : 'pub.tag.code')}
            value={zone.tag}
          />
          {zone.service_worker && (
            <>
              <Text size="sm">{t('pub.tag.serviceWorker')}</Text>
              <Snippet label={t('pub.tag.serviceWorkerFile')} value={zone.service_worker} />
            </>
          )}
          {zone.status !== 'active' && (
            <Text size="sm" c="orange">
              {t('pub.tag.notActive')}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
