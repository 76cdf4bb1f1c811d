import { Code, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SspEndpoint, SspEndpointStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../utils/format.ts';
import { CopyValue } from './copy-value.tsx';
import { EndpointRowMenu } from './endpoint-row-menu.tsx';
import { EndpointStatusBadge } from './status-badge.tsx';

interface EndpointTableProps {
  items: SspEndpoint[];
  pendingId: number | null;
  onEdit: (endpoint: SspEndpoint) => void;
  onClone: (endpoint: SspEndpoint) => void;
  onStatus: (endpoint: SspEndpoint, status: SspEndpointStatus) => void;
}

const numeric = { textAlign: 'end' } as const;

export function EndpointTable({ items, pendingId, onEdit, onClone, onStatus }: EndpointTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={t('sspEndpoints.tableLabel')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sspEndpoints.column.name')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.status')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.ssp')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.protocol')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.formats')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.countries')}</Table.Th>
            <Table.Th style={numeric}>{t('sspEndpoints.column.qps')}</Table.Th>
            <Table.Th style={numeric}>{t('sspEndpoints.column.floor')}</Table.Th>
            <Table.Th>{t('sspEndpoints.column.url')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('sspEndpoints.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {e.name}
                </Text>
                <Text size="xs" c="dimmed">
                  #{e.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <EndpointStatusBadge status={e.status} />
              </Table.Td>
              <Table.Td>{e.ssp_name}</Table.Td>
              <Table.Td>{e.parser_name}</Table.Td>
              <Table.Td>{e.ad_formats.join(', ')}</Table.Td>
              <Table.Td>
                {e.countries.length === 0 ? t('sspEndpoints.allCountries') : e.countries.join(', ')}
              </Table.Td>
              <Table.Td style={numeric}>
                {e.qps_limit === null ? t('sspEndpoints.noLimit') : e.qps_limit.toLocaleString(i18n.language)}
              </Table.Td>
              <Table.Td style={numeric}>{formatMoney(e.bid_floor, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Code
                    style={{
                      maxWidth: 260,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                    title={e.url}
                  >
                    {e.url}
                  </Code>
                  <CopyValue value={e.url} label={t('sspEndpoints.copyUrl', { name: e.name })} />
                </Group>
              </Table.Td>
              <Table.Td>
                <EndpointRowMenu
                  endpoint={e}
                  busy={pendingId === e.id}
                  onEdit={() => onEdit(e)}
                  onClone={() => onClone(e)}
                  onStatus={(status) => onStatus(e, status)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
