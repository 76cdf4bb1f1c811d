import { ActionIcon, Menu, ScrollArea, Text, Tooltip } from '@mantine/core';
import { URL_MACROS, type UrlMacro } from '@panel/contract';
import { IconBraces } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Puts `{macro}` where the caret is (or over the selected text) and says where the caret goes next. */
export function insertMacro(
  value: string,
  macro: UrlMacro,
  selection: { start: number | null; end: number | null },
): { value: string; caret: number } {
  const start = selection.start ?? value.length;
  const end = selection.end ?? start;
  const token = `{${macro}}`;
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}

/** The macros the ad server fills in, offered from a menu beside the URL field. */
export function MacroPicker({ onPick }: { onPick: (macro: UrlMacro) => void }) {
  const { t } = useTranslation();
  const label = t('campaigns.macro.insert');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" aria-label={label}>
            <IconBraces size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320}>
          {URL_MACROS.map((macro) => (
            <Menu.Item key={macro} onClick={() => onPick(macro)}>
              <Text size="sm" ff="monospace">{`{${macro}}`}</Text>
              <Text size="xs" c="dimmed">
                {t(`campaigns.macro.${macro}`)}
              </Text>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
