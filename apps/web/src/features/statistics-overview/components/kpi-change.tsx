import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChange } from '../utils/format.ts';
import { type ChangeTone, changeDirection, changeTone } from '../utils/kpi.ts';

const TONE_COLOR: Record<ChangeTone, string> = { good: 'teal', bad: 'red', neutral: 'gray' };

/**
 * A KPI's change against the previous period: an arrow and the size of the change, coloured
 * by whether it is good news (utils/kpi.ts), with the direction in words for screen readers.
 */
export function KpiChange({ id, change }: { id: string; change: number | null }) {
  const { t, i18n } = useTranslation();
  const direction = changeDirection(change);
  if (direction === 'none' || change === null)
    return (
      <Text size="xs" c="dimmed" data-direction="none">
        {t('dashboard.change.none')}
      </Text>
    );
  const tone = changeTone(id, change);
  const Icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconEqual;
  return (
    <Badge
      variant="light"
      color={TONE_COLOR[tone]}
      radius="sm"
      size="md"
      leftSection={<Icon size={14} aria-hidden="true" />}
      data-direction={direction}
      data-tone={tone}
      style={{ textTransform: 'none' }}
    >
      {direction === 'flat' ? (
        t('dashboard.change.flat')
      ) : (
        <>
          <VisuallyHidden>{t(`dashboard.change.${direction}`)} </VisuallyHidden>
          {formatChange(change, i18n.language)}
        </>
      )}
    </Badge>
  );
}
