import { ActionIcon, Group, Table, VisuallyHidden } from '@mantine/core';
import type { StatisticsRow } from '@panel/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../utils/report-table.ts';
import type { SupplyTarget } from '../utils/supply-target.ts';
import { DrillMenu } from './drill-menu.tsx';
import { SupplyActions } from './supply-actions.tsx';
import type { EntityNames } from './use-entity-names.ts';

export interface DimensionCellProps {
  column: TableColumn;
  row: StatisticsRow;
  text: string;
  style: CSSProperties | undefined;
  names: EntityNames;
  drillTargets: (dimension: string) => string[];
  onDrill: (dimension: string, value: string | number, groupBy: string) => void;
  supplyTarget?: ((dimension: string, row: StatisticsRow, text: string) => SupplyTarget | null) | undefined;
  /** A "then by" group's subtotal: whether its rows show, and the switch that folds them. */
  fold?: { open: boolean; toggle: () => void } | undefined;
  /** A row of a "then by" group, under its subtotal: indented, its group named to screen readers. */
  within?: string | undefined;
}

/** What a row is: a name that opens into other groupings, with the actions a zone or site has. */
export function DimensionCell({
  column,
  row,
  text,
  style,
  names,
  drillTargets,
  onDrill,
  supplyTarget,
  fold,
  within,
}: DimensionCellProps) {
  const { t } = useTranslation();
  const value = row.keys[column.id];
  const known = value !== undefined && value !== '';
  const targets = known ? drillTargets(column.id) : [];
  const acting = known ? (supplyTarget?.(column.id, row, text) ?? null) : null;
  return (
    <Table.Td style={{ whiteSpace: 'nowrap', ...style }}>
      <Group gap={4} wrap="nowrap" ps={within === undefined ? 0 : 'xl'}>
        {fold && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={fold.open}
            aria-label={t(fold.open ? 'statistics.table.collapse' : 'statistics.table.expand', {
              name: text,
            })}
            onClick={fold.toggle}
          >
            {fold.open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        )}
        {within !== undefined && <VisuallyHidden>{`${within}: `}</VisuallyHidden>}
        {targets.length > 0 && known ? (
          <DrillMenu
            text={text}
            targets={targets}
            names={names}
            onDrill={(groupBy) => onDrill(column.id, value, groupBy)}
          />
        ) : (
          text
        )}
        {acting && <SupplyActions target={acting} />}
      </Group>
    </Table.Td>
  );
}
