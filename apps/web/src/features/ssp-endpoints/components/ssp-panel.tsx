import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Ssp, SspListResponse } from '@panel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { errorText } from '@/lib/error-text';
import { useUpdateSsp } from '../api/update-ssp.ts';
import { formatPercent } from '../utils/format.ts';
import { CopyValue } from './copy-value.tsx';
import { SspSettingsModal } from './ssp-settings-modal.tsx';
import { SspTokenCell } from './ssp-token-cell.tsx';

interface SspPanelProps {
  data: SspListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

const numeric = { textAlign: 'end' } as const;

/** The SSPs tab: the partner code for guest SSPs, then each SSP's settings and token. */
export function SspPanel({ data, isPending, isError, onRetry }: SspPanelProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSsp();
  const [editing, setEditing] = useState<Ssp | null>(null);

  const toggle = (ssp: Ssp, enabled: boolean) =>
    update.mutateAsync({ id: ssp.id, body: { enabled } }).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        title: t('sspEndpoints.actionFailed'),
        message: errorText(error, t),
      }),
    );

  if (isPending) return <RowsSkeleton rows={5} height={34} />;
  if (isError || !data)
    return (
      <Alert color="red" title={t('ssps.loadError')}>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group gap="xs">
          <Text fw={500}>{t('ssps.partnerCode')}</Text>
          <Code fz="md" data-testid="partner-code">
            {data.partner_code}
          </Code>
          <CopyValue value={data.partner_code} label={t('ssps.copyPartnerCode')} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {t('ssps.partnerCodeHint')}
        </Text>
      </Paper>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label={t('ssps.tableLabel')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ssps.column.name')}</Table.Th>
              <Table.Th>{t('ssps.column.enabled')}</Table.Th>
              <Table.Th style={numeric}>{t('ssps.column.qpsCap')}</Table.Th>
              <Table.Th style={numeric}>{t('ssps.column.margin')}</Table.Th>
              <Table.Th>{t('ssps.column.notes')}</Table.Th>
              <Table.Th style={numeric}>{t('ssps.column.endpoints')}</Table.Th>
              <Table.Th>{t('ssps.column.token')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('ssps.column.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((ssp) => (
              <Table.Tr key={ssp.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{ssp.name}</Text>
                    <Badge size="xs" variant="light" color={ssp.kind === 'guest' ? 'grape' : 'blue'}>
                      {t(`ssps.kind.${ssp.kind}`)}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={t('ssps.enabledFor', { name: ssp.name })}
                    checked={ssp.enabled}
                    onChange={(event) => void toggle(ssp, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td style={numeric}>
                  {ssp.qps_cap === null
                    ? t('sspEndpoints.noLimit')
                    : ssp.qps_cap.toLocaleString(i18n.language)}
                </Table.Td>
                <Table.Td style={numeric}>{formatPercent(ssp.margin_percent, i18n.language)}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {ssp.notes ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td style={numeric}>{ssp.endpoints_count}</Table.Td>
                <Table.Td>
                  <SspTokenCell ssp={ssp} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setEditing(ssp)}
                    aria-label={t('ssps.editFor', { name: ssp.name })}
                  >
                    {t('ssps.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SspSettingsModal ssp={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
