import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EntityNames } from './use-entity-names.ts';

interface DrillMenuProps {
  text: string;
  targets: string[];
  names: EntityNames;
  onDrill: (groupBy: string) => void;
}

/** A row's name that opens it: a small menu of the groupings to see it by, this row as the filter. */
export function DrillMenu({ text, targets, names, onDrill }: DrillMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          c="var(--mantine-primary-color-filled)"
          fz="sm"
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {text}
          <IconChevronDown size={12} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('statistics.drill.label', { name: text })}</Menu.Label>
        {targets.map((target) => (
          <Menu.Item key={target} onClick={() => onDrill(target)}>
            {t(`statistics.drill.to.${target}`, {
              defaultValue: t('statistics.drill.by', { dimension: names.dimension(target) }),
            })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
