import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CopyLineProps {
  label: string;
  value: string;
  /** The copy button's name; without it the line has no button (a placeholder is nothing to paste). */
  copyLabel?: string;
}

/** One labelled value in monospace, with a button that copies it and says so. */
export function CopyLine({ label, value, copyLabel }: CopyLineProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" fw={500} w={96} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Code style={{ flex: 1, overflowWrap: 'anywhere' }}>{value}</Code>
      {copyLabel && (
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('guestTokens.secret.copied') : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('guestTokens.secret.copied') : copyLabel}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
