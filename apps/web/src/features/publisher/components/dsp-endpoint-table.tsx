import { Badge, Group, Table } from '@mantine/core';
import type { DspEndpoint } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useAdFormats } from '@/lib/resources/get-ad-formats';

interface DspEndpointTableProps {
  items: DspEndpoint[];
  dspNames: Map<string, string>;
  /** The formats of the publisher's live zones: the ones its traffic sells in. */
  yourFormats: Set<string>;
}

export function DspEndpointTable({ items, dspNames, yourFormats }: DspEndpointTableProps) {
  const { t, i18n } = useTranslation();
  const formats = new Map((useAdFormats().data ?? []).map((f) => [f.code, f.name]));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" aria-label={t('pub.dspEndpoints.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ textAlign: 'end' }}>{t('pub.column.id')}</Table.Th>
            <Table.Th>{t('pub.column.dsp')}</Table.Th>
            <Table.Th>{t('pub.column.name')}</Table.Th>
            <Table.Th>{t('pub.column.protocol')}</Table.Th>
            <Table.Th>{t('pub.column.adFormats')}</Table.Th>
            <Table.Th>{t('pub.column.region')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('pub.column.qps')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((endpoint) => (
            <Table.Tr key={endpoint.id}>
              <Table.Td style={{ textAlign: 'end' }}>{endpoint.id}</Table.Td>
              <Table.Td>{dspNames.get(String(endpoint.dsp_id)) ?? endpoint.dsp_id}</Table.Td>
              <Table.Td>{endpoint.name}</Table.Td>
              <Table.Td>{t(`pub.protocol.${endpoint.protocol}`)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {endpoint.ad_formats.map((code) => (
                    <Badge
                      key={code}
                      size="sm"
                      radius="sm"
                      variant={yourFormats.has(code) ? 'filled' : 'light'}
                      color={yourFormats.has(code) ? 'teal' : 'gray'}
                    >
                      {formats.get(code) ?? code}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                {endpoint.countries.length === 0
                  ? t('pub.dspEndpoints.everyCountry', { region: endpoint.region })
                  : `${endpoint.region}: ${endpoint.countries.join(', ')}`}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{number.format(endpoint.qps)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
